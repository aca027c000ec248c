// Accounts: the people who can sign in. E-mail is unique regardless of case.
import { randomUUID } from "node:crypto";
import type { Db } from "./db.ts";
import {
  burnPasswordCheck,
  DEFAULT_SCRYPT_PARAMS,
  hashPassword,
  needsRehash,
  verifyPassword,
  type ScryptParams,
} from "./passwords.ts";

export interface Account {
  id: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

interface AccountRow {
  id: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
  password_hash: string;
}

const toAccount = (row: AccountRow): Account => ({
  id: row.id,
  email: row.email,
  emailVerified: row.email_verified,
  givenName: row.given_name,
  familyName: row.family_name,
});

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export class EmailTakenError extends Error {
  constructor() {
    super("An account with this e-mail already exists.");
  }
}

/** A new account: with its password, or with a hash of it already made (`hashNewPassword`). */
export type NewAccount = {
  id?: string;
  email: string;
  emailVerified?: boolean;
  givenName: string;
  familyName: string;
} & ({ password: string } | { passwordHash: string });

export class AccountStore {
  private readonly hashParams: ScryptParams;
  constructor(
    private readonly db: Pick<Db, "query">,
    hashParams?: ScryptParams,
  ) {
    this.hashParams = hashParams ?? DEFAULT_SCRYPT_PARAMS;
  }

  /** The same store bound to another connection (a transaction). */
  withDb(db: Pick<Db, "query">): AccountStore {
    return new AccountStore(db, this.hashParams);
  }

  async findById(id: string): Promise<Account | undefined> {
    const { rows } = await this.db.query<AccountRow>("SELECT * FROM accounts WHERE id = $1", [id]);
    return rows[0] && toAccount(rows[0]);
  }

  async findByEmail(email: string): Promise<Account | undefined> {
    const { rows } = await this.db.query<AccountRow>("SELECT * FROM accounts WHERE lower(email) = $1", [
      normalizeEmail(email),
    ]);
    return rows[0] && toAccount(rows[0]);
  }

  /**
   * Returns the account when the password matches; spends the same time when the e-mail is unknown.
   * A hash made with weaker parameters than the current ones is replaced after a successful check.
   */
  async authenticate(email: string, password: string): Promise<Account | undefined> {
    const { rows } = await this.db.query<AccountRow>("SELECT * FROM accounts WHERE lower(email) = $1", [
      normalizeEmail(email),
    ]);
    const row = rows[0];
    if (!row) {
      await burnPasswordCheck(password, this.hashParams);
      return undefined;
    }
    if (!(await verifyPassword(password, row.password_hash))) return undefined;
    if (needsRehash(row.password_hash, this.hashParams)) {
      const upgraded = await hashPassword(password, this.hashParams);
      // Only if the hash is still the one checked (a reset in between wins).
      await this.db.query(
        "UPDATE accounts SET password_hash = $3, updated_at = now() WHERE id = $1 AND password_hash = $2",
        [row.id, row.password_hash, upgraded],
      );
    }
    return toAccount(row);
  }

  async markEmailVerified(id: string): Promise<void> {
    await this.db.query(
      "UPDATE accounts SET email_verified = true, updated_at = now() WHERE id = $1 AND NOT email_verified",
      [id],
    );
  }

  /** Creates an account; throws EmailTakenError when the e-mail is in use. */
  async create(input: NewAccount): Promise<Account> {
    const passwordHash =
      "passwordHash" in input ? input.passwordHash : await hashPassword(input.password, this.hashParams);
    const { rows } = await this.db.query<AccountRow>(
      `INSERT INTO accounts (id, email, email_verified, given_name, family_name, password_hash)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT DO NOTHING
       RETURNING *`,
      [
        input.id ?? randomUUID(),
        input.email.trim(),
        input.emailVerified ?? false,
        input.givenName.trim(),
        input.familyName.trim(),
        passwordHash,
      ],
    );
    if (!rows[0]) throw new EmailTakenError();
    return toAccount(rows[0]);
  }

  /** Hashes a new password (slow on purpose: do it outside a transaction). */
  hashNewPassword(password: string): Promise<string> {
    return hashPassword(password, this.hashParams);
  }

  async setPasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.db.query("UPDATE accounts SET password_hash = $2, updated_at = now() WHERE id = $1", [id, passwordHash]);
  }

  /**
   * Closes an account for good, in the caller's transaction: its sessions, grants, codes and
   * refresh tokens go (so nothing it holds can be exchanged for a new token), its reset and
   * verification links die with it (and the mails carrying them), and the row goes, which frees
   * the e-mail for a new sign-up. Answers whether there was an account; closing twice is harmless.
   */
  async close(id: string): Promise<boolean> {
    const { rows: secrets } = await this.db.query<{ token_hash: string }>(
      `SELECT token_hash FROM password_reset_tokens WHERE account_id = $1
       UNION ALL SELECT token_hash FROM email_verification_tokens WHERE account_id = $1`,
      [id],
    );
    if (secrets.length)
      await this.db.query("DELETE FROM outbox_emails WHERE secret_hash = ANY($1::text[])", [
        secrets.map((row) => row.token_hash),
      ]);
    await this.db.query("DELETE FROM oidc_models WHERE payload->>'accountId' = $1", [id]);
    const { rows } = await this.db.query<{ id: string }>("DELETE FROM accounts WHERE id = $1 RETURNING id", [id]);
    return rows.length > 0;
  }

  /** Stored hash, for tests and audits; never sent anywhere. */
  async passwordHashOf(id: string): Promise<string | undefined> {
    const { rows } = await this.db.query<{ password_hash: string }>(
      "SELECT password_hash FROM accounts WHERE id = $1",
      [id],
    );
    return rows[0]?.password_hash;
  }
}
