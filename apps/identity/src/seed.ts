// Demo accounts shared by every part of the product (see the common brief). Idempotent.
import type { AccountStore } from "./accounts.ts";

export const DEMO_PASSWORD = "Prenup-demo-2026!";

export const DEMO_ACCOUNTS = [
  { id: "demo-couple1-a", email: "alex@demo.prenup.test", givenName: "Alex", familyName: "Rivera" },
  { id: "demo-couple1-b", email: "jordan@demo.prenup.test", givenName: "Jordan", familyName: "Lee" },
  { id: "demo-couple2-a", email: "sam@demo.prenup.test", givenName: "Sam", familyName: "Patel" },
  { id: "demo-couple2-b", email: "riley@demo.prenup.test", givenName: "Riley", familyName: "Chen" },
  { id: "demo-couple3-a", email: "noah@demo.prenup.test", givenName: "Noah", familyName: "Kim" },
  { id: "demo-couple3-b", email: "emma@demo.prenup.test", givenName: "Emma", familyName: "Garcia" },
  { id: "demo-couple4-a", email: "lena@demo.prenup.test", givenName: "Lena", familyName: "Fischer" },
  { id: "demo-couple4-b", email: "omar@demo.prenup.test", givenName: "Omar", familyName: "Haddad" },
  { id: "demo-couple5-a", email: "mia@demo.prenup.test", givenName: "Mia", familyName: "Torres" },
  { id: "demo-couple5-b", email: "theo@demo.prenup.test", givenName: "Theo", familyName: "Walsh" },
  { id: "demo-duplicate", email: "drew@demo.prenup.test", givenName: "Drew", familyName: "Parker" },
  { id: "demo-attorney-approved", email: "attorney@demo.prenup.test", givenName: "Morgan", familyName: "Ellis" },
  { id: "demo-attorney-priya", email: "priya@demo.prenup.test", givenName: "Priya", familyName: "Raman" },
  { id: "demo-attorney-review", email: "applicant@demo.prenup.test", givenName: "Casey", familyName: "Brooks" },
  { id: "demo-admin", email: "admin@demo.prenup.test", givenName: "Taylor", familyName: "Quinn" },
] as const;

export interface SeedResult {
  created: number;
  existing: number;
  /** Demo e-mails already taken by another account (left alone). */
  conflicts: number;
}

/** Creates the demo accounts that do not exist yet; never changes an existing account. */
export async function seedDemoAccounts(accounts: AccountStore): Promise<SeedResult> {
  const result: SeedResult = { created: 0, existing: 0, conflicts: 0 };
  // One hash of the shared, published demo password serves every demo account: a hash costs a
  // deliberate fraction of a second of CPU, and the provider listens only once seeding is done.
  let passwordHash: Promise<string> | undefined;
  for (const demo of DEMO_ACCOUNTS) {
    if (await accounts.findById(demo.id)) {
      result.existing += 1;
      continue;
    }
    if (await accounts.findByEmail(demo.email)) {
      result.conflicts += 1;
      continue;
    }
    passwordHash ??= accounts.hashNewPassword(DEMO_PASSWORD);
    await accounts.create({ ...demo, emailVerified: true, passwordHash: await passwordHash });
    result.created += 1;
  }
  return result;
}
