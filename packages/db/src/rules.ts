import { sql, type Column, type SQL } from "drizzle-orm";
import type { ProductType } from "@prenup/domain";
import type { documents } from "./schema/documents.ts";
import { products, purchaseItems } from "./schema/commerce.ts";

/**
 * Named read fragments: the SQL twins of `@prenup/domain` rules, one for one. A query that must
 * apply a rule in the database (a list filtered by "purchase in force", a count of paid couples)
 * uses the fragment rather than typing the rule again; `rules.parity.test.ts` runs each fragment and
 * its domain function over one case table on a real database.
 *
 * A row source is named either by its alias in raw SQL (`"pi"`, `"d"`) or by the drizzle table
 * (`purchaseItems`, `documents`) in the query builder. A user is an id (bound as a parameter) or an
 * SQL expression (`sql\`u.id\``, a placeholder).
 */

const ALIAS = /^[a-z_][a-z0-9_]*$/;

type PurchaseSource = string | typeof purchaseItems;
type DocumentSource = string | typeof documents;
export type UserRef = string | SQL;

function column(source: string, name: string): SQL {
  if (!ALIAS.test(source)) throw new Error(`not an SQL alias: ${source}`);
  return sql.raw(`${source}.${name}`);
}

function purchaseColumns(source: PurchaseSource) {
  return typeof source === "string"
    ? { deletedAt: column(source, "deleted_at"), paymentStatus: column(source, "payment_status") }
    : { deletedAt: sql`${source.deletedAt}`, paymentStatus: sql`${source.paymentStatus}` };
}

function documentColumns(source: DocumentSource) {
  return typeof source === "string"
    ? {
        id: column(source, "id"),
        userAId: column(source, "user_a_id"),
        userBId: column(source, "user_b_id"),
        deletedAt: column(source, "deleted_at"),
        isActive: column(source, "is_active"),
      }
    : {
        id: sql`${source.id}`,
        userAId: sql`${source.userAId}`,
        userBId: sql`${source.userBId}`,
        deletedAt: sql`${source.deletedAt}`,
        isActive: sql`${source.isActive}`,
      };
}

/** A soft-deletable row source: its raw SQL alias, or any drizzle table, alias or shape with a `deletedAt` column. */
export type LiveSource = string | { deletedAt: Column | SQL | SQL.Aliased };

/**
 * A live row: not soft-deleted (`isLive`). `live("d")` is `d.deleted_at is null`, `live(documents)`
 * the drizzle column's; with no source, the bare `deleted_at is null` of a statement that reads one
 * table unaliased (or a partial index's predicate, as an upsert's conflict target names it).
 */
export function live(source?: LiveSource): SQL {
  if (source === undefined) return sql.raw("deleted_at is null");
  const deletedAt = typeof source === "string" ? column(source, "deleted_at") : sql`${source.deletedAt}`;
  return sql`${deletedAt} is null`;
}

const user = (ref: UserRef): SQL => (typeof ref === "string" ? sql`${ref}::uuid` : ref);

/** A purchase in force: not deleted and not fully refunded (`isPurchaseActive`). */
export function purchaseInForce(source: PurchaseSource = "pi"): SQL {
  const c = purchaseColumns(source);
  return sql`(${live(c)} and ${c.paymentStatus} <> 'FULL_REFUNDED')`;
}

/** The user is partner A or partner B of the document (`isDocumentParty`). */
export function documentParty(source: DocumentSource, userId: UserRef): SQL {
  const c = documentColumns(source);
  const u = user(userId);
  return sql`(${c.userAId} = ${u} or ${c.userBId} = ${u})`;
}

/** The agreement the user works on: not deleted, active, the user a party (`isActiveDocumentOf`). */
export function activeDocumentOf(source: DocumentSource, userId: UserRef): SQL {
  const c = documentColumns(source);
  return sql`(${live(c)} and ${c.isActive} and ${documentParty(source, userId)})`;
}

/** 'A', 'B', or null for anyone else: the side of the couple the user is on (`sideOf`). */
export function sideOfUser(source: DocumentSource, userId: UserRef): SQL {
  const c = documentColumns(source);
  const u = user(userId);
  return sql`(case when ${c.userAId} = ${u} then 'A' when ${c.userBId} = ${u} then 'B' end)`;
}

/** The other partner's user id, null for a non-party or while B has not joined (`partnerIdOf`). */
export function partnerOfUser(source: DocumentSource, userId: UserRef): SQL {
  const c = documentColumns(source);
  const u = user(userId);
  return sql`(case when ${c.userAId} = ${u} then ${c.userBId} when ${c.userBId} = ${u} then ${c.userAId} end)`;
}

/**
 * A product the couple shares (the agreement, NOTARIZATION) is paid (`isSharedProductPaid`): a
 * purchase in force by either party of the product (or of any of the products: the agreement's
 * `AGREEMENT_PRODUCT_TYPES`), made for this document or for none; with no document (its id null,
 * as from a left join), the user's own purchases made for no document.
 */
export function sharedProductPaid(
  productType: ProductType | readonly ProductType[],
  input: { document: string; userId: UserRef },
): SQL {
  const d = documentColumns(input.document);
  const u = user(input.userId);
  const types: readonly ProductType[] = typeof productType === "string" ? [productType] : productType;
  return sql`exists (
    select 1 from ${purchaseItems} join ${products} on ${products.id} = ${purchaseItems.productId}
    where ${products.productType} in (${sql.join(
      types.map((type) => sql`${type}`),
      sql`, `,
    )}) and ${purchaseInForce(purchaseItems)}
      and case when ${d.id} is null then ${purchaseItems.userId} = ${u} and ${purchaseItems.documentId} is null
               else ${purchaseItems.userId} in (${d.userAId}, ${d.userBId})
                    and (${purchaseItems.documentId} is null or ${purchaseItems.documentId} = ${d.id}) end)`;
}

/**
 * An attorney's certification covers the agreement's current text: recorded against the latest
 * commit (`certifiesCurrentText`). `certifiedTextAt` is the certification's commit time,
 * `latestCommitAt` the document's latest (`latestCommitAt`).
 */
export function certifiesCurrentText(certifiedTextAt: SQL, latestCommitAt: SQL): SQL {
  return sql`coalesce(${certifiedTextAt} = ${latestCommitAt}, false)`;
}

/** The time of the document's latest commit (a generation or an attorney's edit), null before the first. */
export function latestCommitAt(documentId: SQL): SQL {
  return sql`(select max(dc.committed_at) from document_commits dc where dc.document_id = ${documentId})`;
}
