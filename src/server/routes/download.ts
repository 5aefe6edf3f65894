import { object, string } from 'yup';
import { digitalFileSchema } from '@/shared/validation/refund';
import { defineRoute, RawJson } from '../http/route';
import { ref } from '../openapi/schemas/common';
import { listQuerySchema, toListParams } from '../query/list-params';
import { createDownloadUrl } from '../services/download/create-download-url';
import { findDownloads } from '../services/download/find-downloads';
import { takeDownload } from '../services/download/take-download';

const TAG = 'Downloads';

export const downloadRoutes = [
  defineRoute({
    method: 'get',
    path: '/downloads',
    tag: TAG,
    summary: 'The signed-in shopper’s digital purchases, newest first (paginated)',
    description:
      'One row per unit of a digital line (ordered file), with its order’s payment gateway, order status and ' +
      'payment status, and the file (name, and the product or variation it was sold with); never where it is ' +
      'stored. limit default 15, at most 50.',
    query: listQuerySchema.pick(['limit', 'page']),
    auth: 'required',
    errors: [401],
    response: { description: 'A page of ordered files', schema: ref('DownloadPage') },
    handler: async ({ query, deps, user, language, url }) =>
      new RawJson(
        await findDownloads({ database: deps.database, user: user!, params: toListParams(query), language, url }),
      ),
  }),
  defineRoute({
    method: 'post',
    path: '/downloads/digital_file',
    tag: TAG,
    summary: 'A one-time link to download a purchased file',
    description:
      'The caller must own an ordered file for digital_file_id (else 404) whose order is paid (payment-success) ' +
      'and not cancelled or refunded: cash on delivery, cash and unpaid online orders answer 422 saying so. The ' +
      'answer is a bare JSON string, <API>/download_url/token/{token}: it works once and expires after ' +
      'DOWNLOAD_TOKEN_TTL_MINUTES (default 10). Absolute on NEXT_PUBLIC_REST_API_ENDPOINT when that is a URL, else ' +
      'on the request’s origin.',
    body: digitalFileSchema,
    auth: 'required',
    errors: [401],
    rateLimit: { bucket: 'download' },
    response: { description: 'The one-time download URL', schema: ref('DownloadUrl') },
    handler: async ({ body, deps, user, url }) =>
      createDownloadUrl({
        database: deps.database,
        user: user!,
        digitalFileId: body.digital_file_id,
        ttlMinutes: deps.downloadTokenTtlMinutes,
        apiBase: deps.publicApiUrl ?? `${url.origin}${url.pathname.replace(/\/downloads\/digital_file\/?$/, '')}`,
      }),
  }),
  defineRoute({
    method: 'get',
    path: '/download_url/token/{token}',
    tag: TAG,
    summary: 'Download a purchased file with a one-time link',
    description:
      'Uses the token up and streams the file as an attachment (Content-Disposition with the file name, ' +
      'Cache-Control: private, no-store). An unknown, used or expired token answers 404 {message: ' +
      '"TOKEN_NOT_FOUND"}. No sign-in: the token is the permission. HEAD answers the same headers and leaves the ' +
      'token unused (link previews do not spend it).',
    params: object({ token: string().required().max(200) }),
    response: {
      description: 'The file',
      schema: { type: 'string', format: 'binary' },
      contentType: 'application/octet-stream',
    },
    handler: async ({ c, params, deps }) =>
      takeDownload({
        database: deps.database,
        files: deps.storage.private,
        token: params.token,
        peek: c.req.method === 'HEAD',
      }),
  }),
];
