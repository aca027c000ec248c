/**
 * One home for a person's phone number and birth date: the questionnaire's Background Information
 * questions read and write the profile, so a value typed in either place shows in the other, and
 * booking an attorney call (which reads the profile) finds the number given in the questionnaire.
 */
import { answerHistory, answers, users, type User } from "@prenup/db";
import { createAttorney, createCouple, createPurchaseItem } from "@prenup/db/testing";
import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimsOf, createTestApi, json, type TestApi } from "./harness.ts";
import { q } from "./questionnaire-fixtures.ts";

// Monday 23 November 2026, 8:00 in California.
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ now: new Date("2026-11-23T16:00:00.000Z") });
});
afterAll(async () => {
  await api?.close();
});

type Answer = { id: string; questionId: string; valueTyped: string | null };
type Saved = { answer: Answer; validationError: string | null };
type Profile = { phoneNumber: string | null; birthdate: string | null };
type Groups = { groups: { questions: { key: string; answer: Answer | null }[] }[] };

const write = (
  method: "POST" | "PATCH",
  user: User,
  questionKey: string,
  valueTyped: string,
): Promise<LightMyRequestResponse> =>
  api.inject({
    method,
    url: `/users/${user.id}/answers?questionId=${q(questionKey)}`,
    payload: { valueTyped },
    as: claimsOf(user),
  });
const profileOf = async (user: User) =>
  json<Profile>(await api.inject({ method: "GET", url: `/users/${user.id}`, as: claimsOf(user) }));
const answerOf = async (user: User, questionKey: string) =>
  json<Answer[]>(
    await api.inject({
      method: "GET",
      url: `/users/${user.id}/answers?questionId=${q(questionKey)}`,
      as: claimsOf(user),
    }),
  )[0] ?? null;
async function shownInBackground(user: User): Promise<Record<string, string | null>> {
  const response = await api.inject({
    method: "GET",
    url: `/users/${user.id}/questionnaire-sections/background-information/groups`,
    as: claimsOf(user),
  });
  expect(response.statusCode, response.body).toBe(200);
  const questions = json<Groups>(response).groups.flatMap((group) => group.questions);
  return Object.fromEntries(
    questions
      .filter((question) => question.key !== "pronouns")
      .map((question) => [question.key, question.answer?.valueTyped ?? null]),
  );
}

describe("the questionnaire's phone and birth-date questions", () => {
  it("save what is answered in the questionnaire to the profile, a phone in E.164", async () => {
    const { userA } = await createCouple(api.db, { state: "CA" });
    const phone = await write("POST", userA, "phone_number", "(415) 555-2671");
    expect(phone.statusCode, phone.body).toBe(201);
    expect(json<Saved>(phone)).toMatchObject({ answer: { valueTyped: "+14155552671" }, validationError: null });
    expect(json<Saved>(await write("POST", userA, "date_of_birth", "1994-05-17"))).toMatchObject({
      answer: { valueTyped: "1994-05-17" },
      validationError: null,
    });

    expect(await profileOf(userA)).toMatchObject({ phoneNumber: "+14155552671", birthdate: "1994-05-17" });
    expect(await shownInBackground(userA)).toEqual({ date_of_birth: "1994-05-17", phone_number: "+14155552671" });
    // The answer rows keep no copy of their own; the history keeps what was answered.
    const rows = await api.db.select().from(answers).where(eq(answers.userId, userA.id));
    expect(rows.map((row) => row.valueTyped)).toEqual([null, null]);
    const history = await api.db
      .select()
      .from(answerHistory)
      .where(and(eq(answerHistory.userId, userA.id), eq(answerHistory.questionId, q("phone_number"))));
    expect(history.map((row) => row.newValueTyped)).toEqual(["+14155552671"]);
  });

  it("show what is edited on the profile, before and after they were answered, and take a change from there", async () => {
    const { userA } = await createCouple(api.db, { state: "CA" });
    // Given on the profile first: the questionnaire shows it as this question's answer.
    const edited = await api.inject({
      method: "PATCH",
      url: `/users/${userA.id}`,
      payload: { phoneNumber: "+12025550100" },
      as: claimsOf(userA),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await shownInBackground(userA)).toEqual({ date_of_birth: null, phone_number: "+12025550100" });
    const shown = await answerOf(userA, "phone_number");
    expect(shown).toMatchObject({ valueTyped: "+12025550100" });

    // The answer exists (a POST is refused as for any answered question); a change goes through PATCH.
    expect((await write("POST", userA, "phone_number", "+14155552671")).statusCode).toBe(409);
    const changed = await write("PATCH", userA, "phone_number", "+1 415 555 2671");
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json<Saved>(changed).answer).toMatchObject({ id: shown!.id, valueTyped: "+14155552671" });
    expect((await profileOf(userA)).phoneNumber).toBe("+14155552671");

    // Edited on the profile after it was answered: the questionnaire follows.
    await write("POST", userA, "date_of_birth", "1990-04-02");
    await api.inject({
      method: "PATCH",
      url: `/users/${userA.id}`,
      payload: { birthdate: "1991-06-30" },
      as: claimsOf(userA),
    });
    expect(await shownInBackground(userA)).toEqual({ date_of_birth: "1991-06-30", phone_number: "+14155552671" });
  });

  it("refuse a bad phone or birth date with the same message as the profile, storing nothing in the profile", async () => {
    const { userA } = await createCouple(api.db, { state: "CA" });
    await write("POST", userA, "phone_number", "+14155552671");
    await write("POST", userA, "date_of_birth", "1990-04-02");

    const phone = json<Saved>(await write("PATCH", userA, "phone_number", "415 555"));
    expect(phone).toMatchObject({ answer: { valueTyped: "+14155552671" }, validationError: "Invalid phone number" });
    const onProfile = await api.inject({
      method: "PATCH",
      url: `/users/${userA.id}`,
      payload: { phoneNumber: "415 555" },
      as: claimsOf(userA),
    });
    expect(onProfile.statusCode).toBe(400);
    expect(onProfile.body).toContain("Invalid phone number");

    const underage = json<Saved>(await write("PATCH", userA, "date_of_birth", "2010-01-01"));
    expect(underage).toMatchObject({
      answer: { valueTyped: "1990-04-02" },
      validationError: "You must be at least 18 years old",
    });
    const underageOnProfile = await api.inject({
      method: "PATCH",
      url: `/users/${userA.id}`,
      payload: { birthdate: "2010-01-01" },
      as: claimsOf(userA),
    });
    expect(underageOnProfile.statusCode).toBe(400);
    expect(underageOnProfile.body).toContain("You must be at least 18 years old");
    const tooOld = json<Saved>(await write("PATCH", userA, "date_of_birth", "1930-01-01"));
    expect(tooOld.validationError).toBe("Date cannot be more than 90 years ago.");

    const [row] = await api.db
      .select({ phoneNumber: users.phoneNumber, birthdate: users.birthdate })
      .from(users)
      .where(eq(users.id, userA.id));
    expect(row).toEqual({ phoneNumber: "+14155552671", birthdate: "1990-04-02" });
    expect(await shownInBackground(userA)).toEqual({ date_of_birth: "1990-04-02", phone_number: "+14155552671" });
  });

  it("keep an answer stored before the profile held it while the profile field is empty", async () => {
    const { userA, document } = await createCouple(api.db, { state: "CA" });
    await api.db.insert(answers).values({
      questionId: q("phone_number"),
      userId: userA.id,
      documentId: document.id,
      valueTyped: "+33 1 23 45 67 89",
      createdById: userA.id,
      updatedById: userA.id,
    });
    expect(await answerOf(userA, "phone_number")).toMatchObject({ valueTyped: "+33 1 23 45 67 89" });
    // Saving it again moves it to the profile.
    expect(json<Saved>(await write("PATCH", userA, "phone_number", "+33 1 23 45 67 89")).answer.valueTyped).toBe(
      "+33123456789",
    );
    expect((await profileOf(userA)).phoneNumber).toBe("+33123456789");
  });
});

describe("booking an attorney call with the phone left empty", () => {
  it("calls the number given in the questionnaire", async () => {
    const attorney = await createAttorney(api.db, { states: ["CA"] });
    const couple = await createCouple(api.db, { state: "CA", paid: true });
    const { purchaseItem } = await createPurchaseItem(api.db, {
      user: couple.userA,
      productType: "Q_A",
      document: couple.document,
      attorney: attorney.attorney.id,
    });
    const url = `/users/${couple.userA.id}/purchase-items/${purchaseItem.id}/events`;
    const payload = { startsAt: "2026-11-24T17:00:00.000Z", timeZone: "America/Los_Angeles" };

    const refused = await api.inject({ method: "POST", url, payload, as: claimsOf(couple.userA) });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("Enter the phone number the attorney should call");

    await write("POST", couple.userA, "phone_number", "(415) 555-2671");
    const booked = await api.inject({ method: "POST", url, payload, as: claimsOf(couple.userA) });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(json<{ event: { location: string; locationType: string } }>(booked).event).toMatchObject({
      locationType: "OUTBOUND_CALL",
      location: "+14155552671",
    });
  });
});
