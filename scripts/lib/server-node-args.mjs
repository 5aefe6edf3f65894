// Node's flags for the production server (dist/server.mjs), wherever it is started: `npm start`, `npm run
// start:prod` (package.json repeats them; tests/unit/server-node-args.test.ts keeps the two the same), the
// cluster, the end-to-end servers and the benchmarks.
//
// --max-semi-space-size=64: a cache-miss page allocates a few MB (SQL text, JSON of the API's answers, React's
// elements and HTML), so with V8's default young generation (16 MB semi-spaces) the server spent 7–8 % of its CPU
// collecting garbage. 64 MB semi-spaces: 5–10 % less CPU a page (home, c=4, same build, same run), no more resident
// memory (the space grows only under load).
export const SERVER_NODE_ARGS = ['--max-semi-space-size=64'];
