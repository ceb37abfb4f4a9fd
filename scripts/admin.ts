import { ConfigError, loadConfig } from '../server/src/lib/config';
import { migrate, openDatabase, type Db } from '../server/src/lib/db';
import { auditRepository } from '../server/src/audit/repository';
import { usersRepository } from '../server/src/users/repository';

// `npm run admin -- --email someone@example.com [--revoke]`: grants (or revokes) the admin role of an
// existing account on the configured database (DATABASE_URL, else PGlite in DATA_DIR: stop the app
// first, the data folder's lock refuses a second process). How the first admin is made; ADMIN_EMAILS
// also grants it, again at every start-up, so revoking an address listed there lasts until the next start.

export const USAGE = 'Usage: npm run admin -- --email someone@example.com [--revoke]';

/** What the command does to the account with this email, in one sentence; `ok` false when it could not. */
export async function setAdminByEmail(db: Db, email: string, admin: boolean): Promise<{ ok: boolean; message: string }> {
  return db.transaction(async (tx) => {
    const user = await usersRepository.findByEmail(tx, email);
    if (!user) return { ok: false, message: `No account has the email ${email}: sign up first, then run this again.` };
    if (user.is_admin === admin) return { ok: true, message: admin ? `${user.email} is already an admin; nothing changed.` : `${user.email} is not an admin; nothing changed.` };
    await tx.query('update users set is_admin = $2 where uid = $1', [user.uid, admin]);
    // In the audit log like an admin's own change, with no admin: it came from the command line.
    await auditRepository.record(tx, { actorId: null, action: admin ? 'citizen.admin_granted' : 'citizen.admin_revoked', targetType: 'citizen', targetId: user.uid, targetLabel: user.handle });
    return { ok: true, message: admin ? `${user.email} is now an admin.` : `${user.email} is no longer an admin.` };
  });
}

/** `--email value` or `--email=value`. */
function emailArgument(args: string[]): string | undefined {
  const at = args.findIndex((arg) => arg === '--email' || arg.startsWith('--email='));
  if (at === -1) return undefined;
  const value = args[at].includes('=') ? args[at].slice('--email='.length) : args[at + 1];
  return value && !value.startsWith('--') ? value.trim() : undefined;
}

if (require.main === module) {
  (async () => {
    const args = process.argv.slice(2);
    const email = emailArgument(args);
    if (!email) {
      console.error(`Missing --email. ${USAGE}`);
      process.exit(1);
    }
    const config = loadConfig();
    const db = await openDatabase(config);
    try {
      await migrate(db);
      const { ok, message } = await setAdminByEmail(db, email, !args.includes('--revoke'));
      (ok ? console.log : console.error)(message);
      process.exitCode = ok ? 0 : 1;
    } finally {
      await db.close();
    }
  })().catch((error: unknown) => {
    // A bad setting, a database out of reach or a data folder in use by the running app: said in a sentence.
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}
