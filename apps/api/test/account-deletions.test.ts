/**
 * Deleting one's own account, through the API: the request (the typed word, a recent sign-in, one at
 * a time, every session ended), its withdrawal, an admin's legal hold that makes a due deletion wait,
 * the admin's list, and the daily job that carries a deletion out by the retention table: an
 * unsigned agreement closes for both partners (the partner is told), a signed one stays for the
 * partner to download and verify, and nothing of the person's profile or unshared data is left in
 * what the partner or an admin can read. The job runs with the clock past the 30 days.
 */
import { createHash } from "node:crypto";
import { pdfPageTexts } from "@prenup/agreement/testing";
import {
  accountDeletions,
  answers,
  attorneyReviews,
  dataExports,
  disclosureAcknowledgements,
  disclosureVersions,
  documentCommits,
  documentFiles,
  documentSectionDrafts,
  documentSections,
  documents,
  externalAttorneys,
  files,
  financialDisclosures,
  financialEntryDocuments,
  incomes,
  mailOutbox,
  notarizations,
  users,
} from "@prenup/db";
import { createAdmin, createAttorney, createCouple, createCustomer, testDatabaseDriver } from "@prenup/db/testing";
import {
  ACCOUNT_DELETION_MESSAGES,
  ERASED_CHAT_MESSAGE,
  medianDaysToComplete,
  type AccountDeletionStatus,
} from "@prenup/domain";
import { and, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RUN_ACCOUNT_DELETIONS_JOB } from "../src/modules/account-deletions/index.ts";
import { readyCouple, reviewByBoth } from "./agreement-fixtures.ts";
import { claimsOf, createTestApi, type TestApi, type TokenClaims } from "./harness.ts";
import { sectionId } from "./questionnaire-fixtures.ts";

const NOW = new Date("2026-11-21T12:00:00.000Z");
const DAY = 86_400_000;
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

let api: TestApi;
let asAdmin: TokenClaims;

beforeAll(async () => {
  api = await createTestApi({ now: NOW });
  asAdmin = claimsOf(await createAdmin(api.db), "admin");
});
afterAll(async () => {
  await api?.close();
});

type Person = { id: string; email: string; externalId: string };
type DeletionView = {
  status: "NONE" | AccountDeletionStatus;
  requestedAt: string | null;
  dueAt: string | null;
  hold: { id: string; basis: string; placedAt: string } | null;
  message: string | null;
};

const deletionUrl = (user: { id: string }) => `/users/${user.id}/account-deletion`;

/** POST /users/{id}/account-deletion with the word typed (and the token's sign-in as given). */
const requestDeletion = (user: Person, confirmation = "DELETE", as: TokenClaims = claimsOf(user)) =>
  api.inject({ method: "POST", url: deletionUrl(user), payload: { confirmation }, as });

/**
 * The user signs in again: the clock moves a minute on (past the second their sessions ended in),
 * and the token's sign-in is now.
 */
function signInAgain(user: Person): TokenClaims {
  api.clock.advance(60_000);
  return claimsOf(user, "customer", { signedInSecondsAgo: 0 });
}

/** The daily sweep, as the worker runs it, with the clock `days` further on; then every job it left. */
async function runDeletionsAfter(days: number): Promise<void> {
  api.clock.advance(days * DAY);
  await api.app.jobs.enqueue(RUN_ACCOUNT_DELETIONS_JOB, {});
  await api.app.jobs.drain();
}

const deletionsOf = (userId: string) =>
  api.db.select().from(accountDeletions).where(eq(accountDeletions.userId, userId));
const userRow = async (userId: string) => (await api.db.select().from(users).where(eq(users.id, userId)))[0]!;

describe("POST /users/{id}/account-deletion", () => {
  it("refuses a wrong word with 422, storing nothing and keeping the session", async () => {
    const user = await createCustomer(api.db);
    const response = await requestDeletion(user, "KEEP");
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({
      code: "DELETION_CONFIRMATION_MISMATCH",
      error: ACCOUNT_DELETION_MESSAGES.confirmationMismatch,
    });
    expect(await deletionsOf(user.id)).toEqual([]);
    expect(await userRow(user.id)).toMatchObject({ sessionsEndedAt: null, emailUnsubscribedAt: null });
    expect((await api.inject({ method: "GET", url: `/users/${user.id}`, as: claimsOf(user) })).statusCode).toBe(200);
  });

  it("asks for a recent sign-in (403), storing nothing", async () => {
    const user = await createCustomer(api.db);
    const response = await requestDeletion(user, "DELETE", claimsOf(user, "customer", { signedInSecondsAgo: 16 * 60 }));
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toMatchObject({
      code: "RECENT_SIGN_IN_REQUIRED",
      error: ACCOUNT_DELETION_MESSAGES.signInAgain,
    });
    expect(await deletionsOf(user.id)).toEqual([]);
    expect(await userRow(user.id)).toMatchObject({ sessionsEndedAt: null });
  });

  it("schedules the deletion 30 days ahead, signs the user out everywhere, turns e-mail off and mails the day; a second request is 409", async () => {
    const user = await createCustomer(api.db);
    const requestedAt = api.clock.now();
    const response = await requestDeletion(user, "  delete ");
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json<DeletionView>()).toEqual({
      status: "SCHEDULED",
      requestedAt: requestedAt.toISOString(),
      dueAt: new Date(requestedAt.getTime() + 30 * DAY).toISOString(),
      hold: null,
      message: ACCOUNT_DELETION_MESSAGES.scheduled,
    });

    // The token from before the request no longer works; a new sign-in does.
    const old = await api.inject({ method: "GET", url: `/users/${user.id}`, as: claimsOf(user) });
    expect(old.statusCode, old.body).toBe(401);
    expect(old.json()).toMatchObject({ code: "SESSION_ENDED" });
    const fresh = signInAgain(user);
    const page = await api.inject({ method: "GET", url: deletionUrl(user), as: fresh });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json<DeletionView>()).toMatchObject({ status: "SCHEDULED", hold: null });

    expect(await userRow(user.id)).toMatchObject({ emailUnsubscribedAt: requestedAt });
    const mails = await api.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, user.email), eq(mailOutbox.template, "account-deletion-scheduled")));
    expect(mails).toHaveLength(1);

    const again = await requestDeletion(user, "DELETE", fresh);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({ code: "ACCOUNT_DELETION_SCHEDULED" });
    expect(await deletionsOf(user.id)).toHaveLength(1);
  });

  it("is withdrawn before the day: e-mail back on, nothing deleted when the day passes; nothing left to withdraw is 409", async () => {
    const user = await createCustomer(api.db);
    expect((await requestDeletion(user)).statusCode).toBe(202);
    const fresh = signInAgain(user);
    const withdrawn = await api.inject({ method: "DELETE", url: deletionUrl(user), as: fresh });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json<DeletionView>()).toMatchObject({
      status: "NONE",
      dueAt: null,
      message: ACCOUNT_DELETION_MESSAGES.withdrawn,
    });
    expect(await userRow(user.id)).toMatchObject({ emailUnsubscribedAt: null });

    await runDeletionsAfter(31);
    expect(await deletionsOf(user.id)).toEqual([expect.objectContaining({ status: "WITHDRAWN" })]);
    expect(await userRow(user.id)).toMatchObject({ email: user.email, deletedAt: null });

    const again = await api.inject({ method: "DELETE", url: deletionUrl(user), as: claimsOf(user) });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({ code: "NO_ACCOUNT_DELETION" });
  });

  it.runIf(testDatabaseDriver() === "postgres")(
    "records one request when the same request arrives three times at once (the database keeps them apart)",
    async () => {
      const user = await createCustomer(api.db);
      const responses = await Promise.all([1, 2, 3].map(() => requestDeletion(user)));
      // One goes through; each other one meets its request (409) or, checked after its commit, the session it ended (401).
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 202)).toHaveLength(1);
      expect(statuses.filter((status) => status !== 202).every((status) => status === 409 || status === 401)).toBe(
        true,
      );
      expect(await deletionsOf(user.id)).toEqual([expect.objectContaining({ status: "SCHEDULED" })]);
      const mails = await api.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, user.email), eq(mailOutbox.template, "account-deletion-scheduled")));
      expect(mails).toHaveLength(1);
    },
  );
});

describe("legal holds", () => {
  it("make a due deletion wait, with the basis shown to the user; once lifted the deletion runs", async () => {
    const user = await createCustomer(api.db);
    expect((await requestDeletion(user)).statusCode).toBe(202);
    const basis = "A subpoena in Doe v. Roe";
    const placed = await api.inject({
      method: "POST",
      url: `/admin/users/${user.id}/legal-holds`,
      payload: { basis },
      as: asAdmin,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const hold = placed.json<DeletionView>().hold!;
    expect(hold.basis).toBe(basis);
    const second = await api.inject({
      method: "POST",
      url: `/admin/users/${user.id}/legal-holds`,
      payload: { basis: "Another one" },
      as: asAdmin,
    });
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json()).toMatchObject({ code: "LEGAL_HOLD_EXISTS" });

    const page = await api.inject({ method: "GET", url: deletionUrl(user), as: signInAgain(user) });
    expect(page.json<DeletionView>()).toMatchObject({
      status: "SCHEDULED",
      hold: { id: hold.id, basis },
      message: ACCOUNT_DELETION_MESSAGES.onHold(basis),
    });

    // The day has passed: the hold keeps the account as it is.
    await runDeletionsAfter(31);
    expect(await deletionsOf(user.id)).toEqual([expect.objectContaining({ status: "SCHEDULED" })]);
    expect(await userRow(user.id)).toMatchObject({ email: user.email, deletedAt: null });

    const released = await api.inject({
      method: "DELETE",
      url: `/admin/users/${user.id}/legal-holds/${hold.id}`,
      as: asAdmin,
    });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json<DeletionView>()).toMatchObject({ status: "SCHEDULED", hold: null });
    const releasedAgain = await api.inject({
      method: "DELETE",
      url: `/admin/users/${user.id}/legal-holds/${hold.id}`,
      as: asAdmin,
    });
    expect(releasedAgain.statusCode).toBe(404);
    expect(releasedAgain.json()).toMatchObject({ code: "LEGAL_HOLD_NOT_FOUND" });

    await runDeletionsAfter(1);
    expect(await deletionsOf(user.id)).toEqual([expect.objectContaining({ status: "COMPLETED" })]);
    const row = await userRow(user.id);
    expect(row.email).not.toBe(user.email);
    expect(row.deletedAt).not.toBeNull();
  });
});

describe("GET /admin/account-deletions", () => {
  type AdminRow = {
    id: string;
    userId: string;
    status: AccountDeletionStatus;
    requestedAt: string;
    dueAt: string;
    respondBy: string;
    completedAt: string | null;
    hold: { basis: string } | null;
  };
  type AdminPage = {
    items: AdminRow[];
    total: number;
    medianDaysToComplete: number | null;
    open: number;
    held: number;
  };

  it("lists each request with its due date, the day to answer by and its hold, and the median days to complete the domain computes", async () => {
    // One held, one carried out 31 days after its request, one 40 days after (its hold lifted late).
    const [held, quick, slow] = [
      await createCustomer(api.db),
      await createCustomer(api.db),
      await createCustomer(api.db),
    ];
    for (const user of [held, quick, slow]) expect((await requestDeletion(user)).statusCode).toBe(202);
    const requestedAt = api.clock.now();
    const hold = async (user: Person, basis: string) => {
      const placed = await api.inject({
        method: "POST",
        url: `/admin/users/${user.id}/legal-holds`,
        payload: { basis },
        as: asAdmin,
      });
      expect(placed.statusCode, placed.body).toBe(201);
      return placed.json<DeletionView>().hold!.id;
    };
    await hold(held, "A court order");
    const slowHold = await hold(slow, "A dispute about the agreement");
    await runDeletionsAfter(31);
    const lifted = await api.inject({
      method: "DELETE",
      url: `/admin/users/${slow.id}/legal-holds/${slowHold}`,
      as: asAdmin,
    });
    expect(lifted.statusCode, lifted.body).toBe(200);
    await runDeletionsAfter(9);

    const response = await api.inject({ method: "GET", url: "/admin/account-deletions?pageSize=100", as: asAdmin });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<AdminPage>();
    const rowOf = (user: Person) => page.items.find((item) => item.userId === user.id)!;
    const respondBy = new Date(requestedAt.getTime() + 45 * DAY).toISOString();
    expect(rowOf(held)).toMatchObject({
      status: "SCHEDULED",
      requestedAt: requestedAt.toISOString(),
      dueAt: new Date(requestedAt.getTime() + 30 * DAY).toISOString(),
      respondBy,
      completedAt: null,
      hold: { basis: "A court order" },
    });
    expect(rowOf(quick)).toMatchObject({ status: "COMPLETED", respondBy, hold: null });
    expect(rowOf(slow)).toMatchObject({ status: "COMPLETED", respondBy, hold: null });
    expect(Date.parse(rowOf(slow).completedAt!) - Date.parse(rowOf(quick).completedAt!)).toBe(9 * DAY);

    // The figures over every request on file, as the domain reads the same rows.
    const stored = await api.db.select().from(accountDeletions);
    const completed = stored.flatMap((row) =>
      row.status === "COMPLETED" && row.completedAt
        ? [{ requestedAt: row.requestedAt, completedAt: row.completedAt }]
        : [],
    );
    expect(completed.length).toBeGreaterThanOrEqual(2);
    expect(page.medianDaysToComplete).toBe(medianDaysToComplete(completed));
    expect(page.total).toBe(stored.length);
    expect(page.open).toBe(stored.filter((row) => row.status === "SCHEDULED").length);
    expect(page.held).toBeGreaterThanOrEqual(1);
    expect(page.items.filter((item) => item.status === "SCHEDULED" && item.hold).length).toBe(page.held);
  });
});

/** What a partner and an admin read, as text: every page of the partner and of the person that shows them something. */
async function readableText(
  requests: { url: string; as: TokenClaims }[],
): Promise<{ text: string; statuses: Record<string, number> }> {
  const parts: string[] = [];
  const statuses: Record<string, number> = {};
  for (const { url, as } of requests) {
    const response = await api.inject({ method: "GET", url, as });
    statuses[url] = response.statusCode;
    parts.push(
      String(response.headers["content-type"]).startsWith("application/pdf")
        ? pdfPageTexts(response.rawPayload).join("\n")
        : response.body,
    );
  }
  return { text: parts.join("\n"), statuses };
}

/** A's profile, kept apart from the fixture's shared values so a leak shows: phone, birth date and a typed answer. */
const PHONE = "+14155550163";
const BIRTHDATE = "1988-03-14";
const OWN_ANSWER = "Marfa, Texas";

/** The partner's pages that show anything of the other partner, and an admin's of the person. */
function pagesOf(couple: { userA: Person; userB: Person; document: { id: string } }) {
  const [a, b, doc] = [couple.userA.id, couple.userB.id, couple.document.id];
  const asB = claimsOf(couple.userB);
  const partner = [
    `/users/${a}`,
    `/users/${b}/standing`,
    `/users/${b}/documents`,
    `/documents/${doc}`,
    `/documents/${doc}/participants`,
    `/documents/${doc}/history`,
    `/documents/${doc}/files`,
    `/documents/${doc}/notarizations`,
    `/documents/${doc}/dispute-threads`,
    `/documents/${doc}/evidence-dossier`,
    `/documents/${doc}/questionnaire-sections/understanding/groups`,
    `/users/${b}/answers/dispute`,
    `/users/${b}/documents/${doc}/resolutions`,
    `/users/${a}/documents/${doc}/financial-summary`,
    `/users/${b}/documents/${doc}/outcome-simulation`,
    `/users/${b}/documents/${doc}/counsel-certifications`,
  ].map((url) => ({ url, as: asB }));
  const admin = [
    `/users/${a}`,
    `/users/${a}/answers`,
    `/users/${a}/standing`,
    `/users/${a}/documents`,
    `/admin/users/${a}`,
    `/admin/users?search=${encodeURIComponent(couple.userA.email)}`,
    `/admin/users/${a}/questionnaire-sections/${sectionId("understanding")}/groups`,
    `/admin/users/${a}/audit-log`,
    `/admin/account-deletions?pageSize=100`,
    `/documents/${doc}/drafts/sections`,
    `/documents/${doc}/evidence-dossier`,
  ].map((url) => ({ url, as: asAdmin }));
  return { partner, admin };
}

/** A couple whose partner A gave a phone number, a birth date and a typed answer of their own. */
async function coupleWithProfile(state: string) {
  const couple = await readyCouple(api.db, {
    state,
    answersA: { phone_number: PHONE, date_of_birth: BIRTHDATE, planned_signing_place: OWN_ANSWER },
  });
  await api.db.update(users).set({ phoneNumber: PHONE, birthdate: BIRTHDATE }).where(eq(users.id, couple.userA.id));
  return { ...couple, userB: couple.userB! };
}

/** The secrets of A's that a text shows. */
const secretsIn = (text: string, a: Person) =>
  [a.email, "5550163", BIRTHDATE, "March 14, 1988", OWN_ANSWER, "A's private draft"].filter((secret) =>
    text.includes(secret),
  );

describe("an unsigned couple: A's deletion", () => {
  it("closes the agreement for both, tells B, and leaves nothing of A's profile, answers or disclosure in what B or an admin reads", async () => {
    const couple = await coupleWithProfile("CA");
    const [a, b] = [couple.userA, couple.userB];
    const asA = claimsOf(a);
    // The agreement's text generated (its commit, PDF and Word files) before the deletion.
    const generated = await api.inject({ method: "POST", url: `/documents/${couple.document.id}/generate`, as: asA });
    expect(generated.statusCode, generated.body).toBe(201);
    await api.app.jobs.drain();
    const [commit] = await api.db
      .select()
      .from(documentCommits)
      .where(eq(documentCommits.documentId, couple.document.id));
    expect(commit?.pdfFileId).toBeTruthy();
    const base = `/users/${a.id}/documents/${couple.document.id}`;
    const income = await api.inject({
      method: "POST",
      url: `${base}/incomes`,
      payload: { year: 2026, incomeType: "BASE_SALARY", valueInCents: 7_654_321 },
      as: asA,
    });
    expect(income.statusCode, income.body).toBe(201);
    const entryId = income.json<{ id: string }>().id;
    const statement = await api.inject({
      method: "POST",
      url: `${base}/incomes/${entryId}/documents?name=pay-slip.pdf`,
      headers: { "content-type": "application/pdf" },
      payload: "%PDF-1.7\n%%EOF\n",
      as: asA,
    });
    expect(statement.statusCode, statement.body).toBe(201);
    const [attached] = await api.db
      .select()
      .from(financialEntryDocuments)
      .where(eq(financialEntryDocuments.ownerId, a.id));
    // B's own attorney on record for the agreement, with the certification they signed.
    const [certification] = await api.db
      .insert(files)
      .values({
        key: `test/${b.id}/certification.pdf`,
        name: "certification.pdf",
        size: 15,
        contentType: "application/pdf",
      })
      .returning();
    await api.db.insert(externalAttorneys).values({
      userId: b.id,
      documentId: couple.document.id,
      name: "Jordan Lee",
      certificationFileId: certification!.id,
    });
    // A's copy of their data, built and still downloadable when the deletion runs.
    expect((await api.inject({ method: "POST", url: `/users/${a.id}/data-exports`, as: asA })).statusCode).toBe(202);
    await api.app.jobs.drain();

    const pages = pagesOf(couple);
    const before = await readableText([...pages.partner, ...pages.admin]);
    expect(secretsIn(before.text, a)).toEqual([a.email, "5550163", BIRTHDATE, OWN_ANSWER]);
    expect(before.text).toContain("7654321");

    expect((await requestDeletion(a)).statusCode).toBe(202);
    await runDeletionsAfter(30);
    expect(await deletionsOf(a.id)).toEqual([expect.objectContaining({ status: "COMPLETED" })]);

    // The agreement is gone for B, who was told (without details).
    const asB = claimsOf(b);
    const list = await api.inject({ method: "GET", url: `/users/${b.id}/documents`, as: asB });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.body).not.toContain(couple.document.id);
    expect((await api.inject({ method: "GET", url: `/documents/${couple.document.id}`, as: asB })).statusCode).toBe(
      404,
    );
    const told = await api.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, b.email), eq(mailOutbox.template, "agreement-closed")));
    expect(told).toHaveLength(1);
    expect(told[0]!.text).not.toContain(a.email);
    expect((await api.inject({ method: "GET", url: `/users/${b.id}/standing`, as: asB })).statusCode).toBe(200);
    // The e-mails sent to A (the scheduled deletion's among them) are gone; B's stay.
    expect(await api.db.select().from(mailOutbox).where(eq(mailOutbox.to, a.email))).toEqual([]);
    expect((await api.db.select().from(mailOutbox).where(eq(mailOutbox.to, b.email))).length).toBeGreaterThan(0);

    // Nothing of A's profile, answers or disclosure in anything B or an admin reads.
    const after = await readableText([...pages.partner, ...pages.admin]);
    expect(secretsIn(after.text, a)).toEqual([]);
    expect(after.text).not.toContain("7654321");
    // The closed agreement's text, history and files are deleted (the record's append-only entries stay).
    const closedDoc = couple.document.id;
    expect(await api.db.select().from(documentCommits).where(eq(documentCommits.documentId, closedDoc))).toEqual([]);
    expect(await api.db.select().from(documentSections).where(eq(documentSections.documentId, closedDoc))).toEqual([]);
    expect(await api.db.select().from(documentFiles).where(eq(documentFiles.documentId, closedDoc))).toEqual([]);
    const [pdf] = await api.db.select().from(files).where(eq(files.id, commit!.pdfFileId!));
    expect(pdf?.deletedAt).not.toBeNull();
    // The admin's user page answers for open accounts only; the requests' list names the closed one anonymised.
    expect((await api.inject({ method: "GET", url: `/admin/users/${a.id}`, as: asAdmin })).statusCode).toBe(404);
    const requests = await api.inject({ method: "GET", url: "/admin/account-deletions?pageSize=100", as: asAdmin });
    expect(requests.json<{ items: { userId: string; email: string; name: string | null }[] }>().items).toContainEqual(
      expect.objectContaining({ userId: a.id, email: `deleted-${a.id}@deleted.invalid`, name: null }),
    );
    expect(await userRow(a.id)).toMatchObject({
      firstName: null,
      lastName: null,
      phoneNumber: null,
      birthdate: null,
      deletedAt: expect.any(Date),
    });

    // A's rows: answers and disclosure deleted, the export's row kept as the log.
    expect(await api.db.$count(answers, eq(answers.userId, a.id))).toBe(0);
    expect(await api.db.$count(incomes, eq(incomes.userId, a.id))).toBe(0);
    expect(await api.db.$count(financialDisclosures, eq(financialDisclosures.userId, a.id))).toBe(0);
    expect(await api.db.$count(financialEntryDocuments, eq(financialEntryDocuments.ownerId, a.id))).toBe(0);
    expect(await api.db.$count(disclosureVersions, eq(disclosureVersions.ownerId, a.id))).toBe(0);
    expect(await api.db.$count(disclosureAcknowledgements, eq(disclosureAcknowledgements.acknowledgedById, a.id))).toBe(
      0,
    );
    expect(await api.db.$count(answers, eq(answers.userId, b.id))).toBeGreaterThan(0);
    const [exported] = await api.db.select().from(dataExports).where(eq(dataExports.userId, a.id));
    expect(exported).toMatchObject({ status: "EXPIRED" });
    // The closed agreement's counsel record goes too; the files released are deleted after the commit.
    expect(await api.db.$count(externalAttorneys, eq(externalAttorneys.documentId, couple.document.id))).toBe(0);
    const deletedAtOf = async (id: string) =>
      (await api.db.select({ deletedAt: files.deletedAt }).from(files).where(eq(files.id, id)))[0]?.deletedAt;
    for (const fileId of [attached!.fileId, exported!.fileId!, certification!.id]) {
      expect(await deletedAtOf(fileId), fileId).toEqual(expect.any(Date));
    }

    // A cannot sign in any more.
    expect((await api.inject({ method: "GET", url: `/users/${a.id}`, as: claimsOf(a) })).statusCode).not.toBe(200);
  });
});

describe("a notarized couple: A's deletion", () => {
  it("leaves B the signed agreement to download and verify, and nothing of A's profile or unshared data in what B or an admin reads", async () => {
    const couple = await coupleWithProfile("NY");
    const [a, b] = [couple.userA, couple.userB];
    const [asA, asB] = [claimsOf(a), claimsOf(b)];
    const doc = couple.document.id;
    expect((await api.inject({ method: "POST", url: `/documents/${doc}/generate`, as: asA })).statusCode).toBe(201);
    await reviewByBoth(api, couple);
    api.clock.advance(60_000);
    const finalized = await api.inject({
      method: "PATCH",
      url: `/documents/${doc}`,
      as: asA,
      payload: { finalizedAt: api.clock.now().toISOString() },
    });
    expect(finalized.statusCode, finalized.body).toBe(200);
    const [row] = await api.db.select().from(documents).where(eq(documents.id, doc));
    const finalPdf = `/documents/${doc}/files/${row!.generatedPdfFileId}`;
    const finalBytes = (await api.inject({ method: "GET", url: finalPdf, as: asB })).rawPayload;
    const pdf = await PDFDocument.create();
    pdf.addPage();
    const notarizedBytes = Buffer.from(await pdf.save());
    const proof = await api.inject({
      method: "POST",
      url: `/documents/${doc}/notarizations/proof?signedOn=${api.clock.now().toISOString().slice(0, 10)}`,
      payload: notarizedBytes,
      headers: { "content-type": "application/pdf" },
      as: asA,
    });
    expect(proof.statusCode, proof.body).toBe(201);

    // A's attorney on record, and A's message to them; an unpublished draft of A's.
    const attorney = await createAttorney(api.db, { stage: "APPROVED", states: ["NY"] });
    await api.db.update(documents).set({ attorneyAId: attorney.attorney.id }).where(eq(documents.id, doc));
    const chats = `/users/${a.id}/documents/${doc}/chats`;
    const sent = await api.inject({ method: "POST", url: chats, payload: { message: "Call me on my cell" }, as: asA });
    expect(sent.statusCode, sent.body).toBe(201);
    await api.db
      .insert(documentSectionDrafts)
      .values({ documentId: doc, authorUserId: a.id, title: "A's private draft", text: "A's private draft" });
    // A's review of the attorney, shown with A's name while the account is open.
    await api.db.insert(attorneyReviews).values({
      attorneyId: attorney.attorney.id,
      userId: a.id,
      rating: 90,
      message: "Clear advice",
      status: "APPROVED",
    });
    const asAttorney = claimsOf(attorney.user, "attorney");
    const reviewPages = [
      { url: `/admin/attorney-reviews?attorneyId=${attorney.attorney.id}`, as: asAdmin },
      {
        url: `/users/${attorney.attorney.id}/attorneys/${attorney.attorney.id}/attorney-reviews?includeUser=true`,
        as: asAttorney,
      },
    ];
    const reviewsBefore = await readableText(reviewPages);
    expect(Object.values(reviewsBefore.statuses)).toEqual([200, 200]);
    expect(reviewsBefore.text.match(/Avery/g)).toHaveLength(2);

    const pages = pagesOf(couple);
    const before = await readableText([...pages.partner, ...pages.admin]);
    expect(secretsIn(before.text, a)).toEqual([a.email, "5550163", BIRTHDATE, OWN_ANSWER, "A's private draft"]);

    expect((await requestDeletion(a, "DELETE", signInAgain(a))).statusCode).toBe(202);
    await runDeletionsAfter(30);
    expect(await deletionsOf(a.id)).toEqual([expect.objectContaining({ status: "COMPLETED" })]);

    // B still has the signed agreement, byte for byte, and its hash and the notarized copy's still verify.
    const download = await api.inject({ method: "GET", url: finalPdf, as: asB });
    expect(download.statusCode, download.body).toBe(200);
    expect(sha256(download.rawPayload)).toBe(sha256(finalBytes));
    for (const [hash, kind] of [
      [sha256(finalBytes), "final-agreement"],
      [sha256(notarizedBytes), "notarized-copy"],
    ] as const) {
      const verified = await api.inject({ method: "GET", url: `/verification/${hash}`, remoteAddress: "198.51.100.7" });
      expect(verified.json()).toMatchObject({ recorded: true, kind, recordVerifies: true });
    }
    const history = await api.inject({ method: "GET", url: `/documents/${doc}/history`, as: asB });
    expect(history.json<{ record: { verified: boolean } }>().record.verified).toBe(true);

    // Nothing of A's profile or unshared data; the names the signed agreement shows stay.
    const after = await readableText([...pages.partner, ...pages.admin]);
    expect(secretsIn(after.text, a)).toEqual([]);
    for (const [url, status] of Object.entries(after.statuses)) expect(status, url).toBeLessThan(500);
    const participants = await api.inject({ method: "GET", url: `/documents/${doc}/participants`, as: asB });
    expect(participants.body).toContain("Avery");
    expect(await api.db.$count(answers, eq(answers.userId, a.id))).toBe(0);
    expect(await api.db.$count(documentSectionDrafts, eq(documentSectionDrafts.authorUserId, a.id))).toBe(0);
    // The disclosure belongs to the signed agreement: kept.
    expect(await api.db.$count(financialDisclosures, eq(financialDisclosures.userId, a.id))).toBe(1);
    expect(await api.db.$count(disclosureVersions, eq(disclosureVersions.ownerId, a.id))).toBeGreaterThan(0);

    // The review stays on the attorney's pages, without A's name.
    const reviewsAfter = await readableText(reviewPages);
    expect(reviewsAfter.text.match(/Clear advice/g)).toHaveLength(2);
    expect(reviewsAfter.text).not.toContain("Avery");

    // The attorney's conversation keeps A's message, read as deleted.
    const conversation = await api.inject({
      method: "GET",
      url: `/users/${attorney.user.id}/documents/${doc}/chats?counterpartId=${a.id}`,
      as: asAttorney,
    });
    expect(conversation.statusCode, conversation.body).toBe(200);
    expect(conversation.json<{ chats: { fromUserId: string; message: string }[] }>().chats).toEqual([
      expect.objectContaining({ fromUserId: a.id, message: ERASED_CHAT_MESSAGE }),
    ]);
    expect(conversation.body).not.toContain("Call me on my cell");
  });
});

describe("a signed agreement whose partner B leaves", () => {
  it("stays for A, naming B as it was signed, without the address B was invited at", async () => {
    const couple = await createCouple(api.db, {
      state: "NY",
      paid: true,
      userB: { firstName: "Blake", lastName: "Moreno" },
    });
    const [a, b, doc] = [couple.userA, couple.userB, couple.document.id];
    await api.db.update(documents).set({ invitationEmail: b.email }).where(eq(documents.id, doc));
    await api.db.insert(notarizations).values({
      documentId: doc,
      isProofUpload: true,
      notarizationCompletedAt: api.clock.now(),
      signedOn: api.clock.now().toISOString().slice(0, 10),
    });
    const pages = [`/documents/${doc}`, `/documents/${doc}/participants`].map((url) => ({ url, as: claimsOf(a) }));
    expect((await readableText(pages)).text).toContain(b.email);

    expect((await requestDeletion(b)).statusCode).toBe(202);
    await runDeletionsAfter(30);

    const after = await readableText(pages);
    expect(Object.values(after.statuses)).toEqual([200, 200]);
    expect(after.text).not.toContain(b.email);
    expect(after.text).toContain("Blake");
    const told = await api.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, a.email), eq(mailOutbox.template, "agreement-closed")));
    expect(told).toEqual([]);
  });
});
