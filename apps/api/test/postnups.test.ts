/**
 * Postnuptial agreements: a married couple starts one where their state's law lets spouses make
 * one (the state-law matrix's marital-agreement cell), under the rules for agreements during the
 * marriage: a past wedding date, no review period or wedding-day cutoff, the postnup's own title,
 * recitals and effect, and the state's requirements printed in the text.
 */
import { pdfPageTexts } from "@prenup/agreement/testing";
import { contentIds, documentClauses, documents, documentSections, purchaseItems } from "@prenup/db";
import { createAdmin, createCouple, createCustomer, snapshotTables } from "@prenup/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readyCouple, reviewByBoth } from "./agreement-fixtures.ts";
import { LOCAL_CARD_TOKENS } from "../src/integrations/payments/index.ts";
import { claimsOf, createTestApi, json, type TestApi } from "./harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ now: new Date("2026-11-21T12:00:00.000Z") });
});
afterAll(async () => {
  await api?.close();
});

type ErrorBody = { error: string; code: string };
const documentsTable = () => snapshotTables(api.db, [documents]);
const married = { wedding_date: "2024-06-14", wedding_location: "Sacramento, California" };

async function startDocument(body: Record<string, unknown>) {
  const customer = await createCustomer(api.db);
  const response = await api.inject({
    method: "POST",
    url: "/documents",
    payload: { userAId: customer.id, ...body },
    as: claimsOf(customer),
  });
  return { customer, response };
}

async function generate(couple: Awaited<ReturnType<typeof readyCouple>>) {
  const response = await api.inject({
    method: "POST",
    url: `/documents/${couple.document.id}/generate`,
    as: claimsOf(couple.userA),
  });
  expect(response.statusCode, response.body).toBe(201);
  const sections = await api.db
    .select()
    .from(documentSections)
    .where(eq(documentSections.documentId, couple.document.id));
  const clauses = await api.db.select().from(documentClauses).where(eq(documentClauses.documentId, couple.document.id));
  return { sections, clauses, keys: new Set(clauses.map((clause) => clause.key)) };
}

describe("starting a postnup", () => {
  it("starts one in California, with neither the review period nor a wedding-day cutoff", async () => {
    const { response } = await startDocument({ stateId: contentIds.state("CA"), kind: "POSTNUP" });
    expect(response.statusCode, response.body).toBe(201);
    expect(json<{ kind: string; state: { finalAgreementReviewDays: number } }>(response)).toMatchObject({
      kind: "POSTNUP",
      state: { finalAgreementReviewDays: 0 },
    });
    // A prenup there keeps California's seven days.
    const prenup = await startDocument({ stateId: contentIds.state("CA") });
    expect(json<{ kind: string; state: { finalAgreementReviewDays: number } }>(prenup.response)).toMatchObject({
      kind: "PRENUP",
      state: { finalAgreementReviewDays: 7 },
    });
  });

  it("refuses one in Iowa, whose courts do not enforce agreements made during the marriage, and stores nothing", async () => {
    const before = await documentsTable();
    const { response } = await startDocument({ stateId: contentIds.state("IA"), kind: "POSTNUP" });
    expect(response.statusCode, response.body).toBe(409);
    const body = json<ErrorBody>(response);
    expect(body.code).toBe("POSTNUP_NOT_AVAILABLE");
    expect(body.error).toMatch(/^Iowa courts do not enforce an agreement spouses make during the marriage/);
    expect(body.error).toContain("In re Marriage of Cooper, 769 N.W.2d 582 (Iowa 2009)");
    expect(await documentsTable()).toEqual(before);
  });

  it("refuses an unknown kind with a clear message and stores nothing", async () => {
    const before = await documentsTable();
    const { response } = await startDocument({ stateId: contentIds.state("CA"), kind: "MIDNUP" });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("kind must be PRENUP or POSTNUP");
    expect(await documentsTable()).toEqual(before);
  });

  it("refuses to move a postnup into Iowa, and keeps its state", async () => {
    const couple = await readyCouple(api.db, { state: "CA", kind: "POSTNUP", answersA: married, answersB: married });
    const before = await documentsTable();
    const response = await api.inject({
      method: "PATCH",
      url: `/documents/${couple.document.id}`,
      payload: { stateId: contentIds.state("IA"), confirmStateChange: true },
      as: claimsOf(couple.userA),
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(json<ErrorBody>(response).code).toBe("POSTNUP_NOT_AVAILABLE");
    expect(await documentsTable()).toEqual(before);
  });
});

describe("GET /users/{id}/postnup-eligibility", () => {
  const check = (user: Parameters<typeof claimsOf>[0] & { id: string }, query: string) =>
    api.inject({ method: "GET", url: `/users/${user.id}/postnup-eligibility?${query}`, as: claimsOf(user) });
  type Decision = {
    kind: string;
    outcome: string;
    reason: string | null;
    checklist: string[];
    requirements: { kind: string; text: string; source: { citation: string; confidence: string } }[];
    source: { citation: string; confidence: string } | null;
  };

  it("tells a married couple what each state decides, with its source: refused, a court's approval, or allowed", async () => {
    const customer = await createCustomer(api.db);
    const iowa = json<Decision>(await check(customer, "state=IA"));
    expect(iowa).toMatchObject({ kind: "POSTNUP", outcome: "BLOCKED" });
    expect(iowa.reason).toMatch(/^Iowa courts do not enforce/);
    expect(iowa.source?.citation).toContain("In re Marriage of Cooper");

    const louisiana = json<Decision>(await check(customer, "state=LA"));
    expect(louisiana.outcome).toBe("COURT_PETITION");
    expect(louisiana.checklist).toContain("Both spouses sign a joint petition to the court.");
    // Within a year of moving to Louisiana, no court is needed.
    const newcomers = json<Decision>(await check(customer, "state=LA&movedIn=2026-03-01"));
    expect(newcomers.outcome).toBe("ALLOWED");

    const minnesota = json<Decision>(await check(customer, "state=MN"));
    expect(minnesota.outcome).toBe("ALLOWED");
    expect(minnesota.requirements.map((requirement) => requirement.text)).toContain(
      "Each of you must have your own attorney under Minnesota law before signing.",
    );
    const california = json<Decision>(await check(customer, "state=CA"));
    expect(california.requirements.map((requirement) => requirement.kind)).toContain("FIDUCIARY_CLAUSE");
  });

  it("refuses a missing or unknown state and a move date in the future, with their messages", async () => {
    const customer = await createCustomer(api.db);
    for (const [query, message] of [
      ["", /state must be a US state's two-letter abbreviation/],
      ["state=ZZ", /state must be a US state's two-letter abbreviation/],
      ["state=LA&movedIn=2099-01-01", /movedIn must be a date/],
    ] as const) {
      const response = await check(customer, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.body, query).toMatch(message);
    }
  });

  it("reads no table: no statement beyond the caller's session, however many couples there are", async () => {
    const customer = await createCustomer(api.db);
    const count = async () => {
      let statements = 0;
      const stop = api.database.onStatement(() => {
        statements += 1;
      });
      try {
        expect((await check(customer, "state=CA")).statusCode).toBe(200);
        return statements;
      } finally {
        stop();
      }
    };
    await count();
    const before = await count();
    for (const state of ["CA", "MN"])
      await readyCouple(api.db, { state, kind: "POSTNUP", answersA: married, answersB: married });
    expect(await count()).toBe(before);
    expect(before).toBeLessThanOrEqual(1);
  });
});

describe("a postnup's wedding date", () => {
  const put = (user: Parameters<typeof claimsOf>[0] & { id: string }, value: string) =>
    api.inject({
      method: "PUT",
      url: `/users/${user.id}/answers/${contentIds.question("wedding_date")}`,
      payload: { valueTyped: value },
      as: claimsOf(user),
    });

  it("is the day the couple married: a past date is accepted, a future one is not; a prenup's is the other way", async () => {
    const postnup = await readyCouple(api.db, { state: "NY", kind: "POSTNUP", answersA: married, answersB: married });
    const past = await put(postnup.userA, "2023-05-06");
    expect(past.statusCode, past.body).toBe(200);
    expect(json<{ validationError: string | null }>(past).validationError).toBeNull();
    const future = await put(postnup.userA, "2027-05-06");
    expect(json<{ validationError: string | null }>(future).validationError).toBe(
      "Enter the date you married: it cannot be later than today",
    );

    const prenup = await readyCouple(api.db, { state: "NY" });
    const prenupPast = await put(prenup.userA, "2023-05-06");
    expect(json<{ validationError: string | null }>(prenupPast).validationError).toBe("Date should be in the future");
  });
});

describe("paying for a postnup", () => {
  type Person = { id: string; externalId: string; email: string; userType: "CUSTOMER" | "ATTORNEY" | "ADMIN" };
  const productId = async (productType: string) =>
    json<{ id: string; productType: string }[]>(await api.inject({ method: "GET", url: "/products" })).find(
      (product) => product.productType === productType,
    )!.id;
  const openCart = async (user: Person) =>
    json<{ id: string }>(
      await api.inject({
        method: "POST",
        url: `/users/${user.id}/carts`,
        payload: { cartStatus: "UNPAID" },
        as: claimsOf(user),
      }),
    );
  const add = async (user: Person, cartId: string, productType: string) =>
    api.inject({
      method: "POST",
      url: `/users/${user.id}/carts/${cartId}/cart-items`,
      payload: { productId: await productId(productType), quantity: 1 },
      as: claimsOf(user),
    });
  const prenupPaid = async (user: Person) =>
    json<{ prenupPaid: boolean }>(
      await api.inject({ method: "GET", url: `/users/${user.id}/standing`, as: claimsOf(user) }),
    ).prenupPaid;

  it("sells a married couple the Postnuptial Agreement, not the prenup; once paid, it opens for both spouses", async () => {
    const couple = await createCouple(api.db, { state: "CA", document: { kind: "POSTNUP" } });
    const cart = await openCart(couple.userA);
    const prenup = await add(couple.userA, cart.id, "PRENUP");
    expect(prenup.statusCode).toBe(409);
    expect(json<ErrorBody>(prenup).error).toBe(
      "Your agreement is a postnuptial agreement: add the Postnuptial Agreement to your cart instead.",
    );
    const postnup = await add(couple.userA, cart.id, "POSTNUP");
    expect(postnup.statusCode, postnup.body).toBeLessThan(300);
    const paid = await api.inject({
      method: "POST",
      url: `/users/${couple.userA.id}/checkout`,
      payload: { cartId: cart.id, paymentMethod: "CARD", paymentMethodToken: LOCAL_CARD_TOKENS.success },
      as: claimsOf(couple.userA),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(json<{ cart: { totalInCents: number } }>(paid).cart.totalInCents).toBe(59_900);
    expect(await prenupPaid(couple.userA)).toBe(true);
    expect(await prenupPaid(couple.userB)).toBe(true);
    // Neither agreement product can be bought again by the other spouse.
    const again = await add(couple.userB, (await openCart(couple.userB)).id, "POSTNUP");
    expect(again.statusCode).toBe(409);
    expect(json<ErrorBody>(again).error).toBe("Your postnup is already paid for — by you or your partner.");
    // The disclosure's write gate opens too (it reads the purchases in the write's own statement).
    const entry = await api.inject({
      method: "POST",
      url: `/users/${couple.userA.id}/documents/${couple.document.id}/assets`,
      payload: {
        assetAccountType: "ACCOUNT",
        accountType: "CHECKING",
        institution: "First Bank",
        accountNumber: "1234",
        valueInCents: 250_000,
      },
      as: claimsOf(couple.userA),
    });
    expect(entry.statusCode, entry.body).toBe(201);
  });

  it("keeps the disclosure closed while the postnup is unpaid", async () => {
    const couple = await createCouple(api.db, { state: "CA", document: { kind: "POSTNUP" } });
    const entry = await api.inject({
      method: "POST",
      url: `/users/${couple.userA.id}/documents/${couple.document.id}/assets`,
      payload: {
        assetAccountType: "ACCOUNT",
        accountType: "CHECKING",
        institution: "First Bank",
        accountNumber: "1234",
        valueInCents: 250_000,
      },
      as: claimsOf(couple.userA),
    });
    expect(json<ErrorBody>(entry).code).toBe("PRENUP_NOT_PAID");
  });

  it("sells an engaged couple the prenup, not the postnup", async () => {
    const couple = await createCouple(api.db, { state: "CA" });
    const cart = await openCart(couple.userA);
    const refused = await add(couple.userA, cart.id, "POSTNUP");
    expect(refused.statusCode).toBe(409);
    expect(json<ErrorBody>(refused).error).toBe(
      "Your agreement is a premarital agreement: add the Prenuptial Agreement to your cart instead.",
    );
    expect((await add(couple.userA, cart.id, "PRENUP")).statusCode).toBeLessThan(300);
  });

  it("is marked paid by an admin as the Postnuptial Agreement", async () => {
    const admin = await createAdmin(api.db);
    const couple = await createCouple(api.db, { state: "CA", document: { kind: "POSTNUP" } });
    const marked = await api.inject({
      method: "POST",
      url: `/admin/users/${couple.userA.id}/mark-paid`,
      as: claimsOf(admin, "admin"),
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const [item] = await api.db.select().from(purchaseItems).where(eq(purchaseItems.userId, couple.userA.id));
    expect(item?.productId).toBe(await productId("POSTNUP"));
    expect(await prenupPaid(couple.userB)).toBe(true);
  });
});

describe("a postnup's questionnaire", () => {
  type Groups = { groups: { questions: { key: string; title: string; description: string | null }[] }[] };
  const question = async (couple: Awaited<ReturnType<typeof readyCouple>>, section: string, key: string) => {
    const response = await api.inject({
      method: "GET",
      url: `/users/${couple.userA.id}/questionnaire-sections/${section}/groups`,
      as: claimsOf(couple.userA),
    });
    expect(response.statusCode, response.body).toBe(200);
    return json<Groups>(response)
      .groups.flatMap((group) => group.questions)
      .find((candidate) => candidate.key === key);
  };
  const weddingQuestion = (couple: Awaited<ReturnType<typeof readyCouple>>) =>
    question(couple, "about-you-two", "wedding_date");

  it("asks a married couple for the day they married, and a prenup's couple for the day they will", async () => {
    const postnup = await readyCouple(api.db, { state: "CA", kind: "POSTNUP", answersA: married, answersB: married });
    expect(await weddingQuestion(postnup)).toMatchObject({
      title: "What was your wedding date?",
      description: "The day you married, as your marriage certificate shows it.",
    });
    const prenup = await readyCouple(api.db, { state: "CA" });
    expect((await weddingQuestion(prenup))?.title).toBe("What is your wedding date?");
  });

  it("asks how long each spouse will have the final draft, not how long before the wedding they sign", async () => {
    const postnup = await readyCouple(api.db, { state: "CA", kind: "POSTNUP", answersA: married, answersB: married });
    expect((await question(postnup, "understanding", "signing_timeline"))?.title).toBe(
      "How long will each of you have the final draft before you sign?",
    );
    const prenup = await readyCouple(api.db, { state: "CA" });
    expect((await question(prenup, "understanding", "signing_timeline"))?.title).toBe(
      "How long before the wedding do you expect to sign?",
    );
  });

  it("names the postnup in the progress label", async () => {
    const postnup = await readyCouple(api.db, { state: "CA", kind: "POSTNUP", answersA: married, answersB: married });
    const standing = await api.inject({
      method: "GET",
      url: `/users/${postnup.userA.id}/standing`,
      as: claimsOf(postnup.userA),
    });
    expect(standing.statusCode, standing.body).toBe(200);
    const label = json<{ progress: { step: number; label: string } }>(standing).progress;
    expect(label.label).toMatch(label.step === 0 ? /^Starting your postnup/ : /^\d+%$/);
    expect(label.label).not.toMatch(/prenup/i);
  });
});

describe("a postnup's text", () => {
  it("in California: its own title and recitals, the spouses' fiduciary duty, and none of the premarital rules", async () => {
    const couple = await readyCouple(api.db, { state: "CA", kind: "POSTNUP", answersA: married, answersB: married });
    const { sections, clauses, keys } = await generate(couple);
    expect(sections.find((section) => section.key === "caption")?.title).toBe("POSTNUPTIAL AGREEMENT");
    const text = (key: string) => clauses.find((clause) => clause.key === key)?.text ?? "";
    expect(text("caption_parties_married")).toContain(
      'This Postnuptial Agreement (the "Agreement") is made between Avery Stone',
    );
    expect(text("caption_parties_married")).toContain("who are married to each other");
    expect(text("recital_married")).toBe(
      "The Parties married each other on June 14, 2024 in Sacramento, California, and make this Agreement during their marriage.",
    );
    expect(keys.has("effective_on_signing")).toBe(true);
    expect(keys.has("recital_timing_early_married")).toBe(true);
    for (const premarital of [
      "recital_timing_early",
      "caption_parties",
      "recital_marriage",
      "effective_on_marriage",
      "counsel_california_seven_days",
      "counsel_california_unrepresented",
    ])
      expect(keys.has(premarital), premarital).toBe(false);
    // California's separate writings (§ 1615(c)) are premarital: none is produced.
    const files = await api.inject({
      method: "GET",
      url: `/documents/${couple.document.id}/files`,
      as: claimsOf(couple.userA),
    });
    expect(
      files
        .json<{ items: { kind: string }[] }>()
        .items.map((file) => file.kind)
        .sort(),
    ).toEqual(["generated-docx", "generated-pdf"]);
    const pdfText = await agreementText(couple);
    expect(pdfText).toContain(squash("AGREEMENT DURING THE MARRIAGE"));
    expect(pdfText).toContain(squash("spouses owe each other a fiduciary's duty"));
  });

  it("in Minnesota: each spouse's own attorney, the two-year presumption, and no seven-days-before-the-wedding recital", async () => {
    const couple = await readyCouple(api.db, { state: "MN", kind: "POSTNUP", answersA: married, answersB: married });
    const { keys } = await generate(couple);
    expect(keys.has("recital_timing_minnesota")).toBe(false);
    const pdfText = await agreementText(couple);
    expect(pdfText).toContain(squash("advised about it by an independent attorney of their own choosing"));
    expect(pdfText).toContain(squash("within two years after the day it is signed"));
  });

  it("in Ohio: terms that do not encourage ending the marriage", async () => {
    const couple = await readyCouple(api.db, { state: "OH", kind: "POSTNUP", answersA: married, answersB: married });
    await generate(couple);
    expect(await agreementText(couple)).toContain(
      squash("are not intended to encourage, and do not encourage, either Party"),
    );
  });

  it("in Texas: a partition and exchange agreement, by its title and its terms", async () => {
    const texasMarried = { wedding_date: "2024-06-14", wedding_location: "Austin, Texas" };
    const couple = await readyCouple(api.db, {
      state: "TX",
      kind: "POSTNUP",
      answersA: texasMarried,
      answersB: texasMarried,
    });
    const { sections, clauses } = await generate(couple);
    expect(sections.find((section) => section.key === "caption")?.title).toBe("PARTITION AND EXCHANGE AGREEMENT");
    expect(clauses.find((clause) => clause.key === "caption_parties_married")?.text).toContain(
      'This Partition and Exchange Agreement (the "Agreement")',
    );
    const text = await agreementText(couple);
    expect(text).toContain(squash("the Parties partition and exchange that property between themselves"));
    // The couple is told before starting one, with the law behind it.
    const eligibility = await api.inject({
      method: "GET",
      url: `/users/${couple.userA.id}/postnup-eligibility?state=TX`,
      as: claimsOf(couple.userA),
    });
    const partition = json<{ requirements: { kind: string; text: string; source: { citation: string } }[] }>(
      eligibility,
    ).requirements.find((requirement) => requirement.kind === "PARTITION");
    expect(partition?.text).toMatch(/the agreement is a partition and exchange agreement/);
    expect(partition?.source.citation).toContain("4.102");
  });
});

describe("a postnup's evidence dossier", () => {
  it("judges it by the rules for agreements during marriage, not the premarital ones", async () => {
    const couple = await readyCouple(api.db, { state: "CA", kind: "POSTNUP", answersA: married, answersB: married });
    await generate(couple);
    const response = await api.inject({
      method: "GET",
      url: `/documents/${couple.document.id}/evidence-dossier`,
      as: claimsOf(couple.userA),
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const text = squash(pdfPageTexts(response.rawPayload).join(""));
    expect(text).toContain(squash("Made during the marriage"));
    expect(text).toContain(squash("The spouses married on June 14, 2024; not signed yet."));
    expect(text).not.toContain(squash("Signed before the wedding"));
  });
});

describe("signing a postnup", () => {
  it("finalizes in California on the day both reviewed it, though the wedding has passed and no seven days ran", async () => {
    const couple = await readyCouple(api.db, { state: "CA", kind: "POSTNUP", answersA: married, answersB: married });
    await generate(couple);
    await reviewByBoth(api, couple);
    const finalized = await api.inject({
      method: "PATCH",
      url: `/documents/${couple.document.id}`,
      payload: { finalizedAt: api.clock.now().toISOString() },
      as: claimsOf(couple.userA),
    });
    expect(finalized.statusCode, finalized.body).toBe(200);
    const [row] = await api.db.select().from(documents).where(eq(documents.id, couple.document.id));
    expect(row?.finalizedAt).not.toBeNull();
  });
});

describe("a Minnesota postnup's counsel", () => {
  const finalize = async (couple: Awaited<ReturnType<typeof readyCouple>>) => {
    await generate(couple);
    await reviewByBoth(api, couple);
    return api.inject({
      method: "PATCH",
      url: `/documents/${couple.document.id}`,
      payload: { finalizedAt: api.clock.now().toISOString() },
      as: claimsOf(couple.userA),
    });
  };

  it("is not finalized while a spouse signs without an attorney, and nothing is stored", async () => {
    const couple = await readyCouple(api.db, { state: "MN", kind: "POSTNUP", answersA: married, answersB: married });
    await generate(couple);
    await reviewByBoth(api, couple);
    const before = await documentsTable();
    const response = await api.inject({
      method: "PATCH",
      url: `/documents/${couple.document.id}`,
      payload: { finalizedAt: api.clock.now().toISOString() },
      as: claimsOf(couple.userA),
    });
    expect(response.statusCode, response.body).toBe(409);
    const body = json<ErrorBody>(response);
    expect(body.code).toBe("COUNSEL_REQUIRED");
    expect(body.error).toMatch(
      /^Minnesota law requires each spouse to have their own attorney before signing a postnuptial agreement \(Minn\. Stat\. § 519\.11/,
    );
    expect(body.error).toContain("Avery Stone and Blake Moreno have not chosen one");
    expect(await documentsTable()).toEqual(before);
  });

  it("is finalized once each spouse has their own attorney", async () => {
    const own = { ...married, attorney_plan: ["attorney_plan__own_attorney"] };
    const couple = await readyCouple(api.db, { state: "MN", kind: "POSTNUP", answersA: own, answersB: own });
    const response = await finalize(couple);
    expect(response.statusCode, response.body).toBe(200);
  });

  it("leaves a Minnesota prenup to its own rules", async () => {
    const couple = await readyCouple(api.db, { state: "MN" });
    const response = await finalize(couple);
    expect(json<ErrorBody>(response).code).not.toBe("COUNSEL_REQUIRED");
  });
});

/** Text without whitespace: a justified PDF line's extracted text loses its spaces. */
const squash = (text: string) => text.replace(/\s+/g, "");

/** The generated PDF's text, without whitespace (`squash`). */
async function agreementText(couple: Awaited<ReturnType<typeof readyCouple>>): Promise<string> {
  const files = await api.inject({
    method: "GET",
    url: `/documents/${couple.document.id}/files`,
    as: claimsOf(couple.userA),
  });
  const pdf = files
    .json<{ items: { id: string; kind: string }[] }>()
    .items.find((file) => file.kind === "generated-pdf");
  const response = await api.inject({
    method: "GET",
    url: `/documents/${couple.document.id}/files/${pdf?.id}`,
    as: claimsOf(couple.userA),
  });
  expect(response.statusCode).toBe(200);
  return squash(pdfPageTexts(response.rawPayload).join(""));
}
