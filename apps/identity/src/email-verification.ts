// E-mail verification: at sign-up a random single-use token (stored only as its SHA-256, valid for
// 24 hours) is mailed as a link; opening it marks the account's e-mail as verified.
import { randomBytes } from "node:crypto";
import type { AccountStore } from "./accounts.ts";
import type { Db } from "./db.ts";
import type { Mailer, OutboxMailer } from "./mailer.ts";
import { hashToken } from "./password-reset.ts";

export interface EmailVerificationOptions {
  db: Db;
  accounts: AccountStore;
  mailer: Mailer & Pick<OutboxMailer, "forgetSecrets">;
  issuer: string;
  ttlSeconds: number;
  now: () => Date;
}

export type VerifyOutcome = { ok: true; accountId: string } | { ok: false; reason: "invalid" | "expired" | "used" };

export const VERIFY_EMAIL_PATH = "/email/verify";

export class EmailVerifications {
  constructor(private readonly options: EmailVerificationOptions) {}

  async prune(): Promise<void> {
    await this.options.db.query("DELETE FROM email_verification_tokens WHERE expires_at <= $1", [this.options.now()]);
  }

  /** Mails a verification link to the account's address. */
  async issueFor(accountId: string, email: string): Promise<void> {
    await this.prune();
    const token = randomBytes(32).toString("base64url");
    const now = this.options.now();
    const expiresAt = new Date(now.getTime() + this.options.ttlSeconds * 1000);
    await this.options.db.query("INSERT INTO email_verification_tokens (token_hash, account_id, expires_at, created_at) VALUES ($1, $2, $3, $4)", [
      hashToken(token),
      accountId,
      expiresAt,
      now,
    ]);
    const hours = Math.round(this.options.ttlSeconds / 3600);
    await this.options.mailer.send({
      to: email,
      subject: "Confirm your Prenup e-mail address",
      expiresAt,
      secretHash: hashToken(token),
      text: [
        "Welcome to Prenup. Please confirm that this e-mail address is yours.",
        "",
        `Open this link within ${hours} hours:`,
        `${this.options.issuer}${VERIFY_EMAIL_PATH}?token=${encodeURIComponent(token)}`,
        "",
        "If you did not create a Prenup account, you can ignore this e-mail.",
      ].join("\n"),
    });
  }

  /** Uses the token once and marks the account verified. */
  async verify(token: string): Promise<VerifyOutcome> {
    const now = this.options.now();
    const tokenHash = hashToken(token);
    return this.options.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ account_id: string; expires_at: Date; used_at: Date | null }>(
        "SELECT account_id, expires_at, used_at FROM email_verification_tokens WHERE token_hash = $1 FOR UPDATE",
        [tokenHash],
      );
      const row = rows[0];
      if (!row) return { ok: false, reason: "invalid" } as const;
      if (row.used_at) return { ok: false, reason: "used" } as const;
      if (row.expires_at.getTime() <= now.getTime()) return { ok: false, reason: "expired" } as const;
      await tx.query("UPDATE email_verification_tokens SET used_at = $2 WHERE account_id = $1 AND used_at IS NULL", [row.account_id, now]);
      const { rows: spent } = await tx.query<{ token_hash: string }>("SELECT token_hash FROM email_verification_tokens WHERE account_id = $1", [row.account_id]);
      await this.options.mailer.forgetSecrets(tx, spent.map((r) => r.token_hash));
      await this.options.accounts.withDb(tx).markEmailVerified(row.account_id);
      return { ok: true, accountId: row.account_id } as const;
    });
  }
}
