import { getRequestListener } from '@hono/node-server';
import type { NextApiRequest, NextApiResponse } from 'next';
import { serverEnv } from '@/config/env';
import { sharedApp } from '@/server/shared-app';

// The API reads its own bodies (JSON and multipart) and answers in its own error shape.
export const config = { api: { bodyParser: false, externalResolver: true, responseLimit: false } };

let listener: ReturnType<typeof getRequestListener> | undefined;

/** Mounts the built-in API (src/server/app.ts) under /api when the shop runs through `next dev` or `next start`. */
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (!serverEnv().builtinApi) {
    res
      .status(404)
      .json({ message: 'The built-in API is turned off (BUILTIN_API=false).', code: 'PICKBAZAR_ERROR.NOT_FOUND' });
    return;
  }
  if (!listener) listener = getRequestListener((await sharedApp()).fetch);
  // Next's image optimizer calls this route with a mocked request that has no headers; the API needs a host
  // to build the request URL.
  req.headers.host ??= 'localhost';
  await listener(req, res);
}
