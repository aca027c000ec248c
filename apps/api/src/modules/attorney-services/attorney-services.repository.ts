import { attorneyReviews, type Database, type Executor } from "@prenup/db";
import type { AttorneySupport, BookingStatus, PaymentStatus, ProductType } from "@prenup/domain";
import type { CardRow } from "./attorney-card-columns.read-model.ts";
import { attorneyCards } from "./attorney-cards.read-model.ts";
import { publicAttorneyCards } from "./public-attorney-cards.read-model.ts";
import { completedServices } from "./completed-services.read-model.ts";
import { servicesContext } from "./services-context.read-model.ts";

import type { ContextRow } from "./services-context.read-model.ts";

import type { CompletedServiceRow } from "./completed-services.read-model.ts";
export type { CompletedServiceRow };
export type { ContextRow };

/**
 * The attorney services' repository: the reviews (attorney_reviews, this module's table) and the
 * read models (`*.read-model.ts`), which read tables other modules own (documents, purchase items,
 * states, the attorneys' records) and never write them.
 */

export type ServicePurchase = {
  id: string;
  userId: string;
  attorneyId: string | null;
  documentId: string | null;
  productType: ProductType;
  paymentStatus: PaymentStatus;
  bookingStatus: BookingStatus | null;
  deletedAt: null;
  /** Who paid (the cart's owner): the partner, when they bought it for this user. */
  buyerId: string | null;
  product: { productType: ProductType };
};

export type ServicesContext = {
  document: {
    id: string;
    userAId: string;
    userBId: string | null;
    attorneyAId: string | null;
    attorneyBId: string | null;
    stateId: string | null;
    attorneySupport: AttorneySupport | null;
  } | null;
  purchases: ServicePurchase[];
  candidates: { id: string; lawFirmId: string | null; services: ProductType[] }[];
  lawFirmOf: Map<string, string | null>;
};

const toPgArray = (ids: readonly string[]) => `{${ids.join(",")}}`;

export function createAttorneyServicesRepository(db: Database) {
  return {
    completedServices: (userId: string, executor: Executor = db) => completedServices(executor, { userId }),

    /** A review, unless the service has one already (the unique index decides); null then. */
    async insertReview(executor: Executor, values: typeof attorneyReviews.$inferInsert) {
      const [row] = await executor.insert(attorneyReviews).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async loadContext(userId: string, executor: Executor = db): Promise<ServicesContext> {
      const [row] = await servicesContext(executor, { userId });
      const document = row?.document
        ? {
            id: String(row.document.id),
            userAId: String(row.document.userAId),
            userBId: (row.document.userBId as string | null) ?? null,
            attorneyAId: (row.document.attorneyAId as string | null) ?? null,
            attorneyBId: (row.document.attorneyBId as string | null) ?? null,
            stateId: (row.document.stateId as string | null) ?? null,
            attorneySupport: (row.document.attorneySupport as AttorneySupport | null) ?? null,
          }
        : null;
      const purchases = (row?.purchases ?? []).map((p) => ({
        id: String(p.id),
        userId: String(p.userId),
        attorneyId: (p.attorneyId as string | null) ?? null,
        documentId: (p.documentId as string | null) ?? null,
        productType: p.productType as ProductType,
        paymentStatus: p.paymentStatus as PaymentStatus,
        bookingStatus: (p.bookingStatus as BookingStatus | null) ?? null,
        deletedAt: null,
        buyerId: (p.buyerId as string | null) ?? null,
        product: { productType: p.productType as ProductType },
      }));
      const candidates = (row?.candidates ?? []).map((c) => ({
        id: c.id,
        lawFirmId: c.lawFirmId,
        services: c.services ?? [],
      }));
      return { document, purchases, candidates, lawFirmOf: new Map(Object.entries(row?.firms ?? {})) };
    },

    /** Cards of these attorneys, best rated first; one page and the total. */
    async cards(ids: readonly string[], page: { limit: number; offset: number }, executor: Executor = db) {
      if (ids.length === 0) return { rows: [] as CardRow[], total: 0 };
      const rows = await attorneyCards(executor, { ids: toPgArray(ids), limit: page.limit, offset: page.offset });
      return { rows, total: Number(rows[0]?.total ?? 0) };
    },

    /** The approved attorneys' cards, best rated first, at most `limit`; and how many there are. */
    async publicCards(limit: number, executor: Executor = db) {
      const rows = await publicAttorneyCards(executor, { limit });
      return { rows, total: Number(rows[0]?.total ?? 0) };
    },
  };
}

export type AttorneyServicesRepository = ReturnType<typeof createAttorneyServicesRepository>;
export type { CardRow };
