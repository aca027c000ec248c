/**
 * Financial disclosure through the API on a real database: the eight kinds, who reads and writes,
 * bad input that stores nothing, joint accounts confirmed by the partner, totals in USD, the
 * standing's financial facts and the change time the regeneration check reads.
 */
import {
  createAdmin,
  createAttorney,
  createCouple,
  declareDisclosure,
  markPrenupPaid,
  snapshotTables,
} from "@prenup/db/testing";
import {
  AMOUNTS_OUT_OF_RANGE_MESSAGE,
  DISCLOSURE_DECLARATION_MESSAGES,
  MENU_GATE_MESSAGES,
  valueBasisRequiredMessage,
} from "@prenup/domain";
import {
  accountsAndAssets,
  businesses,
  debts,
  disclosureAcknowledgements,
  disclosureVersions,
  documents,
  financialDisclosures,
  incomes,
  inheritancesAndTrusts,
  legacyJointProperties,
  forExRates,
  purchaseItems,
  realEstates,
  seedReference,
  vehicles,
} from "@prenup/db";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readyCouple } from "./agreement-fixtures.ts";
import { claimsOf, createTestApi, json, type TestApi, type TokenClaims } from "./harness.ts";

let api: TestApi;
let couple: Awaited<ReturnType<typeof createCouple>>;
let asA: TokenClaims;
let asB: TokenClaims;
let base: string;

const VALID: Record<string, Record<string, unknown>> = {
  assets: {
    assetAccountType: "ACCOUNT",
    accountType: "CHECKING",
    institution: "First Bank",
    accountNumber: "1234",
    valueInCents: 250_000,
  },
  vehicles: {
    vehicleType: "CAR",
    make: "Toyota",
    model: "Corolla",
    purchaseYear: 2019,
    marketValueInCents: 1_200_000,
    loanBalanceInCents: 200_000,
  },
  businesses: { name: "Rivera Design LLC", businessType: "LLC", ownershipPercentage: 50, valueInCents: 4_000_000 },
  debts: {
    creditor: "Student Loans Inc",
    natureOfDebt: "Student loan",
    yearIncurred: 2015,
    amountDueInCents: 1_500_000,
  },
  "real-estates": {
    streetAddress: "1 Main St",
    city: "Fresno",
    state: "CA",
    country: "US",
    zipcode: "93650",
    titleHeldInNameOf: "Partner A",
    purchasePriceInCents: 30_000_000,
    assessedValueInCents: 40_000_000,
    mortgageBalanceInCents: 25_000_000,
  },
  incomes: { year: 2026, incomeType: "BASE_SALARY", valueInCents: 9_000_000 },
  "inheritances-trusts": {
    category: "TRUST",
    nameOfTrust: "Family Trust",
    benefactor: "Grandma",
    valueInCents: 10_000_000,
  },
};
const TABLES = {
  assets: accountsAndAssets,
  vehicles,
  businesses,
  debts,
  "real-estates": realEstates,
  incomes,
  "inheritances-trusts": inheritancesAndTrusts,
  "legacy-joint-properties": legacyJointProperties,
} as const;

/** Income for each of the three years a complete disclosure needs (the test clock is in 2026). */
async function incomeForEveryYear(url: string, as: TokenClaims) {
  for (const year of [2024, 2025, 2026]) {
    const response = await api.inject({
      method: "POST",
      url: `${url}/incomes`,
      payload: { ...VALID["incomes"], year },
      as,
    });
    expect(response.statusCode, response.body).toBe(201);
  }
}

async function rowsOf(kind: keyof typeof TABLES) {
  return api.db.select().from(TABLES[kind]).where(eq(TABLES[kind].documentId, couple.document.id));
}

beforeAll(async () => {
  api = await createTestApi();
  couple = await createCouple(api.db, { paid: true });
  asA = claimsOf(couple.userA);
  asB = claimsOf(couple.userB);
  base = `/users/${couple.userA.id}/documents/${couple.document.id}`;
});
afterAll(async () => {
  await api?.close();
});

describe("entries of every kind", () => {
  for (const [kind, body] of Object.entries(VALID)) {
    it(`${kind}: create, list, get, change and delete (soft)`, async () => {
      const created = await api.inject({ method: "POST", url: `${base}/${kind}`, payload: body, as: asA });
      expect(created.statusCode, created.body).toBe(201);
      const entry = json<{ id: string; currency: string; userId: string }>(created);
      expect(entry).toMatchObject({ ...body, currency: "USD", userId: couple.userA.id });

      const list = await api.inject({ method: "GET", url: `${base}/${kind}`, as: asB });
      expect(list.statusCode, list.body).toBe(200);
      expect(json<{ items: { id: string }[]; total: number }>(list)).toMatchObject({
        total: 1,
        items: [{ id: entry.id }],
      });

      const got = await api.inject({ method: "GET", url: `${base}/${kind}/${entry.id}`, as: asA });
      expect(json(got)).toMatchObject({ id: entry.id, ...body });

      const patched = await api.inject({
        method: "PATCH",
        url: `${base}/${kind}/${entry.id}`,
        payload: { currency: "EUR" },
        as: asA,
      });
      expect(patched.statusCode, patched.body).toBe(200);
      expect(json(patched)).toMatchObject({ id: entry.id, currency: "EUR", ...body });

      // The partner reads but cannot change or delete.
      expect(
        (
          await api.inject({
            method: "PATCH",
            url: `${base}/${kind}/${entry.id}`,
            payload: { currency: "USD" },
            as: asB,
          })
        ).statusCode,
      ).toBe(403);
      expect((await api.inject({ method: "DELETE", url: `${base}/${kind}/${entry.id}`, as: asB })).statusCode).toBe(
        403,
      );

      const deleted = await api.inject({ method: "DELETE", url: `${base}/${kind}/${entry.id}`, as: asA });
      expect(deleted.statusCode, deleted.body).toBe(204);
      const [row] = (await rowsOf(kind as keyof typeof TABLES)).filter((stored) => stored.id === entry.id);
      expect(row?.deletedAt).toBeInstanceOf(Date);
      expect(json<{ total: number }>(await api.inject({ method: "GET", url: `${base}/${kind}`, as: asA })).total).toBe(
        0,
      );
      const gone = await api.inject({ method: "GET", url: `${base}/${kind}/${entry.id}`, as: asA });
      expect(gone.statusCode).toBe(404);
      expect(json(gone)).toMatchObject({ code: "FINANCIAL_ENTRY_NOT_FOUND" });
    });
  }

  it("records when each partner last changed their disclosure", async () => {
    const [row] = await api.db
      .select()
      .from(financialDisclosures)
      .where(eq(financialDisclosures.userId, couple.userA.id));
    expect(row?.lastChangedAt?.toISOString()).toBe(api.clock.now().toISOString());
  });

  it("lets strangers and unassigned attorneys see nothing, and the assigned attorney and admins read", async () => {
    const other = await createCouple(api.db);
    const assigned = await createAttorney(api.db, { stage: "APPROVED" });
    const unassigned = await createAttorney(api.db, { stage: "APPROVED" });
    const admin = await createAdmin(api.db);
    await api.db
      .update(documents)
      .set({ attorneyBId: assigned.attorney.id })
      .where(eq(documents.id, couple.document.id));
    for (const [who, status] of [
      [claimsOf(other.userA), 404],
      [claimsOf(unassigned.user, "attorney"), 404],
      [claimsOf(assigned.user, "attorney"), 200],
      [claimsOf(admin, "admin"), 200],
    ] as const) {
      expect((await api.inject({ method: "GET", url: `${base}/assets`, as: who })).statusCode).toBe(status);
      expect((await api.inject({ method: "GET", url: `${base}/financial-summary`, as: who })).statusCode).toBe(status);
    }
    // A party reading through another couple's document id gets nothing either.
    const cross = await api.inject({
      method: "GET",
      url: `/users/${couple.userA.id}/documents/${other.document.id}/assets`,
      as: asA,
    });
    expect(cross.statusCode).toBe(404);
  });
});

describe("bad input stores nothing", () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ["assets", { ...VALID["assets"], accountNumber: "12345" }, "Account number can be at most 4 characters"],
    [
      "assets",
      { ...VALID["assets"], isJoint: true, userAPercentage: 60, userBPercentage: 30 },
      "Partner A's and partner B's percentages must add up to 100",
    ],
    ["assets", { ...VALID["assets"], currency: "BTC" }, "Please choose a valid currency"],
    ["assets", { ...VALID["assets"], valueInCents: 10.5 }, "Value must be a whole number of cents"],
    ["vehicles", { ...VALID["vehicles"], purchaseYear: 1899 }, "Purchase year must be a year from 1900 to 9999"],
    [
      "businesses",
      { ...VALID["businesses"], ownershipPercentage: 101 },
      "Ownership percentage must be a whole number from 0 to 100",
    ],
    ["debts", { creditor: "" }, "Creditor is required"],
    ["real-estates", { ...VALID["real-estates"], zipcode: undefined }, "ZIP code is required"],
    ["incomes", { ...VALID["incomes"], tipsInCents: -1 }, "Tips cannot be negative"],
    ["inheritances-trusts", { category: "TRUST" }, "Name of the inheritance or trust is required"],
    // Above the ceiling of a disclosed amount (10 billion of the entry's currency), up to 2^53 − 1 and beyond.
    ["assets", { ...VALID["assets"], valueInCents: 10_000_000_000_01 }, "Value can be at most 10,000,000,000.00"],
    [
      "businesses",
      { ...VALID["businesses"], valueInCents: Number.MAX_SAFE_INTEGER },
      "Value can be at most 10,000,000,000.00",
    ],
    ["incomes", { ...VALID["incomes"], tipsInCents: 10_000_000_000_01 }, "Tips can be at most 10,000,000,000.00"],
    [
      "real-estates",
      { ...VALID["real-estates"], equityInCents: -10_000_000_000_01 },
      "Equity cannot be below -10,000,000,000.00",
    ],
    ["debts", { creditor: "Bank", amountDueInCents: 1e20 }, "Amount due can be at most 10,000,000,000.00"],
  ];
  for (const [kind, body, message] of cases) {
    it(`POST ${kind}: '${message}'`, async () => {
      const before = await rowsOf(kind as keyof typeof TABLES);
      const response = await api.inject({ method: "POST", url: `${base}/${kind}`, payload: body, as: asA });
      expect(response.statusCode).toBe(400);
      expect(
        json<{ error: { issues: { message: string }[] } }>(response).error.issues.map((issue) => issue.message),
      ).toContain(message);
      expect(await rowsOf(kind as keyof typeof TABLES)).toEqual(before);
    });
  }

  it("PATCH checks the whole entry and changes nothing when refused", async () => {
    for (const kind of Object.keys(VALID)) {
      const entry = json<{ id: string }>(
        await api.inject({ method: "POST", url: `${base}/${kind}`, payload: VALID[kind], as: asA }),
      );
      const before = await rowsOf(kind as keyof typeof TABLES);
      const bad = await api.inject({
        method: "PATCH",
        url: `${base}/${kind}/${entry.id}`,
        payload: { currency: "XYZ" },
        as: asA,
      });
      expect(bad.statusCode).toBe(400);
      expect(json<{ error: { issues: { message: string }[] } }>(bad).error.issues[0]!.message).toBe(
        "Please choose a valid currency",
      );
      expect(await rowsOf(kind as keyof typeof TABLES)).toEqual(before);
    }
    const account = json<{ id: string }>(
      await api.inject({ method: "POST", url: `${base}/assets`, payload: VALID["assets"], as: asA }),
    );
    const before = await rowsOf("assets");
    // Joint without shares, on the stored entry: the whole-entry check refuses it.
    const joint = await api.inject({
      method: "PATCH",
      url: `${base}/assets/${account.id}`,
      payload: { isJoint: true, userAPercentage: 70 },
      as: asA,
    });
    expect(joint.statusCode).toBe(400);
    expect(json<{ error: { issues: { message: string }[] } }>(joint).error.issues[0]!.message).toBe(
      "Please enter both partners' percentages for a joint entry",
    );
    const missing = await api.inject({
      method: "PATCH",
      url: `${base}/assets/${crypto.randomUUID()}`,
      payload: { valueInCents: 1 },
      as: asA,
    });
    expect(missing.statusCode).toBe(404);
    expect(await rowsOf("assets")).toEqual(before);
  });

  it("DELETE of an unknown entry is 404 and changes nothing", async () => {
    const before = await rowsOf("debts");
    const response = await api.inject({ method: "DELETE", url: `${base}/debts/${crypto.randomUUID()}`, as: asA });
    expect(response.statusCode).toBe(404);
    expect(await rowsOf("debts")).toEqual(before);
  });
});

describe("joint accounts", () => {
  it("are pending until the partner confirms; a proposal goes back to the owner", async () => {
    const created = await api.inject({
      method: "POST",
      url: `${base}/assets`,
      payload: { ...VALID["assets"], isJoint: true, userAPercentage: 60, userBPercentage: 40 },
      as: asA,
    });
    const entry = json<{ id: string; jointPending: boolean }>(created);
    expect(entry.jointPending).toBe(true);
    const summary = () =>
      api
        .inject({ method: "GET", url: `${base}/financial-summary`, as: asB })
        .then((response) => json<{ pendingJointEntries: { id: string; awaitingUserId: string }[] }>(response));
    expect((await summary()).pendingJointEntries).toEqual([
      { id: entry.id, userId: couple.userA.id, awaitingUserId: couple.userB.id },
    ]);
    const standing = () =>
      api
        .inject({ method: "GET", url: `/users/${couple.userB.id}/standing`, as: asB })
        .then((response) => json<{ pendingFinancialDisputes: number }>(response));
    expect((await standing()).pendingFinancialDisputes).toBe(1);

    const url = `${base}/assets/${entry.id}/joint-confirmation`;
    // Bad answers store nothing.
    let before = await rowsOf("assets");
    for (const [payload, as, status] of [
      [{ decision: "PROPOSE", userAPercentage: 50, userBPercentage: 40 }, asB, 400],
      [{ decision: "MAYBE" }, asB, 400],
      [{ decision: "CONFIRM" }, asA, 409],
    ] as const) {
      const response = await api.inject({ method: "POST", url, payload, as });
      expect(response.statusCode, response.body).toBe(status);
    }
    expect(await rowsOf("assets")).toEqual(before);

    const proposed = await api.inject({
      method: "POST",
      url,
      payload: { decision: "PROPOSE", userAPercentage: 50, userBPercentage: 50 },
      as: asB,
    });
    expect(json(proposed)).toMatchObject({
      userAPercentage: 50,
      userBPercentage: 50,
      jointPending: true,
      jointSetById: couple.userB.id,
    });
    expect((await summary()).pendingJointEntries).toEqual([
      { id: entry.id, userId: couple.userA.id, awaitingUserId: couple.userA.id },
    ]);
    before = await rowsOf("assets");
    expect((await api.inject({ method: "POST", url, payload: { decision: "CONFIRM" }, as: asB })).statusCode).toBe(409);
    expect(await rowsOf("assets")).toEqual(before);

    const confirmed = await api.inject({ method: "POST", url, payload: { decision: "CONFIRM" }, as: asA });
    expect(json(confirmed)).toMatchObject({ jointPending: false, jointConfirmedById: couple.userA.id });
    expect((await summary()).pendingJointEntries).toEqual([]);
    expect((await standing()).pendingFinancialDisputes).toBe(0);

    const plain = json<{ id: string }>(
      await api.inject({ method: "POST", url: `${base}/assets`, payload: VALID["assets"], as: asA }),
    );
    const notJoint = await api.inject({
      method: "POST",
      url: `${base}/assets/${plain.id}/joint-confirmation`,
      payload: { decision: "CONFIRM" },
      as: asB,
    });
    expect(json(notJoint)).toMatchObject({ code: "JOINT_ENTRY_NOT_JOINT" });
  });
});

describe("the payment gate (the Financial Disclosure menu item's rule on the server)", () => {
  it("refuses every write while the couple's prenup is not paid, with the error shape of the API, changing nothing; a payment by either partner opens it", async () => {
    const unpaid = await createCouple(api.db);
    const as = claimsOf(unpaid.userA);
    const unpaidBase = `/users/${unpaid.userA.id}/documents/${unpaid.document.id}`;
    const tables = [...Object.values(TABLES), financialDisclosures];
    const refused = async (request: {
      method: "POST" | "PUT" | "PATCH" | "DELETE";
      url: string;
      payload?: object;
      as: TokenClaims;
    }) => {
      const before = await snapshotTables(api.db, tables);
      const response = await api.inject(request);
      expect(response.statusCode, response.body).toBe(402);
      expect(json(response)).toEqual({ error: MENU_GATE_MESSAGES.prenupNotPaid, code: "PRENUP_NOT_PAID" });
      expect(await snapshotTables(api.db, tables)).toEqual(before);
    };
    for (const kind of Object.keys(VALID))
      await refused({ method: "POST", url: `${unpaidBase}/${kind}`, payload: VALID[kind]!, as });
    await refused({
      method: "PUT",
      url: `${unpaidBase}/disclosure-declaration`,
      payload: { declaration: "NOTHING_TO_DISCLOSE" },
      as,
    });
    // A's acknowledgement of B's disclosure (stored before the gate, as a seed or an import would).
    await declareDisclosure(api.db, {
      userId: unpaid.userB.id,
      documentId: unpaid.document.id,
      declaration: "NOTHING_TO_DISCLOSE",
    });
    await refused({ method: "POST", url: `${unpaidBase}/disclosure-acknowledgement`, payload: { version: 1 }, as });

    // Paid by partner B (for this agreement): writes open; a full refund closes them again.
    const { purchaseItem } = await markPrenupPaid(api.db, { document: unpaid.document, user: unpaid.userB });
    const created = await api.inject({
      method: "POST",
      url: `${unpaidBase}/assets`,
      payload: { ...VALID["assets"], isJoint: true, userAPercentage: 50, userBPercentage: 50 },
      as,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = json<{ id: string }>(created).id;
    await api.db
      .update(purchaseItems)
      .set({ paymentStatus: "FULL_REFUNDED" })
      .where(eq(purchaseItems.id, purchaseItem.id));
    await refused({ method: "PATCH", url: `${unpaidBase}/assets/${id}`, payload: { valueInCents: 1 }, as });
    await refused({ method: "DELETE", url: `${unpaidBase}/assets/${id}`, as });
    await refused({
      method: "POST",
      url: `${unpaidBase}/assets/${id}/joint-confirmation`,
      payload: { decision: "CONFIRM" },
      as: claimsOf(unpaid.userB),
    });
    // Reading stays possible (the menu gate closes the screen, not the data).
    expect((await api.inject({ method: "GET", url: `${unpaidBase}/assets`, as })).statusCode).toBe(200);
  });
});

describe("exchange rates (admin)", () => {
  it("lists the rates, sets one with its date (kept by the reference seed), and refuses bad input changing nothing", async () => {
    const admin = await createAdmin(api.db);
    const asAdmin = claimsOf(admin, "admin");
    const listed = await api.inject({ method: "GET", url: "/admin/for-ex-rates", as: asAdmin });
    expect(listed.statusCode, listed.body).toBe(200);
    const rates = json<{ rates: { currency: string; rate: number; editedByAdmin: boolean }[] }>(listed).rates;
    expect(rates.map((rate) => rate.currency).sort()).toEqual([
      "AUD",
      "CAD",
      "CHF",
      "CNY",
      "EUR",
      "GBP",
      "INR",
      "JPY",
      "SGD",
      "USD",
    ]);
    expect(rates.find((rate) => rate.currency === "USD")).toMatchObject({ rate: 1, editedByAdmin: false });

    const before = await snapshotTables(api.db, [forExRates]);
    for (const [url, payload, message] of [
      ["/admin/for-ex-rates/EUR", { rate: 0 }, "The rate must be greater than zero"],
      ["/admin/for-ex-rates/EUR", { rate: -2 }, "The rate must be greater than zero"],
      ["/admin/for-ex-rates/EUR", { rate: "0.9" }, "Enter the rate as a number"],
      ["/admin/for-ex-rates/EUR", { rate: 0.9, asOf: "20-11-2026" }, "Enter the rate's date as YYYY-MM-DD"],
      ["/admin/for-ex-rates/EUR", { rate: 0.9, extra: true }, ""],
      ["/admin/for-ex-rates/USD", { rate: 2 }, "other than the US dollar"],
      ["/admin/for-ex-rates/XYZ", { rate: 2 }, "other than the US dollar"],
    ] as const) {
      const response = await api.inject({ method: "PATCH", url, payload, as: asAdmin });
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}: ${response.body}`).toBe(400);
      expect(response.body).toContain(message);
    }
    expect(await snapshotTables(api.db, [forExRates])).toEqual(before);

    // (CHF: the summary's tests below convert EUR with the seeded rate.)
    const updated = await api.inject({
      method: "PATCH",
      url: "/admin/for-ex-rates/CHF",
      payload: { rate: 0.8, asOf: "2026-11-20" },
      as: asAdmin,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(json(updated)).toMatchObject({
      currency: "CHF",
      rate: 0.8,
      asOf: "2026-11-20T00:00:00.000Z",
      editedByAdmin: true,
    });
    await seedReference(api.db);
    const [chf] = await api.db.select().from(forExRates).where(eq(forExRates.currency, "CHF"));
    expect(chf).toMatchObject({ rate: 0.8, updatedById: admin.id });
  });
});

describe("the summary", () => {
  it("gives both partners' totals in USD with the rate date, income completeness and financials complete", async () => {
    const fresh = await createCouple(api.db, { paid: true });
    const url = `/users/${fresh.userA.id}/documents/${fresh.document.id}`;
    const as = claimsOf(fresh.userA);
    await api.inject({
      method: "POST",
      url: `${url}/assets`,
      payload: { ...VALID["assets"], currency: "EUR", valueInCents: 87_000 },
      as,
    });
    await api.inject({ method: "POST", url: `${url}/debts`, payload: VALID["debts"], as });
    await api.inject({ method: "POST", url: `${url}/incomes`, payload: VALID["incomes"], as });
    let summary = json<{
      partners: {
        userId: string;
        assetsUsdCents: number;
        debtsUsdCents: number;
        netWorthUsdCents: number;
        incomeMessage: string | null;
        financialsComplete: boolean;
      }[];
      rateDate: string;
    }>(await api.inject({ method: "GET", url: `${url}/financial-summary`, as: claimsOf(fresh.userB) }));
    expect(summary.rateDate).toBe("2026-11-02T00:00:00.000Z");
    expect(summary.partners[0]).toMatchObject({
      userId: fresh.userA.id,
      assetsUsdCents: 100_000,
      debtsUsdCents: 1_500_000,
      netWorthUsdCents: -1_400_000,
      incomeMessage: "Please add income for 2024 and 2025",
      financialsComplete: false,
    });
    expect(summary.partners[1]).toMatchObject({
      userId: fresh.userB.id,
      incomeMessage: "Please add income for 2024, 2025, and 2026",
    });
    await api.inject({ method: "POST", url: `${url}/incomes`, payload: { ...VALID["incomes"], year: 2025 }, as });
    await api.inject({ method: "POST", url: `${url}/incomes`, payload: { ...VALID["incomes"], year: 2024 }, as });
    summary = json(await api.inject({ method: "GET", url: `${url}/financial-summary`, as }));
    // Every year has income; the disclosure counts once its owner marks it complete, on the summary and the standing alike.
    expect(summary.partners[0]).toMatchObject({ incomeMessage: null, financialsComplete: false });
    const standing = async () =>
      json<{ financialsComplete: boolean }>(
        await api.inject({ method: "GET", url: `/users/${fresh.userA.id}/standing`, as }),
      );
    expect((await standing()).financialsComplete).toBe(false);
    expect(
      (
        await api.inject({
          method: "PUT",
          url: `${url}/disclosure-declaration`,
          payload: { declaration: "COMPLETE" },
          as,
        })
      ).statusCode,
    ).toBe(200);
    summary = json(await api.inject({ method: "GET", url: `${url}/financial-summary`, as }));
    expect(summary.partners[0]).toMatchObject({ incomeMessage: null, financialsComplete: true });
    expect((await standing()).financialsComplete).toBe(true);
  });

  it("adds entries at the ceiling to the cent, and answers totals beyond the cent (amounts stored before the ceiling) with a clear 422, never a 500", async () => {
    const fresh = await createCouple(api.db, { paid: true });
    const url = `/users/${fresh.userA.id}/documents/${fresh.document.id}`;
    const as = claimsOf(fresh.userA);
    const ceiling = 10_000_000_000_00;
    for (let index = 0; index < 3; index += 1) {
      const response = await api.inject({
        method: "POST",
        url: `${url}/assets`,
        payload: { ...VALID["assets"], valueInCents: ceiling },
        as,
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const read = () => api.inject({ method: "GET", url: `${url}/financial-summary`, as });
    const summary = await read();
    expect(summary.statusCode, summary.body).toBe(200);
    expect(json<{ partners: { assetsUsdCents: number }[] }>(summary).partners[0]!.assetsUsdCents).toBe(3 * ceiling);
    // Two amounts written before the ceiling existed, whose sum no number carries to the cent.
    await api.db
      .update(accountsAndAssets)
      .set({ valueInCents: Number.MAX_SAFE_INTEGER })
      .where(eq(accountsAndAssets.documentId, fresh.document.id));
    const beyond = await read();
    expect(beyond.statusCode, beyond.body).toBe(422);
    expect(json(beyond)).toEqual({ code: "AMOUNTS_OUT_OF_RANGE", error: AMOUNTS_OUT_OF_RANGE_MESSAGE });
  });
});

describe("legacy joint properties", () => {
  it("are read and deleted, never created", async () => {
    const [row] = await api.db
      .insert(legacyJointProperties)
      .values({
        userId: couple.userA.id,
        documentId: couple.document.id,
        description: "Cabin (imported)",
        valueInCents: 5_000_000,
        details: { source: "import" },
      })
      .returning();
    const list = json<{ items: { id: string; description: string; details: unknown }[] }>(
      await api.inject({ method: "GET", url: `${base}/legacy-joint-properties`, as: asB }),
    );
    expect(list.items).toEqual([
      expect.objectContaining({ id: row!.id, description: "Cabin (imported)", details: { source: "import" } }),
    ]);
    expect(
      (await api.inject({ method: "POST", url: `${base}/legacy-joint-properties`, payload: {}, as: asA })).statusCode,
    ).toBe(404);
    expect(
      (await api.inject({ method: "DELETE", url: `${base}/legacy-joint-properties/${row!.id}`, as: asA })).statusCode,
    ).toBe(204);
  });
});

/** The reader acknowledges their partner's disclosure at the version the summary offers; answers the response. */
async function acknowledgeAsShown(reader: Parameters<typeof claimsOf>[0] & { id: string }, documentId: string) {
  const as = claimsOf(reader);
  const summary = json<{ partners: { userId: string; acknowledgement: { currentVersion: number | null } }[] }>(
    await api.inject({ method: "GET", url: `/users/${reader.id}/documents/${documentId}/financial-summary`, as }),
  );
  const owner = summary.partners.find((partner) => partner.userId !== reader.id)!;
  return api.inject({
    method: "POST",
    url: `/users/${reader.id}/documents/${documentId}/disclosure-acknowledgement`,
    payload: { version: owner.acknowledgement.currentVersion ?? 1 },
    as,
  });
}

describe("the agreement", () => {
  it("prints the disclosure in the schedules and asks for a new generation after a partner changes it", async () => {
    const ready = await readyCouple(api.db);
    const asReadyA = claimsOf(ready.userA);
    const url = `/users/${ready.userA.id}/documents/${ready.document.id}`;
    await api.inject({ method: "POST", url: `${url}/vehicles`, payload: VALID["vehicles"], as: asReadyA });
    // The entry withdrew A's "nothing to disclose": A lists each year's income and marks the disclosure complete.
    await incomeForEveryYear(url, asReadyA);
    expect(
      (
        await api.inject({
          method: "PUT",
          url: `${url}/disclosure-declaration`,
          payload: { declaration: "COMPLETE" },
          as: asReadyA,
        })
      ).statusCode,
    ).toBe(200);
    expect((await acknowledgeAsShown(ready.userB, ready.document.id)).statusCode).toBe(200);
    const generated = await api.inject({
      method: "POST",
      url: `/documents/${ready.document.id}/generate`,
      as: asReadyA,
    });
    expect(generated.statusCode, generated.body).toBe(201);
    const status = async () =>
      json<{ needsRegeneration: boolean; userAMadeChanges: boolean; userBMadeChanges: boolean }>(
        await api.inject({ method: "GET", url: `/documents/${ready.document.id}/regeneration-status`, as: asReadyA }),
      );
    expect(await status()).toMatchObject({ needsRegeneration: false });
    const sections = await api.db.execute<{ text: string }>(
      sql`select c.text from document_clauses c where c.document_id = ${ready.document.id} and c.text ilike '%Corolla%'`,
    );
    expect(sections.rows.length).toBeGreaterThan(0);
    api.clock.advance(60_000);
    await api.inject({ method: "POST", url: `${url}/debts`, payload: VALID["debts"], as: asReadyA });
    expect(await status()).toMatchObject({ needsRegeneration: true, userAMadeChanges: true, userBMadeChanges: false });
  });
});

type Declaration = {
  userId: string;
  disclosureStatus: string;
  completedAt: string | null;
  nothingToDiscloseAt: string | null;
};
type Issues = { error: { issues: { message: string; path: (string | number)[] }[] } };

describe("the basis of each value", () => {
  it("is required for every kind in Minnesota: an entry without it is refused with the message and nothing is stored", async () => {
    const minnesota = await createCouple(api.db, { state: "MN", paid: true });
    const as = claimsOf(minnesota.userA);
    const url = `/users/${minnesota.userA.id}/documents/${minnesota.document.id}`;
    const tables = [...Object.values(TABLES), financialDisclosures];
    for (const [kind, body] of Object.entries(VALID)) {
      const before = await snapshotTables(api.db, tables);
      const refused = await api.inject({ method: "POST", url: `${url}/${kind}`, payload: body, as });
      expect(refused.statusCode, kind).toBe(400);
      expect(json<Issues>(refused).error.issues).toEqual([
        { message: valueBasisRequiredMessage("Minnesota"), path: ["valueBasis"] },
      ]);
      expect(await snapshotTables(api.db, tables), kind).toEqual(before);
      const created = await api.inject({
        method: "POST",
        url: `${url}/${kind}`,
        payload: { ...body, valueBasis: "statement of 2026-10-31" },
        as,
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(json(created)).toMatchObject({ valueBasis: "statement of 2026-10-31" });
    }
    // An update may not take the basis away.
    const [account] = await api.db
      .select()
      .from(accountsAndAssets)
      .where(eq(accountsAndAssets.documentId, minnesota.document.id));
    const before = await snapshotTables(api.db, tables);
    const cleared = await api.inject({
      method: "PATCH",
      url: `${url}/assets/${account!.id}`,
      payload: { valueBasis: "  " },
      as,
    });
    expect(cleared.statusCode).toBe(400);
    expect(json<Issues>(cleared).error.issues[0]!.message).toBe(valueBasisRequiredMessage("Minnesota"));
    expect(await snapshotTables(api.db, tables)).toEqual(before);
    const summary = json<{ stateAbbreviation: string; valueBasisRequired: boolean }>(
      await api.inject({ method: "GET", url: `${url}/financial-summary`, as }),
    );
    expect(summary).toMatchObject({ stateAbbreviation: "MN", valueBasisRequired: true });
  });

  it("is optional elsewhere, and kept when given", async () => {
    const created = await api.inject({
      method: "POST",
      url: `${base}/debts`,
      payload: { ...VALID["debts"], valueBasis: "loan statement of 2026-10-31" },
      as: asA,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(json(created)).toMatchObject({ valueBasis: "loan statement of 2026-10-31" });
    expect(
      json<{ valueBasisRequired: boolean }>(
        await api.inject({ method: "GET", url: `${base}/financial-summary`, as: asA }),
      ).valueBasisRequired,
    ).toBe(false);
  });
});

describe("declaring one's disclosure complete, or that there is nothing to disclose", () => {
  const declare = (url: string, as: TokenClaims, payload: unknown) =>
    api.inject({ method: "PUT", url: `${url}/disclosure-declaration`, payload: payload as object, as });

  it("stores the attestation with its time, withdraws it when an entry is added, and marks a disclosure with entries complete", async () => {
    const fresh = await createCouple(api.db, { paid: true });
    const as = claimsOf(fresh.userA);
    const url = `/users/${fresh.userA.id}/documents/${fresh.document.id}`;
    api.clock.set(new Date("2026-11-21T12:00:00.000Z"));
    const nothing = await declare(url, as, { declaration: "NOTHING_TO_DISCLOSE" });
    expect(nothing.statusCode, nothing.body).toBe(200);
    expect(json<Declaration>(nothing)).toEqual({
      userId: fresh.userA.id,
      disclosureStatus: "NOTHING_TO_DISCLOSE",
      completedAt: null,
      nothingToDiscloseAt: "2026-11-21T12:00:00.000Z",
    });
    const summary = async () =>
      json<{ partners: (Declaration & { respondent: string })[] }>(
        await api.inject({ method: "GET", url: `${url}/financial-summary`, as: claimsOf(fresh.userB) }),
      );
    expect((await summary()).partners.find((partner) => partner.respondent === "A")).toMatchObject({
      disclosureStatus: "NOTHING_TO_DISCLOSE",
    });

    // An entry withdraws "nothing to disclose"; the disclosure is then in progress until marked complete.
    expect((await api.inject({ method: "POST", url: `${url}/debts`, payload: VALID["debts"], as })).statusCode).toBe(
      201,
    );
    expect((await summary()).partners.find((partner) => partner.respondent === "A")).toMatchObject({
      disclosureStatus: "IN_PROGRESS",
      nothingToDiscloseAt: null,
    });
    // Complete needs each required year's income, and says which years are missing.
    const early = await declare(url, as, { declaration: "COMPLETE" });
    expect(early.statusCode).toBe(409);
    expect(json(early)).toEqual({
      error: DISCLOSURE_DECLARATION_MESSAGES.incomeMissing([2024, 2025, 2026]),
      code: "DISCLOSURE_DECLARATION_REFUSED",
    });
    expect((await summary()).partners.find((partner) => partner.respondent === "A")).toMatchObject({
      disclosureStatus: "IN_PROGRESS",
      completedAt: null,
    });
    await incomeForEveryYear(url, as);
    const complete = await declare(url, as, { declaration: "COMPLETE" });
    expect(json<Declaration>(complete)).toMatchObject({
      disclosureStatus: "COMPLETED",
      completedAt: "2026-11-21T12:00:00.000Z",
      nothingToDiscloseAt: null,
    });
    const withdrawn = await declare(url, as, { declaration: null });
    expect(json<Declaration>(withdrawn)).toMatchObject({ disclosureStatus: "IN_PROGRESS", completedAt: null });
  });

  it("refuses a declaration that is not true of the entries, or not the partner's own, and bad input, changing nothing", async () => {
    const fresh = await createCouple(api.db, { paid: true });
    const as = claimsOf(fresh.userA);
    const url = `/users/${fresh.userA.id}/documents/${fresh.document.id}`;
    const tables = [financialDisclosures, debts];
    const refused = async (payload: unknown, status: number, as_: TokenClaims = as, target = url) => {
      const before = await snapshotTables(api.db, tables);
      const response = await declare(target, as_, payload);
      expect(response.statusCode, response.body).toBe(status);
      expect(await snapshotTables(api.db, tables)).toEqual(before);
      return response;
    };
    expect(json(await refused({ declaration: "COMPLETE" }, 409))).toEqual({
      error: DISCLOSURE_DECLARATION_MESSAGES.completeWithoutEntries,
      code: "DISCLOSURE_DECLARATION_REFUSED",
    });
    expect(json<Issues>(await refused({ declaration: "DONE" }, 400)).error.issues[0]!.message).toBe(
      "Choose COMPLETE, NOTHING_TO_DISCLOSE or null (withdraw)",
    );
    await refused({}, 400);
    // Partner B cannot declare for A.
    await refused({ declaration: "NOTHING_TO_DISCLOSE" }, 403, claimsOf(fresh.userB));
    await api.inject({ method: "POST", url: `${url}/debts`, payload: VALID["debts"], as });
    expect(json(await refused({ declaration: "NOTHING_TO_DISCLOSE" }, 409)).error).toBe(
      DISCLOSURE_DECLARATION_MESSAGES.nothingWithEntries(1),
    );
  });
});

describe("generation needs both partners' disclosures", () => {
  it("refuses, naming the partner and what to do, until each is complete or declared empty; the agreement then says which", async () => {
    const ready = await readyCouple(api.db, { disclosed: false });
    const asReadyA = claimsOf(ready.userA);
    const urlOf = (userId: string) => `/users/${userId}/documents/${ready.document.id}`;
    const generate = () =>
      api.inject({ method: "POST", url: `/documents/${ready.document.id}/generate`, as: asReadyA });
    const refused = async (message: string) => {
      const before = await snapshotTables(api.db, [documents, financialDisclosures]);
      const response = await generate();
      expect(response.statusCode, response.body).toBe(409);
      expect(json(response)).toEqual({ error: message, code: "GENERATION_NOT_READY" });
      expect(await snapshotTables(api.db, [documents, financialDisclosures])).toEqual(before);
    };
    const toDo =
      "On the Financial Disclosure page, mark the disclosure complete (it needs at least one entry) or declare that there is nothing to disclose.";
    await refused(`Your financial disclosure and Blake's are not finished. ${toDo}`);
    await api.inject({
      method: "POST",
      url: `${urlOf(ready.userA.id)}/vehicles`,
      payload: VALID["vehicles"],
      as: asReadyA,
    });
    await incomeForEveryYear(urlOf(ready.userA.id), asReadyA);
    await api.inject({
      method: "PUT",
      url: `${urlOf(ready.userA.id)}/disclosure-declaration`,
      payload: { declaration: "COMPLETE" },
      as: asReadyA,
    });
    await refused(`Blake's financial disclosure is not finished. ${toDo}`);
    await api.inject({
      method: "PUT",
      url: `${urlOf(ready.userB.id)}/disclosure-declaration`,
      payload: { declaration: "NOTHING_TO_DISCLOSE" },
      as: claimsOf(ready.userB),
    });
    // Given, but each partner acknowledges the other's disclosure first.
    await refused(
      "You have not acknowledged Blake's financial disclosure (version 1) yet. Each of you acknowledges the other's disclosure on the Financial Disclosure page.",
    );
    expect((await acknowledgeAsShown(ready.userA, ready.document.id)).statusCode).toBe(200);
    await refused(
      "Blake has not acknowledged your financial disclosure (version 1) yet. Each of you acknowledges the other's disclosure on the Financial Disclosure page.",
    );
    expect((await acknowledgeAsShown(ready.userB, ready.document.id)).statusCode).toBe(200);
    const generated = await generate();
    expect(generated.statusCode, generated.body).toBe(201);
    const recitals = await api.db.execute<{ text: string }>(
      sql`select c.text from document_clauses c where c.document_id = ${ready.document.id} and c.key like 'recital_disclosure%' order by c."order"`,
    );
    expect(recitals.rows.map((row) => row.text)).toEqual([
      "Avery has given Blake a written disclosure of Avery's property, debts and income, summarized in Schedule A, which forms part of this Agreement. Its values are good-faith estimates.",
      "Blake has declared in writing to Avery that Blake has no property, debts or income to disclose, as Schedule B records.",
      "Each Party has read the other's Schedule, has had the chance to ask the other about it, and considers the disclosure received fair and reasonable.",
    ]);
  });

  it("refuses a Minnesota disclosure whose entry does not say what its value is based on", async () => {
    const ready = await readyCouple(api.db, { state: "MN", disclosed: false });
    const asReadyB = claimsOf(ready.userB);
    // An entry from before the rule (written straight to the table), then marked complete.
    await api.db.insert(debts).values({
      userId: ready.userA.id,
      documentId: ready.document.id,
      creditor: "First Bank",
      amountDueInCents: 100_000,
    });
    await declareDisclosure(api.db, { userId: ready.userA.id, documentId: ready.document.id, declaration: "COMPLETE" });
    await declareDisclosure(api.db, {
      userId: ready.userB.id,
      documentId: ready.document.id,
      declaration: "NOTHING_TO_DISCLOSE",
    });
    const summary = json<{ partners: { respondent: string; entriesWithoutValueBasis: number }[] }>(
      await api.inject({
        method: "GET",
        url: `/users/${ready.userB.id}/documents/${ready.document.id}/financial-summary`,
        as: asReadyB,
      }),
    );
    expect(summary.partners.find((partner) => partner.respondent === "A")?.entriesWithoutValueBasis).toBe(1);
    const refused = await api.inject({ method: "POST", url: `/documents/${ready.document.id}/generate`, as: asReadyB });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(json<{ error: string }>(refused).error).toBe(
      "Avery's financial disclosure has 1 entry that does not say what the value is based on, which Minnesota law requires. Add the basis to each on the Financial Disclosure page.",
    );
  });
});

describe("disclosure versions and their acknowledgement", () => {
  type Acknowledgement = {
    state: string;
    currentVersion: number | null;
    currentIsNew: boolean;
    acknowledgedVersion: number | null;
    acknowledgedAt: string | null;
    changesSinceAcknowledged: { added: string[]; changed: string[]; removed: string[] } | null;
  };
  const versionTables = [disclosureVersions, disclosureAcknowledgements, financialDisclosures];

  it("freezes each given disclosure as a numbered version, which the partner acknowledges; a change lapses it and is acknowledged as the next version", async () => {
    const ready = await readyCouple(api.db, { disclosed: false });
    const [asAvery, asBlake] = [claimsOf(ready.userA), claimsOf(ready.userB)];
    const averyUrl = `/users/${ready.userA.id}/documents/${ready.document.id}`;
    const blakeUrl = `/users/${ready.userB.id}/documents/${ready.document.id}`;
    const averysDisclosure = async () =>
      json<{ partners: { userId: string; acknowledgement: Acknowledgement }[] }>(
        await api.inject({ method: "GET", url: `${blakeUrl}/financial-summary`, as: asBlake }),
      ).partners.find((partner) => partner.userId === ready.userA.id)!.acknowledgement;
    const acknowledge = (version: unknown) =>
      api.inject({ method: "POST", url: `${blakeUrl}/disclosure-acknowledgement`, payload: { version }, as: asBlake });

    // Nothing to acknowledge before Avery gives the disclosure; nothing is stored.
    await api.inject({ method: "POST", url: `${averyUrl}/vehicles`, payload: VALID["vehicles"], as: asAvery });
    expect(await averysDisclosure()).toMatchObject({ state: "NOT_GIVEN", currentVersion: null });
    let before = await snapshotTables(api.db, versionTables);
    const early = await acknowledge(1);
    expect(early.statusCode).toBe(409);
    expect(json(early)).toMatchObject({ code: "DISCLOSURE_NOT_GIVEN" });
    expect(await snapshotTables(api.db, versionTables)).toEqual(before);

    // Marking it complete freezes version 1: the entries as the schedules print them, and their hash.
    await incomeForEveryYear(averyUrl, asAvery);
    const declared = await api.inject({
      method: "PUT",
      url: `${averyUrl}/disclosure-declaration`,
      payload: { declaration: "COMPLETE" },
      as: asAvery,
    });
    expect(declared.statusCode, declared.body).toBe(200);
    const [first] = await api.db
      .select()
      .from(disclosureVersions)
      .where(eq(disclosureVersions.ownerId, ready.userA.id));
    expect(first).toMatchObject({ number: 1, status: "COMPLETED", entryCount: 4 });
    expect(first!.contentSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(first!.content)).toContain("Corolla");
    expect(await averysDisclosure()).toMatchObject({ state: "AWAITED", currentVersion: 1, currentIsNew: false });

    // Blake acknowledges version 1; again changes nothing.
    const acknowledged = await acknowledge(1);
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    expect(json(acknowledged)).toMatchObject({ ownerId: ready.userA.id, version: 1 });
    expect(await averysDisclosure()).toMatchObject({ state: "CURRENT", acknowledgedVersion: 1 });
    before = await snapshotTables(api.db, versionTables);
    api.clock.advance(1_000);
    const again = await acknowledge(1);
    expect(again.statusCode).toBe(200);
    expect(json(again)).toEqual(json(acknowledged));
    expect(await snapshotTables(api.db, versionTables)).toEqual(before);

    // Avery adds a debt: the acknowledgement lapses; version 2 is what Blake is asked to acknowledge.
    api.clock.advance(60_000);
    await api.inject({ method: "POST", url: `${averyUrl}/debts`, payload: VALID["debts"], as: asAvery });
    const lapsed = await averysDisclosure();
    expect(lapsed).toMatchObject({ state: "LAPSED", currentVersion: 2, currentIsNew: true, acknowledgedVersion: 1 });
    // What changed since version 1, named as the schedules name it.
    expect(lapsed.changesSinceAcknowledged).toEqual({ added: [expect.any(String)], changed: [], removed: [] });
    // An acknowledgement of the version Blake read before the change is refused, naming the current one.
    before = await snapshotTables(api.db, versionTables);
    const stale = await acknowledge(1);
    expect(stale.statusCode).toBe(409);
    expect(json(stale)).toEqual({
      code: "DISCLOSURE_VERSION_CHANGED",
      error:
        "Your partner changed their disclosure while you were reading it: it is now version 2. Read it again, then acknowledge it.",
    });
    expect(await snapshotTables(api.db, versionTables)).toEqual(before);
    // Bad bodies change nothing either.
    for (const payload of [{}, { version: "two" }, { version: 0 }]) {
      const bad = await api.inject({
        method: "POST",
        url: `${blakeUrl}/disclosure-acknowledgement`,
        payload,
        as: asBlake,
      });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.body).toContain("Say which version of your partner's disclosure you acknowledge");
    }
    expect(await snapshotTables(api.db, versionTables)).toEqual(before);

    // Acknowledging version 2 freezes it with the debt, and it is current again.
    expect((await acknowledge(2)).statusCode).toBe(200);
    const versions = await api.db
      .select()
      .from(disclosureVersions)
      .where(eq(disclosureVersions.ownerId, ready.userA.id))
      .orderBy(disclosureVersions.number);
    expect(versions.map((version) => [version.number, version.entryCount])).toEqual([
      [1, 4],
      [2, 5],
    ]);
    expect(versions[1]!.contentSha256).not.toBe(versions[0]!.contentSha256);
    expect(await averysDisclosure()).toMatchObject({ state: "CURRENT", currentVersion: 2, acknowledgedVersion: 2 });
  });

  it("lapses the acknowledgement on a change stamped in the same millisecond as the version it acknowledged", async () => {
    const ready = await readyCouple(api.db, { disclosed: false });
    const [asAvery, asBlake] = [claimsOf(ready.userA), claimsOf(ready.userB)];
    const averyUrl = `/users/${ready.userA.id}/documents/${ready.document.id}`;
    const blakeUrl = `/users/${ready.userB.id}/documents/${ready.document.id}`;
    const averysDisclosure = async () =>
      json<{ partners: { userId: string; acknowledgement: Acknowledgement }[] }>(
        await api.inject({ method: "GET", url: `${blakeUrl}/financial-summary`, as: asBlake }),
      ).partners.find((partner) => partner.userId === ready.userA.id)!.acknowledgement;
    // The clock stands still: the declaration, the acknowledgement and the next change share one instant.
    await api.inject({ method: "POST", url: `${averyUrl}/vehicles`, payload: VALID["vehicles"], as: asAvery });
    await incomeForEveryYear(averyUrl, asAvery);
    const declared = await api.inject({
      method: "PUT",
      url: `${averyUrl}/disclosure-declaration`,
      payload: { declaration: "COMPLETE" },
      as: asAvery,
    });
    expect(declared.statusCode, declared.body).toBe(200);
    const acknowledged = await api.inject({
      method: "POST",
      url: `${blakeUrl}/disclosure-acknowledgement`,
      payload: { version: 1 },
      as: asBlake,
    });
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    expect(await averysDisclosure()).toMatchObject({ state: "CURRENT", acknowledgedVersion: 1 });

    await api.inject({ method: "POST", url: `${averyUrl}/debts`, payload: VALID["debts"], as: asAvery });
    expect(await averysDisclosure()).toMatchObject({
      state: "LAPSED",
      currentVersion: 2,
      currentIsNew: true,
      acknowledgedVersion: 1,
    });
    // Generation would need version 2 acknowledged: the standing agrees with the summary.
    const standing = json<{ partnerDisclosureAcknowledgement: { state: string; currentVersion: number } | null }>(
      await api.inject({ method: "GET", url: `/users/${ready.userB.id}/standing`, as: asBlake }),
    );
    expect(standing.partnerDisclosureAcknowledgement).toMatchObject({ state: "LAPSED", currentVersion: 2 });
  });

  it("lets only a partner acknowledge, for the other partner's disclosure", async () => {
    const ready = await readyCouple(api.db);
    const stranger = await createCouple(api.db, { paid: true });
    const url = `/users/${ready.userB.id}/documents/${ready.document.id}/disclosure-acknowledgement`;
    const before = await snapshotTables(api.db, versionTables);
    // Someone else, for Blake's path, or a partner of another couple on this document.
    expect(
      (await api.inject({ method: "POST", url, payload: { version: 2 }, as: claimsOf(ready.userA) })).statusCode,
    ).toBe(403);
    const otherDocument = await api.inject({
      method: "POST",
      url: `/users/${stranger.userA.id}/documents/${ready.document.id}/disclosure-acknowledgement`,
      payload: { version: 1 },
      as: claimsOf(stranger.userA),
    });
    expect([403, 404]).toContain(otherDocument.statusCode);
    expect(await snapshotTables(api.db, versionTables)).toEqual(before);
  });

  it("stores one version and one acknowledgement when the same acknowledgement arrives twice at once", async () => {
    const ready = await readyCouple(api.db);
    const averyUrl = `/users/${ready.userA.id}/documents/${ready.document.id}`;
    api.clock.advance(60_000);
    await api.inject({ method: "POST", url: `${averyUrl}/debts`, payload: VALID["debts"], as: claimsOf(ready.userA) });
    await incomeForEveryYear(averyUrl, claimsOf(ready.userA));
    await api.inject({
      method: "PUT",
      url: `${averyUrl}/disclosure-declaration`,
      payload: { declaration: "COMPLETE" },
      as: claimsOf(ready.userA),
    });
    api.clock.advance(60_000);
    await api.inject({
      method: "POST",
      url: `${averyUrl}/vehicles`,
      payload: VALID["vehicles"],
      as: claimsOf(ready.userA),
    });
    const url = `/users/${ready.userB.id}/documents/${ready.document.id}/disclosure-acknowledgement`;
    const responses = await Promise.all(
      [1, 2].map(() => api.inject({ method: "POST", url, payload: { version: 3 }, as: claimsOf(ready.userB) })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const versions = await api.db
      .select({ number: disclosureVersions.number })
      .from(disclosureVersions)
      .where(eq(disclosureVersions.ownerId, ready.userA.id));
    expect(versions.map((version) => version.number).sort()).toEqual([1, 2, 3]);
    const acknowledgements = await api.db
      .select()
      .from(disclosureAcknowledgements)
      .where(eq(disclosureAcknowledgements.acknowledgedById, ready.userB.id));
    expect(acknowledgements).toHaveLength(2);
  });
});
