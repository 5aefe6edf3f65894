import Module, { createRequire } from 'node:module';
import { latin1Html } from './latin1-html';

type Server = typeof import('react-dom/server.node');
type RenderStream = Awaited<ReturnType<Server['renderToReadableStream']>>;

/**
 * Next renders pages with React's edge build (`react-dom/server.edge`, required by its pages runtime) even in
 * Node. That build turns every piece of HTML it writes into bytes with its own `TextEncoder.encode` call: a
 * fresh array per attribute and text, about 7 % of a page's server CPU. React's Node build has the same
 * `renderToReadableStream` (same options, same stream of bytes, the same HTML byte for byte) and encodes into a
 * reused buffer instead. Measured on home with both caches off: 31.6 → 24.7 ms of CPU a page, 39 → 49 pages/s at
 * c=4 (docs/ARCHITECTURE.md, "Render cost").
 *
 * Its `renderToReadableStream` also hands the page over as Latin-1 where it can (`latin1Html`): Next waits for the
 * whole render (`allReady`) and then reads it into one string, for the body and again for the document around it.
 *
 * Call before Next loads its pages runtime: the module Next would load for `react-dom/server.edge`, resolved
 * from Next's own package as Next resolves it, is entered in Node's module cache with the Node build's exports.
 * Answers the file it replaced, or null when React or Next has neither (nothing is changed then).
 */
export function installNodeRenderer(): string | null {
  let edgeFile: string;
  let fromNext: NodeJS.Require;
  try {
    fromNext = createRequire(createRequire(import.meta.url).resolve('next/package.json'));
    edgeFile = fromNext.resolve('react-dom/server.edge');
    fromNext.resolve('react-dom/server.node');
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
    get: () => (nodeBuild ??= withLatin1Pages(fromNext('react-dom/server.node') as Server)),
    set: (value: unknown) => (nodeBuild = value),
  });
  Module.createRequire(edgeFile).cache[edgeFile] = entry;
  return edgeFile;
}

function withLatin1Pages(server: Server): Server {
  const render = server.renderToReadableStream;
  return {
    ...server,
    renderToReadableStream: async (...args: Parameters<typeof render>) => latin1Stream(await render(...args)),
  };
}

/** The render's bytes, once complete, through `latin1Html`; `allReady` as React's. */
function latin1Stream(stream: RenderStream): RenderStream {
  const reader = stream.getReader();
  const whole = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const chunks: Uint8Array[] = [];
      for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
      for (const part of latin1Html(chunks) ?? chunks) controller.enqueue(part);
      controller.close();
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return Object.assign(whole, { allReady: stream.allReady });
}
