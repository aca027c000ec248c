// Password reset: a random single-use token, stored only as its SHA-256, valid for one hour.
// Token rows live until their expiry (a used one still answers "already used" until then) and are
// pruned on each new request; the e-mail carrying the link goes when the token is used or expires.
import { createHash, randomBytes } from "node:crypto";
import type { AccountStore } from "./accounts.ts";
import type { Db } from "./db.ts";
import type { Mailer, OutboxMailer } from "./mailer.ts";

export const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

export interface PasswordResetOptions {
  db: Db;
  accounts: AccountStore;
  mailer: Mailer & Pick<OutboxMailer, "forgetSecrets">;
  issuer: string;
  ttlSeconds: number;
  now: () => Date;
}

export type ResetOutcome =
  | { ok: true; accountId: string; clientId: string | null }
  | { ok: false; reason: "invalid" | "expired" | "used" };

export class PasswordResets {
  constructor(private readonly options: PasswordResetOptions) {}

  /**
   * Sends a reset e-mail when the account exists. The caller answers the same either way,
   * so the request page never reveals whether an e-mail has an account.
   */
  async request(email: string, clientId?: string): Promise<boolean> {
    const account = await this.options.accounts.findByEmail(email);
    if (!account) return false;
    await this.issueFor(account.id, account.email, clientId);
    return true;
  }

  /** Deletes token rows past their expiry (used or not): nothing in them can be used any more. */
  async prune(): Promise<void> {
    await this.options.db.query("DELETE FROM password_reset_tokens WHERE expires_at <= $1", [this.options.now()]);
  }

  async issueFor(accountId: string, email: string, clientId?: string): Promise<void> {
    await this.prune();
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(this.options.now().getTime() + this.options.ttlSeconds * 1000);
    await this.options.db.query(
      "INSERT INTO password_reset_tokens (token_hash, account_id, client_id, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)",
      [hashToken(token), accountId, clientId ?? null, expiresAt, this.options.now()],
    );
    const link = `${this.options.issuer}/password/reset?token=${encodeURIComponent(token)}`;
    await this.options.mailer.send({
      to: email,
      subject: "Reset your Prenup password",
      expiresAt,
      secretHash: hashToken(token),
      text: [
        "Someone asked to reset the password of your Prenup account.",
        "",
        `To choose a new password, open this link within ${Math.round(this.options.ttlSeconds / 60)} minutes:`,
        link,
        "",
        "If you did not ask for this, you can ignore this e-mail; your password stays the same.",
      ].join("\n"),
    });
  }

  /** Tells whether a token can still be used, without using it (to show the form or an error). */
  async check(token: string): Promise<ResetOutcome> {
    const { rows } = await this.options.db.query<{
      account_id: string;
      client_id: string | null;
      expires_at: Date;
      used_at: Date | null;
    }>("SELECT account_id, client_id, expires_at, used_at FROM password_reset_tokens WHERE token_hash = $1", [
      hashToken(token),
    ]);
    const row = rows[0];
    if (!row) return { ok: false, reason: "invalid" };
    if (row.used_at) return { ok: false, reason: "used" };
    if (row.expires_at.getTime() <= this.options.now().getTime()) return { ok: false, reason: "expired" };
    return { ok: true, accountId: row.account_id, clientId: row.client_id };
  }

  /** Uses the token and sets the new password in one transaction; a token works once. */
  async complete(token: string, newPassword: string): Promise<ResetOutcome> {
    const checked = await this.check(token);
    if (!checked.ok) return checked;
    const now = this.options.now();
    const passwordHash = await this.options.accounts.hashNewPassword(newPassword);
    return this.options.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ account_id: string }>(
        "UPDATE password_reset_tokens SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING account_id",
        [hashToken(token), now],
      );
      if (!rows[0]) return { ok: false, reason: "used" } as const;
      // Any other outstanding link for this account stops working too, and their e-mails go.
      await tx.query("UPDATE password_reset_tokens SET used_at = $2 WHERE account_id = $1 AND used_at IS NULL", [
        checked.accountId,
        now,
      ]);
      const { rows: spent } = await tx.query<{ token_hash: string }>(
        "SELECT token_hash FROM password_reset_tokens WHERE account_id = $1",
        [checked.accountId],
      );
      await this.options.mailer.forgetSecrets(
        tx,
        spent.map((row) => row.token_hash),
      );
      const store = this.options.accounts.withDb(tx);
      await store.setPasswordHash(checked.accountId, passwordHash);
      // The link arrived in this mailbox, so the address is proven.
      await store.markEmailVerified(checked.accountId);
      // Sign the account out everywhere: its sessions, grants and refresh tokens go.
      await tx.query("DELETE FROM oidc_models WHERE payload->>'accountId' = $1", [checked.accountId]);
      return { ok: true, accountId: checked.accountId, clientId: checked.clientId } as const;
    });
  }
}
