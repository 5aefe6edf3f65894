// The mock external provider: msw handlers served over real HTTP for the storefront build that points at it
// (NEXT_PUBLIC_REST_API_ENDPOINT=http://127.0.0.1:3220/api). Pictures are small generated PNGs.
import http from 'node:http';
import { getResponse } from 'msw';
import sharp from 'sharp';
import { handlers } from './handlers';

const port = Number(process.env.MOCK_PROVIDER_PORT ?? 3220);
const pictures = new Map<string, Buffer>();
// The storefront's pages call the provider from the browser too (another origin), like a real provider allows.
const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-allow-headers': 'accept, accept-language, authorization, content-type, x-requested-with',
  'access-control-max-age': '600',
};

async function picture(name: string): Promise<Buffer> {
  let png = pictures.get(name);
  if (!png) {
    let hash = 0;
    for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
    const background = { r: 80 + (hash % 150), g: 120 + ((hash >> 8) % 120), b: 80 + ((hash >> 16) % 150) };
    png = await sharp({ create: { width: 400, height: 400, channels: 3, background } })
      .png()
      .toBuffer();
    pictures.set(name, png);
  }
  return png;
}

http
  .createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    if (url.pathname.startsWith('/media/')) {
      res.writeHead(200, { ...cors, 'content-type': 'image/png', 'cache-control': 'public, max-age=3600' });
      res.end(await picture(url.pathname.slice(7)));
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = new Request(url, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: ['GET', 'HEAD'].includes(req.method ?? 'GET') ? undefined : Buffer.concat(chunks),
    });
    const response = await getResponse(handlers, request);
    if (!response) {
      res.writeHead(404, { ...cors, 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: `mock provider: no handler for ${req.method} ${url.pathname}` }));
      return;
    }
    res.writeHead(response.status, { ...Object.fromEntries(response.headers.entries()), ...cors });
    res.end(Buffer.from(await response.arrayBuffer()));
  })
  .listen(port, '127.0.0.1', () => console.log(`[mock provider] http://127.0.0.1:${port}/api`));
