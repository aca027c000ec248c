import {
  auditLog,
  backgroundJobs,
  cartItems,
  carts,
  contentIds,
  events,
  mailOutbox,
  purchaseItems,
  users,
} from "@prenup/db";
import {
  createAdmin,
  createAttorney,
  createCouple,
  createCustomer,
  createDocument,
  createPurchaseItem,
  snapshotTables,
} from "@prenup/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimsOf, createTestApi, json, type TestApi } from "./harness.ts";
import { insertAnswer, opt, q } from "./questionnaire-fixtures.ts";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

const paymentTables = () => snapshotTables(api.db, [carts, cartItems, purchaseItems, auditLog]);

describe("POST /admin/users/{id}/mark-paid", () => {
  it("makes the prenup paid as a checkout would, once: calling again changes nothing", async () => {
    const admin = await createAdmin(api.db);
    const couple = await createCouple(api.db);
    const markPaid = () =>
      api.inject({ method: "POST", url: `/admin/users/${couple.userB.id}/mark-paid`, as: claimsOf(admin, "admin") });

    const first = await markPaid();
    expect(first.statusCode, first.body).toBe(200);
    const { purchaseItemId, alreadyPaid } = json<{ purchaseItemId: string; alreadyPaid: boolean }>(first);
    expect(alreadyPaid).toBe(false);

    const [item] = await api.db.select().from(purchaseItems).where(eq(purchaseItems.id, purchaseItemId));
    expect(item).toMatchObject({
      userId: couple.userB.id,
      documentId: couple.document.id,
      productId: contentIds.product("PRENUP"),
      paymentStatus: "SUCCESSFUL",
      feePaidInCents: 0,
      createdById: admin.id,
    });
    expect(item!.pricePaidInCents).toBeGreaterThan(0);
    const [cart] = await api.db.select().from(carts).where(eq(carts.id, item!.cartId!));
    expect(cart).toMatchObject({
      cartStatus: "PAID",
      paymentMethod: null,
      totalPaidInCents: item!.pricePaidInCents,
      documentId: couple.document.id,
    });
    const audit = await api.db.select().from(auditLog).where(eq(auditLog.entityId, purchaseItemId));
    expect(audit).toEqual([
      expect.objectContaining({ action: "user.mark-paid", actorUserId: admin.id, documentId: couple.document.id }),
    ]);

    // The customers now see the prenup as paid: changing the state needs the confirmation.
    const patch = await api.inject({
      method: "PATCH",
      url: `/documents/${couple.document.id}`,
      payload: { stateId: contentIds.state("NY") },
      as: claimsOf(couple.userA),
    });
    expect(patch.statusCode).toBe(409);

    const before = await paymentTables();
    const again = await markPaid();
    expect(json(again)).toEqual({ purchaseItemId, alreadyPaid: true });
    // Either partner: the couple's prenup is bought once.
    const forA = await api.inject({
      method: "POST",
      url: `/admin/users/${couple.userA.id}/mark-paid`,
      as: claimsOf(admin, "admin"),
    });
    expect(json(forA)).toEqual({ purchaseItemId, alreadyPaid: true });
    expect(await paymentTables()).toEqual(before);
  });

  it("answers the existing purchase for a couple that paid at checkout", async () => {
    const admin = await createAdmin(api.db);
    const couple = await createCouple(api.db, { paid: true });
    const response = await api.inject({
      method: "POST",
      url: `/admin/users/${couple.userA.id}/mark-paid`,
      as: claimsOf(admin, "admin"),
    });
    expect(json(response)).toEqual({ purchaseItemId: couple.prenupPurchase!.id, alreadyPaid: true });
  });

  it("creates one purchase when two calls race", async () => {
    const admin = await createAdmin(api.db);
    const customer = await createCustomer(api.db);
    await createDocument(api.db, { userA: customer });
    const call = () =>
      api.inject({ method: "POST", url: `/admin/users/${customer.id}/mark-paid`, as: claimsOf(admin, "admin") });
    const answers = (await Promise.all([call(), call()]))
      .map((response) => json<{ alreadyPaid: boolean }>(response).alreadyPaid)
      .sort();
    expect(answers).toEqual([false, true]);
    expect(await api.db.select().from(purchaseItems).where(eq(purchaseItems.userId, customer.id))).toHaveLength(1);
  });

  it("answers 409 NO_DOCUMENT without an agreement and 404 for an unknown user, writing nothing", async () => {
    const admin = await createAdmin(api.db);
    const loner = await createCustomer(api.db);
    const before = await paymentTables();
    const none = await api.inject({
      method: "POST",
      url: `/admin/users/${loner.id}/mark-paid`,
      as: claimsOf(admin, "admin"),
    });
    expect(none.statusCode).toBe(409);
    expect(json<{ code: string }>(none).code).toBe("NO_DOCUMENT");
    const unknown = await api.inject({
      method: "POST",
      url: "/admin/users/6f1f8f5e-2b7d-4c1a-9d3e-5a4b3c2d1e0f/mark-paid",
      as: claimsOf(admin, "admin"),
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await api.inject({ method: "POST", url: "/admin/users/not-a-uuid/mark-paid", as: claimsOf(admin, "admin") }))
        .statusCode,
    ).toBe(400);
    expect(await paymentTables()).toEqual(before);
  });

  it("is for admins only: customers and attorneys get 403 and nothing is written", async () => {
    const couple = await createCouple(api.db);
    const attorney = await createAttorney(api.db);
    const before = await paymentTables();
    for (const [user, app] of [
      [couple.userA, "customer"],
      [couple.userB, "customer"],
      [attorney.user, "attorney"],
    ] as const) {
      const response = await api.inject({
        method: "POST",
        url: `/admin/users/${couple.userA.id}/mark-paid`,
        as: claimsOf(user, app),
      });
      expect(response.statusCode).toBe(403);
    }
    expect(await paymentTables()).toEqual(before);
  });
});

const UNKNOWN = "6f1f8f5e-2b7d-4c1a-9d3e-5a4b3c2d1e0f";
const messageOf = (response: { body: string }) =>
  json<{ error: string | { issues: { message: string }[] } }>(response as never).error;

describe("GET /admin/users/{id}/attorney-restrictions", () => {
  it("answers what the user's own call answers, for any user the admin opens", async () => {
    const admin = await createAdmin(api.db);
    const { userA, userB, document } = await createCouple(api.db, { state: "CA" });
    await insertAnswer(api.db, {
      userId: userA.id,
      documentId: document.id,
      questionKey: "support_choice",
      options: ["waive"],
    });
    const asAdmin = await api.inject({
      method: "GET",
      url: `/admin/users/${userA.id}/attorney-restrictions`,
      as: claimsOf(admin, "admin"),
    });
    const asSelf = await api.inject({
      method: "GET",
      url: `/users/${userA.id}/answers/attorney-restrictions`,
      as: claimsOf(userA),
    });
    expect(asAdmin.statusCode, asAdmin.body).toBe(200);
    expect(json(asAdmin)).toEqual(json(asSelf));
    expect(json(asAdmin)).toEqual({
      ruleTypes: ["WAIVES_SPOUSAL_SUPPORT"],
      descriptionKey: "WAIVES_SPOUSAL_SUPPORT",
      requiresAttorney: true,
      representationPaid: false,
      triggers: [
        {
          questionId: q("support_choice"),
          questionOptionId: opt("support_choice", "waive"),
          sectionKey: "spousal_support",
          type: "WAIVES_SPOUSAL_SUPPORT",
        },
      ],
    });
    const partner = await api.inject({
      method: "GET",
      url: `/admin/users/${userB.id}/attorney-restrictions`,
      as: claimsOf(admin, "admin"),
    });
    expect(json<{ requiresAttorney: boolean }>(partner).requiresAttorney).toBe(false);
  });

  it("answers 404 with a clear message for an unknown user, 400 for a malformed id, 403 for others", async () => {
    const admin = await createAdmin(api.db);
    const unknown = await api.inject({
      method: "GET",
      url: `/admin/users/${UNKNOWN}/attorney-restrictions`,
      as: claimsOf(admin, "admin"),
    });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ error: "User not found", code: "USER_NOT_FOUND" });
    expect(
      (
        await api.inject({
          method: "GET",
          url: "/admin/users/nope/attorney-restrictions",
          as: claimsOf(admin, "admin"),
        })
      ).statusCode,
    ).toBe(400);
    const couple = await createCouple(api.db);
    expect(
      (
        await api.inject({
          method: "GET",
          url: `/admin/users/${couple.userA.id}/attorney-restrictions`,
          as: claimsOf(couple.userA),
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe("POST /admin/users/{id}/notify-attorney-user-event/{eventId}", () => {
  const noticeTables = () => snapshotTables(api.db, [mailOutbox, backgroundJobs, auditLog]);

  async function setUp() {
    const admin = await createAdmin(api.db);
    const couple = await createCouple(api.db, { state: "CA" });
    const attorney = await createAttorney(api.db, {
      stage: "APPROVED",
      user: { firstName: "Morgan", lastName: "Price" },
    });
    const [call] = await api.db
      .insert(events)
      .values({
        attorneyId: attorney.attorney.id,
        userId: couple.userA.id,
        documentId: couple.document.id,
        eventStartAt: new Date("2026-12-01T18:00:00Z"),
        eventEndAt: new Date("2026-12-01T18:20:00Z"),
        timeZone: "America/Los_Angeles",
        locationType: "OUTBOUND_CALL",
        location: "+1 415 555 0100",
      })
      .returning();
    const notify = (userId: string, eventId: string, as = claimsOf(admin, "admin")) =>
      api.inject({ method: "POST", url: `/admin/users/${userId}/notify-attorney-user-event/${eventId}`, as });
    return { admin, couple, attorney, call: call!, notify };
  }

  it("queues the notice to the call's attorney and records who sent it, in one transaction", async () => {
    const { admin, couple, attorney, call, notify } = await setUp();
    const response = await notify(couple.userA.id, call.id);
    expect(response.statusCode, response.body).toBe(200);
    const body = json<{ queued: boolean; mailId: string; attorney: { id: string; email: string } }>(response);
    expect(body).toMatchObject({ queued: true, attorney: { id: attorney.attorney.id, email: attorney.user.email } });

    const [mail] = await api.db.select().from(mailOutbox).where(eq(mailOutbox.id, body.mailId));
    expect(mail).toMatchObject({
      to: attorney.user.email,
      template: "attorney-call-notice",
      userId: attorney.user.id,
      sentAt: null,
    });
    expect(mail!.subject).toContain("Tuesday, December 1, 2026 at 10:00 AM PST");
    expect(mail!.text).toContain("Hello Morgan Price,");
    expect(mail!.text).toContain("+1 415 555 0100");
    expect(mail!.text).toContain("http://localhost:5174/attorney/appointments");
    const jobs = await api.db.select().from(backgroundJobs);
    expect(jobs.some((job) => (job.data as { outboxId?: string }).outboxId === body.mailId)).toBe(true);
    const audit = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, call.id), eq(auditLog.action, "user.notify-attorney-of-event")));
    expect(audit).toEqual([
      expect.objectContaining({
        actorUserId: admin.id,
        subjectUserId: couple.userA.id,
        documentId: couple.document.id,
        after: expect.objectContaining({
          attorneyId: attorney.attorney.id,
          mailId: body.mailId,
          template: "attorney-call-notice",
        }),
      }),
    ]);
    // Not idempotent: each notice is another e-mail.
    expect((await notify(couple.userA.id, call.id)).statusCode).toBe(200);
    expect(
      await api.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.template, "attorney-call-notice"), eq(mailOutbox.to, attorney.user.email))),
    ).toHaveLength(2);
  });

  it("refuses an unknown user, another user's call and a closed attorney account with clear messages, writing nothing", async () => {
    const { couple, attorney, call, notify } = await setUp();
    const before = await noticeTables();
    const cases = [
      [await notify(UNKNOWN, call.id), 404, "USER_NOT_FOUND", "User not found"],
      [await notify(couple.userB.id, call.id), 404, "EVENT_NOT_FOUND", "This user has no such attorney call."],
      [await notify(couple.userA.id, UNKNOWN), 404, "EVENT_NOT_FOUND", "This user has no such attorney call."],
    ] as const;
    for (const [response, status, code, message] of cases) {
      expect(response.statusCode, response.body).toBe(status);
      expect(json(response)).toEqual({ error: message, code });
    }
    await api.db
      .update(users)
      .set({ deletedAt: new Date("2026-11-20T00:00:00Z") })
      .where(eq(users.id, attorney.user.id));
    const closed = await notify(couple.userA.id, call.id);
    expect(closed.statusCode).toBe(404);
    expect(json(closed)).toEqual({
      error: "The attorney of this call has closed their account, so there is nobody to e-mail.",
      code: "ATTORNEY_NOT_FOUND",
    });
    expect(await noticeTables()).toEqual(before);
  });

  it("answers 400 with the field's message for malformed ids and 403 for customers and attorneys, writing nothing", async () => {
    const { couple, attorney, call, notify } = await setUp();
    const before = await noticeTables();
    const badEvent = await notify(couple.userA.id, "not-an-event");
    expect(badEvent.statusCode).toBe(400);
    expect(messageOf(badEvent)).toEqual({
      issues: [expect.objectContaining({ message: "eventId must be the id of one of the user's attorney calls" })],
    });
    const badUser = await notify("someone", call.id);
    expect(badUser.statusCode).toBe(400);
    expect(JSON.stringify(messageOf(badUser))).toContain("id must be a user id");
    expect((await notify(couple.userA.id, call.id, claimsOf(couple.userA))).statusCode).toBe(403);
    expect((await notify(couple.userA.id, call.id, claimsOf(attorney.user, "attorney"))).statusCode).toBe(403);
    expect(await noticeTables()).toEqual(before);
  });

  it("leaves no audit row when the mail cannot be recorded", async () => {
    const failing = await createTestApi({
      deps: {
        mail: {
          kind: "refusing test mail",
          enqueue: () => Promise.reject(new Error("outbox unavailable")),
          enqueueOnce: () => Promise.reject(new Error("outbox unavailable")),
          deliver: () => Promise.resolve(),
        },
      },
    });
    try {
      const admin = await createAdmin(failing.db);
      const couple = await createCouple(failing.db);
      const attorney = await createAttorney(failing.db, { stage: "APPROVED" });
      const [call] = await failing.db
        .insert(events)
        .values({
          attorneyId: attorney.attorney.id,
          userId: couple.userA.id,
          eventStartAt: new Date("2026-12-01T18:00:00Z"),
          eventEndAt: new Date("2026-12-01T18:20:00Z"),
        })
        .returning();
      const response = await failing.inject({
        method: "POST",
        url: `/admin/users/${couple.userA.id}/notify-attorney-user-event/${call!.id}`,
        as: claimsOf(admin, "admin"),
      });
      expect(response.statusCode).toBe(500);
      expect(await failing.db.select().from(auditLog).where(eq(auditLog.entityId, call!.id))).toEqual([]);
    } finally {
      await failing.close();
    }
  });
});

describe("GET /admin/purchase-items?userId", () => {
  it("lists one buyer's purchases, paged", async () => {
    const admin = await createAdmin(api.db);
    const couple = await createCouple(api.db, { paid: true });
    await createPurchaseItem(api.db, { user: couple.userA, productType: "Q_A", document: couple.document });
    await createPurchaseItem(api.db, { user: couple.userB, productType: "Q_A", document: couple.document });
    const list = async (query: string) => {
      const response = await api.inject({
        method: "GET",
        url: `/admin/purchase-items?${query}`,
        as: claimsOf(admin, "admin"),
      });
      expect(response.statusCode, response.body).toBe(200);
      return json<{ total: number; items: { buyer: { id: string } }[] }>(response);
    };
    const mine = await list(`userId=${couple.userA.id}`);
    expect(mine.items.every((item) => item.buyer.id === couple.userA.id)).toBe(true);
    const firstPage = await list(`userId=${couple.userA.id}&pageSize=1`);
    expect(firstPage.total).toBe(mine.total);
    expect(firstPage.items).toHaveLength(1);
    const bad = await api.inject({
      method: "GET",
      url: "/admin/purchase-items?userId=nobody",
      as: claimsOf(admin, "admin"),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("userId must be a user id");
  });
});
