import { contentIds, documents, PRENUP_TEMPLATE_ID, purchaseItems, states } from "@prenup/db";
import {
  createAdmin,
  createAttorney,
  createCouple,
  createCustomer,
  createDocument,
  snapshotTables,
} from "@prenup/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimsOf, createTestApi, json, type TestApi } from "./harness.ts";
import { insertAnswer } from "./questionnaire-fixtures.ts";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

const CA = contentIds.state("CA");
const NY = contentIds.state("NY");
const MN = contentIds.state("MN");
const UNKNOWN = "6f1f8f5e-2b7d-4c1a-9d3e-5a4b3c2d1e0f";

type DocumentBody = {
  id: string;
  respondent: "A" | "B";
  userAId: string;
  userBId: string | null;
  templateId: string | null;
  stateId: string | null;
  state: { abbreviation: string } | null;
  partner: { id: string; firstName: string | null } | null;
};
type ErrorBody = { error: string; code: string };
type IssuesBody = { error: { issues: { message: string; path: string[] }[] } };

const documentsTable = () => snapshotTables(api.db, [documents]);

describe("POST /documents", () => {
  it("creates the caller's agreement as partner A in the state, with the country's template", async () => {
    const customer = await createCustomer(api.db);
    const response = await api.inject({
      method: "POST",
      url: "/documents",
      payload: { stateId: CA, userAId: customer.id },
      as: claimsOf(customer),
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = json<DocumentBody>(response);
    expect(created).toMatchObject({
      respondent: "A",
      userAId: customer.id,
      userBId: null,
      stateId: CA,
      state: { abbreviation: "CA" },
      templateId: PRENUP_TEMPLATE_ID,
      partner: null,
    });
    const listed = json<DocumentBody[]>(
      await api.inject({ method: "GET", url: `/users/${customer.id}/documents`, as: claimsOf(customer) }),
    );
    expect(listed.map((document) => document.id)).toEqual([created.id]);
  });

  it("refuses to create an agreement for someone else (403), and writes nothing", async () => {
    const caller = await createCustomer(api.db);
    const other = await createCustomer(api.db);
    const before = await documentsTable();
    const response = await api.inject({
      method: "POST",
      url: "/documents",
      payload: { stateId: CA, userAId: other.id },
      as: claimsOf(caller),
    });
    expect(response.statusCode).toBe(403);
    expect(await documentsTable()).toEqual(before);
  });

  it("answers 409 DOCUMENT_EXISTS to a partner A or B who already has an agreement, and writes nothing", async () => {
    const couple = await createCouple(api.db);
    const before = await documentsTable();
    for (const user of [couple.userA, couple.userB]) {
      const response = await api.inject({
        method: "POST",
        url: "/documents",
        payload: { stateId: NY, userAId: user.id },
        as: claimsOf(user),
      });
      expect(response.statusCode).toBe(409);
      expect(json<ErrorBody>(response).code).toBe("DOCUMENT_EXISTS");
    }
    expect(await documentsTable()).toEqual(before);
  });

  it("creates one agreement when two requests race", async () => {
    const customer = await createCustomer(api.db);
    const request = () =>
      api.inject({
        method: "POST",
        url: "/documents",
        payload: { stateId: CA, userAId: customer.id },
        as: claimsOf(customer),
      });
    const statuses = (await Promise.all([request(), request()])).map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
    const rows = await api.db.select().from(documents).where(eq(documents.userAId, customer.id));
    expect(rows).toHaveLength(1);
  });

  it("answers 400 on stateId for an unknown or inactive state and a malformed body, and writes nothing", async () => {
    const customer = await createCustomer(api.db);
    const wyoming = contentIds.state("WY");
    await api.db.update(states).set({ isActive: false }).where(eq(states.id, wyoming));
    try {
      const before = await documentsTable();
      for (const stateId of [UNKNOWN, wyoming]) {
        const response = await api.inject({
          method: "POST",
          url: "/documents",
          payload: { stateId, userAId: customer.id },
          as: claimsOf(customer),
        });
        expect(response.statusCode).toBe(400);
        expect(json<IssuesBody>(response).error.issues).toEqual([
          { message: "Choose one of the available states.", path: ["stateId"] },
        ]);
      }
      for (const payload of [
        { userAId: customer.id },
        { stateId: "CA", userAId: customer.id },
        { stateId: CA, userAId: customer.id, extra: 1 },
      ]) {
        const response = await api.inject({ method: "POST", url: "/documents", payload, as: claimsOf(customer) });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      }
      const badTemplate = await api.inject({
        method: "POST",
        url: "/documents",
        payload: { stateId: CA, userAId: customer.id, templateId: UNKNOWN },
        as: claimsOf(customer),
      });
      expect(json<IssuesBody>(badTemplate).error.issues[0]?.path).toEqual(["templateId"]);
      expect(await documentsTable()).toEqual(before);
    } finally {
      await api.db.update(states).set({ isActive: true }).where(eq(states.id, wyoming));
    }
  });
});

describe("GET /documents/{id}", () => {
  it("answers each party their side and the other's names; staff see it as partner A", async () => {
    const couple = await createCouple(api.db, { userA: { firstName: "Alex" }, userB: { firstName: "Jordan" } });
    const admin = await createAdmin(api.db);
    const url = `/documents/${couple.document.id}`;
    expect(json<DocumentBody>(await api.inject({ method: "GET", url, as: claimsOf(couple.userA) }))).toMatchObject({
      respondent: "A",
      partner: { id: couple.userB.id, firstName: "Jordan" },
    });
    expect(json<DocumentBody>(await api.inject({ method: "GET", url, as: claimsOf(couple.userB) }))).toMatchObject({
      respondent: "B",
      partner: { id: couple.userA.id, firstName: "Alex" },
    });
    expect(json<DocumentBody>(await api.inject({ method: "GET", url, as: claimsOf(admin, "admin") }))).toMatchObject({
      respondent: "A",
      partner: { id: couple.userB.id },
    });
  });
});

describe("PATCH /documents/{id}", () => {
  const patch = (couple: { userA: { externalId: string; email: string }; document: { id: string } }, payload: object) =>
    api.inject({ method: "PATCH", url: `/documents/${couple.document.id}`, payload, as: claimsOf(couple.userA) });
  const stateOf = async (documentId: string) =>
    (await api.db.select({ stateId: documents.stateId }).from(documents).where(eq(documents.id, documentId)))[0]
      ?.stateId;

  it("changes the state of an unpaid agreement (either partner)", async () => {
    const couple = await createCouple(api.db, { state: "CA" });
    const response = await patch(couple, { stateId: NY });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<DocumentBody>(response)).toMatchObject({ stateId: NY, state: { abbreviation: "NY" }, respondent: "A" });
    expect(await stateOf(couple.document.id)).toBe(NY);
    const asB = await api.inject({
      method: "PATCH",
      url: `/documents/${couple.document.id}`,
      payload: { stateId: CA },
      as: claimsOf(couple.userB),
    });
    expect(json<DocumentBody>(asB)).toMatchObject({ stateId: CA, respondent: "B" });
  });

  it("keeps each partner's will-hire flag in step with the new state's attorney rules", async () => {
    const couple = await createCouple(api.db, { state: "CA" });
    const hire = await api.inject({
      method: "POST",
      url: `/users/${couple.userA.id}/answers?questionId=${contentIds.question("attorney_plan")}`,
      payload: { questionOptionIds: [contentIds.questionOption("attorney_plan__hire_through_us")] },
      as: claimsOf(couple.userA),
    });
    expect(hire.statusCode, hire.body).toBe(201);
    const flagOf = async () =>
      (await api.db.select().from(documents).where(eq(documents.id, couple.document.id)))[0]!.userAWillHireAttorney;
    expect(await flagOf()).toBe(true);
    // Minnesota has no partner attorneys: hiring through the platform is not offered there.
    expect((await patch(couple, { stateId: MN })).statusCode).toBe(200);
    expect(await flagOf()).toBe(false);
    expect((await patch(couple, { stateId: CA })).statusCode).toBe(200);
    expect(await flagOf()).toBe(true);
  });

  it("asks for confirmation once the prenup is paid (409, nothing changes), and changes it when confirmed", async () => {
    const couple = await createCouple(api.db, { state: "CA", paid: true });
    const before = await documentsTable();
    const refused = await patch(couple, { stateId: NY });
    expect(refused.statusCode).toBe(409);
    expect(json<ErrorBody>(refused)).toEqual({
      code: "STATE_CHANGE_NEEDS_CONFIRMATION",
      error: "Your prenup is already paid. Confirm that you want to change the state.",
    });
    expect(json<ErrorBody>(await patch(couple, { stateId: NY, confirmStateChange: false })).code).toBe(
      "STATE_CHANGE_NEEDS_CONFIRMATION",
    );
    expect(await documentsTable()).toEqual(before);

    // The same state needs no confirmation: nothing changes.
    expect((await patch(couple, { stateId: CA })).statusCode).toBe(200);

    const confirmed = await patch(couple, { stateId: NY, confirmStateChange: true });
    expect(confirmed.statusCode).toBe(200);
    expect(await stateOf(couple.document.id)).toBe(NY);
  });

  it("does not count a refunded prenup as paid", async () => {
    const couple = await createCouple(api.db, { state: "CA", paid: true });
    await api.db
      .update(purchaseItems)
      .set({ paymentStatus: "FULL_REFUNDED" })
      .where(eq(purchaseItems.id, couple.prenupPurchase!.id));
    expect((await patch(couple, { stateId: NY })).statusCode).toBe(200);
  });

  it("refuses an unknown state (400) and a blocked questionnaire (409 QUESTIONNAIRE_LOCKED), changing nothing", async () => {
    const couple = await createCouple(api.db, { state: "CA" });
    const before = await documentsTable();
    const bad = await patch(couple, { stateId: UNKNOWN });
    expect(bad.statusCode).toBe(400);
    expect(json<IssuesBody>(bad).error.issues[0]?.path).toEqual(["stateId"]);
    expect((await patch(couple, {})).statusCode).toBe(400);
    expect(await documentsTable()).toEqual(before);

    await api.db.update(documents).set({ reviewedAt: new Date() }).where(eq(documents.id, couple.document.id));
    const locked = await patch(couple, { stateId: NY });
    expect(locked.statusCode).toBe(409);
    expect(json<ErrorBody>(locked).code).toBe("QUESTIONNAIRE_LOCKED");
    expect(await stateOf(couple.document.id)).toBe(CA);
  });
});

describe("GET /users/{id}/state/{stateId}", () => {
  type UserState = {
    state: { id: string; abbreviation: string };
    termForDocument: string;
    statute: string | null;
    witnessRequired: boolean;
    attorneyRuleTypes: string[];
  };

  it("tells the agreement's name, statute, witness rule and the attorney rules the user's answers trigger there", async () => {
    const couple = await createCouple(api.db, { state: "CA" });
    await insertAnswer(api.db, {
      userId: couple.userA.id,
      documentId: couple.document.id,
      questionKey: "support_choice",
      options: ["waive"],
    });
    await insertAnswer(api.db, {
      userId: couple.userA.id,
      documentId: couple.document.id,
      questionKey: "attorney_plan",
      options: ["hire_through_us"],
    });
    const get = (stateId: string) =>
      api.inject({ method: "GET", url: `/users/${couple.userA.id}/state/${stateId}`, as: claimsOf(couple.userA) });

    const california = json<UserState>(await get(CA));
    expect(california).toMatchObject({
      state: { id: CA, abbreviation: "CA" },
      termForDocument: "Premarital Agreement",
      witnessRequired: false,
    });
    expect(california.statute).toEqual(expect.any(String));
    expect(california.attorneyRuleTypes).toEqual(["HIRES_ATTORNEY", "WAIVES_SPOUSAL_SUPPORT"]);

    // The support-waiver rule is California's; New York only has the hire-an-attorney one.
    expect(json<UserState>(await get(NY)).attorneyRuleTypes).toEqual(["HIRES_ATTORNEY"]);
    expect(json<UserState>(await get(MN))).toMatchObject({ witnessRequired: true, attorneyRuleTypes: [] });

    // Partner B has not answered: nothing is triggered for them.
    const forB = await api.inject({
      method: "GET",
      url: `/users/${couple.userB.id}/state/${CA}`,
      as: claimsOf(couple.userB),
    });
    expect(json<UserState>(forB).attorneyRuleTypes).toEqual([]);
  });

  it("works before the user has an agreement, and answers 404 for an unknown state", async () => {
    const customer = await createCustomer(api.db);
    const ok = await api.inject({ method: "GET", url: `/users/${customer.id}/state/${CA}`, as: claimsOf(customer) });
    expect(json<UserState>(ok)).toMatchObject({ termForDocument: "Premarital Agreement", attorneyRuleTypes: [] });
    const missing = await api.inject({
      method: "GET",
      url: `/users/${customer.id}/state/${UNKNOWN}`,
      as: claimsOf(customer),
    });
    expect(missing.statusCode).toBe(404);
    expect(json<ErrorBody>(missing).code).toBe("STATE_NOT_FOUND");
  });
});

describe("GET /documents/{id}/participants", () => {
  it("names both partners with their e-mail and side, the attorneys with their firm, and the invitation", async () => {
    const couple = await createCouple(api.db, {
      userA: { firstName: "Alex", lastName: "Rivera" },
      userB: { firstName: "Jordan", lastName: "Lee" },
      document: { invitationEmail: "jordan@example.test" },
    });
    const attorney = await createAttorney(api.db, { user: { firstName: "Dana", lastName: "Counsel" } });
    await api.db
      .update(documents)
      .set({ attorneyBId: attorney.attorney.id })
      .where(eq(documents.id, couple.document.id));
    const response = await api.inject({
      method: "GET",
      url: `/documents/${couple.document.id}/participants`,
      as: claimsOf(attorney.user, "attorney"),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({
      userA: {
        id: couple.userA.id,
        firstName: "Alex",
        middleName: null,
        lastName: "Rivera",
        suffix: null,
        email: couple.userA.email,
        respondent: "A",
      },
      userB: {
        id: couple.userB.id,
        firstName: "Jordan",
        middleName: null,
        lastName: "Lee",
        suffix: null,
        email: couple.userB.email,
        respondent: "B",
      },
      attorneyA: null,
      attorneyB: {
        id: attorney.attorney.id,
        firstName: "Dana",
        lastName: "Counsel",
        lawFirmName: attorney.lawFirm!.name,
      },
      invitation: {
        email: "jordan@example.test",
        sentAt: expect.any(String),
        acceptedAt: expect.any(String),
        expiresAt: null,
      },
    });
  });

  it("has no partner B and no invitation before one is sent", async () => {
    const customer = await createCustomer(api.db);
    const document = await createDocument(api.db, { userA: customer });
    const body = json<{ userB: unknown; invitation: unknown }>(
      await api.inject({ method: "GET", url: `/documents/${document.id}/participants`, as: claimsOf(customer) }),
    );
    expect(body).toMatchObject({ userB: null, invitation: null });
  });
});
