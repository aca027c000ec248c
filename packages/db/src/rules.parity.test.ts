/**
 * Each named fragment of rules.ts against its domain function, over one case table: every case is
 * run through the domain function and through the fragment on a real database, and the two must
 * answer the same.
 */
import { sql, type SQL } from "drizzle-orm";
import {
  AGREEMENT_PRODUCT_TYPES,
  certifiesCurrentText as certifiesCurrentTextRule,
  isActiveDocumentOf,
  isDocumentParty,
  isLive,
  isPurchaseActive,
  isSharedProductPaid,
  partnerIdOf,
  PAYMENT_STATUSES,
  sideOf,
  type PaymentStatus,
  type ProductType,
} from "@prenup/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  activeDocumentOf,
  certifiesCurrentText,
  documentParty,
  live,
  partnerOfUser,
  purchaseInForce,
  sharedProductPaid,
  sideOfUser,
} from "./rules.ts";
import {
  createCouple,
  createCustomer,
  createDocument,
  createPurchaseItem,
  createTestDatabase,
  type TestDatabase,
} from "./testing/index.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function one<T>(query: SQL): Promise<T> {
  const result = await database.db.execute(query);
  return (result.rows[0] as { value: T }).value;
}

const A = "00000000-0000-4000-8000-00000000000a";
const B = "00000000-0000-4000-8000-00000000000b";
const STRANGER = "00000000-0000-4000-8000-00000000000c";
const DOCUMENT = "00000000-0000-4000-8000-0000000000d0";

describe("live ↔ isLive", () => {
  const cases = [null, new Date("2026-01-01T00:00:00Z")].map((deletedAt) => ({ deletedAt }));

  it.each(cases)("deleted $deletedAt, by alias and unqualified", async ({ deletedAt }) => {
    const expected = isLive({ deletedAt });
    const row = (
      await database.db.execute(sql`
      select ${live("x")} as aliased, (select ${live()} from (values (x.deleted_at)) as y(deleted_at)) as bare
      from (values (${deletedAt?.toISOString() ?? null}::timestamptz)) as x(deleted_at)`)
    ).rows[0] as { aliased: boolean; bare: boolean };
    expect(row).toEqual({ aliased: expected, bare: expected });
  });

  it("also compiles against the drizzle table and its alias in the query builder", async () => {
    const { documents } = await import("./schema/documents.ts");
    const { alias } = await import("drizzle-orm/pg-core");
    const { eq } = await import("drizzle-orm");
    const kept = await createCouple(database.db);
    const gone = await createCouple(database.db);
    await database.db.update(documents).set({ deletedAt: new Date() }).where(eq(documents.id, gone.document.id));
    const ids = [kept.document.id, gone.document.id];
    const d = alias(documents, "d");
    const byTable = await database.db.select({ id: documents.id }).from(documents).where(live(documents));
    const byAlias = await database.db.select({ id: d.id }).from(d).where(live(d));
    for (const rows of [byTable, byAlias]) {
      const found = rows.map((row) => row.id).filter((id) => ids.includes(id));
      expect(found).toEqual([kept.document.id]);
    }
  });
});

describe("purchaseInForce ↔ isPurchaseActive", () => {
  const cases = PAYMENT_STATUSES.flatMap((paymentStatus) =>
    [null, new Date("2026-01-01T00:00:00Z")].map((deletedAt) => ({ paymentStatus, deletedAt })),
  );

  it.each(cases)("$paymentStatus, deleted $deletedAt", async ({ paymentStatus, deletedAt }) => {
    const expected = isPurchaseActive({ userId: A, paymentStatus, deletedAt, product: { productType: "PRENUP" } });
    const actual = await one<boolean>(sql`
      select ${purchaseInForce("pi")} as value
      from (values (${paymentStatus}::payment_status, ${deletedAt?.toISOString() ?? null}::timestamptz)) as pi(payment_status, deleted_at)`);
    expect(actual).toBe(expected);
  });
});

describe("documentParty, activeDocumentOf, sideOfUser, partnerOfUser ↔ isDocumentParty, isActiveDocumentOf, sideOf, partnerIdOf", () => {
  const cases = [A, B, STRANGER].flatMap((userId) =>
    [B, null].flatMap((userBId) =>
      [null, new Date("2026-01-01T00:00:00Z")].flatMap((deletedAt) =>
        [true, false].map((isActive) => ({ userId, userBId, deletedAt, isActive })),
      ),
    ),
  );

  it.each(cases)(
    "user $userId, B $userBId, deleted $deletedAt, active $isActive",
    async ({ userId, userBId, deletedAt, isActive }) => {
      const document = { userAId: A, userBId, deletedAt, isActive };
      const row = (
        await database.db.execute(sql`
        select ${documentParty("d", userId)} as party, ${activeDocumentOf("d", userId)} as active,
               ${sideOfUser("d", userId)} as side, ${partnerOfUser("d", userId)} as partner
        from (values (${DOCUMENT}::uuid, ${A}::uuid, ${userBId}::uuid, ${deletedAt?.toISOString() ?? null}::timestamptz, ${isActive}::boolean))
          as d(id, user_a_id, user_b_id, deleted_at, is_active)`)
      ).rows[0] as { party: boolean | null; active: boolean | null; side: string | null; partner: string | null };
      // SQL's unknown (null) is a "no" in a where clause, as false is in the domain.
      expect(row.party ?? false).toBe(isDocumentParty(document, userId));
      expect(row.active ?? false).toBe(isActiveDocumentOf(document, userId));
      expect(row.side).toBe(sideOf(document, userId));
      expect(row.partner).toBe(partnerIdOf(document, userId));
    },
  );

  it("also compiles against the drizzle table in the query builder", async () => {
    const { documents } = await import("./schema/documents.ts");
    const couple = await createCouple(database.db);
    const rows = await database.db
      .select({ id: documents.id, side: sql<string>`${sideOfUser(documents, couple.userB.id)}` })
      .from(documents)
      .where(activeDocumentOf(documents, couple.userB.id));
    expect(rows).toEqual([{ id: couple.document.id, side: "B" }]);
  });
});

describe("sharedProductPaid ↔ isSharedProductPaid", () => {
  type Buyer = "A" | "B" | "stranger";
  type For = "this agreement" | "no agreement" | "another agreement";
  const cases = (["A", "B", "stranger"] as Buyer[]).flatMap((buyer) =>
    (["this agreement", "no agreement", "another agreement"] as For[]).flatMap((forWhat) =>
      (["PRENUP", "POSTNUP", "NOTARIZATION"] as ProductType[]).flatMap((productType) =>
        PAYMENT_STATUSES.flatMap((paymentStatus) =>
          [false, true].map((deleted) => ({ buyer, forWhat, productType, paymentStatus, deleted })),
        ),
      ),
    ),
  );

  it("on every combination of buyer, agreement, product, payment status and deletion, for both partners and with no agreement", async () => {
    for (const { buyer, forWhat, productType, paymentStatus, deleted } of cases) {
      const couple = await createCouple(database.db);
      const stranger = buyer === "stranger" ? await createCustomer(database.db) : null;
      const other = forWhat === "another agreement" ? await createDocument(database.db, { userA: couple.userA }) : null;
      const buyerUser = buyer === "A" ? couple.userA : buyer === "B" ? couple.userB : stranger!;
      const document = forWhat === "this agreement" ? couple.document : other;
      const { purchaseItem } = await createPurchaseItem(database.db, {
        productType,
        user: buyerUser,
        ...(document ? { document } : {}),
        overrides: { paymentStatus: paymentStatus as PaymentStatus, deletedAt: deleted ? new Date() : null },
      });
      const items = [{ ...purchaseItem, product: { productType } }];
      const label = `${buyer} bought ${productType} for ${forWhat}, ${paymentStatus}${deleted ? ", deleted" : ""}`;
      for (const partner of [couple.userA, couple.userB, buyerUser]) {
        for (const withDocument of [true, false]) {
          // One product, and the agreement's products (either counts).
          for (const asked of ["PRENUP", AGREEMENT_PRODUCT_TYPES] as const) {
            const expected = isSharedProductPaid({
              productType: asked,
              purchaseItems: items,
              document: withDocument
                ? { id: couple.document.id, userAId: couple.document.userAId, userBId: couple.document.userBId }
                : null,
              userId: partner.id,
            });
            const documentRow = withDocument
              ? sql`(values (${couple.document.id}::uuid, ${couple.document.userAId}::uuid, ${couple.document.userBId}::uuid))`
              : sql`(values (null::uuid, null::uuid, null::uuid))`;
            const actual = await one<boolean>(sql`
              select ${sharedProductPaid(asked, { document: "d", userId: partner.id })} as value
              from ${documentRow} as d(id, user_a_id, user_b_id)`);
            expect(
              actual,
              `${label}, for ${partner.id === couple.userA.id ? "A" : partner.id === couple.userB.id ? "B" : "the buyer"}, ${withDocument ? "with" : "without"} the agreement, asking ${String(asked)}`,
            ).toBe(expected);
          }
        }
      }
    }
  }, 240_000);
});

describe("certifiesCurrentText ↔ certifiesCurrentText (domain)", () => {
  const at = "2026-11-20T10:00:00.000Z";
  const later = "2026-11-21T09:30:00.000Z";
  const cases = [
    { certifiedTextAt: at, latestCommitAt: at },
    { certifiedTextAt: at, latestCommitAt: later },
    { certifiedTextAt: null, latestCommitAt: at },
    { certifiedTextAt: at, latestCommitAt: null },
    { certifiedTextAt: null, latestCommitAt: null },
  ];

  it.each(cases)("certified $certifiedTextAt, latest commit $latestCommitAt", async (input) => {
    const expected = certifiesCurrentTextRule(input.certifiedTextAt, input.latestCommitAt);
    const value = await one<boolean>(
      sql`select ${certifiesCurrentText(sql`${input.certifiedTextAt}::timestamptz`, sql`${input.latestCommitAt}::timestamptz`)} as value`,
    );
    expect(value).toBe(expected);
  });
});
