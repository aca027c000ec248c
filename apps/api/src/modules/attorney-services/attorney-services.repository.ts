import {
  activeDocumentOf,
  attorneyReviews,
  live,
  preparedQuery,
  purchaseInForce,
  type Database,
  type Executor,
} from "@prenup/db";
import type { AttorneySupport, BookingStatus, PaymentStatus, ProductType } from "@prenup/domain";
import { sql, type SQL } from "drizzle-orm";
import type { ServiceType } from "./attorney-services.schemas.ts";

/**
 * The attorney services' read models. Like the standing's, they read tables other modules own
 * (documents, purchase items, states) and never write them; the attorneys' own tables (attorneys,
 * licences, services, reviews) are this module's.
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

type ContextRow = {
  document: Record<string, unknown> | null;
  purchases: Record<string, unknown>[];
  candidates: { id: string; lawFirmId: string | null; services: ProductType[] | null }[];
  firms: Record<string, string | null> | null;
};

/**
 * ONE statement: the user's active agreement with its state's attorney support, the couple's live
 * attorney-service purchases, the approved attorneys licensed in the state (with their firm and the
 * services they offer) and the firm of every attorney serving the couple.
 */
const servicesContext = preparedQuery<ContextRow>("attorney_services_context", () => {
  const userId = sql.placeholder("userId");
  return sql`
    with d as (
      select doc.id, doc.user_a_id, doc.user_b_id, doc.attorney_a_id, doc.attorney_b_id, doc.state_id, s.attorney_support
        from documents doc left join states s on s.id = doc.state_id
       where ${activeDocumentOf("doc", sql`${userId}::uuid`)}
       order by doc.created_at desc limit 1
    ),
    couple as (
      select ${userId}::uuid as id union select user_a_id from d union select user_b_id from d where user_b_id is not null
    ),
    bought as (
      select pi.id, pi.user_id, pi.attorney_id, pi.document_id, p.product_type, pi.payment_status, pi.booking_status, c.user_id as buyer_id, pi.created_at
        from purchase_items pi join products p on p.id = pi.product_id left join carts c on c.id = pi.cart_id
       where ${live("pi")} and p.product_category = 'ATTORNEY_SERVICE' and pi.user_id in (select id from couple)
    )
    select
      (select json_build_object('id', d.id, 'userAId', d.user_a_id, 'userBId', d.user_b_id, 'attorneyAId', d.attorney_a_id,
                                'attorneyBId', d.attorney_b_id, 'stateId', d.state_id, 'attorneySupport', d.attorney_support) from d) as document,
      coalesce((select json_agg(json_build_object('id', b.id, 'userId', b.user_id, 'attorneyId', b.attorney_id, 'documentId', b.document_id,
                                                  'productType', b.product_type, 'paymentStatus', b.payment_status,
                                                  'bookingStatus', b.booking_status, 'buyerId', b.buyer_id) order by b.created_at, b.id)
                  from bought b), '[]'::json) as purchases,
      coalesce((select json_agg(json_build_object('id', a.id, 'lawFirmId', a.law_firm_id, 'services',
                                  (select json_agg(p.product_type order by p.product_type) from attorney_services sv join products p on p.id = sv.product_id
                                    where sv.attorney_id = a.id and ${live("sv")} and p.is_active)) order by st."order", a.id)
                  from attorney_states st join d on st.state_id = d.state_id join attorneys a on a.id = st.attorney_id
                 where ${live("st")} and a.stage = 'APPROVED' and ${live("a")}), '[]'::json) as candidates,
      (select json_object_agg(a.id, a.law_firm_id) from attorneys a
        where a.id in (select attorney_id from bought union select attorney_a_id from d union select attorney_b_id from d)) as firms`;
});

type CardRow = {
  id: string;
  first_name: string | null;
  last_name: string | null;
  photo_url: string | null;
  bio: string | null;
  years_of_experience: number | null;
  languages: string[];
  practice_areas: string[];
  law_school: string | null;
  has_fast_turnaround: boolean;
  is_embryo_attorney: boolean;
  response_time_hours: number | null;
  law_firm: { id: string; name: string } | null;
  licensed_states: string[] | null;
  services: ServiceType[] | null;
  ratings: number[] | null;
  total: number | string;
};

/** The ratings of approved reviews per attorney (`r`), for the attorneys `filter` keeps. */
const reviewsOf = (filter: SQL) => sql`
    with r as (
      select attorney_id, array_agg(rating order by created_at) as ratings, avg(rating) as mean, count(*) as n
        from attorney_reviews where status = 'APPROVED' and ${live()} ${filter}
       group by attorney_id
    )`;

/** An attorney card's columns and the total, from attorneys `a` with their user, firm and reviews. */
const CARD_SELECT = sql`
    select a.id, u.first_name, u.last_name, u.photo_url, a.bio, a.years_of_experience, a.languages, a.practice_areas, a.law_school,
           a.has_fast_turnaround, a.is_embryo_attorney, a.response_time_hours,
           case when f.id is null then null else json_build_object('id', f.id, 'name', f.name) end as law_firm,
           (select array_agg(s.abbreviation order by st."order", s.abbreviation) from attorney_states st join states s on s.id = st.state_id
             where st.attorney_id = a.id and ${live("st")}) as licensed_states,
           (select array_agg(p.product_type::text order by p.product_type) from attorney_services sv join products p on p.id = sv.product_id
             where sv.attorney_id = a.id and ${live("sv")} and p.is_active and p.product_type in ('REPRESENTATION', 'Q_A')) as services,
           r.ratings, count(*) over () as total
      from attorneys a join users u on u.id = a.user_id
      left join law_firms f on f.id = a.law_firm_id and ${live("f")}
      left join r on r.attorney_id = a.id`;

/** Best rated first (approved reviews only; then more reviews, then by name). */
const CARD_ORDER = sql`order by r.mean desc nulls last, r.n desc nulls last, u.last_name, u.first_name, a.id`;

/** Attorney cards of the given ids, best rated first, one page and the total, in ONE statement. */
const attorneyCards = preparedQuery<CardRow>("attorney_cards", () => {
  const ids = sql.placeholder("ids");
  return sql`${reviewsOf(sql`and attorney_id = any(${ids}::uuid[])`)}
    ${CARD_SELECT}
     where a.id = any(${ids}::uuid[]) and ${live("a")}
     ${CARD_ORDER}
     limit ${sql.placeholder("limit")} offset ${sql.placeholder("offset")}`;
});

/**
 * The approved attorneys' public cards, best rated first like `attorney_cards`, at most `limit`, with
 * the total: the front page's list for visitors, in ONE statement.
 */
const publicAttorneyCards = preparedQuery<CardRow>(
  "attorney_public_cards",
  () => sql`${reviewsOf(sql``)}
    ${CARD_SELECT}
     where a.stage = 'APPROVED' and ${live("a")} and ${live("u")}
     ${CARD_ORDER}
     limit ${sql.placeholder("limit")}`,
);

const toPgArray = (ids: readonly string[]) => `{${ids.join(",")}}`;

export type CompletedServiceRow = {
  purchase_item_id: string;
  attorney_id: string;
  document_id: string | null;
  service_completed_at: string | Date;
  event_status: "BOOKED" | "CANCELED" | "NO_SHOW";
  product_type: "REPRESENTATION" | "Q_A";
  first_name: string | null;
  last_name: string | null;
  photo_url: string | null;
  reviewed: boolean;
};

/** The user's completed calls (one per service: its latest completion) with the attorney, and whether the service was reviewed. */
const completedServices = preparedQuery<CompletedServiceRow>("attorney_completed_services", () => {
  const userId = sql.placeholder("userId");
  return sql`
    select distinct on (e.purchase_item_id)
           e.purchase_item_id, e.attorney_id, pi.document_id, e.service_completed_at, e.event_status, p.product_type,
           u.first_name, u.last_name, u.photo_url,
           exists (select 1 from attorney_reviews r where r.purchase_item_id = e.purchase_item_id and ${live("r")}) as reviewed
      from events e
      join purchase_items pi on pi.id = e.purchase_item_id and pi.user_id = ${userId}::uuid and ${purchaseInForce("pi")}
      join products p on p.id = pi.product_id
      join users u on u.id = e.attorney_id
     where e.user_id = ${userId}::uuid and ${live("e")} and e.service_completed_at is not null and e.event_status = 'BOOKED'
     order by e.purchase_item_id, e.service_completed_at desc`;
});

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
