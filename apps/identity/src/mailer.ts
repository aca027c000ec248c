// E-mail port. The embedded default writes to an outbox table shown at GET /dev/mailbox (when
// config.devMailbox is on). A mail that carries a secret link is kept only while that link works:
// it has an expiry and the hash of its token, and it is pruned on each write and at start.
import type { Db } from "./db.ts";

export interface Email {
  to: string;
  subject: string;
  text: string;
  /** When the link inside stops working; the outbox forgets the mail then. */
  expiresAt?: Date;
  /** SHA-256 of the token inside, so the mail can be deleted as soon as the token is used. */
  secretHash?: string;
}

export interface Mailer {
  readonly kind: string;
  send(email: Email): Promise<void>;
}

export interface OutboxEmail {
  id: number;
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
}

/** Mails without a secret are kept this long. */
const PLAIN_MAIL_RETENTION_MS = 24 * 60 * 60 * 1000;

export class OutboxMailer implements Mailer {
  readonly kind = "dev outbox";
  constructor(
    private readonly db: Pick<Db, "query">,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(email: Email): Promise<void> {
    await this.prune();
    await this.db.query(
      "INSERT INTO outbox_emails (to_address, subject, text_body, expires_at, secret_hash, created_at) VALUES ($1, $2, $3, $4, $5, $6)",
      [email.to, email.subject, email.text, email.expiresAt ?? null, email.secretHash ?? null, this.now()],
    );
  }

  /** Deletes mails whose link has expired, and plain mails older than a day. */
  async prune(): Promise<void> {
    const now = this.now();
    await this.db.query(
      "DELETE FROM outbox_emails WHERE expires_at <= $1 OR (expires_at IS NULL AND created_at <= $2)",
      [now, new Date(now.getTime() - PLAIN_MAIL_RETENTION_MS)],
    );
  }

  /** Forgets the mails that carried these (now used) tokens. */
  async forgetSecrets(db: Pick<Db, "query">, secretHashes: string[]): Promise<void> {
    if (secretHashes.length)
      await db.query("DELETE FROM outbox_emails WHERE secret_hash = ANY($1::text[])", [secretHashes]);
  }

  /** Newest first; only mails whose link still works. */
  async list(limit = 50): Promise<OutboxEmail[]> {
    const { rows } = await this.db.query<{
      id: number | string;
      to_address: string;
      subject: string;
      text_body: string;
      created_at: Date;
    }>(
      "SELECT id, to_address, subject, text_body, created_at FROM outbox_emails WHERE expires_at IS NULL OR expires_at > $2 ORDER BY id DESC LIMIT $1",
      [limit, this.now()],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      createdAt: row.created_at,
    }));
  }
}
