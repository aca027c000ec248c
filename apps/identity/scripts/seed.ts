// `pnpm --filter @prenup/identity seed`: creates the demo accounts (idempotent) in the configured storage.
import { AccountStore } from "../src/accounts.ts";
import { loadConfig } from "../src/config.ts";
import { openDatabase } from "../src/db.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from "../src/seed.ts";

// loadConfig refuses IDENTITY_SEED_DEMO under NODE_ENV=production; this command refuses too.
const config = loadConfig();
if (config.isProduction) throw new Error("The demo accounts cannot be seeded when NODE_ENV=production.");
const db = await openDatabase(config.database);
try {
  const result = await seedDemoAccounts(new AccountStore(db));
  console.log(
    `[identity] demo accounts: ${result.created} created, ${result.existing} already present, ${result.conflicts} skipped (e-mail taken)`,
  );
  console.log(
    `[identity] demo sign-in: ${DEMO_ACCOUNTS.map((a) => a.email).join(", ")} with password ${DEMO_PASSWORD}`,
  );
} finally {
  await db.close();
}
