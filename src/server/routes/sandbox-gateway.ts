import type { Context, Hono } from 'hono';
import { serverEnv } from '@/config/env';
import { securityHeaders } from '@/config/security-headers.cjs';
import { fromMinorUnits } from '@/shared/money';
import { clientAddress } from '../http/client-address';
import type { AppDeps } from '../http/route';
import type { SandboxGateway, SandboxPayment } from '../services/payment/sandbox';
import { handleWebhook } from '../services/payment/handle-webhook';
import { escapeHtml } from '../messaging/mail-html';

const PAYMENT_ID = /^sbx_[0-9a-f]{32}$/;

function formatAmount(payment: SandboxPayment): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: payment.currency }).format(
      fromMinorUnits(payment.amountCents),
    );
  } catch {
    return `${fromMinorUnits(payment.amountCents).toFixed(2)} ${payment.currency}`;
  }
}

const STYLE = `body{font-family:system-ui,sans-serif;background:#f3f4f6;color:#111827;margin:0;padding:2rem 1rem}
main{max-width:28rem;margin:0 auto;background:#fff;border-radius:.75rem;padding:2rem;box-shadow:0 1px 3px #0002}
.banner{background:#fef3c7;border:2px dashed #b45309;color:#78350f;padding:.25rem 1rem;border-radius:.5rem;font-weight:700}.banner p{margin:.4rem 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}dt{color:#4b5563}dd{margin:0;font-weight:600}
.actions{display:flex;gap:1rem;margin-top:1.5rem}button{flex:1;font-size:1rem;padding:.75rem;border-radius:.5rem;border:0;cursor:pointer}
.approve{background:#047857;color:#fff}.decline{background:#b91c1c;color:#fff}a{color:#1d4ed8}`;

/** "Test payment, no money moves" in each of the shop's languages (public/locales), so no shopper mistakes it. */
const TEST_PAYMENT_NOTICES: readonly { lang: string; dir: 'ltr' | 'rtl'; text: string }[] = [
  { lang: 'en', dir: 'ltr', text: 'Test payment — no money moves.' },
  { lang: 'de', dir: 'ltr', text: 'Testzahlung — es fließt kein Geld.' },
  { lang: 'es', dir: 'ltr', text: 'Pago de prueba — no se mueve dinero.' },
  { lang: 'zh', dir: 'ltr', text: '测试付款——不会产生真实资金往来。' },
  { lang: 'ar', dir: 'rtl', text: 'دفعة تجريبية — لا تُنقل أي أموال.' },
  { lang: 'he', dir: 'rtl', text: 'תשלום ניסיון — שום כסף לא עובר.' },
];

const TEST_PAYMENT_NOTICE = TEST_PAYMENT_NOTICES.map(
  (n) => `<p lang="${n.lang}" dir="${n.dir}">${escapeHtml(n.text)}</p>`,
).join('');

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>
<div class="banner" role="note">${TEST_PAYMENT_NOTICE}</div>
${body}</main></body></html>`;
}

/** `action`: the form's target, relative to the page (its own address). */
function paymentPage(payment: SandboxPayment, action: string): string {
  const details = `<dl>
<dt>Amount</dt><dd>${escapeHtml(formatAmount(payment))}</dd>
<dt>Currency</dt><dd>${escapeHtml(payment.currency)}</dd>
<dt>Order</dt><dd>${escapeHtml(payment.trackingNumber)}</dd></dl>`;
  if (payment.status !== 'pending') {
    const back = payment.status === 'approved' ? payment.returnUrl : payment.cancelUrl;
    return page(
      'Sandbox payment',
      `<h1>Sandbox payment ${payment.status}</h1>${details}
<p>This test payment was ${payment.status} already; it cannot be decided again.</p>
<p><a href="${escapeHtml(back)}">Back to the shop</a></p>`,
    );
  }
  const form = (decision: string, label: string, cls: string) =>
    `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="decision" value="${decision}">` +
    `<button type="submit" class="${cls}">${label}</button></form>`;
  return page(
    'Sandbox payment — test, no money moves',
    `<h1>Sandbox payment</h1>
<p>This is the shop’s built-in <strong>test</strong> gateway. Approving or declining only simulates what a real
payment service would answer; no card is asked for and no money is taken.</p>${details}
<div class="actions">${form('approve', 'Approve test payment', 'approve')}${form('decline', 'Decline', 'decline')}</div>`,
  );
}

/** The headers of the shop's other HTML pages, with a policy of its own: no script at all, forms to here and the shop. */
function pageSecurityHeaders(c: Context, siteUrl: string): void {
  const forwarded = serverEnv().trustProxy ? (c.req.header('x-forwarded-proto') ?? '').split(',')[0]?.trim() : '';
  const https = new URL(c.req.url).protocol === 'https:' || forwarded === 'https';
  for (const [name, value] of Object.entries(securityHeaders({ https }))) c.header(name, value);
  let site = "'self'";
  try {
    site = `'self' ${new URL(siteUrl).origin}`;
  } catch {
    // siteUrl is validated at start-up; 'self' alone still works for same-origin installations.
  }
  c.header(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'unsafe-inline'; form-action ${site}; frame-ancestors 'none'; base-uri 'none'`,
  );
  c.header('Referrer-Policy', 'no-referrer');
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex');
}

function notFoundPage(c: Context): Response {
  return c.html(page('Unknown test payment', '<h1>This test payment does not exist.</h1>'), 404);
}

/**
 * The sandbox gateway's own pages (src/server/services/payment/sandbox.ts), outside the JSON API: GET shows the test
 * payment with Approve and Decline buttons, POST records the decision once, calls the shop's webhook with the
 * signed event (through the same handler as POST /webhooks/sandbox) and sends the browser back to the shop. Not
 * mounted when the installation does not offer the sandbox gateway (SANDBOX_GATEWAY, sandboxOffered).
 */
export function mountSandboxGateway(app: Hono, deps: AppDeps): void {
  const sandbox: SandboxGateway | null = deps.payments.sandbox();
  if (!sandbox) return;

  app.get('/sandbox-gateway/:paymentId', async (c) => {
    pageSecurityHeaders(c, deps.siteUrl);
    const paymentId = c.req.param('paymentId');
    const payment = PAYMENT_ID.test(paymentId) ? await sandbox.find(paymentId) : null;
    if (!payment) return notFoundPage(c);
    return c.html(paymentPage(payment, paymentId));
  });

  app.post('/sandbox-gateway/:paymentId', async (c) => {
    pageSecurityHeaders(c, deps.siteUrl);
    await deps.limiter.hit('sandbox-decision', clientAddress(c, serverEnv().trustProxy));
    const paymentId = c.req.param('paymentId');
    if (!PAYMENT_ID.test(paymentId)) return notFoundPage(c);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const decision = form.decision === 'approve' ? 'approved' : form.decision === 'decline' ? 'declined' : null;
    if (!decision) {
      return c.html(page('Sandbox payment', '<h1>Choose Approve or Decline.</h1>'), 400);
    }
    const decided = await sandbox.decide(paymentId, decision);
    if (!decided) {
      const payment = await sandbox.find(paymentId);
      if (!payment) return notFoundPage(c);
      return c.html(paymentPage(payment, paymentId), 409);
    }
    try {
      await handleWebhook({
        database: deps.database,
        mailer: deps.mailer,
        sms: deps.sms,
        siteUrl: deps.siteUrl,
        payments: deps.payments,
        gateway: 'SANDBOX',
        request: decided.webhook,
      });
    } catch (err) {
      // The shop's confirm call (POST /orders/payment) reads the same state when the shopper is back.
      console.error('[sandbox-gateway] webhook delivery failed:', err);
    }
    const { payment } = decided;
    return c.redirect(decision === 'approved' ? payment.returnUrl : payment.cancelUrl, 303);
  });
}
