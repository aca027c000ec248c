/**
 * Statements per request of the attorney-portal routes, pinned, and constant as the data grows
 * (more attorneys, clients, notes, reviews, purchases, law firms). Counted like
 * attorney-services-statement-counts.test.ts (begin/commit included on PostgreSQL).
 */
import { attorneyReviews, documents, events, findStateByAbbreviation, internalNotes } from "@prenup/db";
import { createAdmin, createAttorney, createCouple, createLawFirm, createPurchaseItem } from "@prenup/db/testing";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimsOf, createTestApi, type TestApi, type TokenClaims } from "./harness.ts";

let api: TestApi;
let admin: Awaited<ReturnType<typeof createAdmin>>;
const START = new Date("2026-11-21T12:00:00.000Z");
/** A 1×1 PNG (its header declares its size, which uploads read). */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);
const PDF = Buffer.from("%PDF-1.7\n%%EOF\n");

beforeAll(async () => {
  api = await createTestApi({ now: START });
  admin = await createAdmin(api.db);
});
afterAll(async () => {
  await api?.close();
});

type Request = InjectOptions & { as: TokenClaims };

async function count(request: Request): Promise<{ status: number; statements: number; body: string }> {
  let statements = 0;
  const stop = api.database.onStatement(() => (statements += 1));
  try {
    const response = await api.inject(request);
    return { status: response.statusCode, statements, body: response.body };
  } finally {
    stop();
  }
}

/**
 * Ceilings on PostgreSQL; every count includes the access check's statement (two for
 * allOf(self, approvedAttorney) is still one: the signed-in user's row carries the stage).
 * Reads are one statement each (the profile with files, firm and licences; clients with their
 * next call and open services; a client with services and calls; notes with the client check;
 * reviews with the approved ratings; payouts with the total due; the dashboard). Writes: begin,
 * the attorney locked, the change (licences: delete + insert), the profile read back, commit;
 * submit adds the stage, the audit row, the mail (its profile read and the outbox row) and the
 * mail's delivery job (enqueued in the transaction, with its outbox link). Leaving a firm and a
 * stage change add the lead rule over the firm's attorneys (their rows locked in one statement;
 * the flags that change in one more, and its audit row); naming the lead is the firm's update,
 * the attorneys locked, the flags, the audit row and the firm read back. An attorney's booking link
 * is begin, the service row locked and changed (one statement), its audit row, the services read
 * back, commit. A note is one conditional statement. The questionnaire calls add the client
 * check to the questionnaire module's own reads.
 */
const LIMITS = {
  profile: 2,
  save: 9,
  lawFirm: 7,
  leaveFirm: 10,
  photo: 8,
  certificate: 7,
  submit: 13,
  adminList: 2,
  adminDetail: 2,
  approve: 12,
  ownServices: 2,
  bookingLink: 6,
  clients: 2,
  client: 2,
  notes: 2,
  note: 2,
  addNote: 2,
  editNote: 2,
  sections: 3,
  groups: 3,
  reviews: 2,
  payouts: 2,
  dashboard: 2,
  events: 2,
  noShow: 5,
  services: 9,
  records: 3,
  addRecord: 6,
  editRecord: 6,
  firms: 2,
  firm: 2,
  createFirm: 5,
  editFirm: 5,
  setLead: 8,
  lead: 2,
} as const;

async function grow(times: number) {
  const firm = await createLawFirm(api.db);
  for (let n = 0; n < times; n += 1) {
    const attorney = await createAttorney(api.db, { states: ["CA"], lawFirm: firm });
    const couple = await createCouple(api.db, { state: "CA", paid: true });
    await api.db
      .update(documents)
      .set({ attorneyAId: attorney.attorney.id })
      .where(eq(documents.id, couple.document.id));
    await createPurchaseItem(api.db, {
      user: couple.userA,
      productType: "REPRESENTATION",
      document: couple.document,
      attorney: attorney.attorney.id,
    });
    await api.db
      .insert(internalNotes)
      .values({ attorneyId: attorney.attorney.id, clientUserId: couple.userA.id, message: `grown ${n}` });
    await api.db
      .insert(attorneyReviews)
      .values({ attorneyId: attorney.attorney.id, userId: couple.userA.id, rating: 60 + n, status: "APPROVED" });
    await createAttorney(api.db, { stage: "UNDER_REVIEW" });
  }
}

async function journey(round: number) {
  const california = await findStateByAbbreviation(api.db, "CA");
  const applicant = await createAttorney(api.db, {
    stage: "FORM_MISSING",
    lawFirm: null,
    states: [],
    user: { lastName: `Applicant${round}` },
  });
  const me = applicant.user;
  const base = `/users/${me.id}/attorneys/${me.id}`;
  const as = claimsOf(me, "attorney");
  const asAdmin = claimsOf(admin, "admin");
  const counts = {} as Record<keyof typeof LIMITS, number>;
  const record = async (name: keyof typeof LIMITS, request: Request, status = 200) => {
    const result = await count(request);
    expect(result.status, `${name}: ${result.body}`).toBe(status);
    counts[name] = result.statements;
    return JSON.parse(result.body) as Record<string, unknown>;
  };
  await record("profile", { method: "GET", url: base, as });
  await record("save", {
    method: "PATCH",
    url: base,
    payload: { lawSchool: "Hastings", states: [{ stateId: california.id, barLicenseNum: "123" }] },
    as,
  });
  await record("lawFirm", { method: "POST", url: `${base}/law-firms`, payload: { name: `Counted Law ${round}` }, as });
  // The lead leaves the firm they created for a new one: the old firm's lead rule runs (members locked, flags, audit).
  await record("leaveFirm", {
    method: "POST",
    url: `${base}/law-firms`,
    payload: { name: `Counted Law ${round} again` },
    as,
  });
  await record("photo", {
    method: "POST",
    url: `${base}/files?kind=profile-photo`,
    headers: { "content-type": "image/png" },
    payload: PNG,
    as,
  });
  await record("certificate", {
    method: "POST",
    url: `${base}/files?kind=malpractice-certificate`,
    headers: { "content-type": "application/pdf" },
    payload: PDF,
    as,
  });
  await record("submit", { method: "PATCH", url: base, payload: { submit: true }, as });
  await record("adminList", {
    method: "GET",
    url: "/admin/attorneys?stage=UNDER_REVIEW&search=applicant&pageSize=5",
    as: asAdmin,
  });
  await record("adminDetail", { method: "GET", url: `/admin/attorneys/${me.id}`, as: asAdmin });
  await record("approve", {
    method: "POST",
    url: `/admin/attorneys/${me.id}/stage`,
    payload: { action: "approve" },
    as: asAdmin,
  });

  const [offered] = (await record("ownServices", {
    method: "GET",
    url: `${base}/attorney-services`,
    as,
  })) as unknown as { id: string }[];
  await record("bookingLink", {
    method: "PATCH",
    url: `${base}/attorney-services/${offered!.id}`,
    payload: { bookingLink: `https://cal.example/counted-${round}` },
    as,
  });

  const couple = await createCouple(api.db, { state: "CA", paid: true });
  await api.db.update(documents).set({ attorneyAId: me.id }).where(eq(documents.id, couple.document.id));
  await createPurchaseItem(api.db, {
    user: couple.userA,
    productType: "REPRESENTATION",
    document: couple.document,
    attorney: me.id,
  });
  const client = couple.userA.id;
  await record("clients", { method: "GET", url: `${base}/clients?pageSize=5`, as });
  await record("client", { method: "GET", url: `${base}/clients/${client}`, as });
  const note = (await record(
    "addNote",
    { method: "POST", url: `${base}/clients/${client}/internal-notes`, payload: { message: "Counted" }, as },
    201,
  )) as { id: string };
  await record("editNote", {
    method: "PATCH",
    url: `${base}/clients/${client}/internal-notes/${note.id}`,
    payload: { message: "Counted again" },
    as,
  });
  await record("note", { method: "GET", url: `${base}/clients/${client}/internal-notes/${note.id}`, as });
  await record("notes", { method: "GET", url: `${base}/clients/${client}/internal-notes`, as });
  // The questionnaire content is cached per content version: the first read loads it.
  await api.inject({ method: "GET", url: `${base}/questionnaire-sections?userId=${client}`, as });
  await record("sections", { method: "GET", url: `${base}/questionnaire-sections?userId=${client}`, as });
  await record("groups", {
    method: "GET",
    url: `${base}/questionnaire-sections/spousal_support/groups?documentId=${couple.document.id}&userId=${client}`,
    as,
  });
  await record("reviews", { method: "GET", url: `${base}/attorney-reviews?includeUser=true&pageSize=5`, as });
  await record("payouts", { method: "GET", url: `${base}/payouts?pageSize=5`, as });
  await record("dashboard", { method: "GET", url: `${base}/dashboard`, as });
  const [call] = await api.db
    .insert(events)
    .values({
      attorneyId: me.id,
      userId: client,
      documentId: couple.document.id,
      eventStartAt: new Date(START.getTime() - 3_600_000),
      eventEndAt: new Date(START.getTime() - 2_400_000),
    })
    .returning();
  await record("events", { method: "GET", url: `${base}/events?filter=all&pageSize=5`, as });
  await record("noShow", { method: "POST", url: `${base}/events/${call!.id}/no-show`, as });

  const other = await createAttorney(api.db, { states: ["CA"] });
  const products = JSON.parse((await api.inject({ method: "GET", url: "/products" })).body) as {
    id: string;
    productType: string;
  }[];
  const representation = products.find((product) => product.productType === "REPRESENTATION")!;
  await record("services", {
    method: "PUT",
    url: `/admin/attorneys/${other.user.id}/attorney-services`,
    payload: { services: [{ productId: representation.id, bookingLink: "https://book.example/x" }] },
    as: asAdmin,
  });
  const added = (await record(
    "addRecord",
    {
      method: "POST",
      url: `/admin/attorneys/${other.user.id}/disciplinary-records`,
      payload: { description: "Counted record" },
      as: asAdmin,
    },
    201,
  )) as { id: string };
  await record("editRecord", {
    method: "PATCH",
    url: `/admin/attorneys/${other.user.id}/disciplinary-records/${added.id}`,
    payload: { resolution: "Closed" },
    as: asAdmin,
  });
  await record("records", {
    method: "GET",
    url: `/admin/attorneys/${other.user.id}/disciplinary-records`,
    as: asAdmin,
  });
  const firm = (await record(
    "createFirm",
    { method: "POST", url: "/admin/law-firms", payload: { name: `Counted Firm ${round}` }, as: asAdmin },
    201,
  )) as { id: string };
  await record("editFirm", {
    method: "PATCH",
    url: `/admin/law-firms/${firm.id}`,
    payload: { website: "https://counted.example" },
    as: asAdmin,
  });
  await record("firms", { method: "GET", url: "/admin/law-firms?pageSize=5", as: asAdmin });
  await record("firm", { method: "GET", url: `/admin/law-firms/${other.lawFirm!.id}`, as: asAdmin });
  await record("setLead", {
    method: "PATCH",
    url: `/admin/law-firms/${other.lawFirm!.id}`,
    payload: { leadAttorneyId: other.user.id },
    as: asAdmin,
  });
  await record("lead", { method: "GET", url: `/admin/law-firms/${other.lawFirm!.id}/lead`, as: asAdmin });
  return counts;
}

describe("attorney-portal routes: statements per request", () => {
  it("stay within their ceilings and do not grow with the data", async () => {
    const before = await journey(1);
    await grow(6);
    const after = await journey(2);
    expect(after).toEqual(before);
    for (const [name, limit] of Object.entries(LIMITS)) {
      expect(
        after[name as keyof typeof LIMITS],
        `${name}: ${after[name as keyof typeof LIMITS]} statements`,
      ).toBeLessThanOrEqual(limit);
    }
  });
});
