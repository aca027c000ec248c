/**
 * The admin's user routes and the audit trail: search, filters, sorting and pages on the server;
 * edits, soft delete, unsubscribe and password resets, each audited in its own transaction; bad
 * input that changes nothing stored; statement counts that stay constant as the data grows.
 */
import {
  answers,
  attorneyReviews,
  backgroundJobs,
  events,
  auditLog,
  contentIds,
  documents,
  documentTemplateStates,
  mailOutbox,
  notarizations,
  PRENUP_TEMPLATE_ID,
  products,
  seedReference,
  states,
  terms,
  users,
} from "@prenup/db";
import {
  createAdmin,
  createAttorney,
  createCouple,
  createCustomer,
  createDocument,
  snapshotTables,
} from "@prenup/db/testing";
import { and, eq, sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemClock } from "../src/integrations/clock.ts";
import { IdentityUnavailableError, type IdentityAdminPort } from "../src/integrations/identity/index.ts";
import { createOutboxMailAdapter, createOutboxStore } from "../src/integrations/mail/outbox.ts";
import { sendMail } from "../src/integrations/mail/index.ts";
import { claimsOf, CLIENTS, createTestApi, json, type TestApi, type TokenClaims } from "./harness.ts";
import { insertAnswer } from "./questionnaire-fixtures.ts";

const resets: { externalId: string; email: string }[] = [];
const closedAccounts: string[] = [];
/** How many of the next account closures the provider refuses (a provider that is down). */
let closuresToRefuse = 0;
const identity: IdentityAdminPort = {
  kind: "test identity provider",
  configured: true,
  sendPasswordReset: async (account) => {
    resets.push(account);
  },
  closeAccount: async (account) => {
    if (closuresToRefuse > 0) {
      closuresToRefuse -= 1;
      throw new IdentityUnavailableError("The identity provider answered 503 to closing the account");
    }
    closedAccounts.push(account.externalId);
  },
};

let api: TestApi;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let asAdmin: TokenClaims;
beforeAll(async () => {
  api = await createTestApi({ deps: { identity } });
  admin = await createAdmin(api.db);
  asAdmin = claimsOf(admin, "admin");
});
afterAll(async () => {
  await api?.close();
});

type Page = {
  items: { id: string; email: string; paid: boolean; activeDocumentCount: number; lastName: string | null }[];
  total: number;
  page: number;
  pageSize: number;
};
const userTables = () => snapshotTables(api.db, [users, auditLog]);

describe("GET /admin/users", () => {
  it("searches by name, e-mail and id, filters by type and paid, sorts and pages on the server", async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const paid = await createCouple(api.db, {
      paid: true,
      userA: { lastName: `${tag}-Paid`, email: `${tag}-a@example.test` },
      userB: { lastName: `${tag}-Partner` },
    });
    const unpaid = await createCouple(api.db, {
      userA: { lastName: `${tag}-Unpaid` },
      userB: { lastName: `${tag}-Other` },
    });
    const attorney = await createAttorney(api.db, { stage: "APPROVED", user: { lastName: `${tag}-Counsel` } });
    const list = async (query: string) => {
      const response = await api.inject({ method: "GET", url: `/admin/users?${query}`, as: asAdmin });
      expect(response.statusCode, response.body).toBe(200);
      return json<Page>(response);
    };

    const byName = await list(`search=${tag}&sort=lastName&order=asc`);
    expect(byName.items.map((row) => row.lastName)).toEqual([
      `${tag}-Counsel`,
      `${tag}-Other`,
      `${tag}-Paid`,
      `${tag}-Partner`,
      `${tag}-Unpaid`,
    ]);
    expect(byName.total).toBe(5);
    expect((await list(`search=${tag.toUpperCase()}-A@EXAMPLE`)).items.map((row) => row.id)).toEqual([paid.userA.id]);
    expect((await list(`search=${unpaid.userB.id}`)).items.map((row) => row.id)).toEqual([unpaid.userB.id]);
    // The couple's prenup is paid for both partners (the shared-product rule).
    const paidOnes = await list(`search=${tag}&paid=true&sort=lastName&order=asc`);
    expect(paidOnes.items.map((row) => row.id)).toEqual([paid.userA.id, paid.userB.id]);
    expect((await list(`search=${tag}&userType=ATTORNEY`)).items.map((row) => row.id)).toEqual([attorney.user.id]);
    const second = await list(`search=${tag}&sort=lastName&order=desc&page=2&pageSize=2`);
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(second.items.map((row) => row.lastName)).toEqual([`${tag}-Paid`, `${tag}-Other`]);
    // A user with two active agreements shows the duplicate count.
    await createDocument(api.db, { userA: unpaid.userA });
    expect((await list(`search=${unpaid.userA.id}`)).items[0]!.activeDocumentCount).toBe(2);
    // Search text is matched literally: % and _ are not wildcards.
    expect((await list(`search=${encodeURIComponent("%_%")}`)).total).toBe(0);
  });

  it("answers 400 with the field named for bad filters", async () => {
    for (const [query, message] of [
      ["userType=OWNER", "userType must be CUSTOMER, ATTORNEY or ADMIN"],
      ["paid=maybe", "Use true or false"],
      ["sort=password", "sort must be one of createdAt, email, lastName, lastActiveAt"],
      ["pageSize=1000", "pageSize must be a whole number from 1 to 100"],
      ["page=0", "page must be a whole number from 1"],
    ] as const) {
      const response = await api.inject({ method: "GET", url: `/admin/users?${query}`, as: asAdmin });
      expect(response.statusCode, query).toBe(400);
      expect(json<{ error: { issues: { message: string }[] } }>(response).error.issues[0]!.message).toBe(message);
    }
  });
});

describe("GET /admin/users/{id}", () => {
  it("shows the profile, the active agreement with the partner, and the paid flags", async () => {
    const couple = await createCouple(api.db, { paid: true });
    const response = await api.inject({ method: "GET", url: `/admin/users/${couple.userB.id}`, as: asAdmin });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toMatchObject({
      id: couple.userB.id,
      paid: true,
      hasPaidDocument: true,
      activeDocumentCount: 1,
      emailUnsubscribedAt: null,
      document: {
        id: couple.document.id,
        respondent: "B",
        stateName: "California",
        partner: { id: couple.userA.id, email: couple.userA.email },
      },
    });
    const missing = await api.inject({
      method: "GET",
      url: "/admin/users/00000000-0000-4000-8000-000000000000",
      as: asAdmin,
    });
    expect(missing.statusCode).toBe(404);
  });

  it("names the agreement's stage from its facts: a notarized agreement without attorneys is notarized, not 'not approved'", async () => {
    const couple = await createCouple(api.db, { paid: true });
    const stage = async () =>
      json<{ document: { stage: string; status: string; hasAttorney: boolean } }>(
        await api.inject({ method: "GET", url: `/admin/users/${couple.userA.id}`, as: asAdmin }),
      ).document;
    expect(await stage()).toMatchObject({ stage: "NOT_GENERATED", hasAttorney: false });

    const generatedAt = new Date("2026-11-01T10:00:00.000Z");
    await api.db
      .update(documents)
      .set({ lastGeneratedAt: generatedAt, reviewedAt: generatedAt, finalizedAt: generatedAt })
      .where(eq(documents.id, couple.document.id));
    expect((await stage()).stage).toBe("FINALIZED");

    const [live] = await api.db
      .insert(notarizations)
      .values({ documentId: couple.document.id, provider: "local", externalStatus: "IN_PROGRESS" })
      .returning();
    expect((await stage()).stage).toBe("NOTARIZATION_UNDER_WAY");

    await api.db
      .update(notarizations)
      .set({ externalStatus: "COMPLETED", notarizationCompletedAt: new Date("2026-11-10T10:00:00.000Z") })
      .where(eq(notarizations.id, live!.id));
    expect(await stage()).toEqual({
      ...(await stage()),
      stage: "NOTARIZED",
      status: "NOT_APPROVED",
      hasAttorney: false,
    });

    const resetAt = new Date("2026-11-11T10:00:00.000Z");
    await api.db.update(notarizations).set({ resetAt, deletedAt: resetAt }).where(eq(notarizations.id, live!.id));
    expect((await stage()).stage).toBe("FINALIZED");
  });
});

describe("PATCH /admin/users/{id}", () => {
  it("changes a profile field and records it before and after in the same transaction", async () => {
    const customer = await createCustomer(api.db, { firstName: "Jamie" });
    const response = await api.inject({
      method: "PATCH",
      url: `/admin/users/${customer.id}`,
      payload: { firstName: "  Jamie-Lee " },
      as: asAdmin,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toMatchObject({ firstName: "Jamie-Lee" });
    const [row] = await api.db.select().from(users).where(eq(users.id, customer.id));
    expect(row).toMatchObject({ firstName: "Jamie-Lee", updatedById: admin.id });
    const audit = await api.db.select().from(auditLog).where(eq(auditLog.subjectUserId, customer.id));
    expect(audit).toEqual([
      expect.objectContaining({
        action: "user.update",
        actorUserId: admin.id,
        entityType: "user",
        entityId: customer.id,
        before: { firstName: "Jamie" },
        after: { firstName: "Jamie-Lee" },
      }),
    ]);
  });

  it("refuses bad input with the profile's messages and changes nothing", async () => {
    const customer = await createCustomer(api.db);
    const before = await userTables();
    for (const [payload, message] of [
      [{}, "Update exactly one field at a time"],
      [{ email: "new@example.test" }, "This field cannot be updated: email"],
      [{ gender: "ROBOT" }, "Please choose one of the listed genders"],
      [{ birthdate: "2099-01-01" }, null],
      [{ lastName: "x".repeat(101) }, "Names can be at most 100 characters"],
      [{ phoneNumber: "12" }, null],
    ] as const) {
      const response = await api.inject({ method: "PATCH", url: `/admin/users/${customer.id}`, payload, as: asAdmin });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      if (message)
        expect(json<{ error: { issues: { message: string }[] } }>(response).error.issues[0]!.message).toBe(message);
    }
    const unknown = await api.inject({
      method: "PATCH",
      url: "/admin/users/00000000-0000-4000-8000-000000000000",
      payload: { firstName: "X" },
      as: asAdmin,
    });
    expect(unknown.statusCode).toBe(404);
    expect(await userTables()).toEqual(before);
  });
});

describe("DELETE /admin/users/{id}", () => {
  it("closes an account without purchases, keeps the partner and the trail, and the user can no longer sign in", async () => {
    const couple = await createCouple(api.db);
    const response = await api.inject({ method: "DELETE", url: `/admin/users/${couple.userB.id}`, as: asAdmin });
    expect(response.statusCode, response.body).toBe(204);
    const [row] = await api.db.select().from(users).where(eq(users.id, couple.userB.id));
    expect(row!.deletedAt).not.toBeNull();
    const partner = await api.inject({ method: "GET", url: `/admin/users/${couple.userA.id}`, as: asAdmin });
    expect(json(partner)).toMatchObject({ document: { id: couple.document.id, partner: { id: couple.userB.id } } });
    const signIn = await api.inject({ method: "GET", url: "/users/me", as: claimsOf(couple.userB) });
    expect(json<{ code: string }>(signIn).code).toBe("ACCOUNT_CLOSED");
    await api.app.jobs.drain();
    const trail = await api.inject({ method: "GET", url: `/admin/users/${couple.userB.id}/audit-log`, as: asAdmin });
    // The fixed clock gives both rows one time: compare the set of actions.
    expect(
      json<{ items: { action: string }[] }>(trail)
        .items.map((entry) => entry.action)
        .sort(),
    ).toEqual(["user.delete", "user.identity-account-closed"]);
    expect((await api.inject({ method: "GET", url: `/admin/users/${couple.userB.id}`, as: asAdmin })).statusCode).toBe(
      404,
    );
  });

  it("closes the identity account after the delete commits, and the e-mail signs up again as a new user while the old token stays refused", async () => {
    const customer = await createCustomer(api.db, { email: `Again-${Date.now().toString(36)}@Example.test` });
    const oldToken = claimsOf(customer);
    expect((await api.inject({ method: "GET", url: "/users/me", as: oldToken })).statusCode).toBe(200);

    const response = await api.inject({ method: "DELETE", url: `/admin/users/${customer.id}`, as: asAdmin });
    expect(response.statusCode, response.body).toBe(204);
    // Before the job runs the provider still has the account; the API already refuses it.
    expect(closedAccounts).not.toContain(customer.externalId);
    expect(json<{ code: string }>(await api.inject({ method: "GET", url: "/users/me", as: oldToken })).code).toBe(
      "ACCOUNT_CLOSED",
    );
    await api.app.jobs.drain();
    expect(closedAccounts).toContain(customer.externalId);

    // The provider gives the address a new account (a new sub); our sign-up takes the same e-mail in another case.
    const newAccount = {
      sub: `reborn-${customer.externalId}`,
      email: customer.email.toLowerCase(),
      clientId: CLIENTS.customer,
      emailVerified: true,
    };
    const signUp = await api.inject({ method: "POST", url: "/users", as: newAccount, payload: { firstName: "Again" } });
    expect(signUp.statusCode, signUp.body).toBe(201);
    const created = json<{ id: string; email: string }>(signUp);
    expect(created.id).not.toBe(customer.id);
    expect(created.email).toBe(customer.email.toLowerCase());
    expect(json<{ id: string }>(await api.inject({ method: "GET", url: "/users/me", as: newAccount })).id).toBe(
      created.id,
    );
    expect(json<{ code: string }>(await api.inject({ method: "GET", url: "/users/me", as: oldToken })).code).toBe(
      "ACCOUNT_CLOSED",
    );
    // The admin finds the new user by that e-mail; the closed one is not listed.
    const found = json<Page>(
      await api.inject({
        method: "GET",
        url: `/admin/users?search=${encodeURIComponent(customer.email)}`,
        as: asAdmin,
      }),
    );
    expect(found.items.map((row) => row.id)).toEqual([created.id]);
  });

  it("keeps the delete when the identity provider is down, and closes the account on a later try of the job", async () => {
    const customer = await createCustomer(api.db);
    closuresToRefuse = 1;
    const response = await api.inject({ method: "DELETE", url: `/admin/users/${customer.id}`, as: asAdmin });
    expect(response.statusCode, response.body).toBe(204);
    await api.app.jobs.drain();
    expect(closuresToRefuse).toBe(0);
    expect(closedAccounts).not.toContain(customer.externalId);
    const [row] = await api.db.select().from(users).where(eq(users.id, customer.id));
    expect(row!.deletedAt).not.toBeNull();
    const [job] = await api.db
      .select()
      .from(backgroundJobs)
      .where(
        and(eq(backgroundJobs.name, "close-identity-account"), sql`${backgroundJobs.data}->>'userId' = ${customer.id}`),
      );
    expect(job).toMatchObject({ state: "queued", attempts: 1, lastError: expect.stringContaining("503") });
    // The retry comes due: the account is closed and the trail says so.
    await api.db
      .update(backgroundJobs)
      .set({ runAfter: new Date(Date.now() - 1000) })
      .where(eq(backgroundJobs.id, job!.id));
    await api.app.jobs.drain();
    expect(closedAccounts).toContain(customer.externalId);
    const trail = await api.inject({ method: "GET", url: `/admin/users/${customer.id}/audit-log`, as: asAdmin });
    // The fixed clock gives both rows one time: compare the set of actions.
    expect(
      json<{ items: { action: string }[] }>(trail)
        .items.map((entry) => entry.action)
        .sort(),
    ).toEqual(["user.delete", "user.identity-account-closed"]);
  });

  it("lets no customer or attorney delete anyone, and closes no identity account for a refused delete", async () => {
    const couple = await createCouple(api.db);
    const attorney = await createAttorney(api.db, { stage: "APPROVED" });
    const personas = [claimsOf(couple.userA), claimsOf(couple.userB), claimsOf(attorney.user, "attorney")];
    // Each persona's first request stamps their last activity; take the snapshot after that.
    for (const as of personas) await api.inject({ method: "GET", url: "/users/me", as });
    const before = await userTables();
    const closedBefore = closedAccounts.length;
    for (const as of personas) {
      const response = await api.inject({ method: "DELETE", url: `/admin/users/${couple.userB.id}`, as });
      expect(response.statusCode).toBe(403);
    }
    const unknown = await api.inject({
      method: "DELETE",
      url: "/admin/users/00000000-0000-4000-8000-000000000000",
      as: asAdmin,
    });
    expect(unknown.statusCode).toBe(404);
    await api.app.jobs.drain();
    expect(await userTables()).toEqual(before);
    expect(closedAccounts.length).toBe(closedBefore);
  });

  it("refuses a party of a paid agreement and the admin's own account, changing nothing", async () => {
    const couple = await createCouple(api.db, { paid: true });
    const before = await userTables();
    const paid = await api.inject({ method: "DELETE", url: `/admin/users/${couple.userB.id}`, as: asAdmin });
    expect(paid.statusCode).toBe(409);
    expect(json(paid)).toMatchObject({ code: "USER_HAS_PAID_DOCUMENT" });
    const self = await api.inject({ method: "DELETE", url: `/admin/users/${admin.id}`, as: asAdmin });
    expect(json(self)).toMatchObject({ code: "CANNOT_DELETE_SELF" });
    const badId = await api.inject({ method: "DELETE", url: "/admin/users/not-a-uuid", as: asAdmin });
    expect(badId.statusCode).toBe(400);
    expect(await userTables()).toEqual(before);
  });
});

describe("POST /admin/users/{id}/unsubscribe", () => {
  it("stamps the user once (audited) and the mail port suppresses reminders to them, not other mail", async () => {
    const couple = await createCouple(api.db);
    const first = await api.inject({ method: "POST", url: `/admin/users/${couple.userB.id}/unsubscribe`, as: asAdmin });
    expect(first.statusCode, first.body).toBe(200);
    const stamped = json<{ emailUnsubscribedAt: string }>(first).emailUnsubscribedAt;
    expect(stamped).not.toBeNull();
    const again = await api.inject({ method: "POST", url: `/admin/users/${couple.userB.id}/unsubscribe`, as: asAdmin });
    expect(json(again)).toMatchObject({ emailUnsubscribedAt: stamped });
    expect(await api.db.select().from(auditLog).where(eq(auditLog.subjectUserId, couple.userB.id))).toHaveLength(1);

    // A reminder to B is recorded as suppressed and never sent (nor shown in the dev mailbox);
    // a transactional mail to B and a reminder to A still go.
    const port = createOutboxMailAdapter(createOutboxStore(api.db, systemClock));
    const mail = (to: string, userId: string, category: "reminder" | "transactional") =>
      sendMail(port, {
        to,
        subject: `${category} ${to}`,
        text: "Hello",
        template: "questionnaire-reminder",
        userId,
        category,
      });
    const suppressed = await mail(couple.userB.email, couple.userB.id, "reminder");
    // Matched by the recipient's address, whatever its letter case.
    const byAddress = await mail(couple.userB.email.toUpperCase(), couple.userA.id, "reminder");
    const receipt = await mail(couple.userB.email, couple.userB.id, "transactional");
    // A reminder to A sent by (about) B, who unsubscribed, still reaches A.
    const toA = await mail(couple.userA.email, couple.userB.id, "reminder");
    const rows = new Map((await api.db.select().from(mailOutbox)).map((row) => [row.id, row]));
    expect(rows.get(suppressed)).toMatchObject({ sentAt: null });
    expect(rows.get(suppressed)!.suppressedAt).not.toBeNull();
    expect(rows.get(byAddress)!.suppressedAt).not.toBeNull();
    expect(rows.get(receipt)).toMatchObject({ suppressedAt: null });
    expect(rows.get(receipt)!.sentAt).not.toBeNull();
    expect(rows.get(toA)!.sentAt).not.toBeNull();
    const mailbox = await createOutboxStore(api.db, systemClock).listNewest(100);
    expect(mailbox.map((row) => row.id)).not.toContain(suppressed);

    // Once B's account is closed, the address may belong to a new account that never unsubscribed.
    await api.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, couple.userB.id));
    const newcomer = await createCustomer(api.db, { email: couple.userB.email });
    const welcomeBack = await mail(newcomer.email, newcomer.id, "reminder");
    const [delivered] = await api.db.select().from(mailOutbox).where(eq(mailOutbox.id, welcomeBack));
    expect(delivered).toMatchObject({ suppressedAt: null });
  });
});

describe("POST /admin/users/{id}/send-password-reset-email", () => {
  it("asks the identity port for the user's account and records it", async () => {
    const customer = await createCustomer(api.db);
    const response = await api.inject({
      method: "POST",
      url: `/admin/users/${customer.id}/send-password-reset-email`,
      as: asAdmin,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({ sent: true, via: "test identity provider" });
    expect(resets.at(-1)).toEqual({ externalId: customer.externalId, email: customer.email });
    const audit = await api.db.select().from(auditLog).where(eq(auditLog.subjectUserId, customer.id));
    expect(audit).toEqual([expect.objectContaining({ action: "user.password-reset-email", actorUserId: admin.id })]);
  });
});

describe("GET /admin/events", () => {
  it("searches calls by attorney and customer, status and start range, newest first", async () => {
    const tag = `ev${Date.now().toString(36)}`;
    const attorney = await createAttorney(api.db, { stage: "APPROVED", user: { lastName: `${tag}-Counsel` } });
    const customer = await createCustomer(api.db, { lastName: `${tag}-Client` });
    const at = (iso: string) => new Date(iso);
    const [early, late, cancelled] = await api.db
      .insert(events)
      .values([
        {
          attorneyId: attorney.attorney.id,
          userId: customer.id,
          eventStartAt: at("2026-12-01T17:00:00Z"),
          eventEndAt: at("2026-12-01T17:20:00Z"),
        },
        {
          attorneyId: attorney.attorney.id,
          userId: customer.id,
          eventStartAt: at("2026-12-05T17:00:00Z"),
          eventEndAt: at("2026-12-05T17:20:00Z"),
        },
        {
          attorneyId: attorney.attorney.id,
          userId: customer.id,
          eventStartAt: at("2026-12-03T17:00:00Z"),
          eventEndAt: at("2026-12-03T17:20:00Z"),
          eventStatus: "CANCELED" as const,
        },
      ])
      .returning();
    const list = async (query: string) => {
      const response = await api.inject({ method: "GET", url: `/admin/events?${query}`, as: asAdmin });
      expect(response.statusCode, response.body).toBe(200);
      return json<{ total: number; items: { id: string; attorney: { id: string }; customer: { name: string } }[] }>(
        response,
      );
    };
    expect((await list(`attorney=${tag}`)).items.map((e) => e.id)).toEqual([late!.id, cancelled!.id, early!.id]);
    expect((await list(`customer=${customer.id}&status=CANCELED`)).items.map((e) => e.id)).toEqual([cancelled!.id]);
    expect(
      (await list(`customer=${tag}-client&from=2026-12-02T00:00:00Z&to=2026-12-04T00:00:00Z`)).items.map((e) => e.id),
    ).toEqual([cancelled!.id]);
    const paged = await list(`attorney=${attorney.attorney.id}&pageSize=1&page=2`);
    expect(paged.total).toBe(3);
    expect(paged.items.map((e) => e.id)).toEqual([cancelled!.id]);
    for (const [query, message] of [
      ["status=DONE", "status must be one of BOOKED, CANCELED, NO_SHOW"],
      ["from=yesterday", "from must be an ISO date-time"],
      ["from=2026-12-04T00:00:00Z&to=2026-12-02T00:00:00Z", "from must be before to"],
    ] as const) {
      const response = await api.inject({ method: "GET", url: `/admin/events?${query}`, as: asAdmin });
      expect(response.statusCode, query).toBe(400);
      expect(json<{ error: { issues: { message: string }[] } }>(response).error.issues[0]!.message).toBe(message);
    }
  });
});

describe("duplicate documents", () => {
  it("lists the active agreements with what they hold; keeping one deactivates the others and keeps their answers", async () => {
    const couple = await createCouple(api.db);
    await insertAnswer(api.db, {
      userId: couple.userA.id,
      documentId: couple.document.id,
      questionKey: "disclosure_approach",
      options: ["full_disclosure"],
    });
    api.clock.advance(60_000);
    const second = await createDocument(api.db, { userA: couple.userA });
    const listed = await api.inject({
      method: "GET",
      url: `/admin/users/${couple.userA.id}/duplicate-documents`,
      as: asAdmin,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const body = json<{
      hasDuplicates: boolean;
      documents: { id: string; answerCount: number; partner: { id: string } | null }[];
    }>(listed);
    expect(body.hasDuplicates).toBe(true);
    expect(body.documents.map((document) => [document.id, document.answerCount, document.partner?.id ?? null])).toEqual(
      [
        [second.id, 0, null],
        [couple.document.id, 1, couple.userB.id],
      ],
    );

    const resolved = await api.inject({
      method: "POST",
      url: `/admin/users/${couple.userA.id}/resolve-duplicate-documents`,
      payload: { keepDocumentId: couple.document.id },
      as: asAdmin,
    });
    expect(json(resolved)).toEqual({ keptDocumentId: couple.document.id, deactivatedDocumentIds: [second.id] });
    const [inactive] = await api.db.select().from(documents).where(eq(documents.id, second.id));
    expect(inactive!.isActive).toBe(false);
    expect(await api.db.select().from(answers).where(eq(answers.documentId, couple.document.id))).toHaveLength(1);
    const after = json<{ hasDuplicates: boolean }>(
      await api.inject({ method: "GET", url: `/admin/users/${couple.userA.id}/duplicate-documents`, as: asAdmin }),
    );
    expect(after.hasDuplicates).toBe(false);
    const audit = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectUserId, couple.userA.id), eq(auditLog.action, "user.resolve-duplicate-documents")));
    expect(audit).toHaveLength(1);
  });

  it("refuses an agreement that is not the user's, or a bad body, changing nothing", async () => {
    const customer = await createCustomer(api.db);
    const mine = await createDocument(api.db, { userA: customer });
    await createDocument(api.db, { userA: customer });
    const other = await createCouple(api.db);
    const before = await snapshotTables(api.db, [documents, auditLog]);
    const url = `/admin/users/${customer.id}/resolve-duplicate-documents`;
    const foreign = await api.inject({
      method: "POST",
      url,
      payload: { keepDocumentId: other.document.id },
      as: asAdmin,
    });
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign)).toMatchObject({ error: "Choose one of this user's active agreements to keep." });
    for (const payload of [{}, { keepDocumentId: "nope" }, { keepDocumentId: mine.id, extra: 1 }]) {
      expect(
        (await api.inject({ method: "POST", url, payload, as: asAdmin })).statusCode,
        JSON.stringify(payload),
      ).toBe(400);
    }
    expect(await snapshotTables(api.db, [documents, auditLog])).toEqual(before);
  });
});

describe("the audit trail", () => {
  it("shows a user's refunds, mark-paid and edits with who did them, newest first, paged", async () => {
    const customer = await createCustomer(api.db);
    await createDocument(api.db, { userA: customer });
    const markPaid = await api.inject({ method: "POST", url: `/admin/users/${customer.id}/mark-paid`, as: asAdmin });
    const { purchaseItemId } = json<{ purchaseItemId: string }>(markPaid);
    api.clock.advance(60_000);
    await api.inject({
      method: "POST",
      url: `/admin/purchase-items/${purchaseItemId}/refund`,
      payload: { refundAmount: 100, refundReason: "Goodwill", isComplimentaryRefund: true },
      as: asAdmin,
    });
    api.clock.advance(60_000);
    await api.inject({ method: "PATCH", url: `/admin/users/${customer.id}`, payload: { suffix: "Jr." }, as: asAdmin });
    const trail = await api.inject({
      method: "GET",
      url: `/admin/users/${customer.id}/audit-log?pageSize=2`,
      as: asAdmin,
    });
    expect(trail.statusCode, trail.body).toBe(200);
    const body = json<{
      total: number;
      items: { action: string; actor: { id: string } | null; after: Record<string, unknown> }[];
    }>(trail);
    expect(body.total).toBe(3);
    expect(body.items.map((entry) => entry.action)).toEqual(["user.update", "purchase-item.refund"]);
    expect(body.items[0]!.actor).toMatchObject({ id: admin.id, email: admin.email });
    const rest = json<{ items: { action: string }[] }>(
      await api.inject({ method: "GET", url: `/admin/users/${customer.id}/audit-log?pageSize=2&page=2`, as: asAdmin }),
    );
    expect(rest.items.map((entry) => entry.action)).toEqual(["user.mark-paid"]);
  });

  it("records discount changes with before and after", async () => {
    const coupon = json<{ id: string }>(
      await api.inject({
        method: "POST",
        url: "/admin/discounts/coupons",
        payload: { name: "Audited", percentOff: 10 },
        as: asAdmin,
      }),
    );
    const code = json<{ id: string }>(
      await api.inject({
        method: "POST",
        url: `/admin/discounts/coupons/${coupon.id}/discount-codes`,
        payload: { code: `AUD${Date.now()}` },
        as: asAdmin,
      }),
    );
    await api.inject({
      method: "PATCH",
      url: `/admin/discounts/discount-codes/${code.id}`,
      payload: { isActive: false },
      as: asAdmin,
    });
    const rows = await api.db.select().from(auditLog).where(eq(auditLog.entityId, code.id));
    expect(rows.map((row) => [row.action, row.before, row.after])).toEqual([
      ["discount-code.create", null, expect.objectContaining({ isActive: true })],
      ["discount-code.update", { isActive: true }, { isActive: false }],
    ]);
    expect(await api.db.select().from(auditLog).where(eq(auditLog.entityId, coupon.id))).toEqual([
      expect.objectContaining({ action: "coupon.create", actorUserId: admin.id }),
    ]);
  });

  it("answers 400 for bad paging and 404 for an unknown user", async () => {
    expect(
      (await api.inject({ method: "GET", url: `/admin/users/${admin.id}/audit-log?pageSize=500`, as: asAdmin }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await api.inject({
          method: "GET",
          url: "/admin/users/00000000-0000-4000-8000-000000000000/audit-log",
          as: asAdmin,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe("attorney review moderation", () => {
  it("lists the queue pending first, and a status change moves the attorney's average (audited)", async () => {
    const attorney = await createAttorney(api.db, { stage: "APPROVED" });
    const reviewers = [await createCustomer(api.db), await createCustomer(api.db), await createCustomer(api.db)];
    const [good, bad, pending] = await api.db
      .insert(attorneyReviews)
      .values([
        {
          attorneyId: attorney.attorney.id,
          userId: reviewers[0]!.id,
          rating: 90,
          status: "APPROVED" as const,
          message: "Clear and quick",
        },
        {
          attorneyId: attorney.attorney.id,
          userId: reviewers[1]!.id,
          rating: 30,
          status: "APPROVED" as const,
          message: "Late",
        },
        { attorneyId: attorney.attorney.id, userId: reviewers[2]!.id, rating: 70, message: "Fine" },
      ])
      .returning();
    const queue = json<{
      total: number;
      items: { id: string; status: string; attorneyRating: { averageRating: number | null } }[];
    }>(
      await api.inject({
        method: "GET",
        url: `/admin/attorney-reviews?attorneyId=${attorney.attorney.id}`,
        as: asAdmin,
      }),
    );
    expect(queue.total).toBe(3);
    expect(queue.items[0]!.id).toBe(pending!.id);
    expect(queue.items[0]!.attorneyRating.averageRating).toBe(6);

    const disabled = await api.inject({
      method: "PATCH",
      url: `/admin/attorney-reviews/${bad!.id}`,
      payload: { status: "DISABLED" },
      as: asAdmin,
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(json(disabled)).toMatchObject({ status: "DISABLED", attorneyRating: { averageRating: 9, reviewCount: 1 } });
    // The customers' attorney cards read the same approved reviews.
    const audit = await api.db.select().from(auditLog).where(eq(auditLog.entityId, bad!.id));
    expect(audit).toEqual([
      expect.objectContaining({
        action: "attorney-review.status",
        before: { status: "APPROVED" },
        after: { status: "DISABLED" },
        subjectUserId: attorney.attorney.id,
      }),
    ]);
    const onlyPending = json<{ items: { id: string }[] }>(
      await api.inject({
        method: "GET",
        url: `/admin/attorney-reviews?attorneyId=${attorney.attorney.id}&status=PENDING`,
        as: asAdmin,
      }),
    );
    expect(onlyPending.items.map((item) => item.id)).toEqual([pending!.id]);
    void good;
  });

  it("refuses a bad status or field and an unknown review, changing nothing", async () => {
    const attorney = await createAttorney(api.db, { stage: "APPROVED" });
    const customer = await createCustomer(api.db);
    const [review] = await api.db
      .insert(attorneyReviews)
      .values({ attorneyId: attorney.attorney.id, userId: customer.id, rating: 50 })
      .returning();
    const before = await snapshotTables(api.db, [attorneyReviews, auditLog]);
    for (const [payload, message] of [
      [{ status: "HIDDEN" }, "status must be PENDING, APPROVED or DISABLED"],
      [{ status: "APPROVED", rating: 100 }, "Only status can be changed: rating"],
      [{}, "status must be PENDING, APPROVED or DISABLED"],
    ] as const) {
      const response = await api.inject({
        method: "PATCH",
        url: `/admin/attorney-reviews/${review!.id}`,
        payload,
        as: asAdmin,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json<{ error: { issues: { message: string }[] } }>(response).error.issues[0]!.message).toBe(message);
    }
    const unknown = await api.inject({
      method: "PATCH",
      url: "/admin/attorney-reviews/00000000-0000-4000-8000-000000000000",
      payload: { status: "APPROVED" },
      as: asAdmin,
    });
    expect(json(unknown)).toMatchObject({ code: "REVIEW_NOT_FOUND" });
    expect(
      (await api.inject({ method: "GET", url: "/admin/attorney-reviews?status=GONE", as: asAdmin })).statusCode,
    ).toBe(400);
    expect(await snapshotTables(api.db, [attorneyReviews, auditLog])).toEqual(before);
  });
});

describe("states, terms and template states", () => {
  const referenceTables = () => snapshotTables(api.db, [states, terms, documentTemplateStates, auditLog]);

  it("an admin's state edit is audited, listed with inactive states, and survives a re-seed", async () => {
    const wy = contentIds.state("WY");
    const response = await api.inject({
      method: "PATCH",
      url: `/states/${wy}`,
      payload: {
        allowsOnlineNotary: false,
        isActive: false,
        notaryBlockText: "  Sign in front of a notary in Wyoming.  ",
      },
      as: asAdmin,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toMatchObject({
      id: wy,
      isActive: false,
      allowsOnlineNotary: false,
      notaryBlockText: "Sign in front of a notary in Wyoming.",
    });
    const all = json<{ id: string }[]>(await api.inject({ method: "GET", url: "/states/admin", as: asAdmin }));
    expect(all.map((state) => state.id)).toContain(wy);
    const active = json<{ id: string }[]>(await api.inject({ method: "GET", url: "/states?isActive=true" }));
    expect(active.map((state) => state.id)).not.toContain(wy);
    const [audit] = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, wy), eq(auditLog.action, "state.update")));
    expect(audit).toMatchObject({
      actorUserId: admin.id,
      after: { isActive: false, notaryBlockText: "Sign in front of a notary in Wyoming." },
    });
    await seedReference(api.db);
    const [row] = await api.db.select().from(states).where(eq(states.id, wy));
    expect(row).toMatchObject({
      isActive: false,
      notaryBlockText: "Sign in front of a notary in Wyoming.",
      updatedById: admin.id,
    });
  });

  it("an admin's product edit is audited, shown to buyers, and survives a re-seed", async () => {
    const listed = json<{ id: string; productType: string; title: string }[]>(
      await api.inject({ method: "GET", url: "/products" }),
    );
    const qa = listed.find((product) => product.productType === "Q_A")!;
    const response = await api.inject({
      method: "PATCH",
      url: `/products/${qa.id}`,
      payload: { title: "  Q&A call  ", priceInCents: 12_500, description: " 30 minutes. " },
      as: asAdmin,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toMatchObject({
      id: qa.id,
      title: "Q&A call",
      priceInCents: 12_500,
      description: "30 minutes.",
    });
    const [audit] = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, qa.id), eq(auditLog.action, "product.update")));
    expect(audit).toMatchObject({
      actorUserId: admin.id,
      before: { title: qa.title },
      after: { title: "Q&A call", priceInCents: 12_500, description: "30 minutes." },
    });
    await seedReference(api.db);
    const [row] = await api.db.select().from(products).where(eq(products.id, qa.id));
    expect(row).toMatchObject({ title: "Q&A call", priceInCents: 12_500, updatedById: admin.id });
    // The same values again write nothing more.
    const again = await api.inject({
      method: "PATCH",
      url: `/products/${qa.id}`,
      payload: { priceInCents: 12_500 },
      as: asAdmin,
    });
    expect(again.statusCode).toBe(200);
    const audits = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, qa.id), eq(auditLog.action, "product.update")));
    expect(audits).toHaveLength(1);
  });

  it("refuses a bad product edit with its message and changes nothing", async () => {
    const listed = json<{ id: string; productType: string }[]>(await api.inject({ method: "GET", url: "/products" }));
    const notarization = listed.find((product) => product.productType === "NOTARIZATION")!;
    const before = await snapshotTables(api.db, [products, auditLog]);
    const cases: [Record<string, unknown>, string][] = [
      [{ priceInCents: 10 }, "Enter a price from $0.50 to $10,000, in whole cents"],
      [{ priceInCents: 10.5 }, "Enter a price from $0.50 to $10,000, in whole cents"],
      [{ priceInCents: 5_000_000 }, "Enter a price from $0.50 to $10,000, in whole cents"],
      [{ title: "   " }, "The product's name is required"],
      [{ productType: "PRENUP" }, "This field cannot be changed: productType"],
      [{}, "Change at least one field"],
    ];
    for (const [payload, message] of cases) {
      const refused = await api.inject({ method: "PATCH", url: `/products/${notarization.id}`, payload, as: asAdmin });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json<{ error: { issues: { message: string }[] } }>(refused).error.issues[0]!.message).toBe(message);
    }
    const missing = await api.inject({
      method: "PATCH",
      url: "/products/00000000-0000-4000-8000-000000000000",
      payload: { priceInCents: 1_000 },
      as: asAdmin,
    });
    expect(missing.statusCode).toBe(404);
    expect(json<{ error: string; code: string }>(missing)).toMatchObject({ code: "PRODUCT_NOT_FOUND" });
    expect(await snapshotTables(api.db, [products, auditLog])).toEqual(before);
  });

  it("a term's wording and a template state's settings change, are audited and survive a re-seed", async () => {
    const ny = contentIds.state("NY");
    const [term] = await api.db
      .select()
      .from(terms)
      .where(and(eq(terms.stateId, ny), eq(terms.documentTemplateId, PRENUP_TEMPLATE_ID)))
      .limit(1);
    const edited = await api.inject({
      method: "PATCH",
      url: `/terms/${term!.key}/${ny}/${PRENUP_TEMPLATE_ID}`,
      payload: { value: "Admin wording" },
      as: asAdmin,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const listed = json<{ key: string; value: string }[]>(
      await api.inject({ method: "GET", url: `/terms?stateId=${ny}&documentTemplateId=${PRENUP_TEMPLATE_ID}` }),
    );
    expect(listed.find((t) => t.key === term!.key && t.value === "Admin wording")).toBeDefined();
    const settings = await api.inject({
      method: "PATCH",
      url: `/states/${ny}/document-template-states/${PRENUP_TEMPLATE_ID}`,
      payload: { witnessRequired: true, statute: "N.Y. Dom. Rel. Law § 236(B)(3)" },
      as: asAdmin,
    });
    expect(settings.statusCode, settings.body).toBe(200);
    expect(json(settings)).toMatchObject({ witnessRequired: true, statute: "N.Y. Dom. Rel. Law § 236(B)(3)" });
    await seedReference(api.db);
    const [termRow] = await api.db.select().from(terms).where(eq(terms.id, term!.id));
    expect(termRow!.value).toBe("Admin wording");
    const [settingsRow] = await api.db
      .select()
      .from(documentTemplateStates)
      .where(
        and(eq(documentTemplateStates.stateId, ny), eq(documentTemplateStates.documentTemplateId, PRENUP_TEMPLATE_ID)),
      );
    expect(settingsRow).toMatchObject({ witnessRequired: true, statute: "N.Y. Dom. Rel. Law § 236(B)(3)" });
    const actions = (await api.db.select().from(auditLog).where(eq(auditLog.actorUserId, admin.id))).map(
      (row) => row.action,
    );
    expect(actions).toEqual(expect.arrayContaining(["term.update", "template-state.update"]));
  });

  it("refuses bad input per route with a clear message and changes nothing", async () => {
    const tx = contentIds.state("TX");
    const before = await referenceTables();
    const cases = [
      ["PATCH", `/states/${tx}`, {}, 400, "Change at least one field"],
      ["PATCH", `/states/${tx}`, { name: "Texas!" }, 400, "This field cannot be changed: name"],
      ["PATCH", `/states/${tx}`, { attorneySupport: "ALWAYS" }, 400, "attorneySupport must be NONE or PARTNER"],
      ["PATCH", "/states/00000000-0000-4000-8000-000000000000", { isActive: true }, 404, null],
      ["PATCH", `/terms/nope/${tx}/${PRENUP_TEMPLATE_ID}`, { value: "x" }, 404, null],
      ["PATCH", `/terms/anything/${tx}/${PRENUP_TEMPLATE_ID}`, { value: "   " }, 400, "The term's wording is required"],
      [
        "PATCH",
        `/states/${tx}/document-template-states/${PRENUP_TEMPLATE_ID}`,
        { termForDocument: "" },
        400,
        "The document's name is required",
      ],
      ["PATCH", `/states/${tx}/document-template-states/not-a-uuid`, { witnessRequired: true }, 400, null],
      [
        "PATCH",
        `/states/${tx}/document-template-states/00000000-0000-4000-8000-000000000000`,
        { witnessRequired: true },
        404,
        null,
      ],
    ] as const;
    for (const [method, url, payload, status, message] of cases) {
      const response = await api.inject({ method, url, payload, as: asAdmin });
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(status);
      if (message)
        expect(json<{ error: { issues: { message: string }[] } }>(response).error.issues[0]!.message).toBe(message);
    }
    expect(await referenceTables()).toEqual(before);
  });
});

describe("statement counts", () => {
  async function count(request: InjectOptions & { as: TokenClaims }) {
    const statements: string[] = [];
    const stop = api.database.onStatement((sql) => statements.push(sql));
    try {
      const response = await api.inject(request);
      expect(response.statusCode, response.body).toBeLessThan(300);
      return statements.length;
    } finally {
      stop();
    }
  }

  it("the admin's user routes stay constant as users, agreements and entries grow", async () => {
    const couple = await createCouple(api.db, { paid: true });
    const measure = async () => ({
      list: await count({ method: "GET", url: "/admin/users?search=Partner&paid=true&sort=email", as: asAdmin }),
      user: await count({ method: "GET", url: `/admin/users/${couple.userA.id}`, as: asAdmin }),
      trail: await count({ method: "GET", url: `/admin/users/${couple.userA.id}/audit-log`, as: asAdmin }),
      reviews: await count({ method: "GET", url: "/admin/attorney-reviews?status=PENDING", as: asAdmin }),
      states: await count({ method: "GET", url: "/states/admin", as: asAdmin }),
      duplicates: await count({
        method: "GET",
        url: `/admin/users/${couple.userA.id}/duplicate-documents`,
        as: asAdmin,
      }),
      events: await count({ method: "GET", url: "/admin/events?status=BOOKED&customer=Partner", as: asAdmin }),
    });
    const small = await measure();
    // The access check, then one statement each (the trail also checks the user exists).
    expect(small).toEqual({ list: 2, user: 2, trail: 3, reviews: 2, states: 2, duplicates: 3, events: 2 });
    for (let n = 0; n < 5; n += 1) {
      const more = await createCouple(api.db, { paid: true });
      const attorney = await createAttorney(api.db, { stage: "APPROVED" });
      await api.db
        .insert(attorneyReviews)
        .values({ attorneyId: attorney.attorney.id, userId: more.userA.id, rating: 60 + n });
      await api.inject({
        method: "PATCH",
        url: `/admin/users/${couple.userA.id}`,
        payload: { middleName: `M${n}` },
        as: asAdmin,
      });
    }
    expect(await measure()).toEqual(small);
  });

  it("the admin's writes are a constant number of statements (access, transaction, lock, write, audit)", async () => {
    const measureWrites = async () => {
      const customer = await createCustomer(api.db);
      const attorney = await createAttorney(api.db, { stage: "APPROVED" });
      const [review] = await api.db
        .insert(attorneyReviews)
        .values({ attorneyId: attorney.attorney.id, userId: customer.id, rating: 70 })
        .returning();
      const ca = contentIds.state("CA");
      const [term] = await api.db
        .select()
        .from(terms)
        .where(and(eq(terms.stateId, ca), eq(terms.documentTemplateId, PRENUP_TEMPLATE_ID)))
        .limit(1);
      const stamp = String(Date.now() + Math.random());
      return {
        editUser: await count({
          method: "PATCH",
          url: `/admin/users/${customer.id}`,
          payload: { middleName: `M${stamp}` },
          as: asAdmin,
        }),
        unsubscribe: await count({ method: "POST", url: `/admin/users/${customer.id}/unsubscribe`, as: asAdmin }),
        reset: await count({
          method: "POST",
          url: `/admin/users/${customer.id}/send-password-reset-email`,
          as: asAdmin,
        }),
        review: await count({
          method: "PATCH",
          url: `/admin/attorney-reviews/${review!.id}`,
          payload: { status: "APPROVED" },
          as: asAdmin,
        }),
        state: await count({
          method: "PATCH",
          url: `/states/${ca}`,
          payload: { notaryBlockText: `Text ${stamp}` },
          as: asAdmin,
        }),
        term: await count({
          method: "PATCH",
          url: `/terms/${term!.key}/${ca}/${PRENUP_TEMPLATE_ID}`,
          payload: { value: `Wording ${stamp}` },
          as: asAdmin,
        }),
        templateState: await count({
          method: "PATCH",
          url: `/states/${ca}/document-template-states/${PRENUP_TEMPLATE_ID}`,
          payload: { statute: `Statute ${stamp}` },
          as: asAdmin,
        }),
        product: await count({
          method: "PATCH",
          url: `/products/${contentIds.product("NOTARIZATION")}`,
          payload: { description: `Description ${stamp}` },
          as: asAdmin,
        }),
        remove: await count({ method: "DELETE", url: `/admin/users/${customer.id}`, as: asAdmin }),
      };
    };
    const first = await measureWrites();
    // On PostgreSQL: the access check, begin, the row lock, the read or write(s), the audit row, commit
    // (the user edit and unsubscribe answer the user's read model; delete reads the purchase facts
    // and enqueues the identity account's closing job).
    // The reset is the access check, the user's row, then begin, the audit row, commit after the provider's call.
    // Ceilings: PGlite counts fewer (it runs begin/commit itself).
    const ceilings = {
      editUser: 7,
      unsubscribe: 7,
      reset: 5,
      review: 7,
      state: 6,
      term: 6,
      templateState: 6,
      product: 6,
      remove: 8,
    };
    for (const [route, ceiling] of Object.entries(ceilings))
      expect(first[route as keyof typeof first], route).toBeLessThanOrEqual(ceiling);
    for (let n = 0; n < 3; n += 1) await createCouple(api.db, { paid: true });
    expect(await measureWrites()).toEqual(first);
  });
});
