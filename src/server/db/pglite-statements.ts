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
 * once per database, its parameter types and columns described then; afterwards a call is one Bind/Execute/Sync
 * trip, and PostgreSQL keeps a generic plan when it costs no more than the custom ones (its plan cache, as on a
 * server). Rows come back as drizzle's `db.execute` gives them (dates, timestamps and intervals as text),
 * parameters are serialised by their described types as PGlite's `query()` does, and the call takes the same locks
 * (after any open transaction, one statement at a time), so it is a drop-in for `db.execute` on reads and
 * single-statement writes.
 *
 * The answer is read as PostgreSQL writes it (`execProtocolRawStream`, `RowReader`): PGlite's own path copies
 * the answer twice, parses every message into objects, copies each field's bytes before decoding it, and then
 * builds the rows from those objects (a fifth of a small statement's CPU; docs/ARCHITECTURE.md, "Render cost").
 * An error is parsed by PGlite's own parser, so the services see the same DatabaseError.
 */
export async function namedStatements(client: PGlite): Promise<RunNamed> {
  const { parse, protocol, types } = await import('@electric-sql/pglite');
  const { serialize } = protocol;
  const asText = (value: string) => value;
  // drizzle's texts over PGlite's parsers. PGlite's parseResults copies the client's parsers (nearly 400 of them)
  // into a new object on every call when it is handed parsers of its own (170 µs, more than a one-row statement
  // takes to run); these are laid over the client's once, by prototype, so types PGlite registers later still show.
  const parsers: Parsers = Object.assign(Object.create(client.parsers) as typeof client.parsers, {
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
  /** Each statement parsed so far: its parameters' type ids and its columns. */
  const prepared = new Map<string, Statement>();
  const send = async (...messages: Uint8Array[]) =>
    (await client.execProtocol(concat(messages), { syncToFs: false })).messages;

  return <T>(name: string, text: string, params: readonly unknown[]) =>
    client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          let statement = prepared.get(name);
          if (!statement) {
            const described = await send(
              serialize.parse({ name, text, types: [] }),
              serialize.describe({ type: 'S', name }),
              serialize.sync(),
            );
            const columns = described.find((message) => message.name === 'rowDescription') as
              { fields: { name: string; dataTypeID: number }[] } | undefined;
            statement = {
              paramTypes: parse.parseDescribeStatementResults(described),
              columns: (columns?.fields ?? []).map((field) => ({ name: field.name, type: field.dataTypeID })),
            };
            prepared.set(name, statement);
          }
          const { paramTypes } = statement;
          const values = params.map((value, i) => {
            if (value === null || value === undefined) return null;
            const serializer = client.serializers[paramTypes[i]!];
            return serializer ? serializer(value) : String(value);
          });
          const reader = new RowReader(statement.columns, parsers);
          await client.execProtocolRawStream(
            concat([serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()]),
            { syncToFs: false, onRawData: reader.read },
          );
          if (reader.error) throw databaseError(reader.error);
          // A write (or hint bits a read set) reaches the data directory, as after PGlite's own queries.
          await client.syncToFs();
          return reader.rows as T[];
        } catch (cause) {
          throw new Error(`Failed query: ${text}\nparams: ${params.map(String).join(',')}`, { cause });
        }
      }),
    );

  /** The error PGlite's own parser makes of an ErrorResponse (a DatabaseError with PostgreSQL's code). */
  function databaseError(message: Uint8Array): unknown {
    let error: unknown = new Error('PostgreSQL answered with an error that could not be read');
    new protocol.Parser().parse(message, (parsed: unknown) => (error = parsed));
    return error;
  }
}

interface Column {
  name: string;
  /** The column's type id, for its parser. */
  type: number;
}

interface Statement {
  paramTypes: number[];
  columns: Column[];
}

type Parsers = Record<number, ((text: string, type: number) => unknown) | undefined>;

const DATA_ROW = 0x44; // 'D'
const ERROR_RESPONSE = 0x45; // 'E'
const HEADER_BYTES = 5; // a message's type and its length (which counts itself)
const decoder = new TextDecoder();

/**
 * Rows of an Execute's answer, read from the bytes PostgreSQL writes (the protocol's DataRow messages: a count,
 * then each field's length, -1 for null, and its text), each field decoded straight from the WebAssembly's
 * memory and parsed by its column's type as PGlite's `parseResults` does. The answer comes in pieces as the
 * backend flushes it; a message cut between two is kept and read with the next. Other messages (BindComplete,
 * CommandComplete, notices, ReadyForQuery) carry nothing a row needs; the first ErrorResponse is kept whole.
 */
export class RowReader {
  readonly rows: Record<string, unknown>[] = [];
  error: Uint8Array | null = null;
  private rest: Uint8Array | null = null;

  constructor(
    private readonly columns: readonly Column[],
    private readonly parsers: Parsers,
  ) {}

  /** Takes the next piece of the answer (a view PostgreSQL will write over: nothing of it is kept). */
  read = (piece: Uint8Array): void => {
    const bytes = this.rest ? concat([this.rest, piece]) : piece;
    this.rest = null;
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let at = 0;
    while (at + HEADER_BYTES <= bytes.length) {
      const end = at + 1 + view.getInt32(at + 1);
      if (end > bytes.length) break;
      const type = bytes[at];
      if (type === DATA_ROW) this.rows.push(this.row(bytes, view, at + HEADER_BYTES));
      else if (type === ERROR_RESPONSE) this.error ??= bytes.slice(at, end);
      at = end;
    }
    if (at < bytes.length) this.rest = bytes.slice(at);
  };

  private row(bytes: Uint8Array, view: DataView, at: number): Record<string, unknown> {
    const count = view.getInt16(at);
    at += 2;
    const row: Record<string, unknown> = {};
    for (let i = 0; i < count; i++) {
      const length = view.getInt32(at);
      at += 4;
      const column = this.columns[i]!;
      if (length < 0) {
        row[column.name] = null;
        continue;
      }
      const text = decoder.decode(bytes.subarray(at, at + length));
      at += length;
      const parse = this.parsers[column.type];
      row[column.name] = parse ? parse(text, column.type) : text;
    }
    return row;
  }
}
