import { mailOutbox } from "@prenup/db";
import { createTestDatabase, type TestDatabase } from "@prenup/db/testing";
import { eq, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultConfig } from "../../config.ts";
import { createFixedClock } from "../clock.ts";
import { createMailPort, MAIL_CLAIM_LEASE_SECONDS, MailDeliveryError, sendMail, type MailMessage } from "./index.ts";
import { createOutboxStore } from "./outbox.ts";
import { createSmtpMailAdapter, outboxMessageId } from "./smtp.ts";

let database: TestDatabase;
const clock = createFixedClock(new Date("2026-11-21T12:00:00.000Z"));

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const message = (to: string): MailMessage => ({
  to,
  subject: "Hello",
  text: "Open http://localhost:5173/invite?document=x&token=y",
  html: "<p>Open the link</p>",
  template: "partner-invite",
  templateData: { documentId: "x" },
});

const rowOf = async (id: string) => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

describe("the outbox adapter", () => {
  it("is chosen without SMTP_URL and keeps the mail in the outbox, marked sent", async () => {
    const port = await createMailPort({ db: database.db, clock, config: defaultConfig() });
    expect(port.kind).toMatch(/^outbox/);
    const id = await sendMail(port, message("outbox@example.test"));
    expect(await rowOf(id)).toMatchObject({
      to: "outbox@example.test",
      subject: "Hello",
      template: "partner-invite",
      templateData: { documentId: "x" },
      sentAt: clock.now(),
      attempts: 1,
      lastError: null,
    });
  });

  it("records nothing when the caller's transaction rolls back", async () => {
    const port = await createMailPort({ db: database.db, clock, config: defaultConfig() });
    await expect(
      database.db.transaction(async (tx) => {
        await port.enqueue(message("rolled-back@example.test"), tx);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, "rolled-back@example.test"))).toEqual(
      [],
    );
  });
});

describe("a mail that goes once", () => {
  it("is recorded once per key, however many callers record it at once; other keys are their own", async () => {
    const store = createOutboxStore(database.db, clock);
    const ids = await Promise.all(
      Array.from({ length: 8 }, () =>
        store.insertOnce(message("once@example.test"), "notarization-ready:doc-1:user-1"),
      ),
    );
    expect(ids.filter((id) => id !== null)).toHaveLength(1);
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, "once@example.test"))).toHaveLength(1);
    expect(await store.insertOnce(message("once@example.test"), "notarization-ready:doc-1:user-1")).toBeNull();
    expect(await store.insertOnce(message("once@example.test"), "notarization-ready:doc-1:user-2")).toEqual(
      expect.any(String),
    );
    // Mails without a key are not limited.
    await store.insert(message("once@example.test"));
    await store.insert(message("once@example.test"));
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, "once@example.test"))).toHaveLength(4);
  });
});

describe("the SMTP adapter", () => {
  let server: SMTPServer;
  let port = 0;
  const received: { from: string; to: string[]; raw: string }[] = [];
  let refuse = false;
  /** How long the server takes to answer a message's data (a slow mail server). */
  let dataDelayMs = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (refuse) return callback(new Error("mailbox unavailable"));
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          setTimeout(callback, dataDelayMs);
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("is chosen with SMTP_URL, delivers through the server and marks the outbox row sent", async () => {
    const config = defaultConfig({
      mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: "Prenup <no-reply@prenup.test>" },
    });
    const mail = await createMailPort({ db: database.db, clock, config });
    expect(mail.kind).toBe(`smtp (smtp://127.0.0.1:${port})`);
    const id = await sendMail(mail, message("smtp@example.test"));
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: "no-reply@prenup.test", to: ["smtp@example.test"] });
    expect(received[0]!.raw).toContain("Subject: Hello");
    expect(received[0]!.raw).toContain("http://localhost:5173/invite?document=x&token=y");
    expect(await rowOf(id)).toMatchObject({ sentAt: clock.now(), attempts: 1, lastError: null });

    // Delivering the same row again sends nothing twice.
    await mail.deliver([id]);
    expect(received).toHaveLength(1);
    expect(received[0]!.raw).toContain(`Message-ID: <${id}@prenup.test>`);
  });

  it("sends a mail again after a crash before the outbox row was marked sent (once the sender's lease passed) with the same Message-ID", async () => {
    const mail = await createMailPort({
      db: database.db,
      clock,
      config: defaultConfig({ mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: "Prenup <no-reply@prenup.test>" } }),
    });
    const id = await mail.enqueue(message("crash@example.test"));
    const before = received.length;
    await mail.deliver([id]);
    // The process died after the mail server accepted the mail, before the row was marked sent.
    await database.db.update(mailOutbox).set({ sentAt: null }).where(eq(mailOutbox.id, id));
    // Within the dead sender's lease the row is still its own: nobody sends it.
    await expect(mail.deliver([id])).rejects.toThrow("being sent by another worker");
    expect(received.length - before).toBe(1);
    await database.db
      .update(mailOutbox)
      .set({ updatedAt: sql`now() - ${MAIL_CLAIM_LEASE_SECONDS + 1} * interval '1 second'` })
      .where(eq(mailOutbox.id, id));
    await mail.deliver([id]);
    const sent = received.slice(before).map((mail) => /^Message-ID: (.*)$/im.exec(mail.raw)?.[1]?.trim());
    expect(sent).toEqual([`<${id}@prenup.test>`, `<${id}@prenup.test>`]);
    expect(await rowOf(id)).toMatchObject({ sentAt: clock.now(), attempts: 2, lastError: null });
  });

  it("sends a row once when two workers deliver it at once through a slow mail server", async () => {
    const mail = await createMailPort({
      db: database.db,
      clock,
      config: defaultConfig({ mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: "Prenup <no-reply@prenup.test>" } }),
    });
    const id = await mail.enqueue(message("slow@example.test"));
    dataDelayMs = 300;
    try {
      const outcomes = await Promise.allSettled([mail.deliver([id]), mail.deliver([id])]);
      // One sends; the other finds the row claimed (told to try later) or, if it came after, sent.
      expect(outcomes.filter((outcome) => outcome.status === "fulfilled").length).toBeGreaterThanOrEqual(1);
      for (const outcome of outcomes) {
        if (outcome.status === "rejected") {
          expect(outcome.reason).toBeInstanceOf(MailDeliveryError);
          expect(String(outcome.reason)).toContain("being sent by another worker");
        }
      }
    } finally {
      dataDelayMs = 0;
    }
    expect(received.filter((mail) => mail.to.includes("slow@example.test"))).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ sentAt: clock.now(), attempts: 1, lastError: null });
    // The worker told to wait finds it sent when it tries again.
    await mail.deliver([id]);
    expect(received.filter((mail) => mail.to.includes("slow@example.test"))).toHaveLength(1);
  });

  it("names the sender's domain in the Message-ID", () => {
    expect(outboxMessageId("row-1", "no-reply@prenup.test")).toBe("<row-1@prenup.test>");
    expect(outboxMessageId("row-1", "Prenup <no-reply@mail.prenup.test>")).toBe("<row-1@mail.prenup.test>");
    expect(outboxMessageId("row-1", "nobody")).toBe("<row-1@localhost>");
  });

  it("keeps a refused mail in the outbox with the error, and says so", async () => {
    refuse = true;
    try {
      const mail = createSmtpMailAdapter(createOutboxStore(database.db, clock), {
        target: { transport: nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true }) },
        from: "no-reply@prenup.test",
      });
      const id = await mail.enqueue(message("refused@example.test"));
      await expect(mail.deliver([id])).rejects.toBeInstanceOf(MailDeliveryError);
      const row = await rowOf(id);
      expect(row.sentAt).toBeNull();
      expect(row.attempts).toBe(1);
      expect(row.lastError).toContain("mailbox unavailable");
    } finally {
      refuse = false;
    }
  });
});
