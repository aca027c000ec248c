import { and, eq, getTableColumns } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demo } from "@prenup/content";
import { findProductByType } from "../lookups.ts";
import * as schema from "../schema/index.ts";
import {
  allTables,
  attorneyLicences,
  createTestDatabase,
  snapshotTables,
  type TestDatabase,
} from "../testing/index.ts";
import { referenceId } from "../reference-id.ts";
import {
  DEMO_ACCOUNTS,
  DEMO_COUPLE1_DOCUMENT_ID,
  DEMO_COUPLE2_DOCUMENT_ID,
  demoDocumentId,
  demoUserId,
  seedDemo,
  seedReference,
} from "./index.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** Every row of every table: equal snapshots mean nothing changed. */
const snapshot = () => snapshotTables(database.db, allTables);

/** An attorney with their user, firm, licences (with the state) and services (with the product). */
async function findAttorney(id: string) {
  const [attorney] = await database.db
    .select({ ...getTableColumns(schema.attorneys), user: schema.users, lawFirm: schema.lawFirms })
    .from(schema.attorneys)
    .innerJoin(schema.users, eq(schema.users.id, schema.attorneys.userId))
    .leftJoin(schema.lawFirms, eq(schema.lawFirms.id, schema.attorneys.lawFirmId))
    .where(eq(schema.attorneys.id, id));
  if (!attorney) return undefined;
  const attorneyStates = await attorneyLicences(database.db, id);
  const attorneyServices = await database.db
    .select({ ...getTableColumns(schema.attorneyServices), product: schema.products })
    .from(schema.attorneyServices)
    .innerJoin(schema.products, eq(schema.products.id, schema.attorneyServices.productId))
    .where(eq(schema.attorneyServices.attorneyId, id));
  return { ...attorney, attorneyStates, attorneyServices };
}

describe("seeds", () => {
  it("finds the tables to compare", () => {
    expect(allTables.length).toBeGreaterThan(50);
  });

  it("seedReference twice changes nothing", async () => {
    const before = await snapshot();
    await seedReference(database.db);
    expect(await snapshot()).toEqual(before);
  });

  it("seedDemo loads the accounts of common.md, and a second run changes nothing", async () => {
    await seedDemo(database.db);
    const first = await snapshot();
    await seedDemo(database.db);
    await seedReference(database.db);
    expect(await snapshot()).toEqual(first);

    const accounts = await database.db.select().from(schema.users);
    for (const account of DEMO_ACCOUNTS) {
      const user = accounts.find((u) => u.externalId === account.externalId);
      expect(user, account.externalId).toMatchObject({ email: account.email, userType: account.userType });
    }
  });

  it("gives couple 1 a California document with a paid prenup and couple 2 an unpaid New York one", async () => {
    const userA = alias(schema.users, "user_a");
    const userB = alias(schema.users, "user_b");
    const [couple1] = await database.db
      .select({ ...getTableColumns(schema.documents), state: schema.states, userA, userB })
      .from(schema.documents)
      .leftJoin(schema.states, eq(schema.states.id, schema.documents.stateId))
      .innerJoin(userA, eq(userA.id, schema.documents.userAId))
      .leftJoin(userB, eq(userB.id, schema.documents.userBId))
      .where(eq(schema.documents.id, DEMO_COUPLE1_DOCUMENT_ID));
    const couple1Purchases = await database.db
      .select({ ...getTableColumns(schema.purchaseItems), product: schema.products })
      .from(schema.purchaseItems)
      .innerJoin(schema.products, eq(schema.products.id, schema.purchaseItems.productId))
      .where(eq(schema.purchaseItems.documentId, DEMO_COUPLE1_DOCUMENT_ID));
    expect(couple1?.state?.abbreviation).toBe("CA");
    expect(couple1?.userA.externalId).toBe("demo-couple1-a");
    expect(couple1?.userB?.externalId).toBe("demo-couple1-b");
    expect(couple1?.invitationAcceptedAt).toBeInstanceOf(Date);
    expect(couple1Purchases).toHaveLength(1);
    expect(couple1Purchases[0]).toMatchObject({
      userId: demoUserId("demo-couple1-a"),
      paymentStatus: "SUCCESSFUL",
      pricePaidInCents: (await findProductByType(database.db, "PRENUP")).priceInCents,
      product: { productType: "PRENUP" },
    });

    const [couple2] = await database.db
      .select({ ...getTableColumns(schema.documents), state: schema.states })
      .from(schema.documents)
      .leftJoin(schema.states, eq(schema.states.id, schema.documents.stateId))
      .where(eq(schema.documents.id, DEMO_COUPLE2_DOCUMENT_ID));
    const couple2Purchases =
      couple2 &&
      (await database.db
        .select()
        .from(schema.purchaseItems)
        .where(eq(schema.purchaseItems.documentId, DEMO_COUPLE2_DOCUMENT_ID)));
    expect(couple2?.state?.abbreviation).toBe("NY");
    expect(couple2?.userBId).toBe(demoUserId("demo-couple2-b"));
    expect(couple2?.invitationAcceptedAt).toBeInstanceOf(Date);
    expect(couple2Purchases).toEqual([]);
  });

  it("makes Morgan Ellis an approved attorney in a law firm, licensed in CA, NY and WA, with services; Casey Brooks under review", async () => {
    const morgan = await findAttorney(demoUserId("demo-attorney-approved"));
    expect(morgan?.user.email).toBe("attorney@demo.prenup.test");
    expect(morgan?.stage).toBe("APPROVED");
    expect(morgan?.lawFirm?.name).toBeTruthy();
    expect(
      [...(morgan?.attorneyStates ?? [])]
        .sort((a, b) => a.order - b.order)
        .map((s) => [s.state.abbreviation, s.barLicenseNum]),
    ).toEqual([
      ["CA", "CA-281734"],
      ["NY", "NY-5583016"],
      ["WA", "WSBA-50917"],
    ]);
    expect(morgan?.attorneyServices.map((s) => s.product.productType).sort()).toEqual(["Q_A", "REPRESENTATION"]);
    // Priya Raman signs in as well (another firm, licensed in CA among others).
    const priya = await findAttorney(demoUserId("demo-attorney-priya"));
    expect(priya?.user).toMatchObject({
      email: "priya@demo.prenup.test",
      externalId: "demo-attorney-priya",
      firstName: "Priya",
      lastName: "Raman",
    });
    expect(priya?.stage).toBe("APPROVED");
    expect(priya?.lawFirm?.id).not.toBe(morgan?.lawFirm?.id);
    expect(priya?.attorneyStates.map((s) => s.state.abbreviation)).toContain("CA");
    const [casey] = await database.db
      .select()
      .from(schema.attorneys)
      .where(eq(schema.attorneys.id, demoUserId("demo-attorney-review")));
    expect(casey?.stage).toBe("UNDER_REVIEW");
  });

  it("loads the content's firms, attorneys, reviews and the couples' answers", async () => {
    const firms = await database.db.select().from(schema.lawFirms);
    expect(firms.map((f) => f.name).sort()).toEqual(demo.lawFirms.map((f) => f.name).sort());
    const attorneyRows = await database.db.select().from(schema.attorneys);
    expect(attorneyRows).toHaveLength(demo.attorneys.length);
    // Licences exactly as the content lists them, for every attorney (the seed adds none of its own).
    const licenceRows = await database.db
      .select({ ...getTableColumns(schema.attorneyStates), state: schema.states })
      .from(schema.attorneyStates)
      .innerJoin(schema.states, eq(schema.states.id, schema.attorneyStates.stateId));
    const stored = licenceRows
      .map((l) => `${l.attorneyId} ${l.state.abbreviation} ${l.barLicenseNum} ${l.order}`)
      .sort();
    const userIdByEmail = new Map((await database.db.select().from(schema.users)).map((u) => [u.email, u.id]));
    const expected = demo.attorneys
      .flatMap((a) => a.licences.map((l) => `${userIdByEmail.get(a.email)} ${l.stateId} ${l.barLicenseNum} ${l.order}`))
      .sort();
    expect(stored).toEqual(expected);
    // Every approved attorney's states are PARTNER states.
    for (const licence of licenceRows) {
      const attorney = attorneyRows.find((r) => r.id === licence.attorneyId);
      if (attorney?.stage === "APPROVED")
        expect(licence.state.attorneySupport, licence.state.abbreviation).toBe("PARTNER");
    }
    const reviews = await database.db.select().from(schema.attorneyReviews);
    expect(reviews).toHaveLength(demo.reviews.length);
    const couple1 = demo.couples.find((c) => c.key === "couple_1")!;
    const answersA = await database.db
      .select()
      .from(schema.answers)
      .where(
        and(
          eq(schema.answers.documentId, DEMO_COUPLE1_DOCUMENT_ID),
          eq(schema.answers.userId, demoUserId("demo-couple1-a")),
        ),
      );
    expect(answersA).toHaveLength(Object.keys(couple1.answersA).length);
    const typed = Object.entries(couple1.answersA).find(([, v]) => typeof v === "string");
    if (typed) expect(answersA.map((a) => a.valueTyped)).toContain(typed[1]);
  });

  it("gives each demo attorney's client couple both questionnaires and both disclosures, and leaves the agreement's steps to the API", async () => {
    const agreements = await seedDemo(database.db);
    expect(agreements.map((a) => [a.key, a.stage])).toEqual(demo.clientCouples.map((c) => [c.key, c.stage]));
    for (const couple of demo.clientCouples) {
      const documentId = demoDocumentId(couple.key);
      const answers = await database.db.select().from(schema.answers).where(eq(schema.answers.documentId, documentId));
      expect(answers, couple.key).toHaveLength(
        Object.keys(couple.answersA).length + Object.keys(couple.answersB).length,
      );
      const disclosures = await database.db
        .select()
        .from(schema.financialDisclosures)
        .where(eq(schema.financialDisclosures.documentId, documentId));
      expect(
        disclosures.map((d) => d.completedAt !== null),
        couple.key,
      ).toEqual([true, true]);
      // The attorney's sale is due to the firm, as a checkout leaves it: its payout screens count it.
      const sales = await database.db
        .select()
        .from(schema.purchaseItems)
        .where(eq(schema.purchaseItems.documentId, documentId));
      expect(sales.map((sale) => [sale.category, sale.payoutStatus]).sort(), couple.key).toEqual([
        ["ATTORNEY_SERVICE", "DUE"],
        ["DOCUMENT", null],
      ]);
      const [document] = await database.db.select().from(schema.documents).where(eq(schema.documents.id, documentId));
      expect(document, couple.key).toMatchObject({
        lastGeneratedAt: null,
        reviewedAt: null,
        attorneyAApprovedAt: null,
        finalizedAt: null,
        status: "NOT_APPROVED",
      });
    }
  });

  it("keeps a payout and a refund an admin made in the running demo when the seed runs again", async () => {
    await seedDemo(database.db);
    const [admin] = await database.db.select().from(schema.users).where(eq(schema.users.userType, "ADMIN"));
    const documentId = demoDocumentId("client_in_review");
    const [sale] = await database.db
      .select()
      .from(schema.purchaseItems)
      .where(eq(schema.purchaseItems.documentId, documentId));
    const edited = {
      payoutStatus: "PAID",
      paymentStatus: "PARTIALLY_REFUNDED",
      amountRefundedInCents: 10_000,
    } as const;
    await database.db
      .update(schema.purchaseItems)
      .set({ ...edited, updatedById: admin!.id })
      .where(eq(schema.purchaseItems.id, sale!.id));
    await seedDemo(database.db);
    const [after] = await database.db.select().from(schema.purchaseItems).where(eq(schema.purchaseItems.id, sale!.id));
    expect(after).toMatchObject(edited);
  });

  it("clears the stage facts an earlier demo seed wrote without an agreement behind them", async () => {
    const documentId = demoDocumentId("client_notarized");
    const at = new Date("2026-11-09T17:30:00.000Z");
    await database.db
      .update(schema.documents)
      .set({
        lastGeneratedAt: at,
        userAReviewedAt: at,
        userBReviewedAt: at,
        reviewedAt: at,
        attorneyAApprovedAt: at,
        status: "FULLY_APPROVED",
        statusModifiedAt: at,
        finalizedAt: at,
      })
      .where(eq(schema.documents.id, documentId));
    const notarizationId = referenceId("demo-notarization", "client_notarized");
    await database.db.insert(schema.notarizations).values({
      id: notarizationId,
      documentId,
      provider: "local",
      externalStatus: "COMPLETED",
      notarizationCompletedAt: at,
      signedOn: "2026-11-18",
      createdAt: at,
    });
    await seedDemo(database.db);
    const [document] = await database.db.select().from(schema.documents).where(eq(schema.documents.id, documentId));
    expect(document).toMatchObject({
      lastGeneratedAt: null,
      userAReviewedAt: null,
      userBReviewedAt: null,
      reviewedAt: null,
      attorneyAApprovedAt: null,
      status: "NOT_APPROVED",
      statusModifiedAt: null,
      finalizedAt: null,
    });
    expect(
      await database.db.select().from(schema.notarizations).where(eq(schema.notarizations.id, notarizationId)),
    ).toEqual([]);
  });
});
