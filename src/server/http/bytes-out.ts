import type { ServerResponse } from 'node:http';

/**
 * Makes a response send its text as bytes: `res.write` and `res.end` turn a string into a Buffer before Node
 * sees it. Next ends a page with the whole HTML as one string (a rope of React's pieces, made flat once by Next's
 * own `Buffer.byteLength` for Content-Length). Node joins the head of the answer to a string body
 * (`header + body`) and writes that, which makes a second flat copy of the page: for a page over 64 KB, V8 puts
 * each copy in a fresh large-object page, and the copy, its page faults and its unmapping cost 1.2 ms on home
 * (docs/ARCHITECTURE.md, "Render cost"). As a Buffer the body goes out beside the head with one `writev`.
 * Call last, just before the render: a wrapper put on earlier (the page cache's, which keeps what is sent) then
 * sees the bytes instead of making its own copy.
 */
export function sendTextAsBytes(res: ServerResponse): void {
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((chunk: unknown, ...rest: unknown[]) => write(asBytes(chunk, rest[0]), ...rest)) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => end(asBytes(chunk, rest[0]), ...rest)) as typeof res.end;
}

function asBytes(chunk: unknown, encoding: unknown): unknown {
  if (typeof chunk !== 'string') return chunk;
  return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}
