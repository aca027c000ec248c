// E-mail port. The embedded default writes to an outbox table shown at GET /dev/mailbox.
import type { Db } from "./db.ts";

export interface Email {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly kind: string;
  send(email: Email): Promise<void>;
}

export interface OutboxEmail extends Email {
  id: number;
  createdAt: Date;
}

export class OutboxMailer implements Mailer {
  readonly kind = "dev outbox";
  constructor(private readonly db: Pick<Db, "query">) {}

  async send(email: Email): Promise<void> {
    await this.db.query("INSERT INTO outbox_emails (to_address, subject, text_body) VALUES ($1, $2, $3)", [email.to, email.subject, email.text]);
  }

  /** Newest first. */
  async list(limit = 50): Promise<OutboxEmail[]> {
    const { rows } = await this.db.query<{ id: number | string; to_address: string; subject: string; text_body: string; created_at: Date }>(
      "SELECT id, to_address, subject, text_body, created_at FROM outbox_emails ORDER BY id DESC LIMIT $1",
      [limit],
    );
    return rows.map((row) => ({ id: Number(row.id), to: row.to_address, subject: row.subject, text: row.text_body, createdAt: row.created_at }));
  }
}
