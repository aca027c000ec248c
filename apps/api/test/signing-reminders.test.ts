/**
 * The signing deadline's reminders, driven by the injectable clock: the daily job records a
 * reminder 60, 30, 14 and 7 days before the last day to sign (the standing's `signBy`, the cutoff the
 * server enforces) to each partner with a part of their own left, once each however often it runs,
 * honouring an unsubscribe; a last warning once signing in time is no longer possible; nothing for a
 * couple whose wedding is far off or long past.
 */
import { completeAnswers } from "@prenup/agreement/testing";
import { mailOutbox, users } from "@prenup/db";
import { createCouple, writeAnswers } from "@prenup/db/testing";
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGNING_REMINDERS_JOB } from "../src/modules/standing/index.ts";
import { readyCouple } from "./agreement-fixtures.ts";
import { createTestApi, type TestApi } from "./harness.ts";

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ now: new Date("2027-03-01T18:00:00.000Z") });
});
afterAll(async () => {
  await api?.close();
});

/** Runs the daily job as the worker would (enqueued, then worked). */
async function runDailySweep() {
  await api.app.jobs.enqueue(SIGNING_REMINDERS_JOB, { day: api.clock.now().toISOString().slice(0, 10) });
  await api.app.jobs.drain();
}

const remindersOf = (userIds: string[]) =>
  api.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.template, "signing-reminder"), inArray(mailOutbox.userId, userIds)))
    .orderBy(asc(mailOutbox.createdAt));

/** The fixture couple's wedding is on June 12, 2027: the last day to sign is June 11 (California). */
const daysBeforeLastDay = (days: number) => new Date(Date.UTC(2027, 5, 11 - days, 18));

describe("the signing deadline's reminders", () => {
  it("go at 60, 30, 14 and 7 days to both partners with a part left, once each, respecting an unsubscribe", async () => {
    const couple = await readyCouple(api.db);
    const ids = [couple.userA.id, couple.userB.id];

    api.clock.set(daysBeforeLastDay(61));
    await runDailySweep();
    expect(await remindersOf(ids)).toEqual([]);

    api.clock.set(daysBeforeLastDay(60));
    await runDailySweep();
    await runDailySweep();
    const sixty = await remindersOf(ids);
    expect(sixty.map((mail) => mail.userId).sort()).toEqual([...ids].sort());
    expect(sixty[0]).toMatchObject({ subject: "Sign by June 11, 2027: 60 days left", suppressedAt: null });
    // Both disclosures are given (the ready couple's declarations): generation is what is left.
    expect(sixty[0]!.text).toContain("Still needed before you can sign:\n• Generate your agreement.");
    expect(sixty[0]!.templateData).toMatchObject({
      documentId: couple.document.id,
      reminder: "DAYS_60",
      lastDay: "2027-06-11",
    });

    // Days later, the same reminder is not sent again.
    api.clock.set(daysBeforeLastDay(45));
    await runDailySweep();
    expect(await remindersOf(ids)).toHaveLength(2);

    // Partner B unsubscribed: the 30-day reminder is recorded for them but suppressed.
    await api.db
      .update(users)
      .set({ emailUnsubscribedAt: daysBeforeLastDay(40) })
      .where(eq(users.id, couple.userB.id));
    api.clock.set(daysBeforeLastDay(30));
    await runDailySweep();
    const thirty = (await remindersOf(ids)).filter(
      (mail) => (mail.templateData as { reminder: string }).reminder === "DAYS_30",
    );
    expect(thirty.find((mail) => mail.userId === couple.userA.id)?.suppressedAt).toBeNull();
    expect(thirty.find((mail) => mail.userId === couple.userB.id)?.suppressedAt).not.toBeNull();

    for (const days of [14, 7]) {
      api.clock.set(daysBeforeLastDay(days));
      await runDailySweep();
    }
    const all = await remindersOf([couple.userA.id]);
    expect(all.map((mail) => (mail.templateData as { reminder: string }).reminder)).toEqual([
      "DAYS_60",
      "DAYS_30",
      "DAYS_14",
      "DAYS_7",
    ]);
  });

  it("tell each partner what is still needed from whom: the partner's sections left, their own disclosure", async () => {
    const couple = await createCouple(api.db, {
      state: "CA",
      paid: true,
      userA: { firstName: "Avery", lastName: "Stone" },
      userB: { firstName: "Blake", lastName: "Moreno" },
    });
    const base = { attorney_plan: ["attorney_plan__no_attorney"] };
    await writeAnswers(api.db, {
      userId: couple.userA.id,
      documentId: couple.document.id,
      answers: completeAnswers("CA", base),
    });
    api.clock.set(daysBeforeLastDay(14));
    await runDailySweep();
    const sent = await remindersOf([couple.userA.id, couple.userB.id]);
    const textOf = (userId: string) => sent.find((mail) => mail.userId === userId)?.text ?? "";
    expect(textOf(couple.userA.id)).toMatch(
      /• Blake Moreno still has \d+ sections of their questionnaire\.\n• Your financial disclosure is not complete yet\./,
    );
    expect(textOf(couple.userA.id)).toContain(
      "they start when you review your agreement: do that by June 4, 2027 to sign in time.",
    );
    expect(textOf(couple.userB.id)).toMatch(/• You still have \d+ sections of your questionnaire\./);
  });

  it("give the last warning once the last day has passed, pointing to a later date or a postnup; nothing for a wedding long past", async () => {
    const couple = await readyCouple(api.db);
    api.clock.set(daysBeforeLastDay(-1));
    await runDailySweep();
    const warnings = await remindersOf([couple.userA.id, couple.userB.id]);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatchObject({ subject: "Your prenup can no longer be signed in time for your wedding" });
    expect(warnings[0]!.text).toContain("the last day to finalize and notarize through us was June 11, 2027");
    expect(warnings[0]!.text).toContain("/postnup-waitlist");
    await runDailySweep();
    expect(await remindersOf([couple.userA.id, couple.userB.id])).toHaveLength(2);
    // A couple first seen ten days after its last day hears nothing.
    api.clock.set(daysBeforeLastDay(-10));
    const past = await readyCouple(api.db);
    await runDailySweep();
    expect(await remindersOf([past.userA.id, past.userB.id])).toEqual([]);
  });
});
