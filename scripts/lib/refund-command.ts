/**
 * `npm run refund`: the operator's refund decision from a terminal, through the running shop's back-office API
 * (POST /admin/refunds/{id}/approve|reject) with an operator's credentials. Never the database directly: the
 * embedded database (PGlite) is one process, the server's, and a second process writing to it would corrupt it;
 * and through the API the command pays back the way the order was paid, once, and mails the shopper, exactly as
 * the back office does.
 */
export const REFUND_USAGE =
  'Usage: npm run refund -- <refund id> approve|reject ["note for the shopper"]\n' +
  'Talks to the running shop (REFUND_API_URL, default <site URL>/api) as an operator: REFUND_OPERATOR_TOKEN, or ' +
  'REFUND_OPERATOR_EMAIL and REFUND_OPERATOR_PASSWORD (an account named in ADMIN_EMAILS).';

export interface RefundCommandEnv {
  apiUrl: string;
  token?: string;
  email?: string;
  password?: string;
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export class RefundCommandError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}

async function call(fetcher: Fetch, url: string, init: RequestInit, apiUrl: string) {
  let res: Response;
  try {
    res = await fetcher(url, init);
  } catch {
    throw new RefundCommandError(
      `The shop is not reachable at ${apiUrl}. Start it first (npm start or npm run dev), or set REFUND_API_URL: ` +
        'this command goes through the running server because the embedded database (PGlite) belongs to one ' +
        'process, the server’s.',
      1,
    );
  }
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { message: text.slice(0, 200) };
  }
  return { status: res.status, body };
}

/** Runs the command; answers the lines to print. Throws RefundCommandError with the exit code on failure. */
export async function runRefundCommand(args: string[], env: RefundCommandEnv, fetcher: Fetch = fetch) {
  const [idText, action, ...noteWords] = args;
  if (!idText || !/^\d{1,9}$/.test(idText) || (action !== 'approve' && action !== 'reject')) {
    throw new RefundCommandError(REFUND_USAGE, 2);
  }
  const note = noteWords.join(' ').trim();
  const apiUrl = env.apiUrl.replace(/\/+$/, '');
  let token = env.token;
  if (!token) {
    if (!env.email || !env.password) throw new RefundCommandError(REFUND_USAGE, 2);
    const signIn = await call(
      fetcher,
      `${apiUrl}/token`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: env.email, password: env.password }),
      },
      apiUrl,
    );
    if (signIn.status !== 200 || typeof signIn.body.token !== 'string') {
      throw new RefundCommandError('Signing in failed: check REFUND_OPERATOR_EMAIL and REFUND_OPERATOR_PASSWORD.', 1);
    }
    token = signIn.body.token;
  }
  const res = await call(
    fetcher,
    `${apiUrl}/admin/refunds/${idText}/${action}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(note ? { note } : {}),
    },
    apiUrl,
  );
  if (res.status !== 200) {
    const fields = res.body.errors ? ` ${JSON.stringify(res.body.errors)}` : '';
    const hint = res.status === 404 ? ' (no such refund, or the credentials are not the operator’s)' : '';
    throw new RefundCommandError(`HTTP ${res.status}: ${String(res.body.message ?? '')}${hint}${fields}`, 1);
  }
  const refund = res.body as {
    id: number;
    status: string;
    order: { tracking_number: string };
    payout: {
      method: string;
      amount: number;
      gateway_refund_id: string | null;
      wallet_points_credited: number | null;
    } | null;
  };
  const lines = [`[refund] refund ${refund.id} (order ${refund.order.tracking_number}): ${refund.status}`];
  if (refund.payout && refund.status === 'approved') {
    lines.push(
      `[refund] paid back through ${refund.payout.method}: ${refund.payout.amount.toFixed(2)}` +
        (refund.payout.gateway_refund_id ? ` (gateway refund ${refund.payout.gateway_refund_id})` : '') +
        (refund.payout.wallet_points_credited ? `, ${refund.payout.wallet_points_credited} wallet points` : ''),
    );
  }
  return lines;
}
