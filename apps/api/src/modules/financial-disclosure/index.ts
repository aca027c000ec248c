/**
 * Financial disclosure: each partner's entries of eight kinds per agreement (read by both partners,
 * written by their owner), the documents behind them, joint accounts confirmed by the other partner,
 * totals in USD, the versions the other partner acknowledges, and the disclosure the agreement's
 * schedules print (`disclosureSource`). One use case per file, each a function of the module's
 * context and its input (`createEntry(ctx, kind, input)`); the routes call them directly.
 */
import type { DisclosureKind } from "@prenup/domain";
import { acknowledgeDisclosure } from "./acknowledge-disclosure.ts";
import { disclosureSource } from "./disclosure-source.ts";
import type { FinancialDisclosureContext } from "./financial-disclosure.context.ts";
import type { Viewer } from "./financial-disclosure.repository.ts";
import { getFinancialSummary } from "./get-financial-summary.ts";
import { downloadEntryDocument } from "./download-entry-document.ts";
import { listOwnEntries } from "./list-own-entries.ts";
import { simulationDisclosure } from "./simulation-disclosure.ts";

export { createFinancialDisclosureRepository } from "./financial-disclosure.repository.ts";
export type { FinancialDisclosureContext } from "./financial-disclosure.context.ts";

/**
 * What other modules and the composition root call, on the context it built: `summary` is the use
 * case `getFinancialSummary`, `acknowledge` is `acknowledgeDisclosure` (the demo clients' step), the
 * others the use case of the same name; `purgeWriteKeys` forgets the entry writes' old keys.
 */
export function financialDisclosureService(ctx: FinancialDisclosureContext) {
  return {
    summary: (input: { ownerId: string; documentId: string; viewer: Viewer }) => getFinancialSummary(ctx, input),
    acknowledge: (input: { documentId: string; readerId: string; version: number }) =>
      acknowledgeDisclosure(ctx, input),
    /** What the outcome simulator reads of the disclosure. */
    simulationDisclosure: (input: { ownerId: string; documentId: string; viewer: Viewer }) =>
      simulationDisclosure(ctx, input),
    /** The agreement's view of the disclosure (its schedules and input hash). */
    disclosureSource: () => disclosureSource(ctx),
    /** The owner's own entries on the document, kind by kind (their copy of their data). */
    listOwnEntries: (input: { ownerId: string; documentId: string }) => listOwnEntries(ctx, input),
    /** The bytes of a document attached to one of the owner's entries, read as the owner. */
    ownEntryDocument: (
      kind: DisclosureKind,
      input: { ownerId: string; documentId: string; entryId: string; attachmentId: string },
    ) => downloadEntryDocument(ctx, kind, { ...input, viewer: { id: input.ownerId, isAdmin: false } }),
    /** Each partner's declaration on the document: when given, when last changed, the latest version (one statement). */
    declarations: (documentId: string) => ctx.repository.declarations(documentId),
    /** Forgets the idempotency keys of entry writes older than `before`. */
    purgeWriteKeys: (before: Date): Promise<number> => ctx.repository.purgeWriteKeys(before),
  };
}

export type FinancialDisclosureService = ReturnType<typeof financialDisclosureService>;
