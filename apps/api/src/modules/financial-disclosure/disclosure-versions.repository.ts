import { disclosureAcknowledgements, disclosureVersions, financialDisclosures, live, type Executor } from "@prenup/db";
import { and, eq, ne, sql } from "drizzle-orm";
import { writeGateFacts, type WriteGateFacts } from "./write-facts.ts";

/**
 * The statements of the frozen versions (`disclosure_versions`) and of the other partner's
 * acknowledgements of them (`disclosure_acknowledgements`), each in the caller's transaction.
 */
export const disclosureVersionsRepository = {
  /**
   * The partner's disclosure row (the other party's than `readerId`) locked for an acknowledgement
   * (a concurrent entry write waits, so the version acknowledged is the one read), with its owner
   * and the write gate's facts; null while the partner has no disclosure row.
   */
  async lockPartnerDisclosure(
    tx: Executor,
    input: { documentId: string; readerId: string },
  ): Promise<{ ownerId: string; gate: WriteGateFacts } | null> {
    const [row] = await tx
      .select({
        ownerId: financialDisclosures.userId,
        gate: sql<WriteGateFacts>`${writeGateFacts(input.documentId)}`,
      })
      .from(financialDisclosures)
      .where(
        and(
          eq(financialDisclosures.documentId, input.documentId),
          ne(financialDisclosures.userId, input.readerId),
          live(financialDisclosures),
        ),
      )
      .for("update");
    return row ?? null;
  },

  /** A frozen version (its number is unique per owner and document: a second writer of it fails). */
  async insertVersion(tx: Executor, values: typeof disclosureVersions.$inferInsert) {
    const [row] = await tx.insert(disclosureVersions).values(values).returning({ id: disclosureVersions.id });
    return row!;
  },

  /**
   * The reader's acknowledgement of a version, answering when it was given: a second one of the
   * same version changes nothing and answers the first one's time (one statement more, then only).
   */
  async insertAcknowledgement(tx: Executor, values: typeof disclosureAcknowledgements.$inferInsert): Promise<Date> {
    const [row] = await tx
      .insert(disclosureAcknowledgements)
      .values(values)
      .onConflictDoNothing({
        target: [disclosureAcknowledgements.versionId, disclosureAcknowledgements.acknowledgedById],
      })
      .returning({ acknowledgedAt: disclosureAcknowledgements.acknowledgedAt });
    if (row) return row.acknowledgedAt;
    const [stored] = await tx
      .select({ acknowledgedAt: disclosureAcknowledgements.acknowledgedAt })
      .from(disclosureAcknowledgements)
      .where(
        and(
          eq(disclosureAcknowledgements.versionId, values.versionId),
          eq(disclosureAcknowledgements.acknowledgedById, values.acknowledgedById),
        ),
      );
    return stored!.acknowledgedAt;
  },

  /** The id of an owner's version by number, or null. */
  async versionId(tx: Executor, input: { documentId: string; ownerId: string; number: number }) {
    const [row] = await tx
      .select({ id: disclosureVersions.id })
      .from(disclosureVersions)
      .where(
        and(
          eq(disclosureVersions.documentId, input.documentId),
          eq(disclosureVersions.ownerId, input.ownerId),
          eq(disclosureVersions.number, input.number),
        ),
      );
    return row?.id ?? null;
  },
};
