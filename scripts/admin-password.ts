// `npm run admin:password -- <email>`: gives the account a new generated password and prints it once (a demo shop
// owner who lost the one printed at first start, or any account). Every sign-in of the account ends. It talks to
// the database directly (DATABASE_URL, else the embedded PGlite under DATA_DIR: stop the app first), never through
// the API, so only someone with access to the server can use it.
import { eq } from 'drizzle-orm';
import { revokeUserTokens } from '@/server/auth/access-tokens';
import { hashPassword } from '@/server/auth/passwords';
import { users } from '@/server/db/schema';
import { generatePassword } from '@/server/demo/seed/shop-owners';
import { startDatabase } from '@/server/runtime';
import { normaliseEmail } from '@/server/services/shared/email';

const USAGE = 'Usage: npm run admin:password -- <email>';

async function main() {
  const [emailArg] = process.argv.slice(2);
  if (!emailArg || !emailArg.includes('@')) {
    console.error(USAGE);
    process.exit(2);
  }
  const email = normaliseEmail(emailArg);
  const database = await startDatabase({ seed: false, log: () => {} });
  try {
    const password = generatePassword();
    const passwordHash = await hashPassword(password);
    const [user] = await database.db
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.email, email))
      .returning({ id: users.id });
    if (!user) {
      console.error(`[admin:password] no account has the email ${email}`);
      process.exitCode = 1;
      return;
    }
    await revokeUserTokens(database.db, user.id);
    console.log(`[admin:password] new password for ${email} (shown only now): ${password}`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error('[admin:password] failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
