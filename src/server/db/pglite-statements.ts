import type { PGlite } from '@electric-sql/pglite';

/** Runs one statement through a named prepared statement; `name` stands for `text` (one name per text). */
export type RunNamed = <T>(name: string, text: string, params: readonly unknown[]) => Promise<T[]>;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Named prepared statements for PGlite, which has none of its own: its `query()` parses, describes and plans the
 * text again on every call, six trips into the WebAssembly each. The read queries here are long (JSON built in
 * SQL) and come from a finite set of shapes, so parsing and planning cost more than running them on small
 * tables (measured: a concern list row 6.9 ms as `query()`, 1.9 ms as a named statement). Each text is parsed
 * once per database; afterwards a call is one Bind/Describe/Execute/Sync trip, and PostgreSQL keeps a generic
 * plan when it costs no more than the custom ones (its plan cache, as on a server). Rows come back as drizzle's
 * `db.execute` gives them (dates, timestamps and intervals as text), parameters are serialised by their described
 * types as PGlite's `query()` does, and the call takes the same locks (after any open transaction, one statement
 * at a time), so it is a drop-in for `db.execute` on reads and single-statement writes.
 */
export async function namedStatements(client: PGlite): Promise<RunNamed> {
  const { parse, protocol, types } = await import('@electric-sql/pglite');
  const { serialize } = protocol;
  const asText = (value: string) => value;
  // drizzle's texts over PGlite's parsers. PGlite's parseResults copies the client's parsers (nearly 400 of them)
  // into a new object on every call when it is handed parsers of its own (170 µs, more than a one-row statement
  // takes to run); these are laid over the client's once, by prototype, so types PGlite registers later still show.
  const parsers = Object.assign(Object.create(client.parsers) as typeof client.parsers, {
    [types.TIMESTAMP]: asText,
    [types.TIMESTAMPTZ]: asText,
    [types.INTERVAL]: asText,
    [types.DATE]: asText,
    // numeric[], timestamp[], timestamptz[], interval[], date[] (as drizzle leaves them)
    1231: asText,
    1115: asText,
    1185: asText,
    1187: asText,
    1182: asText,
  });
  const options = { rowMode: 'object' as const };
  /** Parameter type ids of each statement parsed so far. */
  const prepared = new Map<string, number[]>();
  const send = async (...messages: Uint8Array[]) =>
    (await client.execProtocol(concat(messages), { syncToFs: false })).messages;

  return <T>(name: string, text: string, params: readonly unknown[]) =>
    client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          let paramTypes = prepared.get(name);
          if (!paramTypes) {
            const described = await send(
              serialize.parse({ name, text, types: [] }),
              serialize.describe({ type: 'S', name }),
              serialize.sync(),
            );
            paramTypes = parse.parseDescribeStatementResults(described);
            prepared.set(name, paramTypes);
          }
          const typeIds = paramTypes;
          const values = params.map((value, i) => {
            if (value === null || value === undefined) return null;
            const serializer = client.serializers[typeIds[i]!];
            return serializer ? serializer(value) : String(value);
          });
          const messages = await send(
            serialize.bind({ statement: name, values }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
          );
          // A write (or hint bits a read set) reaches the data directory, as after PGlite's own queries.
          await client.syncToFs();
          return (parse.parseResults(messages, parsers, options)[0]?.rows ?? []) as T[];
        } catch (cause) {
          throw new Error(`Failed query: ${text}\nparams: ${params.map(String).join(',')}`, { cause });
        }
      }),
    );
}
