import { lawFirms, products, states, terms } from "@prenup/db";
import { createLawFirm } from "@prenup/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, json, type TestApi } from "./harness.ts";

let api: TestApi;
let california: typeof states.$inferSelect | undefined;

beforeAll(async () => {
  api = await createTestApi();
  [california] = await api.db.select().from(states).where(eq(states.abbreviation, "CA"));
  // An inactive and a deleted state next to the seeded (active) ones.
  await api.db.insert(states).values([
    {
      countryId: california!.countryId,
      name: "Zz Inactive Territory",
      abbreviation: "ZI",
      isActive: false,
      distributionLaw: "EQUITABLE_DISTRIBUTION",
      spousalSupportLaw: "CAN_WAIVE_OR_MODIFY",
    },
    {
      countryId: california!.countryId,
      name: "Zz Deleted Territory",
      abbreviation: "ZD",
      distributionLaw: "EQUITABLE_DISTRIBUTION",
      spousalSupportLaw: "CAN_WAIVE_OR_MODIFY",
      deletedAt: new Date("2026-01-01T00:00:00Z"),
    },
  ]);
});
afterAll(async () => {
  await api?.close();
});

type StateBody = { id: string; name: string; abbreviation: string; isActive: boolean };

describe("GET /states", () => {
  it("lists live states ordered by name, with the legal facts and no bookkeeping columns", async () => {
    const response = await api.inject({ method: "GET", url: "/states" });
    expect(response.statusCode).toBe(200);
    const body = json<StateBody[]>(response);
    const names = body.map((state) => state.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(names).toContain("Zz Inactive Territory");
    expect(names).not.toContain("Zz Deleted Territory");
    const ca = body.find((state) => state.abbreviation === "CA");
    expect(ca).toMatchObject({ name: "California", distributionLaw: "COMMUNITY_PROPERTY", allowsOnlineNotary: false });
    expect(Object.keys(ca!)).not.toContain("deletedAt");
    expect(Object.keys(ca!)).not.toContain("createdById");
  });

  it("filters on isActive", async () => {
    const active = json<StateBody[]>(await api.inject({ method: "GET", url: "/states?isActive=true" }));
    expect(active.length).toBeGreaterThan(0);
    expect(active.every((state) => state.isActive)).toBe(true);
    const inactive = json<StateBody[]>(await api.inject({ method: "GET", url: "/states?isActive=false" }));
    expect(inactive.map((state) => state.abbreviation)).toEqual(["ZI"]);
  });

  it("rejects a filter that is not true or false with a validation issue on the field", async () => {
    const response = await api.inject({ method: "GET", url: "/states?isActive=maybe" });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ error: { issues: [{ message: "Use true or false", path: ["isActive"] }] } });
  });
});

describe("GET /terms", () => {
  beforeAll(async () => {
    const [newYork] = await api.db.select().from(states).where(eq(states.abbreviation, "NY"));
    await api.db.insert(terms).values([
      { key: "test_agreement_name", value: "prenuptial agreement" },
      { key: "test_agreement_name", stateId: california!.id, value: "premarital agreement" },
      { key: "test_spouse", value: "spouse" },
      { key: "test_only_new_york", stateId: newYork!.id, value: "New York wording" },
      { key: "test_deleted", value: "gone", deletedAt: new Date("2026-01-01T00:00:00Z") },
    ]);
  });

  type TermBody = { key: string; value: string; stateId: string | null };
  const testTerms = (body: TermBody[]) => body.filter((term) => term.key.startsWith("test_"));

  it("answers the general wording without filters", async () => {
    const body = json<TermBody[]>(await api.inject({ method: "GET", url: "/terms" }));
    expect(testTerms(body).map((term) => [term.key, term.value])).toEqual([
      ["test_agreement_name", "prenuptial agreement"],
      ["test_spouse", "spouse"],
    ]);
  });

  it("prefers the state's wording over the general one, key by key", async () => {
    const response = await api.inject({ method: "GET", url: `/terms?stateId=${california!.id}` });
    expect(response.statusCode).toBe(200);
    expect(testTerms(json<TermBody[]>(response))).toEqual([
      expect.objectContaining({ key: "test_agreement_name", value: "premarital agreement", stateId: california!.id }),
      expect.objectContaining({ key: "test_spouse", value: "spouse", stateId: null }),
    ]);
  });

  it("rejects an id that is not a UUID", async () => {
    const response = await api.inject({ method: "GET", url: "/terms?stateId=CA" });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({
      error: { issues: [{ message: "stateId must be a state id", path: ["stateId"] }] },
    });
  });
});

describe("GET /products", () => {
  it("lists the products that are not deleted, with prices in cents and no payment-provider ids", async () => {
    await api.db.insert(products).values({
      key: "test-deleted-product",
      title: "Withdrawn product",
      priceInCents: 100,
      productType: "DOCUMENT",
      productCategory: "DOCUMENT",
      deletedAt: new Date("2026-01-01T00:00:00Z"),
    });
    const response = await api.inject({ method: "GET", url: "/products" });
    expect(response.statusCode).toBe(200);
    const body = json<{ key: string; productType: string; priceInCents: number }[]>(response);
    expect(body.map((product) => product.key)).not.toContain("test-deleted-product");
    const prenup = body.find((product) => product.productType === "PRENUP");
    expect(prenup).toMatchObject({ isSharedProduct: true });
    expect(Number.isInteger(prenup!.priceInCents)).toBe(true);
    expect(Object.keys(prenup!)).not.toContain("stripePriceId");
  });
});

describe("GET /law-firms", () => {
  it("lists approved, live firms with their public fields only", async () => {
    const approved = await createLawFirm(api.db, { name: "Aardvark & Partners", website: "https://aardvark.test" });
    const pending = await createLawFirm(api.db, { name: "Pending Firm LLP", isApproved: false });
    const removed = await createLawFirm(api.db, { name: "Closed Firm", deletedAt: new Date("2026-01-01T00:00:00Z") });
    await api.db
      .update(lawFirms)
      .set({ payoutDetails: "IBAN secret", stripeAccountId: "acct_secret" })
      .where(eq(lawFirms.id, approved.id));

    const response = await api.inject({ method: "GET", url: "/law-firms" });
    expect(response.statusCode).toBe(200);
    const body = json<{ id: string }[]>(response);
    const ids = body.map((firm) => firm.id);
    expect(ids).toContain(approved.id);
    expect(ids).not.toContain(pending.id);
    expect(ids).not.toContain(removed.id);
    expect(body.find((firm) => firm.id === approved.id)).toEqual({
      id: approved.id,
      name: "Aardvark & Partners",
      website: "https://aardvark.test",
      contactEmail: approved.contactEmail,
    });
    expect(response.body).not.toContain("secret");
  });
});
