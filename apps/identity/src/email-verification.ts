// E-mail verification: at sign-up (and again on request) a random single-use token, stored only as
// its SHA-256 and valid for 24 hours, is mailed as a link; opening it marks the account's e-mail as
// verified. A sign-up with an address that already has an account mails that account's owner
// instead (mailAccountExists).
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

export type VerifyOutcome =
  | { ok: true; accountId: string; clientId: string | null }
  | { ok: false; reason: "invalid" | "expired" | "used" };

export const VERIFY_EMAIL_PATH = "/email/verify";

export class EmailVerifications {
  constructor(private readonly options: EmailVerificationOptions) {}

  async prune(): Promise<void> {
    await this.options.db.query("DELETE FROM email_verification_tokens WHERE expires_at <= $1", [this.options.now()]);
  }

  /**
   * Mails a verification link to the account's address; `clientId` is the app its page continues to.
   * Also "Send the message again": the account's earlier links stay valid until they expire, so a
   * message that arrives late (often why the person asked again) still works; the first link opened
   * spends them all (verify). The resend limits bound how many are live at once.
   */
  async issueFor(accountId: string, email: string, clientId?: string): Promise<void> {
    await this.prune();
    const token = randomBytes(32).toString("base64url");
    const now = this.options.now();
    const expiresAt = new Date(now.getTime() + this.options.ttlSeconds * 1000);
    await this.options.db.query(
      "INSERT INTO email_verification_tokens (token_hash, account_id, client_id, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)",
      [hashToken(token), accountId, clientId ?? null, expiresAt, now],
    );
    const hours = Math.round(this.options.ttlSeconds / 3600);
    await this.options.mailer.send({
      to: email,
      subject: "Confirm your Prenup e-mail address",
      expiresAt,
      secretHash: hashToken(token),
      text: [
        "Welcome to Prenup. Please confirm that this e-mail address is yours.",
        "",
        `Open this link within ${hours} hours, then sign in:`,
        `${this.options.issuer}${VERIFY_EMAIL_PATH}?token=${encodeURIComponent(token)}`,
        "",
        "If you did not create a Prenup account, you can ignore this e-mail.",
      ].join("\n"),
    });
  }

  /**
   * Answers a sign-up with an address that already has an account: tells its owner, with where to
   * sign in and how to choose a new password (a completed reset also confirms the address, so the
   * owner of an address someone else signed up with takes the account over that way).
   */
  async mailAccountExists(email: string, signInUrl: string | undefined): Promise<void> {
    const account = await this.options.accounts.findByEmail(email);
    if (!account) return;
    await this.options.mailer.send({
      to: account.email,
      subject: "You already have a Prenup account",
      text: [
        "Someone, probably you, tried to create a Prenup account with this e-mail address. It already has one, so nothing was changed.",
        "",
        ...(signInUrl ? ["Sign in with it here:", signInUrl, ""] : []),
        "If you do not know its password, or never confirmed this address, choose a new password here (that also confirms the address):",
        `${this.options.issuer}/password/forgot`,
        "",
        "If it was not you, you can ignore this e-mail.",
      ].join("\n"),
    });
  }

  /** Uses the token once and marks the account verified. */
  async verify(token: string): Promise<VerifyOutcome> {
    const now = this.options.now();
    const tokenHash = hashToken(token);
    return this.options.db.transaction(async (tx) => {
      const { rows } = await tx.query<{
        account_id: string;
        client_id: string | null;
        expires_at: Date;
        used_at: Date | null;
      }>(
        "SELECT account_id, client_id, expires_at, used_at FROM email_verification_tokens WHERE token_hash = $1 FOR UPDATE",
        [tokenHash],
      );
      const row = rows[0];
      if (!row) return { ok: false, reason: "invalid" } as const;
      if (row.used_at) return { ok: false, reason: "used" } as const;
      if (row.expires_at.getTime() <= now.getTime()) return { ok: false, reason: "expired" } as const;
      await tx.query("UPDATE email_verification_tokens SET used_at = $2 WHERE account_id = $1 AND used_at IS NULL", [
        row.account_id,
        now,
      ]);
      const { rows: spent } = await tx.query<{ token_hash: string }>(
        "SELECT token_hash FROM email_verification_tokens WHERE account_id = $1",
        [row.account_id],
      );
      await this.options.mailer.forgetSecrets(
        tx,
        spent.map((r) => r.token_hash),
      );
      await this.options.accounts.withDb(tx).markEmailVerified(row.account_id);
      return { ok: true, accountId: row.account_id, clientId: row.client_id } as const;
    });
  }
}
