// `npm run refund -- <refund id> approve|reject ["note"]`: the operator's refund decision for scripts, through the
// running shop's back-office API (scripts/lib/refund-command.ts says why never the database directly).
import { serverEnv } from '@/config/env';
import { REFUND_USAGE, RefundCommandError, runRefundCommand } from './lib/refund-command';

async function main() {
  const env = serverEnv();
  const lines = await runRefundCommand(process.argv.slice(2), {
    apiUrl: process.env.REFUND_API_URL || env.publicApiUrl || `${env.siteUrl}${env.apiBasePath}`,
    token: process.env.REFUND_OPERATOR_TOKEN || undefined,
    email: process.env.REFUND_OPERATOR_EMAIL || undefined,
    password: process.env.REFUND_OPERATOR_PASSWORD || undefined,
  });
  for (const line of lines) console.log(line);
}

main().catch((err: unknown) => {
  if (err instanceof RefundCommandError) {
    console.error(err.exitCode === 2 ? err.message : `[refund] failed: ${err.message}`);
    process.exit(err.exitCode);
  }
  console.error('[refund] failed:', err instanceof Error ? err.message : err, `\n${REFUND_USAGE}`);
  process.exit(1);
});
