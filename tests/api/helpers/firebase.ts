import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';

/**
 * A stand-in for Google's Firebase token signer: an RSA key, the self-signed X.509 certificate Google would
 * publish for it, and ID tokens signed with it. Node can read certificates but not make them, so the
 * certificate is assembled here in DER by hand (only the fields a verifier reads).
 */

function lengthOf(n: number): Buffer {
  if (n < 0x80) return Buffer.from([n]);
  const bytes: number[] = [];
  for (let v = n; v > 0; v >>= 8) bytes.unshift(v & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}
const der = (tag: number, content: Buffer) => Buffer.concat([Buffer.from([tag]), lengthOf(content.length), content]);
const sequence = (...items: Buffer[]) => der(0x30, Buffer.concat(items));
const integer = (value: number) => der(0x02, Buffer.from([value]));
const sha256WithRsa = sequence(der(0x06, Buffer.from('2a864886f70d01010b', 'hex')), Buffer.from([0x05, 0x00]));
const commonName = (name: string) =>
  sequence(der(0x31, sequence(der(0x06, Buffer.from('550403', 'hex')), der(0x0c, Buffer.from(name)))));
const utcTime = (date: Date) =>
  der(0x17, Buffer.from(`${date.toISOString().slice(2, 19).replace(/[-T:]/g, '')}Z`, 'ascii'));

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  /** PEM certificate, as https://www.googleapis.com/robot/v1/metadata/x509/securetoken@… serves it. */
  certificate: string;
}

export function makeSigningKey(kid: string): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const name = commonName('securetoken.system.gserviceaccount.com');
  const now = Date.now();
  const tbs = sequence(
    der(0xa0, integer(2)),
    integer(1),
    sha256WithRsa,
    name,
    sequence(utcTime(new Date(now - 86_400_000)), utcTime(new Date(now + 86_400_000))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
  );
  const signature = sign('sha256', tbs, privateKey);
  const cert = sequence(tbs, sha256WithRsa, der(0x03, Buffer.concat([Buffer.from([0]), signature])));
  const base64 = cert.toString('base64').replace(/(.{64})/g, '$1\n');
  return { kid, privateKey, certificate: `-----BEGIN CERTIFICATE-----\n${base64}\n-----END CERTIFICATE-----\n` };
}

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A Firebase ID token as the Firebase client SDK hands it over after phone sign-in. */
export function firebaseIdToken(
  key: { kid: string; privateKey: KeyObject },
  claims: { projectId: string; phoneNumber: string | null } & Record<string, unknown>,
  header: Record<string, unknown> = {},
): string {
  const { projectId, phoneNumber, ...extra } = claims;
  const now = Math.floor(Date.now() / 1000);
  const head = part({ alg: 'RS256', kid: key.kid, typ: 'JWT', ...header });
  const body = part({
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    sub: 'firebase-uid-1',
    iat: now,
    exp: now + 3600,
    auth_time: now,
    ...(phoneNumber ? { phone_number: phoneNumber } : {}),
    firebase: { sign_in_provider: 'phone', identities: { phone: phoneNumber ? [phoneNumber] : [] } },
    ...extra,
  });
  const signature = sign('RSA-SHA256', Buffer.from(`${head}.${body}`), key.privateKey).toString('base64url');
  return `${head}.${body}.${signature}`;
}
