/**
 * The attorney portal through the API: an applicant fills, uploads and submits the application
 * (refusals change nothing), an admin approves, declines, deactivates (audited, e-mailed), an
 * approved attorney reaches only their own clients (the partner on their side), notes that
 * customers never see, read-only questionnaire, no-shows, reviews, payouts; admin law firms,
 * disciplinary records and services.
 */
import {
  chatMessages,
  disputeThreadEvents,
  questions,
  attorneyDisciplinaryRecords,
  attorneyReviews,
  attorneys,
  attorneyServices,
  attorneyStates,
  auditLog,
  documents,
  events,
  findProductByType,
  findStateByAbbreviation,
  internalNotes,
  lawFirms,
  mailOutbox,
  purchaseItems,
} from "@prenup/db";
import {
  createAdmin,
  createAttorney,
  createCouple,
  createLawFirm,
  createPurchaseItem,
  snapshotTables,
} from "@prenup/db/testing";
import { eq } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimsOf, createTestApi, json, type TestApi } from "./harness.ts";

let api: TestApi;
let applicant: Awaited<ReturnType<typeof createAttorney>>;
let lawyer: Awaited<ReturnType<typeof createAttorney>>;
let other: Awaited<ReturnType<typeof createAttorney>>;
let couple: Awaited<ReturnType<typeof createCouple>>;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let california: { id: string };
let texas: { id: string };
let approvedFirm: { id: string };

type Person = { id: string; externalId: string; email: string; userType: string };
const as = (
  person: Person,
  app: "customer" | "attorney" | "admin" = person.userType === "ATTORNEY"
    ? "attorney"
    : person.userType === "ADMIN"
      ? "admin"
      : "customer",
) => claimsOf(person, app);
const call = (person: Person | null, options: InjectOptions) =>
  api.inject({ ...options, as: person ? as(person) : null });
const watched = [
  attorneys,
  attorneyStates,
  attorneyServices,
  attorneyDisciplinaryRecords,
  internalNotes,
  lawFirms,
  auditLog,
  mailOutbox,
  events,
  purchaseItems,
];

async function expectUnchanged(send: () => Promise<LightMyRequestResponse>, status: number, message?: string) {
  const before = await snapshotTables(api.db, watched);
  const response = await send();
  expect(response.statusCode, response.body).toBe(status);
  if (message) expect(response.body).toContain(message);
  expect(await snapshotTables(api.db, watched)).toEqual(before);
  return response;
}

/** A 1×1 PNG (its header declares its size, which uploads read). */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);
const PDF = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n");

beforeAll(async () => {
  api = await createTestApi();
  california = await findStateByAbbreviation(api.db, "CA");
  texas = await findStateByAbbreviation(api.db, "TX");
  approvedFirm = await createLawFirm(api.db, { name: "Harbor Family Law", isApproved: true });
  applicant = await createAttorney(api.db, {
    stage: "FORM_MISSING",
    lawFirm: null,
    states: [],
    user: { firstName: "Avery", lastName: "Applicant" },
    attorney: {
      bio: null,
      languages: [],
      practiceAreas: [],
      yearsOfExperience: null,
      responseTimeHours: null,
      hasMalpracticeInsurance: false,
    },
  });
  lawyer = await createAttorney(api.db, {
    stage: "APPROVED",
    states: ["CA"],
    user: { firstName: "Lena", lastName: "Lawyer" },
  });
  other = await createAttorney(api.db, {
    stage: "APPROVED",
    states: ["CA"],
    user: { firstName: "Omar", lastName: "Other" },
  });
  couple = await createCouple(api.db, {
    paid: true,
    userA: { firstName: "Casey", lastName: "Client" },
    userB: { firstName: "Pat", lastName: "Partner" },
  });
  await api.db
    .update(documents)
    .set({ attorneyAId: lawyer.attorney.id, attorneyBId: other.attorney.id })
    .where(eq(documents.id, couple.document.id));
  admin = await createAdmin(api.db);
});
afterAll(async () => {
  if (process.env.DEBUG_LOGS)
    for (const line of api.logs) if (line.includes('"level":50')) console.log(line.slice(0, 2500));
  await api?.close();
});

const url = (person: Person, rest = "") => `/users/${person.id}/attorneys/${person.id}${rest}`;

describe("the application", () => {
  it("saves as you go and refuses bad input without changing anything", async () => {
    const me = applicant.user;
    const saved = await call(me, {
      method: "PATCH",
      url: url(me),
      payload: { bio: "Twelve years of family law.", yearsOfExperience: 12, languages: ["English", "Spanish"] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved)).toMatchObject({
      stage: "FORM_MISSING",
      bio: "Twelve years of family law.",
      languages: ["English", "Spanish"],
    });

    await expectUnchanged(
      () => call(me, { method: "PATCH", url: url(me), payload: { yearsOfExperience: 90 } }),
      400,
      "Years of experience must be a whole number from 0 to 70",
    );
    await expectUnchanged(() => call(me, { method: "PATCH", url: url(me), payload: { stage: "APPROVED" } }), 400);
    await expectUnchanged(
      () =>
        call(me, {
          method: "PATCH",
          url: url(me),
          payload: { states: [{ stateId: crypto.randomUUID(), barLicenseNum: "12345" }] },
        }),
      400,
      "Unknown state",
    );
    await expectUnchanged(
      () =>
        call(me, {
          method: "PATCH",
          url: url(me),
          payload: { states: [{ stateId: california.id, barLicenseNum: "" }] },
        }),
      400,
      "Enter the bar licence number for each state",
    );
    await expectUnchanged(() => call(me, { method: "PATCH", url: url(me), payload: { bio: "bad\u0000" } }), 400);
    // Someone else's record: the access rule (self) refuses.
    await expectUnchanged(
      () => call(lawyer.user, { method: "PATCH", url: `/users/${me.id}/attorneys/${me.id}`, payload: { bio: "x" } }),
      403,
    );
    // aid must be the signed-in attorney's own id.
    await expectUnchanged(
      () =>
        call(me, { method: "PATCH", url: `/users/${me.id}/attorneys/${lawyer.attorney.id}`, payload: { bio: "x" } }),
      404,
      "No attorney found",
    );
  });

  it("refuses an incomplete submission with every problem, and nothing is saved", async () => {
    const me = applicant.user;
    const response = await expectUnchanged(
      () => call(me, { method: "PATCH", url: url(me), payload: { lawSchool: "Hastings", submit: true } }),
      409,
    );
    expect(response.json().error).toContain("Upload a profile photo");
    expect(response.json().error).toContain("Join a law firm or create one");
  });

  it("uploads the photo and the certificate, typed by their bytes, with a size limit", async () => {
    const me = applicant.user;
    await expectUnchanged(
      () =>
        call(me, {
          method: "POST",
          url: url(me, "/files?kind=profile-photo"),
          headers: { "content-type": "image/png" },
          payload: PDF,
        }),
      415,
      "cannot be stored here",
    );
    await expectUnchanged(
      () =>
        call(me, {
          method: "POST",
          url: url(me, "/files?kind=profile-photo"),
          headers: { "content-type": "image/png" },
          payload: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]),
        }),
      413,
    );
    await expectUnchanged(
      () =>
        call(me, {
          method: "POST",
          url: url(me, "/files?kind=resume"),
          headers: { "content-type": "application/pdf" },
          payload: PDF,
        }),
      400,
    );
    const photo = await call(me, {
      method: "POST",
      url: url(me, "/files?kind=profile-photo&name=me.png"),
      headers: { "content-type": "application/octet-stream" },
      payload: PNG,
    });
    expect(photo.statusCode, photo.body).toBe(200);
    expect(json<{ profilePhoto: { contentType: string }; photoUrl: string }>(photo)).toMatchObject({
      profilePhoto: { contentType: "image/png" },
      photoUrl: expect.stringMatching(new RegExp(`^/attorneys/${me.id}/photo`)),
    });
    const served = await api.inject({ method: "GET", url: `/attorneys/${me.id}/photo` });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    const certificate = await call(me, {
      method: "POST",
      url: url(me, "/files?kind=malpractice-certificate&name=insurance.pdf"),
      headers: { "content-type": "application/pdf" },
      payload: PDF,
    });
    expect(certificate.statusCode, certificate.body).toBe(200);
    expect(json(certificate)).toMatchObject({
      hasMalpracticeInsurance: true,
      malpracticeInsuranceFile: { name: "insurance.pdf", contentType: "application/pdf" },
    });
  });

  it("creates a law firm (its creator leads it) or joins an approved one", async () => {
    const me = applicant.user;
    await expectUnchanged(
      () => call(me, { method: "POST", url: url(me, "/law-firms"), payload: { lawFirmId: crypto.randomUUID() } }),
      404,
      "Law firm not found",
    );
    await expectUnchanged(
      () =>
        call(me, { method: "POST", url: url(me, "/law-firms"), payload: { name: "X", lawFirmId: approvedFirm.id } }),
      400,
    );
    await expectUnchanged(
      () =>
        call(me, { method: "POST", url: url(me, "/law-firms"), payload: { name: "Avery Law", website: "not a site" } }),
      400,
      "https://",
    );
    const created = await call(me, {
      method: "POST",
      url: url(me, "/law-firms"),
      payload: { name: "Avery Law", website: "https://avery.example" },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(json(created)).toMatchObject({ lawFirm: { name: "Avery Law", isApproved: false }, isLawFirmLead: true });
    const joined = await call(me, {
      method: "POST",
      url: url(me, "/law-firms"),
      payload: { lawFirmId: approvedFirm.id },
    });
    expect(json(joined)).toMatchObject({ lawFirm: { id: approvedFirm.id }, isLawFirmLead: false });
    const mine = await call(me, { method: "GET", url: url(me, "/law-firms") });
    expect(json<unknown[]>(mine)).toEqual([expect.objectContaining({ id: approvedFirm.id, isLawFirmLead: false })]);
  });

  it("submits a complete application: UNDER_REVIEW, audited, with an e-mail; once only", async () => {
    const me = applicant.user;
    const submitted = await call(me, {
      method: "PATCH",
      url: url(me),
      payload: {
        lawSchool: "UC Law SF",
        practiceAreas: ["Prenuptial agreements"],
        responseTimeHours: 24,
        states: [
          { stateId: texas.id, barLicenseNum: "TX-1" },
          { stateId: california.id, barLicenseNum: "123456" },
        ],
        submit: true,
      },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(json(submitted)).toMatchObject({
      stage: "UNDER_REVIEW",
      applicationProblems: [],
      states: [
        { abbreviation: "TX", order: 0 },
        { abbreviation: "CA", order: 1 },
      ],
    });
    const mails = await api.db.select().from(mailOutbox).where(eq(mailOutbox.to, me.email));
    expect(mails.map((mail) => mail.template)).toEqual(["attorney-application-submitted"]);
    const audits = await api.db.select().from(auditLog).where(eq(auditLog.entityId, me.id));
    expect(audits.map((row) => row.action)).toEqual(["attorney.stage.submit"]);
    // Under review: still correctable, never submitted twice.
    expect((await call(me, { method: "PATCH", url: url(me), payload: { bio: "Corrected bio." } })).statusCode).toBe(
      200,
    );
    await expectUnchanged(
      () => call(me, { method: "PATCH", url: url(me), payload: { submit: true } }),
      409,
      "cannot be submitted for review",
    );
    const licences = json<unknown[]>(await call(me, { method: "GET", url: url(me, "/attorney-states") }));
    expect(licences).toHaveLength(2);
    // Not approved yet: clients and reviews are closed.
    expect((await call(me, { method: "GET", url: url(me, "/clients") })).statusCode).toBe(403);
  });
});

describe("admin stage changes", () => {
  it("lists attorneys by stage and search, with the stage actions allowed", async () => {
    const list = json<{ attorneys: { id: string }[]; total: number }>(
      await call(admin, { method: "GET", url: "/admin/attorneys?stage=UNDER_REVIEW&search=applicant" }),
    );
    expect(list.attorneys.map((row) => row.id)).toEqual([applicant.user.id]);
    expect((await call(admin, { method: "GET", url: "/admin/attorneys?stage=NOPE" })).statusCode).toBe(400);
    const detail = await call(admin, { method: "GET", url: `/admin/attorneys/${applicant.user.id}` });
    expect(json(detail)).toMatchObject({
      stage: "UNDER_REVIEW",
      stageActions: ["approve", "decline"],
      malpracticeInsuranceFile: { contentType: "application/pdf" },
    });
  });

  it("refuses transitions the domain does not allow, an admin's own record and attorneys", async () => {
    await expectUnchanged(
      () =>
        call(admin, {
          method: "POST",
          url: `/admin/attorneys/${lawyer.user.id}/stage`,
          payload: { action: "approve" },
        }),
      409,
      "APPROVED cannot be approved",
    );
    await expectUnchanged(
      () =>
        call(admin, {
          method: "POST",
          url: `/admin/attorneys/${applicant.user.id}/stage`,
          payload: { action: "launch" },
        }),
      400,
    );
    await expectUnchanged(
      () =>
        call(applicant.user, {
          method: "POST",
          url: `/admin/attorneys/${applicant.user.id}/stage`,
          payload: { action: "approve" },
        }),
      403,
    );
    await expectUnchanged(
      () =>
        call(admin, {
          method: "POST",
          url: `/admin/attorneys/${crypto.randomUUID()}/stage`,
          payload: { action: "approve" },
        }),
      404,
    );
  });

  it("approves: audited and e-mailed; then the attorney reaches the approved screens", async () => {
    const approved = await call(admin, {
      method: "POST",
      url: `/admin/attorneys/${applicant.user.id}/stage`,
      payload: { action: "approve" },
    });
    expect(json(approved)).toEqual({ id: applicant.user.id, stage: "APPROVED" });
    const audit = await api.db.select().from(auditLog).where(eq(auditLog.action, "attorney.stage.approve"));
    expect(audit).toEqual([
      expect.objectContaining({
        actorUserId: admin.id,
        entityId: applicant.user.id,
        before: { stage: "UNDER_REVIEW" },
        after: { stage: "APPROVED" },
      }),
    ]);
    const mails = await api.db.select().from(mailOutbox).where(eq(mailOutbox.to, applicant.user.email));
    expect(mails.map((mail) => mail.template)).toContain("attorney-application-approved");
    expect((await call(applicant.user, { method: "GET", url: url(applicant.user, "/clients") })).statusCode).toBe(200);
  });
});

describe("clients, notes and the questionnaire", () => {
  it("lists only the partner on the attorney's side", async () => {
    const list = json<{ clients: { id: string; side: string; partner: { id: string } }[]; total: number }>(
      await call(lawyer.user, { method: "GET", url: url(lawyer.user, "/clients") }),
    );
    expect(list.clients).toEqual([
      expect.objectContaining({
        id: couple.userA.id,
        side: "A",
        partner: expect.objectContaining({ id: couple.userB.id }),
      }),
    ]);
    const otherList = json<{ clients: { id: string }[] }>(
      await call(other.user, { method: "GET", url: url(other.user, "/clients") }),
    );
    expect(otherList.clients.map((client) => client.id)).toEqual([couple.userB.id]);
    expect(
      json<{ total: number }>(
        await call(lawyer.user, { method: "GET", url: url(lawyer.user, "/clients?search=nobody") }),
      ).total,
    ).toBe(0);
  });

  it("shows a client with their agreement, services and calls; another's client is not found", async () => {
    await createPurchaseItem(api.db, {
      user: couple.userA,
      productType: "REPRESENTATION",
      document: couple.document,
      attorney: lawyer.attorney,
    });
    const detail = await call(lawyer.user, { method: "GET", url: url(lawyer.user, `/clients/${couple.userA.id}`) });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(json(detail)).toMatchObject({
      id: couple.userA.id,
      document: { id: couple.document.id, editorPath: `/documents/${couple.document.id}/editor` },
      services: [{ productType: "REPRESENTATION", bookingStatus: "WAITING" }],
      openServices: 1,
    });
    expect(
      (await call(lawyer.user, { method: "GET", url: url(lawyer.user, `/clients/${couple.userB.id}`) })).statusCode,
    ).toBe(404);
  });

  it("lists a partner who bought Q&A from the attorney as a client, not represented, while the purchase is in force", async () => {
    const qaAttorney = await createAttorney(api.db, { states: ["CA"] });
    const asker = await createCouple(api.db, { state: "CA", paid: true });
    const { purchaseItem } = await createPurchaseItem(api.db, {
      user: asker.userB,
      productType: "Q_A",
      document: asker.document,
      attorney: qaAttorney.attorney.id,
    });
    // A second Q&A purchase does not make a second client.
    await createPurchaseItem(api.db, {
      user: asker.userB,
      productType: "Q_A",
      document: asker.document,
      attorney: qaAttorney.attorney.id,
    });
    type Summary = { id: string; side: string; representation: boolean; documentId: string };
    const list = json<{ clients: Summary[]; total: number }>(
      await call(qaAttorney.user, { method: "GET", url: url(qaAttorney.user, "/clients") }),
    );
    expect(list.clients).toEqual([
      expect.objectContaining({ id: asker.userB.id, side: "B", representation: false, documentId: asker.document.id }),
    ]);
    expect(list.total).toBe(1);
    const detail = await call(qaAttorney.user, {
      method: "GET",
      url: url(qaAttorney.user, `/clients/${asker.userB.id}`),
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(json(detail)).toMatchObject({
      id: asker.userB.id,
      representation: false,
      document: { id: asker.document.id },
    });
    const noted = await call(qaAttorney.user, {
      method: "POST",
      url: url(qaAttorney.user, `/clients/${asker.userB.id}/internal-notes`),
      payload: { message: "Asked about pensions." },
    });
    expect(noted.statusCode, noted.body).toBe(201);
    // The represented client of another attorney says so.
    expect(
      json<{ clients: Summary[] }>(
        await call(lawyer.user, { method: "GET", url: url(lawyer.user, "/clients") }),
      ).clients.every((client) => client.representation),
    ).toBe(true);

    await api.db
      .update(purchaseItems)
      .set({ paymentStatus: "FULL_REFUNDED" })
      .where(eq(purchaseItems.attorneyId, qaAttorney.attorney.id));
    expect(
      json<{ total: number }>(await call(qaAttorney.user, { method: "GET", url: url(qaAttorney.user, "/clients") }))
        .total,
    ).toBe(0);
    expect(
      (await call(qaAttorney.user, { method: "GET", url: url(qaAttorney.user, `/clients/${asker.userB.id}`) }))
        .statusCode,
    ).toBe(404);
    expect(purchaseItem.id).toBeTruthy();
  });

  it("keeps internal notes for the attorney only", async () => {
    const base = url(lawyer.user, `/clients/${couple.userA.id}/internal-notes`);
    const added = await call(lawyer.user, {
      method: "POST",
      url: base,
      payload: { message: "  Wants a sunset clause.  " },
    });
    expect(added.statusCode, added.body).toBe(201);
    const note = json<{ id: string; message: string }>(added);
    expect(note.message).toBe("Wants a sunset clause.");
    await expectUnchanged(
      () => call(lawyer.user, { method: "POST", url: base, payload: { message: "   " } }),
      400,
      "Write a note first",
    );
    await expectUnchanged(
      () =>
        call(lawyer.user, {
          method: "POST",
          url: url(lawyer.user, `/clients/${couple.userB.id}/internal-notes`),
          payload: { message: "Not mine" },
        }),
      404,
      "Client not found",
    );
    await expectUnchanged(
      () => call(lawyer.user, { method: "PATCH", url: `${base}/${crypto.randomUUID()}`, payload: { message: "x" } }),
      404,
      "Note not found",
    );
    await expectUnchanged(
      () => call(lawyer.user, { method: "PATCH", url: `${base}/${note.id}`, payload: { message: "x".repeat(5001) } }),
      400,
      "at most 5,000 characters",
    );
    // Another attorney cannot edit it through their own path (not their client, not their note).
    await expectUnchanged(
      () =>
        call(other.user, {
          method: "PATCH",
          url: `${url(other.user, `/clients/${couple.userA.id}/internal-notes`)}/${note.id}`,
          payload: { message: "x" },
        }),
      404,
    );
    const one = await call(lawyer.user, { method: "GET", url: `${base}/${note.id}` });
    expect(one.statusCode, one.body).toBe(200);
    expect(json(one)).toMatchObject({ id: note.id, clientId: couple.userA.id, message: "Wants a sunset clause." });
    const unknown = await call(lawyer.user, { method: "GET", url: `${base}/${crypto.randomUUID()}` });
    expect(unknown.statusCode).toBe(404);
    expect(json<{ error: string }>(unknown).error).toContain("Note not found");
    const notTheirClient = await call(lawyer.user, {
      method: "GET",
      url: `${url(lawyer.user, `/clients/${couple.userB.id}/internal-notes`)}/${note.id}`,
    });
    expect(notTheirClient.statusCode).toBe(404);
    expect(json<{ error: string }>(notTheirClient).error).toContain("Client not found");
    expect(
      (
        await call(other.user, {
          method: "GET",
          url: `${url(other.user, `/clients/${couple.userA.id}/internal-notes`)}/${note.id}`,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(couple.userA, {
          method: "GET",
          url: `/users/${couple.userA.id}/attorneys/${lawyer.user.id}/clients/${couple.userA.id}/internal-notes/${note.id}`,
        })
      ).statusCode,
    ).toBe(403);
    const edited = await call(lawyer.user, {
      method: "PATCH",
      url: `${base}/${note.id}`,
      payload: { message: "Wants a sunset clause after 10 years." },
    });
    expect(json(edited)).toMatchObject({ id: note.id, message: "Wants a sunset clause after 10 years." });
    expect(
      json<{ message: string }[]>(await call(lawyer.user, { method: "GET", url: base })).map((n) => n.message),
    ).toEqual(["Wants a sunset clause after 10 years."]);
    // The couple never sees notes: the routes are the attorney's own, and nothing a customer reads carries them.
    expect(
      (
        await call(couple.userA, {
          method: "GET",
          url: `/users/${couple.userA.id}/attorneys/${lawyer.user.id}/clients/${couple.userA.id}/internal-notes`,
        })
      ).statusCode,
    ).toBe(403);
    expect((await call(couple.userA, { method: "GET", url: base })).statusCode).toBe(403);
    const customerViews = await Promise.all([
      call(couple.userA, { method: "GET", url: `/users/${couple.userA.id}/attorneys` }),
      call(couple.userA, { method: "GET", url: `/documents/${couple.document.id}` }),
    ]);
    for (const view of customerViews) expect(view.body).not.toContain("sunset clause");
  });

  it("reads the client's questionnaire read-only through the attorney variants", async () => {
    const sections = await call(lawyer.user, {
      method: "GET",
      url: url(lawyer.user, `/questionnaire-sections?userId=${couple.userA.id}`),
    });
    expect(sections.statusCode, sections.body).toBe(200);
    const list = json<{ key: string; status: string | null }[]>(sections);
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]!.status).not.toBeNull();
    const byState = json<{ status: string | null }[]>(
      await call(lawyer.user, {
        method: "GET",
        url: url(lawyer.user, `/questionnaire-sections?stateId=${california.id}`),
      }),
    );
    expect(byState[0]!.status).toBeNull();
    const groups = await call(lawyer.user, {
      method: "GET",
      url: url(
        lawyer.user,
        `/questionnaire-sections/${list[0]!.key}/groups?documentId=${couple.document.id}&userId=${couple.userA.id}`,
      ),
    });
    expect(groups.statusCode, groups.body).toBe(200);
    expect(
      (
        await call(lawyer.user, {
          method: "GET",
          url: url(
            lawyer.user,
            `/questionnaire-sections/${list[0]!.key}/groups?documentId=${couple.document.id}&userId=${couple.userB.id}`,
          ),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(lawyer.user, {
          method: "GET",
          url: url(lawyer.user, `/questionnaire-sections?userId=${couple.userB.id}`),
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe("calls, reviews and payouts", () => {
  it("marks a started call as a no-show once; a future one is refused", async () => {
    const past = new Date(api.clock.now().getTime() - 60 * 60 * 1000);
    const [call1] = await api.db
      .insert(events)
      .values({
        attorneyId: lawyer.attorney.id,
        userId: couple.userA.id,
        documentId: couple.document.id,
        eventStartAt: past,
        eventEndAt: new Date(past.getTime() + 20 * 60 * 1000),
      })
      .returning();
    const [future] = await api.db
      .insert(events)
      .values({
        attorneyId: lawyer.attorney.id,
        userId: couple.userA.id,
        documentId: couple.document.id,
        eventStartAt: new Date(api.clock.now().getTime() + 86_400_000),
        eventEndAt: new Date(api.clock.now().getTime() + 86_400_000 + 1_200_000),
      })
      .returning();
    await expectUnchanged(
      () => call(lawyer.user, { method: "POST", url: url(lawyer.user, `/events/${future!.id}/no-show`) }),
      409,
      "no-show",
    );
    await expectUnchanged(
      () => call(other.user, { method: "POST", url: url(other.user, `/events/${call1!.id}/no-show`) }),
      404,
    );
    const marked = await call(lawyer.user, { method: "POST", url: url(lawyer.user, `/events/${call1!.id}/no-show`) });
    expect(json(marked)).toMatchObject({ id: call1!.id, eventStatus: "NO_SHOW" });
    await expectUnchanged(
      () => call(lawyer.user, { method: "POST", url: url(lawyer.user, `/events/${call1!.id}/no-show`) }),
      409,
    );
    const listed = json<{ events: { id: string; client: { id: string } }[] }>(
      await call(lawyer.user, { method: "GET", url: url(lawyer.user, "/events?filter=future") }),
    );
    expect(listed.events.map((event) => event.id)).toEqual([future!.id]);
    expect(listed.events[0]!.client.id).toBe(couple.userA.id);
  });

  it("lists reviews with the approved reviews' average", async () => {
    await api.db.insert(attorneyReviews).values([
      {
        attorneyId: lawyer.attorney.id,
        userId: couple.userA.id,
        rating: 90,
        status: "APPROVED",
        message: "Clear and kind.",
      },
      { attorneyId: lawyer.attorney.id, userId: couple.userA.id, rating: 70, status: "APPROVED" },
      { attorneyId: lawyer.attorney.id, userId: couple.userA.id, rating: 10, status: "PENDING" },
    ]);
    const all = json<{ reviews: { user: unknown }[]; summary: unknown; total: number }>(
      await call(lawyer.user, { method: "GET", url: url(lawyer.user, "/attorney-reviews?includeUser=true") }),
    );
    expect(all.total).toBe(3);
    expect(all.summary).toEqual({ averageRating: 8, stars: 5, reviewCount: 2 });
    expect(all.reviews[0]!.user).toMatchObject({ id: couple.userA.id });
    const pending = json<{ reviews: { user: unknown }[]; total: number }>(
      await call(lawyer.user, { method: "GET", url: url(lawyer.user, "/attorney-reviews?status=PENDING") }),
    );
    expect(pending.total).toBe(1);
    expect(pending.reviews[0]!.user).toBeNull();
  });

  it("shows payouts due as price paid minus the fee, on the payouts and the dashboard alike", async () => {
    const payouts = json<{
      items: { pricePaidInCents: number; feePaidInCents: number; dueInCents: number; status: string }[];
      totals: { dueInCents: number };
    }>(await call(lawyer.user, { method: "GET", url: url(lawyer.user, "/payouts") }));
    expect(payouts.items).toHaveLength(1);
    const [item] = payouts.items;
    expect(item).toMatchObject({ status: "DUE", dueInCents: item!.pricePaidInCents - item!.feePaidInCents });
    expect(payouts.totals.dueInCents).toBe(item!.dueInCents);
    const dashboard = json<{
      clientCount: number;
      clientsWaiting: number;
      payoutsDueInCents: number;
      upcomingEvents: unknown[];
    }>(await call(lawyer.user, { method: "GET", url: url(lawyer.user, "/dashboard") }));
    expect(dashboard).toMatchObject({ clientCount: 1, clientsWaiting: 1, payoutsDueInCents: item!.dueInCents });
    expect(dashboard.upcomingEvents).toHaveLength(1);
  });

  it("lists every sale with a status, and the rows add up to the totals and the dashboard's figure", async () => {
    const payee = await createAttorney(api.db, { stage: "APPROVED", states: ["CA"] });
    const buyer = await createCouple(api.db, { paid: true });
    const sell = (overrides: Partial<typeof purchaseItems.$inferInsert> = {}) =>
      createPurchaseItem(api.db, {
        user: buyer.userA,
        productType: "REPRESENTATION",
        document: buyer.document,
        attorney: payee.attorney,
        overrides,
      }).then((created) => created.purchaseItem);
    const due = await sell();
    const storedWithoutStatus = await sell({ payoutStatus: null, feePaidInCents: 0 });
    const paid = await sell({ payoutStatus: "PAID", paidOutAt: api.clock.now() });
    const refunded = await sell({ paymentStatus: "FULL_REFUNDED", amountRefundedInCents: due.pricePaidInCents });
    const partly = await sell({ paymentStatus: "PARTIALLY_REFUNDED", amountRefundedInCents: 10_000 });
    const disputed = await sell({ disputeStatus: "OPEN" });
    await sell({ deletedAt: api.clock.now() });

    type Row = {
      id: string;
      status: string;
      earnedInCents: number;
      refundedInCents: number;
      dueInCents: number;
      paidInCents: number;
      onHoldInCents: number;
      withheldInCents: number;
    };
    type Page = { items: Row[]; totals: Omit<Row, "id" | "status">; total: number };
    const list = async (query: string) => {
      const response = await call(payee.user, { method: "GET", url: url(payee.user, `/payouts?${query}`) });
      expect(response.statusCode, response.body).toBe(200);
      return json<Page>(response);
    };
    const all = await list("pageSize=50");
    expect(all.total).toBe(6);
    expect(Object.fromEntries(all.items.map((row) => [row.id, row.status]))).toEqual({
      [due.id]: "DUE",
      [storedWithoutStatus.id]: "DUE",
      [paid.id]: "PAID",
      [refunded.id]: "REFUNDED",
      [partly.id]: "PARTIALLY_REFUNDED",
      [disputed.id]: "ON_HOLD",
    });
    const earned = due.pricePaidInCents - due.feePaidInCents;
    const byId = new Map(all.items.map((row) => [row.id, row]));
    expect(byId.get(storedWithoutStatus.id)!.dueInCents).toBe(storedWithoutStatus.pricePaidInCents);
    expect(byId.get(paid.id)).toMatchObject({ paidInCents: paid.pricePaidToAttorneyInCents, dueInCents: 0 });
    expect(byId.get(partly.id)).toMatchObject({ dueInCents: earned - 10_000, refundedInCents: 10_000 });
    expect(byId.get(disputed.id)).toMatchObject({ dueInCents: 0, onHoldInCents: earned });

    const columns = Object.keys(all.totals) as (keyof Page["totals"])[];
    expect(columns.sort()).toEqual(
      ["dueInCents", "earnedInCents", "onHoldInCents", "paidInCents", "refundedInCents", "withheldInCents"].sort(),
    );
    for (const column of columns)
      expect(all.totals[column], column).toBe(all.items.reduce((sum, row) => sum + row[column], 0));
    expect(all.totals.dueInCents).toBe(earned + storedWithoutStatus.pricePaidInCents + earned - 10_000);

    const pages = [await list("pageSize=4&page=1"), await list("pageSize=4&page=2")];
    expect(pages.flatMap((page) => page.items)).toEqual(all.items);
    for (const page of pages) expect(page.totals).toEqual(all.totals);

    const dueOnly = await list("status=DUE");
    expect(dueOnly.items.map((row) => row.id).sort()).toEqual([due.id, storedWithoutStatus.id].sort());
    expect(dueOnly.totals).toEqual(all.totals);

    const dashboard = json<{ payoutsDueInCents: number }>(
      await call(payee.user, { method: "GET", url: url(payee.user, "/dashboard") }),
    );
    expect(dashboard.payoutsDueInCents).toBe(all.totals.dueInCents);

    const refused = await call(payee.user, { method: "GET", url: url(payee.user, "/payouts?status=OWED") });
    expect(refused.statusCode).toBe(400);
  });
});

describe("what needs the attorney", () => {
  it("queues calls, approvals, messages, questions and payouts with their clients, and filters clients by stage", async () => {
    const counsel = await createAttorney(api.db, { stage: "APPROVED", states: ["CA"] });
    const waiting = await createCouple(api.db, { paid: true, userA: { firstName: "Wren", lastName: "Waiting" } });
    const approving = await createCouple(api.db, { paid: true, userA: { firstName: "Abe", lastName: "Approve" } });
    const approved = await createCouple(api.db, { paid: true, userA: { firstName: "Ida", lastName: "Idle" } });
    const now = api.clock.now();
    await api.db
      .update(documents)
      .set({ attorneyAId: counsel.attorney.id })
      .where(eq(documents.id, waiting.document.id));
    await api.db
      .update(documents)
      .set({ attorneyAId: counsel.attorney.id, lastGeneratedAt: now })
      .where(eq(documents.id, approving.document.id));
    await api.db
      .update(documents)
      .set({ attorneyAId: counsel.attorney.id, lastGeneratedAt: now, attorneyAApprovedAt: now })
      .where(eq(documents.id, approved.document.id));
    const { purchaseItem: sale } = await createPurchaseItem(api.db, {
      user: waiting.userA,
      productType: "REPRESENTATION",
      document: waiting.document,
      attorney: counsel.attorney,
    });
    await api.db.insert(chatMessages).values([
      {
        documentId: approved.document.id,
        fromUserId: approved.userA.id,
        toUserId: counsel.attorney.id,
        message: "One",
      },
      {
        documentId: approved.document.id,
        fromUserId: approved.userA.id,
        toUserId: counsel.attorney.id,
        message: "Two",
      },
      {
        documentId: approved.document.id,
        fromUserId: approved.userA.id,
        toUserId: counsel.attorney.id,
        message: "Read",
        isRead: true,
      },
    ]);
    const [question] = await api.db.select({ id: questions.id }).from(questions).limit(1);
    await api.db.insert(disputeThreadEvents).values({
      documentId: approving.document.id,
      questionId: question!.id,
      kind: "ASKED_ATTORNEY",
      userId: approving.userA.id,
      attorneyId: counsel.attorney.id,
    });

    type Item = { kind: string; client: { id: string } | null; count: number; amountInCents: number | null };
    const dashboard = json<{ attention: { items: Item[]; total: number }; payoutsDueInCents: number }>(
      await call(counsel.user, { method: "GET", url: url(counsel.user, "/dashboard") }),
    );
    expect(dashboard.attention.items.map((item) => [item.kind, item.client?.id ?? null, item.count])).toEqual([
      ["WAITING_FOR_CALL", waiting.userA.id, 1],
      ["AWAITING_YOUR_APPROVAL", approving.userA.id, 1],
      ["UNREAD_MESSAGES", approved.userA.id, 2],
      ["DISAGREEMENT_QUESTIONS", approving.userA.id, 1],
      ["PAYOUTS_DUE", null, 1],
    ]);
    expect(dashboard.attention.total).toBe(5);
    expect(dashboard.attention.items.at(-1)!.amountInCents).toBe(sale.pricePaidInCents - sale.feePaidInCents);
    expect(dashboard.payoutsDueInCents).toBe(dashboard.attention.items.at(-1)!.amountInCents);

    type Clients = { clients: { id: string; stage: string }[]; stageCounts: Record<string, number>; total: number };
    const all = json<Clients>(await call(counsel.user, { method: "GET", url: url(counsel.user, "/clients") }));
    expect(Object.fromEntries(all.clients.map((client) => [client.id, client.stage]))).toEqual({
      [waiting.userA.id]: "WAITING_FOR_CALL",
      [approving.userA.id]: "AWAITING_YOUR_APPROVAL",
      [approved.userA.id]: "APPROVED",
    });
    expect(all.stageCounts).toMatchObject({
      WAITING_FOR_CALL: 1,
      AWAITING_YOUR_APPROVAL: 1,
      APPROVED: 1,
      QUESTIONNAIRE: 0,
    });
    const awaiting = json<Clients>(
      await call(counsel.user, { method: "GET", url: url(counsel.user, "/clients?stage=AWAITING_YOUR_APPROVAL") }),
    );
    expect(awaiting.clients.map((client) => client.id)).toEqual([approving.userA.id]);
    expect(awaiting.total).toBe(1);
    const paged = json<Clients>(
      await call(counsel.user, { method: "GET", url: url(counsel.user, "/clients?pageSize=2&page=2") }),
    );
    expect(paged.total).toBe(3);
    expect(paged.clients).toEqual(all.clients.slice(2));
    const refused = await call(counsel.user, { method: "GET", url: url(counsel.user, "/clients?stage=SOMEDAY") });
    expect(refused.statusCode).toBe(400);
  });
});

describe("deactivation, declines and the couples' choice", () => {
  it("never offers a deactivated attorney to couples, and closes their client screens", async () => {
    const shopper = await createCouple(api.db, { paid: true });
    const offered = async () =>
      json<{ attorneys: { id: string }[] }>(
        await call(shopper.userA, {
          method: "GET",
          url: `/users/${shopper.userA.id}/documents/${shopper.document.id}/attorneys?serviceType=REPRESENTATION&pageSize=50`,
        }),
      ).attorneys.map((card) => card.id);
    expect(await offered()).toContain(applicant.user.id);
    const deactivated = await call(admin, {
      method: "POST",
      url: `/admin/attorneys/${applicant.user.id}/stage`,
      payload: { action: "deactivate", reason: "Licence lapsed" },
    });
    expect(json(deactivated)).toEqual({ id: applicant.user.id, stage: "DEACTIVATED" });
    expect(await offered()).not.toContain(applicant.user.id);
    expect((await call(applicant.user, { method: "GET", url: url(applicant.user, "/clients") })).statusCode).toBe(403);
    await expectUnchanged(
      () => call(applicant.user, { method: "PATCH", url: url(applicant.user), payload: { bio: "Back" } }),
      409,
      "declined or deactivated",
    );
    // Still sees their own record (the account page).
    expect(json(await call(applicant.user, { method: "GET", url: url(applicant.user) }))).toMatchObject({
      stage: "DEACTIVATED",
    });
    const reactivated = await call(admin, {
      method: "POST",
      url: `/admin/attorneys/${applicant.user.id}/stage`,
      payload: { action: "reactivate" },
    });
    expect(json(reactivated)).toMatchObject({ stage: "APPROVED" });
  });

  it("declines an application under review", async () => {
    const late = await createAttorney(api.db, { stage: "UNDER_REVIEW" });
    const declined = await call(admin, {
      method: "POST",
      url: `/admin/attorneys/${late.user.id}/stage`,
      payload: { action: "decline" },
    });
    expect(json(declined)).toEqual({ id: late.user.id, stage: "DECLINED" });
    const [mail] = await api.db.select().from(mailOutbox).where(eq(mailOutbox.to, late.user.email));
    expect(mail!.template).toBe("attorney-application-declined");
  });
});

describe("the attorney's own services", () => {
  it("an approved attorney sets the booking link of a service they offer, audited; a bad link changes nothing", async () => {
    const me = lawyer.user;
    const services = json<{ id: string; productType: string; bookingLink: string | null }[]>(
      await call(me, { method: "GET", url: url(me, "/attorney-services") }),
    );
    const representation = services.find((service) => service.productType === "REPRESENTATION")!;
    const path = url(me, `/attorney-services/${representation.id}`);

    const refused = await expectUnchanged(
      () => call(me, { method: "PATCH", url: path, payload: { bookingLink: "http://cal.example/lena" } }),
      400,
    );
    expect(json<{ error: { issues: { message: string; path: string[] }[] } }>(refused).error.issues).toEqual([
      expect.objectContaining({ message: "A booking link must be a full https:// address" }),
    ]);
    await expectUnchanged(
      () =>
        call(me, {
          method: "PATCH",
          url: path,
          payload: { bookingLink: "https://cal.example/lena", productId: representation.id },
        }),
      400,
    );
    // Another attorney's service, an unknown one, someone else's path: nothing changes.
    const othersService = json<{ id: string }[]>(
      await call(other.user, { method: "GET", url: url(other.user, "/attorney-services") }),
    )[0]!;
    await expectUnchanged(
      () =>
        call(me, {
          method: "PATCH",
          url: url(me, `/attorney-services/${othersService.id}`),
          payload: { bookingLink: "https://cal.example/lena" },
        }),
      404,
      "Service not found",
    );
    await expectUnchanged(
      () => call(other.user, { method: "PATCH", url: path, payload: { bookingLink: "https://cal.example/omar" } }),
      403,
    );
    // An attorney under review (services granted ahead) may not change them yet.
    const reviewed = await createAttorney(api.db, { stage: "UNDER_REVIEW", states: ["CA"] });
    const [granted] = await api.db
      .insert(attorneyServices)
      .values({ attorneyId: reviewed.user.id, productId: (await findProductByType(api.db, "Q_A")).id })
      .returning();
    await expectUnchanged(
      () =>
        call(reviewed.user, {
          method: "PATCH",
          url: url(reviewed.user, `/attorney-services/${granted!.id}`),
          payload: { bookingLink: "https://cal.example/r" },
        }),
      403,
    );

    const saved = await call(me, {
      method: "PATCH",
      url: path,
      payload: { bookingLink: " https://cal.example/lena " },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<typeof services>(saved)).toContainEqual(
      expect.objectContaining({
        id: representation.id,
        productType: "REPRESENTATION",
        bookingLink: "https://cal.example/lena",
      }),
    );
    const [audited] = await api.db.select().from(auditLog).where(eq(auditLog.entityId, representation.id));
    expect(audited).toMatchObject({
      actorUserId: me.id,
      action: "attorney.service.booking-link",
      before: { bookingLink: null },
      after: { bookingLink: "https://cal.example/lena" },
    });

    // Back to the built-in slots; the services offered are unchanged (the admin's).
    const cleared = await call(me, { method: "PATCH", url: path, payload: { bookingLink: null } });
    expect(
      json<typeof services>(cleared)
        .map((service) => [service.productType, service.bookingLink])
        .sort(),
    ).toEqual(services.map((service) => [service.productType, null]).sort());
  });
});

describe("admin: services, disciplinary records, law firms", () => {
  it("sets an attorney's services and booking links", async () => {
    const representation = await findProductByType(api.db, "REPRESENTATION");
    const prenup = await findProductByType(api.db, "PRENUP");
    const path = `/admin/attorneys/${other.user.id}/attorney-services`;
    await expectUnchanged(
      () =>
        call(admin, { method: "PUT", url: path, payload: { services: [{ productId: prenup.id, bookingLink: null }] } }),
      400,
      "Only Representation and Q&A",
    );
    await expectUnchanged(
      () =>
        call(admin, {
          method: "PUT",
          url: path,
          payload: { services: [{ productId: representation.id, bookingLink: "http://insecure.example" }] },
        }),
      400,
      "https://",
    );
    await expectUnchanged(() => call(other.user, { method: "PUT", url: path, payload: { services: [] } }), 403);
    const saved = await call(admin, {
      method: "PUT",
      url: path,
      payload: { services: [{ productId: representation.id, bookingLink: "https://book.example/omar" }] },
    });
    expect(json(saved)).toEqual([
      expect.objectContaining({ productType: "REPRESENTATION", bookingLink: "https://book.example/omar" }),
    ]);
    expect(
      json<unknown[]>(await call(other.user, { method: "GET", url: url(other.user, "/attorney-services") })),
    ).toHaveLength(1);
  });

  it("records and edits disciplinary records", async () => {
    const path = `/admin/attorneys/${other.user.id}/disciplinary-records`;
    await expectUnchanged(
      () => call(admin, { method: "POST", url: path, payload: { description: " " } }),
      400,
      "Describe the record",
    );
    await expectUnchanged(
      () => call(admin, { method: "POST", url: path, payload: { description: "Reprimand", occurredOn: "yesterday" } }),
      400,
    );
    const created = await call(admin, {
      method: "POST",
      url: path,
      payload: { description: "Public reprimand", occurredOn: "2021-04-02", stateId: california.id },
    });
    expect(created.statusCode, created.body).toBe(201);
    const record = json<{ id: string }>(created);
    await expectUnchanged(
      () => call(admin, { method: "PATCH", url: `${path}/${crypto.randomUUID()}`, payload: { resolution: "x" } }),
      404,
      "Disciplinary record not found",
    );
    // Bad edits: a clear message each, nothing stored, nothing audited.
    const edit = `${path}/${record.id}`;
    await expectUnchanged(
      () => call(admin, { method: "PATCH", url: edit, payload: { description: "  " } }),
      400,
      "Describe the record",
    );
    await expectUnchanged(
      () => call(admin, { method: "PATCH", url: edit, payload: { occurredOn: "31/05/2024" } }),
      400,
      "Use a date like 2024-05-31",
    );
    await expectUnchanged(
      () => call(admin, { method: "PATCH", url: edit, payload: { stateId: crypto.randomUUID() } }),
      400,
      "Unknown state",
    );
    await expectUnchanged(() => call(admin, { method: "PATCH", url: edit, payload: { resolution: "bad\u0000" } }), 400);
    await expectUnchanged(
      () => call(admin, { method: "PATCH", url: edit, payload: { resolution: "Closed", attorneyId: lawyer.user.id } }),
      400,
    );
    // Another attorney's path does not reach this record.
    await expectUnchanged(
      () =>
        call(admin, {
          method: "PATCH",
          url: `/admin/attorneys/${lawyer.user.id}/disciplinary-records/${record.id}`,
          payload: { resolution: "x" },
        }),
      404,
    );
    await expectUnchanged(() => call(other.user, { method: "PATCH", url: edit, payload: { resolution: "x" } }), 403);
    const edited = await call(admin, {
      method: "PATCH",
      url: edit,
      payload: { resolution: "Completed ethics course", stateId: texas.id },
    });
    expect(json(edited)).toMatchObject({
      id: record.id,
      resolution: "Completed ethics course",
      stateId: texas.id,
      description: "Public reprimand",
      occurredOn: "2021-04-02",
    });
    expect(json<unknown[]>(await call(admin, { method: "GET", url: path }))).toHaveLength(1);
    const audits = await api.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "attorney.disciplinary-record.update"));
    expect(audits).toEqual([
      expect.objectContaining({
        actorUserId: admin.id,
        entityId: other.user.id,
        subjectUserId: other.user.id,
        before: { recordId: record.id, resolution: null, stateId: california.id },
        after: { recordId: record.id, resolution: "Completed ethics course", stateId: texas.id },
      }),
    ]);
  });

  it("creates, lists, edits law firms and names the lead", async () => {
    await expectUnchanged(
      () => call(admin, { method: "POST", url: "/admin/law-firms", payload: { name: "" } }),
      400,
      "Enter the law firm's name",
    );
    await expectUnchanged(
      () => call(admin, { method: "POST", url: "/admin/law-firms", payload: { name: "Firm", contactEmail: "nope" } }),
      400,
      "valid e-mail",
    );
    const created = await call(admin, {
      method: "POST",
      url: "/admin/law-firms",
      payload: { name: "Summit Legal", contactEmail: "hello@summit.example" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const firm = json<{ id: string; isApproved: boolean }>(created);
    expect(firm.isApproved).toBe(true);
    await expectUnchanged(
      () => call(admin, { method: "PATCH", url: `/admin/law-firms/${firm.id}`, payload: { website: "ftp://x" } }),
      400,
    );
    await expectUnchanged(
      () =>
        call(admin, {
          method: "PATCH",
          url: `/admin/law-firms/${crypto.randomUUID()}`,
          payload: { isApproved: false },
        }),
      404,
    );
    const edited = await call(admin, {
      method: "PATCH",
      url: `/admin/law-firms/${firm.id}`,
      payload: { payoutDetails: "Wire to operating account", isApproved: false },
    });
    expect(json(edited)).toMatchObject({ payoutDetails: "Wire to operating account", isApproved: false });
    const avery = await api.db.select().from(lawFirms).where(eq(lawFirms.name, "Avery Law"));
    const list = json<{ lawFirms: { name: string }[]; total: number }>(
      await call(admin, { method: "GET", url: "/admin/law-firms?search=harbor" }),
    );
    expect(list.lawFirms.map((row) => row.name)).toEqual(["Harbor Family Law"]);
    const lead = json<{ lead: { id: string } | null }>(
      await call(admin, { method: "GET", url: `/admin/law-firms/${avery[0]!.id}/lead` }),
    );
    expect(lead.lead).toBeNull(); // Avery created it, then joined another firm.
    const harbor = json<{ attorneys: { id: string }[] }>(
      await call(admin, { method: "GET", url: `/admin/law-firms/${approvedFirm.id}` }),
    );
    expect(harbor.attorneys.map((row) => row.id)).toContain(applicant.user.id);
  });
});

describe("payout onboarding through the local gateway", () => {
  it("lets the firm's lead onboard and reads the account status; others may not", async () => {
    const firm = await createLawFirm(api.db, { name: "Lead & Co", isApproved: true });
    const lead = await createAttorney(api.db, { lawFirm: firm, attorney: { isLawFirmLead: true } });
    const member = await createAttorney(api.db, { lawFirm: firm });
    const status = (person: Person) =>
      call(person, { method: "GET", url: url(person, `/law-firms/${firm.id}/account-status`) });
    expect(json(await status(lead.user))).toMatchObject({
      lawFirmId: firm.id,
      provider: "local",
      accountId: null,
      state: "NOT_STARTED",
    });
    expect(
      (await call(lead.user, { method: "GET", url: url(lead.user, `/law-firms/${approvedFirm.id}/account-status`) }))
        .statusCode,
    ).toBe(404);
    await expectUnchanged(
      () => call(member.user, { method: "POST", url: url(member.user, `/law-firms/${firm.id}/onboarding-link`) }),
      403,
      "lead attorney",
    );

    const link = json<{ url: string }>(
      await call(lead.user, { method: "POST", url: url(lead.user, `/law-firms/${firm.id}/onboarding-link`) }),
    );
    const path = new URL(link.url).pathname;
    expect(path).toMatch(/^\/payments\/local\/accounts\/acct_local_[0-9a-f]{24}\/onboarding$/);
    // A second link reuses the account.
    const again = json<{ url: string }>(
      await call(lead.user, { method: "POST", url: url(lead.user, `/law-firms/${firm.id}/onboarding-link`) }),
    );
    expect(new URL(again.url).pathname).toBe(path);
    expect(json(await status(member.user))).toMatchObject({ state: "IN_PROGRESS", detailsSubmitted: false });

    const page = await api.inject({ method: "GET", url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Lead &amp; Co");
    const completed = await api.inject({ method: "POST", url: path.replace(/onboarding$/, "complete") });
    expect(completed.statusCode).toBe(303);
    expect(completed.headers.location).toBe("http://localhost:5174/attorney/account?onboarding=returned");
    expect(json(await status(lead.user))).toMatchObject({
      state: "ENABLED",
      detailsSubmitted: true,
      payoutsEnabled: true,
    });
    const adminView = json<{ payoutAccount: { state: string } }>(
      await call(admin, { method: "GET", url: `/admin/law-firms/${firm.id}` }),
    );
    expect(adminView.payoutAccount.state).toBe("ENABLED");
  });
});
