// `npm run refund -- <refund id> approve|reject|processing`: the operator's way to move a refund until a back
// office exists. It talks to the database directly (DATABASE_URL, else the embedded PGlite under DATA_DIR; stop
// the app first when it runs on PGlite), never through the API, so no customer token can reach it.
import type { RefundStatus } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { startDatabase } from '@/server/runtime';
import { setRefundStatus } from '@/server/services/refund/set-refund-status';

const ACTIONS: Record<string, RefundStatus> = {
  approve: 'approved',
  reject: 'rejected',
  processing: 'processing',
};

const USAGE = 'Usage: npm run refund -- <refund id> approve|reject|processing';

async function main() {
  const [idText, action] = process.argv.slice(2);
  const status = action ? ACTIONS[action] : undefined;
  if (!idText || !/^\d{1,9}$/.test(idText) || !status) {
    console.error(USAGE);
    process.exit(2);
  }
  const database = await startDatabase({ seed: false, log: () => {} });
  try {
    const change = await setRefundStatus({ database, refundId: Number(idText), status });
    console.log(`[refund] refund ${change.refundId} (order ${change.orderId}): ${change.from} → ${change.to}`);
    if (change.to === 'approved') {
      console.log(
        `[refund] order and sub-orders marked refunded; ${change.walletPointsReturned} wallet points returned, ` +
          `${change.unitsRestocked} units back in stock`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error('[refund] failed:', err instanceof AppError || err instanceof Error ? err.message : err);
  process.exit(1);
});
