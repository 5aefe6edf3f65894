/**
 * A local stand-in for an S3-compatible object store (tests have no internet and no MinIO): path-style
 * `PUT /{bucket}` (CreateBucket) and `PUT/GET/HEAD/DELETE /{bucket}/{key}` (the object calls the app makes through
 * `@aws-sdk/client-s3`), objects kept in memory, S3's XML error shapes (NoSuchKey, NoSuchBucket, AccessDenied …).
 *
 * Authentication: every request must carry a SigV4 `Authorization` header (`AWS4-HMAC-SHA256 Credential=<key>/…,
 * SignedHeaders=…, Signature=<64 hex>`), `x-amz-date` and `x-amz-content-sha256`, and the access key id must be
 * the fake's. The signature itself is NOT verified: the fake proves that the app signs with the configured key,
 * not that the SDK computes SigV4 correctly (that is the SDK's job). Anonymous requests get 403 AccessDenied, as a
 * private bucket answers them. Uploads are checked against the hashes the SDK sends (`x-amz-content-sha256`,
 * `Content-MD5`, `x-amz-checksum-crc32`), `aws-chunked` bodies are decoded, and reads asking for checksums get
 * `x-amz-checksum-crc32` back, which the SDK verifies. Virtual-hosted buckets
 * (`bucket.host/key`) are not supported: set S3_FORCE_PATH_STYLE=true.
 *
 * Module: `startFakeS3({port?, buckets?, accessKeyId?})` → {url, port, objects, requests, close}. Without a port it
 * takes the first free one of 3600–3609 (the ports assigned to it on the shared test machine).
 * CLI: `FAKE_S3_PORT=3600 FAKE_S3_BUCKETS=pickbazar npx tsx tests/fakes/s3-server.ts`
 * (FAKE_S3_ACCESS_KEY_ID, default `fake-access-key`; any secret key works); it logs every request.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { crc32 } from 'node:zlib';

export const FAKE_S3_PORTS = [3600, 3601, 3602, 3603, 3604, 3605, 3606, 3607, 3608, 3609];
export const FAKE_S3_ACCESS_KEY_ID = 'fake-access-key';

export interface FakeObject {
  bytes: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
}

export interface FakeS3 {
  url: string;
  port: number;
  /** Objects by `<bucket>/<key>`. */
  objects: Map<string, FakeObject>;
  buckets: Set<string>;
  /** Every request: method, path (bucket/key, decoded) and the access key id it was signed with (null: anonymous). */
  requests: { method: string; path: string; accessKeyId: string | null }[];
  close(): Promise<void>;
}

class S3Failure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function sendError(res: ServerResponse, method: string, failure: S3Failure, resource: string) {
  const body =
    method === 'HEAD'
      ? ''
      : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${failure.code}</Code><Message>${escapeXml(failure.message)}</Message>` +
        `<Resource>${escapeXml(resource)}</Resource><RequestId>fake</RequestId></Error>`;
  res.writeHead(failure.status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

function crc32Of(bytes: Buffer): string {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(crc32(bytes));
  return out.toString('base64');
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** `aws-chunked` bodies: `<hex size>[;chunk-signature=…]\r\n<bytes>\r\n` … `0\r\n<trailers>\r\n\r\n`. */
function decodeAwsChunked(raw: Buffer): { bytes: Buffer; trailers: Record<string, string> } {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const end = raw.indexOf('\r\n', at);
    if (end < 0) throw new S3Failure(400, 'IncompleteBody', 'The aws-chunked body ended early.');
    const size = parseInt(raw.subarray(at, end).toString('latin1').split(';')[0]!, 16);
    if (!Number.isFinite(size)) throw new S3Failure(400, 'InvalidRequest', 'A chunk size is not hexadecimal.');
    at = end + 2;
    if (size === 0) break;
    parts.push(raw.subarray(at, at + size));
    at += size + 2;
  }
  const trailers: Record<string, string> = {};
  for (const line of raw.subarray(at).toString('latin1').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) trailers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { bytes: Buffer.concat(parts), trailers };
}

/** The access key id of a SigV4-signed request; throws AccessDenied when the request is not signed. */
function signedBy(req: IncomingMessage): string {
  const auth = req.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/\s]+)\/\d{8}\/[^/\s]+\/s3\/aws4_request, ?SignedHeaders=[a-z0-9;-]+, ?Signature=[0-9a-f]{64}$/.exec(
      auth,
    );
  if (!match || !req.headers['x-amz-date'] || !req.headers['x-amz-content-sha256']) {
    throw new S3Failure(403, 'AccessDenied', 'Access Denied (requests must be signed with AWS Signature Version 4).');
  }
  return match[1]!;
}

export async function startFakeS3(
  options: { port?: number; buckets?: string[]; accessKeyId?: string; log?: boolean } = {},
): Promise<FakeS3> {
  const accessKeyId = options.accessKeyId ?? FAKE_S3_ACCESS_KEY_ID;
  const objects = new Map<string, FakeObject>();
  const buckets = new Set(options.buckets ?? []);
  const requests: FakeS3['requests'] = [];

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://fake');
    const [bucket = '', ...rest] = url.pathname.slice(1).split('/');
    const key = rest.map(decodeURIComponent).join('/');
    const resource = `/${bucket}${key ? `/${key}` : ''}`;
    const raw = await readBody(req);
    let signer: string | null = null;
    try {
      signer = signedBy(req);
      if (signer !== accessKeyId) {
        throw new S3Failure(
          403,
          'InvalidAccessKeyId',
          'The AWS Access Key Id you provided does not exist in our records.',
        );
      }
      if (!bucket) throw new S3Failure(501, 'NotImplemented', 'ListBuckets is not implemented by this fake.');
      if (!key) {
        if (method !== 'PUT') throw new S3Failure(501, 'NotImplemented', `${method} on a bucket is not implemented.`);
        buckets.add(bucket);
        res.writeHead(200, { location: `/${bucket}`, 'content-length': 0 });
        res.end();
        return;
      }
      if (!buckets.has(bucket)) throw new S3Failure(404, 'NoSuchBucket', 'The specified bucket does not exist.');
      const id = `${bucket}/${key}`;
      if (method === 'PUT') {
        if (req.headers['x-amz-copy-source'] || url.searchParams.has('uploadId')) {
          throw new S3Failure(501, 'NotImplemented', 'Copies and multipart uploads are not implemented.');
        }
        const chunked =
          /aws-chunked/.test(req.headers['content-encoding'] ?? '') ||
          String(req.headers['x-amz-content-sha256']).startsWith('STREAMING-');
        const { bytes, trailers } = chunked ? decodeAwsChunked(raw) : { bytes: raw, trailers: {} };
        const sha256 = String(req.headers['x-amz-content-sha256']);
        if (/^[0-9a-f]{64}$/.test(sha256) && createHash('sha256').update(bytes).digest('hex') !== sha256) {
          throw new S3Failure(400, 'XAmzContentSHA256Mismatch', 'The provided x-amz-content-sha256 does not match.');
        }
        const md5 = req.headers['content-md5'];
        if (md5 && createHash('md5').update(bytes).digest('base64') !== md5) {
          throw new S3Failure(400, 'BadDigest', 'The Content-MD5 you specified did not match what we received.');
        }
        const crc = req.headers['x-amz-checksum-crc32'] ?? trailers['x-amz-checksum-crc32'];
        if (crc && crc32Of(bytes) !== crc) {
          throw new S3Failure(400, 'BadDigest', 'The CRC32 you specified did not match the calculated checksum.');
        }
        const etag = `"${createHash('md5').update(bytes).digest('hex')}"`;
        objects.set(id, {
          bytes,
          contentType: req.headers['content-type'] ?? 'binary/octet-stream',
          etag,
          lastModified: new Date(),
        });
        res.writeHead(200, { etag, 'content-length': 0 });
        res.end();
        return;
      }
      if (method === 'DELETE') {
        objects.delete(id);
        res.writeHead(204);
        res.end();
        return;
      }
      if (method === 'GET' || method === 'HEAD') {
        const found = objects.get(id);
        if (!found) throw new S3Failure(404, 'NoSuchKey', 'The specified key does not exist.');
        res.writeHead(200, {
          'content-type': found.contentType,
          'content-length': found.bytes.length,
          etag: found.etag,
          'last-modified': found.lastModified.toUTCString(),
          'accept-ranges': 'bytes',
          // As S3 does when asked: the SDK then checks the bytes it reads against this checksum.
          ...(req.headers['x-amz-checksum-mode'] === 'ENABLED' ? { 'x-amz-checksum-crc32': crc32Of(found.bytes) } : {}),
        });
        res.end(method === 'HEAD' ? undefined : found.bytes);
        return;
      }
      throw new S3Failure(405, 'MethodNotAllowed', `${method} is not allowed on an object.`);
    } catch (err) {
      const failure = err instanceof S3Failure ? err : new S3Failure(500, 'InternalError', String(err));
      sendError(res, method, failure, resource);
    } finally {
      requests.push({ method, path: resource, accessKeyId: signer });
      if (options.log) console.log(`[fake-s3] ${method} ${resource} ${res.statusCode}`);
    }
  };

  const server = createServer((req, res) => void handle(req, res));
  const port = await listen(server, options.port === undefined ? FAKE_S3_PORTS : [options.port]);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    objects,
    buckets,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** Listens on the first free port of the list (several test files may run a fake at once). */
async function listen(server: Server, ports: number[]): Promise<number> {
  for (const port of ports) {
    const bound = await new Promise<boolean>((resolve, reject) => {
      const onError = (err: NodeJS.ErrnoException) => {
        server.off('listening', onListening);
        if (err.code === 'EADDRINUSE') resolve(false);
        else reject(err);
      };
      const onListening = () => {
        server.off('error', onError);
        resolve(true);
      };
      server.once('error', onError);
      server.once('listening', onListening);
      server.listen(port, '127.0.0.1');
    });
    if (bound) return port;
  }
  throw new Error(`[fake-s3] ports ${ports.join(', ')} are all in use`);
}

// CLI: `FAKE_S3_PORT=3600 FAKE_S3_BUCKETS=pickbazar npx tsx tests/fakes/s3-server.ts`
if (process.argv[1] && /s3-server\.[cm]?[jt]s$/.test(process.argv[1])) {
  void startFakeS3({
    port: process.env.FAKE_S3_PORT ? Number(process.env.FAKE_S3_PORT) : undefined,
    buckets: (process.env.FAKE_S3_BUCKETS || 'pickbazar').split(',').filter(Boolean),
    accessKeyId: process.env.FAKE_S3_ACCESS_KEY_ID || undefined,
    log: true,
  }).then((fake) => console.log(`[fake-s3] listening on ${fake.url} (buckets: ${[...fake.buckets].join(', ')})`));
}
