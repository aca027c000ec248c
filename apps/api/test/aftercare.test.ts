/**
 * Aftercare (GET/PUT/DELETE …/aftercare and the daily reminders): a spouse of a signed agreement
 * turns on check-ins about the life events they chose and a reminder before the sunset date; the
 * page says when they live in another state than the agreement's, and lists what to keep separate
 * from their signed schedules. Refusals change nothing stored; the reminders go once each.
 */
import { aftercarePlans, disclosureVersions, documents, mailOutbox, users } from "@prenup/db";
import { and, asc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AFTERCARE_REMINDERS_JOB } from "../src/modules/aftercare/send-aftercare-reminders.ts";
import { readyCouple } from "./agreement-fixtures.ts";
import { signedCouple } from "./agreement-change-fixtures.ts";
import { claimsOf, createTestApi, json, type TestApi } from "./harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

type Aftercare = {
  agreementState: { abbreviation: string; name: string };
  signedOn: string | null;
  sunsetOn: string | null;
  agreedReviewYears: number | null;
  plan: {
    events: string[];
    reviewEveryYears: number | null;
    sunsetReminder: boolean;
    checkInEveryYears: number | null;
  } | null;
  nextReminder: { kind: string; on: string } | null;
  residence: { state: { abbreviation: string; name: string } | null; notice: string | null };
  keepSeparate: { kind: string; title: string; advice: string }[];
  defaultLaw: { key: string; rule: string; citation: string; confidence: string }[];
};

type Couple = Awaited<ReturnType<typeof readyCouple>>;
const url = (couple: Couple, as: "A" | "B" = "A") =>
  `/users/${(as === "A" ? couple.userA : couple.userB).id}/documents/${couple.document.id}/aftercare`;

async function read(couple: Couple): Promise<Aftercare> {
  const response = await api.inject({ method: "GET", url: url(couple), as: claimsOf(couple.userA) });
  expect(response.statusCode, response.body).toBe(200);
  return json<Aftercare>(response);
}

const save = (couple: Couple, payload: object) =>
  api.inject({ method: "PUT", url: url(couple), payload, as: claimsOf(couple.userA) });

/** A Californian couple married on 2025-06-14 who signed on 2025-05-20; with `sunset`, the agreement ends after that many years. */
async function couple(options: { sunset?: number; reviewYears?: "5" | "10" } = {}) {
  const answers = {
    ...(options.sunset ? { sunset: ["sunset__yes"], sunset_years: String(options.sunset) } : {}),
    ...(options.reviewYears
      ? { periodic_review: ["periodic_review__yes"], review_years: [`review_years__y${options.reviewYears}`] }
      : {}),
  };
  return signedCouple(api.db, "CA", { answers });
}

describe("aftercare of a signed agreement", () => {
  it("starts with reminders off, the agreement's day of signing, and its sunset and review terms", async () => {
    const created = await couple({ sunset: 10, reviewYears: "5" });
    const aftercare = await read(created);
    expect(aftercare).toMatchObject({
      agreementState: { abbreviation: "CA", name: "California" },
      signedOn: "2025-05-20",
      sunsetOn: "2035-06-14",
      agreedReviewYears: 5,
      plan: null,
      nextReminder: null,
      residence: { state: null, notice: null },
      keepSeparate: [],
    });
  });

  it("turns reminders on: the next is the signing's anniversary, stored for the daily job", async () => {
    const created = await couple({ sunset: 10 });
    const response = await save(created, { events: ["CHILD", "MOVE"], reviewEveryYears: 2, sunsetReminder: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<Aftercare>(response)).toMatchObject({
      plan: { events: ["CHILD", "MOVE"], reviewEveryYears: 2, sunsetReminder: true, checkInEveryYears: 2 },
      nextReminder: { kind: "CHECK_IN", on: "2027-05-20" },
    });
    const [stored] = await api.db
      .select()
      .from(aftercarePlans)
      .where(eq(aftercarePlans.documentId, created.document.id));
    expect(stored).toMatchObject({ userId: created.userA.id, nextReminderOn: "2027-05-20", deletedAt: null });

    // Changing it keeps one plan; events alone check in every year.
    const changed = await save(created, { events: ["INHERITANCE"], reviewEveryYears: null, sunsetReminder: false });
    expect(json<Aftercare>(changed)).toMatchObject({
      plan: { events: ["INHERITANCE"], checkInEveryYears: 1 },
      nextReminder: { kind: "CHECK_IN", on: "2027-05-20" },
    });
    expect(
      await api.db.select().from(aftercarePlans).where(eq(aftercarePlans.documentId, created.document.id)),
    ).toHaveLength(1);
  });

  it("keeps one plan when two saves arrive at once (the live-plan index decides)", async () => {
    const created = await couple();
    const [first, second] = await Promise.all([
      save(created, { events: ["CHILD"], reviewEveryYears: null, sunsetReminder: false }),
      save(created, { events: ["BUSINESS"], reviewEveryYears: 3, sunsetReminder: false }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const live = await api.db
      .select()
      .from(aftercarePlans)
      .where(and(eq(aftercarePlans.documentId, created.document.id), isNull(aftercarePlans.deletedAt)));
    expect(live).toHaveLength(1);
  });

  it.each([
    [{ events: ["PONY"], reviewEveryYears: null, sunsetReminder: false }, "Choose events from the list"],
    [
      { events: [], reviewEveryYears: 4, sunsetReminder: false },
      "Choose a check-in every 1, 2, 3, 5 or 10 years, or none",
    ],
    [
      { events: [], reviewEveryYears: null, sunsetReminder: false },
      "Choose at least one reminder, or turn reminders off",
    ],
    [{ events: ["CHILD"], reviewEveryYears: null }, "Say whether to be reminded before the sunset date: true or false"],
    [["yes"], "Send events, reviewEveryYears and sunsetReminder"],
  ])("refuses %j with a clear message, storing nothing", async (payload, message) => {
    const created = await couple();
    const response = await save(created, payload);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
    expect((await read(created)).plan).toBeNull();
  });

  it("refuses before the signing (409), storing nothing", async () => {
    const created = await readyCouple(api.db);
    const response = await save(created, { events: ["CHILD"], reviewEveryYears: null, sunsetReminder: false });
    expect(response.statusCode).toBe(409);
    expect(json<{ code: string; error: string }>(response)).toMatchObject({
      code: "AFTERCARE_NOT_AVAILABLE",
      error: "Aftercare starts once your agreement is signed.",
    });
    expect(await read(created)).toMatchObject({ signedOn: null, plan: null, keepSeparate: [] });
  });

  it("turns reminders off, and again without error", async () => {
    const created = await couple();
    await save(created, { events: ["CHILD"], reviewEveryYears: null, sunsetReminder: false });
    for (const _ of [1, 2]) {
      const response = await api.inject({ method: "DELETE", url: url(created), as: claimsOf(created.userA) });
      expect(response.statusCode).toBe(204);
    }
    expect((await read(created)).plan).toBeNull();
  });

  it("is the spouse's own: the partner neither reads nor changes it", async () => {
    const created = await couple();
    const asPartner = { as: claimsOf(created.userB) };
    expect((await api.inject({ method: "GET", url: url(created), ...asPartner })).statusCode).toBe(403);
    const put = await api.inject({
      method: "PUT",
      url: url(created),
      payload: { events: ["CHILD"], reviewEveryYears: null, sunsetReminder: false },
      ...asPartner,
    });
    expect(put.statusCode).toBe(403);
    expect((await read(created)).plan).toBeNull();
  });
});

describe("where the spouse lives", () => {
  it("says once they live in another state that the agreement follows its own state's law", async () => {
    const created = await couple();
    const moved = await api.inject({
      method: "PATCH",
      url: `/users/${created.userA.id}`,
      payload: { residenceState: "TX" },
      as: claimsOf(created.userA),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(json<{ residenceState: string }>(moved).residenceState).toBe("TX");
    const { residence } = await read(created);
    expect(residence.state).toEqual({ abbreviation: "TX", name: "Texas" });
    expect(residence.notice).toMatch(/made under California law, and you now live in Texas/);

    const wrong = await api.inject({
      method: "PATCH",
      url: `/users/${created.userA.id}`,
      payload: { residenceState: "Texas" },
      as: claimsOf(created.userA),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain("Choose a state from the list");
    const [row] = await api.db
      .select({ residenceState: users.residenceState })
      .from(users)
      .where(eq(users.id, created.userA.id));
    expect(row?.residenceState).toBe("TX");
  });
});

describe("the notice of a move, by e-mail", () => {
  const move = (user: Couple["userA"], residenceState: string | null) =>
    api.inject({ method: "PATCH", url: `/users/${user.id}`, payload: { residenceState }, as: claimsOf(user) });
  const notices = (userId: string) =>
    api.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, "residence-notice"), eq(mailOutbox.userId, userId)));

  it("is sent once per new state where the signed agreement's state differs, never for its own state", async () => {
    const created = await couple();
    expect((await move(created.userA, "TX")).statusCode).toBe(200);
    const sent = await notices(created.userA.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe("You now live in Texas: check your agreement");
    expect(sent[0]?.text).toContain("Your agreement was made under California law, and you now live in Texas.");
    // Back home, then to Texas again: nothing more; then a third state: one more.
    expect((await move(created.userA, "CA")).statusCode).toBe(200);
    expect((await move(created.userA, "TX")).statusCode).toBe(200);
    expect(await notices(created.userA.id)).toHaveLength(1);
    expect((await move(created.userA, "NV")).statusCode).toBe(200);
    expect((await notices(created.userA.id)).map((mail) => mail.subject).sort()).toEqual([
      "You now live in Nevada: check your agreement",
      "You now live in Texas: check your agreement",
    ]);
    // The partner, who did not move, hears nothing.
    expect(await notices(created.userB.id)).toEqual([]);
  });

  it("is sent once when the same move arrives twice at once (runs on PostgreSQL in CI)", async () => {
    const created = await couple();
    const [first, second] = await Promise.all([move(created.userA, "TX"), move(created.userA, "TX")]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(await notices(created.userA.id)).toHaveLength(1);
    const [row] = await api.db
      .select({ residenceState: users.residenceState })
      .from(users)
      .where(eq(users.id, created.userA.id));
    expect(row?.residenceState).toBe("TX");
  });

  it("is not sent before the agreement is signed, nor when the state is cleared", async () => {
    const unsigned = await readyCouple(api.db, { state: "CA" });
    expect((await move(unsigned.userA, "TX")).statusCode).toBe(200);
    expect((await move(unsigned.userA, null)).statusCode).toBe(200);
    expect(await notices(unsigned.userA.id)).toEqual([]);
  });
});

describe("keep it separate", () => {
  it("lists the spouse's own property from the signed schedules, not joint entries or incomes", async () => {
    const created = await couple();
    await api.db.insert(disclosureVersions).values({
      documentId: created.document.id,
      ownerId: created.userA.id,
      number: 7,
      status: "COMPLETED",
      entryCount: 3,
      netWorthUsdCents: 0,
      content: {
        entries: [
          { kind: "asset", title: "Chase savings", isJoint: false },
          { kind: "asset", title: "Joint checking", isJoint: true },
          { kind: "income", title: "Salary", isJoint: false },
          { kind: "business", title: "Stone Design LLC", isJoint: false },
        ],
      },
      contentSha256: "ef".repeat(32),
      asOf: new Date("2025-05-01T00:00:00.000Z"),
      asOfChange: 1,
    });
    const { keepSeparate } = await read(created);
    expect(keepSeparate.map((item) => [item.kind, item.title])).toEqual([
      ["asset", "Chase savings"],
      ["business", "Stone Design LLC"],
    ]);
    expect(keepSeparate[1]!.advice).toMatch(/apart from household money/);
    // What California's law does without an agreement, each rule with its citation and confidence.
    const { defaultLaw } = await read(created);
    expect(defaultLaw.map((rule) => rule.key)).toEqual(["division", "separateGrowth"]);
    for (const rule of defaultLaw) {
      expect(rule.rule).toContain("California");
      expect(rule.citation).not.toBe("");
      expect(["VERIFIED", "UNVERIFIED"]).toContain(rule.confidence);
    }
  });
});

describe("the daily reminders", () => {
  const reminders = (userId: string) =>
    api.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, "aftercare-reminder"), eq(mailOutbox.userId, userId)))
      .orderBy(asc(mailOutbox.createdAt));
  async function sweep(at: string) {
    api.clock.set(new Date(at));
    await api.app.jobs.enqueue(AFTERCARE_REMINDERS_JOB, {});
    await api.app.jobs.drain();
  }

  it("check in on the anniversary with the chosen questions, and warn before the sunset, once each", async () => {
    const created = await couple({ sunset: 3 });
    expect((await save(created, { events: ["CHILD"], reviewEveryYears: 1, sunsetReminder: true })).statusCode).toBe(
      200,
    );
    try {
      await sweep("2027-05-19T18:00:00.000Z");
      expect(await reminders(created.userA.id)).toEqual([]);

      await sweep("2027-05-20T18:00:00.000Z");
      await sweep("2027-05-20T20:00:00.000Z");
      const first = await reminders(created.userA.id);
      expect(first).toHaveLength(1);
      expect(first[0]).toMatchObject({
        subject: "It has been 2 years since you signed your prenup: time for a check-in",
      });
      expect(first[0]!.text).toContain("• Have you had or adopted a child?");

      // The sunset (June 14, 2028) is 90 days after March 16, 2028, before the next anniversary.
      expect((await read(created)).nextReminder).toEqual({ kind: "SUNSET", on: "2028-03-16" });
      await sweep("2028-03-16T18:00:00.000Z");
      const second = await reminders(created.userA.id);
      expect(second).toHaveLength(2);
      expect(second[1]!.subject).toBe("Your prenuptial agreement ends on June 14, 2028");
      // After the sunset's reminder comes the last check-in before the sunset date, then nothing.
      expect((await read(created)).nextReminder).toEqual({ kind: "CHECK_IN", on: "2028-05-20" });
    } finally {
      api.clock.set(new Date("2026-11-21T12:00:00.000Z"));
    }
  });

  it("stop for an agreement that is gone, without holding back the others", async () => {
    const gone = await couple();
    const kept = await couple();
    for (const created of [gone, kept])
      expect(
        (await save(created, { events: ["CHILD"], reviewEveryYears: null, sunsetReminder: false })).statusCode,
      ).toBe(200);
    await api.db
      .update(documents)
      .set({ deletedAt: new Date("2027-01-01T00:00:00.000Z") })
      .where(eq(documents.id, gone.document.id));
    try {
      await sweep("2027-05-20T18:00:00.000Z");
      expect(await reminders(kept.userA.id)).toHaveLength(1);
      expect(await reminders(gone.userA.id)).toEqual([]);
      const [plan] = await api.db.select().from(aftercarePlans).where(eq(aftercarePlans.documentId, gone.document.id));
      expect(plan?.nextReminderOn).toBeNull();
    } finally {
      api.clock.set(new Date("2026-11-21T12:00:00.000Z"));
    }
  });

  it("send nothing once the spouse turned reminders off", async () => {
    const created = await couple();
    await save(created, { events: ["CHILD"], reviewEveryYears: null, sunsetReminder: false });
    await api.inject({ method: "DELETE", url: url(created), as: claimsOf(created.userA) });
    try {
      await sweep("2027-05-20T18:00:00.000Z");
      expect(await reminders(created.userA.id)).toEqual([]);
    } finally {
      api.clock.set(new Date("2026-11-21T12:00:00.000Z"));
    }
  });
});
