import Module, { createRequire } from 'node:module';
import type { ReactNode } from 'react';
import { latin1Html } from './latin1-html';

type Server = typeof import('react-dom/server.node');
type RenderStream = Awaited<ReturnType<Server['renderToReadableStream']>>;
type RenderOptions = NonNullable<Parameters<Server['renderToReadableStream']>[1]>;

/** What `renderToPipeableStream` of React's Bun build writes to: each piece of HTML as a string. */
interface StringDestination {
  write(chunk: string): boolean;
  end(): void;
  destroy(error: unknown): void;
  on(event: string, listener: unknown): StringDestination;
}
interface StringServer {
  renderToPipeableStream(
    children: ReactNode,
    options: Omit<RenderOptions, 'signal'> & { onAllReady(): void; onShellError(error: unknown): void },
  ): { pipe(destination: StringDestination): unknown; abort(reason?: unknown): void };
}

/** Characters of HTML gathered into one piece (and later one chunk of bytes): about React's own 4 KB views. */
const PIECE_CHARACTERS = 4096;

/**
 * Next renders pages with React's edge build (`react-dom/server.edge`, required by its pages runtime) even in
 * Node. That build turns every piece of HTML it writes into bytes with its own `TextEncoder.encode` call: a
 * fresh array per attribute and text, about 7 % of a page's server CPU. React's Node build encodes into a reused
 * buffer instead, but still one `encodeInto` call per piece, some 20,000 for home (8 % of its CPU). React's Bun
 * build (`react-dom/server.bun`, plain JavaScript that runs in Node) hands its `renderToPipeableStream` destination
 * each piece as the string it is; `renderToReadableStream` here joins them a few K characters at a time and makes
 * bytes of those (native calls), and the HTML is the same byte for byte. Measured (docs/ARCHITECTURE.md, "Render cost"):
 * home 31.6 → 24.7 ms of CPU a page with the Node build, then 12.5 → 10.6 ms with the strings.
 *
 * Next waits for the whole render (`allReady`) and then reads it into one string, for the body and again for the
 * document around it; the page is handed over as Latin-1 where it can be (`latin1Html`).
 *
 * Call before Next loads its pages runtime: the module Next would load for `react-dom/server.edge`, resolved
 * from Next's own package as Next resolves it, is entered in Node's module cache with React's Node build's exports
 * and this `renderToReadableStream`. Answers the file it replaced, or null when React or Next has none of these
 * (nothing is changed then).
 */
export function installNodeRenderer(): string | null {
  let edgeFile: string;
  let fromNext: NodeJS.Require;
  try {
    fromNext = createRequire(createRequire(import.meta.url).resolve('next/package.json'));
    edgeFile = fromNext.resolve('react-dom/server.edge');
    fromNext.resolve('react-dom/server.node');
    fromNext.resolve('react-dom/server.bun');
  } catch {
    return null;
  }
  const entry = new Module(edgeFile);
  entry.filename = edgeFile;
  entry.loaded = true;
  // Loaded when Next first asks for it: React chooses its production or development build by NODE_ENV, and a
  // server started without NODE_ENV has it set by Next only after this runs.
  let nodeBuild: unknown;
  Object.defineProperty(entry, 'exports', {
    get: () =>
      (nodeBuild ??= withStringRender(
        fromNext('react-dom/server.node') as Server,
        fromNext('react-dom/server.bun') as StringServer,
      )),
    set: (value: unknown) => (nodeBuild = value),
  });
  Module.createRequire(edgeFile).cache[edgeFile] = entry;
  return edgeFile;
}

function withStringRender(server: Server, strings: StringServer): Server {
  const renderToReadableStream = (children: ReactNode, options: RenderOptions = {}) =>
    new Promise<RenderStream>((resolve, reject) => {
      const { signal, ...rest } = options;
      const pieces: string[] = [];
      let pending = '';
      const destination: StringDestination = {
        write(chunk) {
          pending += chunk;
          if (pending.length >= PIECE_CHARACTERS) {
            pieces.push(pending);
            pending = '';
          }
          return true;
        },
        end() {
          if (pending) pieces.push(pending);
          const html = latin1Html(pieces) ?? pieces;
          const stream = new ReadableStream<Uint8Array>({
            start(controller) {
              for (const piece of html) controller.enqueue(Buffer.from(piece, 'utf8'));
              controller.close();
            },
          });
          resolve(Object.assign(stream, { allReady: Promise.resolve() }));
        },
        // React's own failure while writing (the destination is only handed over once all is rendered).
        destroy: reject,
        on: () => destination,
      };
      // Written out once everything is rendered, as Next reads it: Suspense boundaries that finish later are then
      // in place, without the scripts that move them (which the pages' policy refuses).
      const render = strings.renderToPipeableStream(children, {
        ...rest,
        onAllReady: () => render.pipe(destination),
        onShellError: reject,
      });
      if (signal?.aborted) render.abort(signal.reason);
      else signal?.addEventListener('abort', () => render.abort(signal.reason), { once: true });
    });
  return { ...server, renderToReadableStream: renderToReadableStream as Server['renderToReadableStream'] };
}
