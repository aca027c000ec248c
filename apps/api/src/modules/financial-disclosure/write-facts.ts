import { live } from "@prenup/db";
import { AGREEMENT_PRODUCT_TYPES, DISCLOSURE_KINDS, type ProductType } from "@prenup/domain";
import { sql, type SQL } from "drizzle-orm";
import { documentRow, partnerIdOf } from "../documents/documents.queries.ts";
import { productIdsOfType, productTypeOf } from "../products/products.queries.ts";
import { purchasesOfUsers } from "../purchase-items/purchase-items.queries.ts";
import { stateAbbreviationOf } from "../states/states.queries.ts";
import { liveUserContactOf, personOf } from "../users/users.queries.ts";
import { KIND_CONFIG } from "./entry-kinds.ts";

// The facts a write folds into its first statement, as json values: the write gate's (the
// document, its state and the partners' purchases of the agreement) and the owner's disclosure as it stood
// before the write (for the acknowledgement mail). Each is a fragment, so a write pays no statement
// for them.

/**
 * The facts the write gate needs (`financialDisclosureWriteRefusal`), nothing more: the document's
 * partners and their PRENUP purchases (live, refunded and deleted alike; the domain picks what
 * counts). A deliberate read of the documents and purchase tables, folded into the first statement
 * of every write's transaction, so the gate costs no statement of its own and never reads the
 * standing's context (nor its content cache).
 */
export type WriteGateFacts = {
  /** The document, with its state (the basis rule of each value reads it). */
  document: { id: string; userAId: string; userBId: string | null; stateAbbreviation: string | null } | null;
  purchaseItems: {
    userId: string;
    paymentStatus: "SUCCESSFUL" | "PARTIALLY_REFUNDED" | "FULL_REFUNDED";
    deletedAt: string | null;
    documentId: string | null;
    product: { productType: ProductType };
  }[];
};

/** The partner's live entries on the document, of every kind (a declaration checks it). */
export function entryCountSql(documentId: string, userId: string): SQL {
  return sql.join(
    DISCLOSURE_KINDS.map(
      (kind) =>
        sql`(select count(*) from ${sql.identifier(KIND_CONFIG[kind].sqlName)} e where e.document_id = ${documentId} and e.user_id = ${userId} and ${live("e")})`,
    ),
    sql` + `,
  );
}

/**
 * The owner's disclosure as the statement's snapshot holds it (`AcknowledgementFacts`), as one json
 * value: folded into a write's locking statement, it reads the disclosure as it stood before the
 * write (a statement does not see its own changes), at no statement of its own.
 */
export function ownerAcknowledgementFacts(documentId: string, ownerId: string): SQL {
  return sql`json_build_object(
      'lastChangedAt', (select af.last_changed_at from financial_disclosures af
        where af.document_id = ${documentId} and af.user_id = ${ownerId} and ${live("af")}),
      'changeCount', coalesce((select af.change_count from financial_disclosures af
        where af.document_id = ${documentId} and af.user_id = ${ownerId} and ${live("af")}), 0),
      'completedAt', (select af.completed_at from financial_disclosures af
        where af.document_id = ${documentId} and af.user_id = ${ownerId} and ${live("af")}),
      'nothingToDiscloseAt', (select af.nothing_to_disclose_at from financial_disclosures af
        where af.document_id = ${documentId} and af.user_id = ${ownerId} and ${live("af")}),
      'entryCount', ${entryCountSql(documentId, ownerId)},
      'latestVersion', (select json_build_object('number', av.number, 'asOfChange', av.as_of_change) from disclosure_versions av
        where av.document_id = ${documentId} and av.owner_id = ${ownerId} order by av.number desc limit 1),
      'acknowledgedVersion', (select av.number from disclosure_acknowledgements aa
        join disclosure_versions av on av.id = aa.version_id
        where av.document_id = ${documentId} and av.owner_id = ${ownerId} and aa.acknowledged_by_id <> ${ownerId}
        order by av.number desc limit 1),
      'reader', ${acknowledgementReader(documentId, ownerId)})`;
}

/**
 * The write gate's facts (`WriteGateFacts`) as one json value, a fragment of the writes' first
 * statement: the document's partners and state and their PRENUP purchases, as the documents',
 * states', purchases' and products' published reads give them.
 */
export function writeGateFacts(documentId: string): SQL {
  return sql`(select json_build_object(
      'document', (select json_build_object('id', gd.id, 'userAId', gd.user_a_id, 'userBId', gd.user_b_id,
          'stateAbbreviation', ${stateAbbreviationOf(sql`gd.state_id`)}) from ${documentRow(documentId)} gd),
      'purchaseItems', (select coalesce(json_agg(json_build_object(
          'userId', gp.user_id, 'paymentStatus', gp.payment_status, 'deletedAt', gp.deleted_at, 'documentId', gp.document_id,
          'product', json_build_object('productType', ${productTypeOf(sql`gp.product_id`)}))), '[]'::json)
        from ${documentRow(documentId)} gd
        join lateral ${purchasesOfUsers(sql`gd.user_a_id, gd.user_b_id`)} gp on gp.product_id in ${productIdsOfType(AGREEMENT_PRODUCT_TYPES)})))`;
}

/**
 * Who is told that the owner's disclosure waits for their acknowledgement, as one json value: the
 * owner's first name, and the other partner's id and address (null while they have not joined or
 * their account is closed).
 */
function acknowledgementReader(documentId: string, ownerId: string): SQL {
  return sql`(select json_build_object(
      'ownerFirstName', ${personOf(sql`${ownerId}::uuid`)} ->> 'firstName',
      'partner', ${liveUserContactOf(partnerIdOf(documentId, ownerId))}))`;
}
