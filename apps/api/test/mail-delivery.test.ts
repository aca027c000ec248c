/**
 * The product's mail through a real (slow) SMTP server: a request records the mail with its change
 * and answers without waiting for the mail server; the mail-delivery job is the one sender, so the
 * attorney-application mail arrives once, with its outbox row's Message-ID.
 */
import { mailOutbox } from "@prenup/db";
import { createAdmin, createAttorney } from "@prenup/db/testing";
import { eq } from "drizzle-orm";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimsOf, createTestApi, json, type TestApi } from "./harness.ts";

let api: TestApi;
let server: SMTPServer;
const received: { to: string[]; raw: string }[] = [];
/** Resolves when the server is first handed a message (MAIL FROM). */
let firstSend: Promise<void>;
let markFirstSend: () => void = () => {};

beforeAll(async () => {
  firstSend = new Promise((resolve) => (markFirstSend = resolve));
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onMailFrom(_address, _session, callback) {
      markFirstSend();
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        // A slow mail server: the message is accepted 300 ms after its data.
        setTimeout(callback, 300);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  api = await createTestApi({
    config: { mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: "Prenup <no-reply@prenup.test>" } },
  });
});
afterAll(async () => {
  await api?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("the attorney-application mail", () => {
  it("is sent once, by the delivery job, with its outbox row's Message-ID, even while the mail server is slow", async () => {
    const admin = await createAdmin(api.db);
    const applicant = await createAttorney(api.db, { stage: "UNDER_REVIEW", states: ["CA"] });
    const approving = api.inject({
      method: "POST",
      url: `/admin/attorneys/${applicant.user.id}/stage`,
      payload: { action: "approve" },
      as: claimsOf(admin, "admin"),
    });
    // The job runs as soon as the change is committed (or the request is already sending it).
    const first = await Promise.race([
      approving.then(() => "answered" as const),
      firstSend.then(() => "sending" as const),
    ]);
    const [answered] = await Promise.all([approving, api.app.jobs.drain()]);
    expect(json(answered)).toEqual({ id: applicant.user.id, stage: "APPROVED" });
    await api.app.jobs.drain();

    const mails = received.filter((mail) => mail.to.includes(applicant.user.email));
    expect(mails).toHaveLength(1);
    // The request answered without waiting for the mail server.
    expect(first).toBe("answered");
    const [row] = await api.db.select().from(mailOutbox).where(eq(mailOutbox.to, applicant.user.email));
    expect(row).toMatchObject({ template: "attorney-application-approved", attempts: 1, lastError: null });
    expect(row?.sentAt).not.toBeNull();
    expect(mails[0]!.raw).toContain(`Message-ID: <${row!.id}@prenup.test>`);
  });
});
