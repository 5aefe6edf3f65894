import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP listener received it: envelope, headers and the decoded text and HTML parts. */
export interface ReceivedMail {
  from: string;
  to: string[];
  headers: Record<string, string>;
  text: string;
  html: string;
}

export interface SmtpListener {
  url: string;
  mails: ReceivedMail[];
  /** The next mail to `recipient` (already received or still to come). */
  waitFor(recipient: string, match?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** From now on every recipient is refused with a permanent error (a mail server that says no). */
  refuseRecipients(refuse: boolean): void;
  close(): Promise<void>;
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decode(body: string, encoding = ''): string {
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** Splits a (possibly nested) MIME message into its leaf parts. */
function leafParts(raw: string): { type: string; text: string }[] {
  const split = raw.indexOf('\r\n\r\n');
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split + 4);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) {
    return [{ type: type.split(';')[0]!.toLowerCase(), text: decode(body, headers['content-transfer-encoding']) }];
  }
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((part) => leafParts(part.replace(/^\r\n/, '')));
}

export async function startSmtpListener(): Promise<SmtpListener> {
  const mails: ReceivedMail[] = [];
  const waiting = new Set<() => void>();
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to make for the test.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refusing) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const parts = leafParts(raw);
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          headers: parseHeaders(raw.slice(0, raw.indexOf('\r\n\r\n'))),
          text: parts.find((p) => p.type === 'text/plain')?.text ?? '',
          html: parts.find((p) => p.type === 'text/html')?.text ?? '',
        });
        for (const wake of waiting) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refuseRecipients: (refuse) => {
      refusing = refuse;
    },
    waitFor: (recipient, match = () => true, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const find = () => mails.find((m) => m.to.includes(recipient) && match(m));
        const check = () => {
          const mail = find();
          if (!mail) return;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no mail to ${recipient} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.add(check);
        check();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
