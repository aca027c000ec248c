/**
 * No request waits for the mail server: with a mail adapter whose delivery never answers until the
 * test lets it, requests that send e-mail (a partner invitation, an attorney's approval) answer at
 * once with the mail recorded in the outbox; the mail-delivery job sends it afterwards. And no
 * module sends mail itself: `deliver` and `sendMail` (record and send in one step) appear nowhere
 * in the modules.
 */
import { mailOutbox } from "@prenup/db";
import { createAdmin, createAttorney, createCustomer, createDocument } from "@prenup/db/testing";
import { eq } from "drizzle-orm";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOutboxStore, type MailPort, type OutboxStore } from "../src/integrations/mail/index.ts";
import { claimsOf, createTestApi, type TestApi } from "./harness.ts";

let api: TestApi;
let store: OutboxStore;
/** Delivery attempts that reached the mail server (and hang there until `answer`). */
const attempts: string[] = [];
let answer: () => void = () => undefined;
const mailServerAnswers = new Promise<void>((resolve) => (answer = resolve));

/** Records like the outbox adapter; a delivery waits for the mail server, which answers only when told. */
const slowMail: MailPort = {
  kind: "a mail server that does not answer",
  enqueue: (message, executor) => store.insert(message, executor),
  enqueueOnce: (message, onceKey, executor) => store.insertOnce(message, onceKey, executor),
  async deliver(ids) {
    attempts.push(...ids);
    await mailServerAnswers;
    await store.markSent(ids);
  },
};

beforeAll(async () => {
  api = await createTestApi({ deps: { mail: slowMail } });
  store = createOutboxStore(api.db, api.clock);
});
afterAll(async () => {
  answer();
  await api?.close();
});

/** The request's answer, or "waited" when it takes longer than two seconds. */
const within2s = <T>(request: Promise<T>) =>
  Promise.race([request, new Promise<"waited">((resolve) => setTimeout(() => resolve("waited"), 2_000))]);

const outboxTo = (to: string) => api.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe("a request that sends e-mail", () => {
  it("answers while the mail server has not answered, and the delivery job sends the mail afterwards", async () => {
    const userA = await createCustomer(api.db);
    await createDocument(api.db, { userA });
    const admin = await createAdmin(api.db);
    const applicant = await createAttorney(api.db, { stage: "UNDER_REVIEW", states: ["CA"] });

    const invited = await within2s(
      api.inject({
        method: "POST",
        url: `/users/${userA.id}/invite`,
        payload: { email: "never-waits.partner@example.test" },
        as: claimsOf(userA),
      }),
    );
    expect(invited).not.toBe("waited");
    expect(invited !== "waited" && invited.statusCode).toBeLessThan(300);

    const approved = await within2s(
      api.inject({
        method: "POST",
        url: `/admin/attorneys/${applicant.user.id}/stage`,
        payload: { action: "approve" },
        as: claimsOf(admin, "admin"),
      }),
    );
    expect(approved).not.toBe("waited");
    expect(approved !== "waited" && approved.statusCode).toBe(200);

    // Recorded with the change, not sent: nothing has reached the mail server yet.
    const [invitation] = await outboxTo("never-waits.partner@example.test");
    const [approval] = await outboxTo(applicant.user.email);
    expect(invitation).toMatchObject({ sentAt: null });
    expect(approval).toMatchObject({ template: "attorney-application-approved", sentAt: null });
    expect(attempts).toEqual([]);

    // The job delivers them: its attempt waits on the mail server, the requests did not.
    const drained = api.app.jobs.drain();
    await expect.poll(() => attempts.length).toBe(1);
    expect(
      (await outboxTo(attempts[0] === invitation!.id ? "never-waits.partner@example.test" : applicant.user.email))[0]
        ?.sentAt,
    ).toBeNull();
    answer();
    await drained;
    expect((await outboxTo("never-waits.partner@example.test"))[0]?.sentAt).not.toBeNull();
    expect((await outboxTo(applicant.user.email))[0]?.sentAt).not.toBeNull();
    expect(attempts.sort()).toEqual([invitation!.id, approval!.id].sort());
  });
});

describe("the modules", () => {
  it("never deliver mail themselves: they record it, and the mail-delivery job sends it", () => {
    const modules = fileURLToPath(new URL("../src/modules", import.meta.url));
    const files = readdirSync(modules, { recursive: true, encoding: "utf8" }).filter(
      (file) => file.endsWith(".ts") && !file.endsWith(".test.ts"),
    );
    const offenders = files.filter((file) =>
      /\bmail\w*\.deliver\(|\bsendMail\(/i.test(readFileSync(path.join(modules, file), "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
