import Module, { createRequire } from 'node:module';

/**
 * Next renders pages with React's edge build (`react-dom/server.edge`, required by its pages runtime) even in
 * Node. That build turns every piece of HTML it writes into bytes with its own `TextEncoder.encode` call: a
 * fresh array per attribute and text, about 7 % of a page's server CPU. React's Node build has the same
 * `renderToReadableStream` (same options, same stream of bytes, the same HTML byte for byte) and encodes into a
 * reused buffer instead. Measured on home with both caches off: 31.6 → 24.7 ms of CPU a page, 39 → 49 pages/s at
 * c=4 (docs/ARCHITECTURE.md, "Render cost").
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
    get: () => (nodeBuild ??= fromNext('react-dom/server.node')),
    set: (value: unknown) => (nodeBuild = value),
  });
  Module.createRequire(edgeFile).cache[edgeFile] = entry;
  return edgeFile;
}
