import type { Executor } from "@prenup/db";
import { userFacts } from "./user-facts.read-model.ts";

import type {
  AnswersRead,
  FactsRow,
  ContextAnswer,
  ContextPurchase,
  ContextDocument,
  ContextProposal,
  ContextDisputeThreads,
  ContextProfile,
  StoredAnswer,
  UserFacts,
} from "./user-facts.read-model.ts";
export type {
  AnswersRead,
  FactsRow,
  ContextAnswer,
  ContextPurchase,
  ContextDocument,
  ContextProposal,
  ContextDisputeThreads,
  ContextProfile,
  UserFacts,
};

/**
 * The read model behind a customer's standing: everything the questionnaire, the answer writes,
 * alignment and the standing need about one user, in ONE prepared statement — the user, their
 * agreement (the active one, or a given one of theirs) with its state, the partner, the latest notarization,
 * both partners' purchases, the answers (the user's, and the partner's when asked), the financial
 * disclosure counts (when asked), the couple's pending dispute proposals and attorney requests (with the
 * partner) and the content version.
 *
 * This module reads, across tables other modules own (documents, states, purchases, notarizations,
 * answers, financial entries), and never writes them: a read model (user-facts.read-model.ts), so
 * that a request pays one round trip for its whole context. The owners write; the shapes below are
 * what it needs of their rows.
 */

const toDate = (value: string | Date): Date => (value instanceof Date ? value : new Date(value));
const toDateOrNull = (value: string | Date | null): Date | null => (value === null ? null : toDate(value));

/** One person's answers from the JSON text the statement wrote. */
function answersRead(userId: string, text: string): AnswersRead {
  const stored = JSON.parse(text) as StoredAnswer[];
  const list = stored.map(([id, questionId, valueTyped, updatedAtMs, questionOptionIds, isSuggestion]) => ({
    id,
    userId,
    questionId,
    valueTyped,
    questionOptionIds,
    isSuggestion,
    updatedAt: new Date(updatedAtMs),
  }));
  return { list, text };
}

/** One user's facts (null: no such user). `documentId` picks a document instead of the active one. */
export async function loadUserFacts(
  executor: Executor,
  input: { userId: string; documentId?: string | null; withPartner: boolean; withFinancials: boolean },
): Promise<UserFacts | null> {
  const [row] = await userFacts(executor, {
    userId: input.userId,
    documentId: input.documentId ?? null,
    withPartner: input.withPartner,
    withFinancials: input.withFinancials,
  });
  if (!row) return null;
  const { document, partner } = row;
  return {
    user: {
      id: row.user_id,
      firstName: row.first_name,
      lastName: row.last_name,
      profile: { phoneNumber: row.phone_number, birthdate: row.birthdate, updatedAt: toDate(row.profile_updated_at) },
    },
    contentVersion: Number(row.content_version ?? 0),
    document: document
      ? {
          ...document,
          userAReviewedAt: toDateOrNull(document.userAReviewedAt),
          userBReviewedAt: toDateOrNull(document.userBReviewedAt),
          reviewedAt: toDateOrNull(document.reviewedAt),
          finalizedAt: toDateOrNull(document.finalizedAt),
          reviewPeriodFrom: toDateOrNull(document.reviewPeriodFrom),
          lastGeneratedAt: toDateOrNull(document.lastGeneratedAt),
        }
      : null,
    state: row.state,
    partner: partner
      ? {
          id: partner.id,
          firstName: partner.firstName,
          middleName: partner.middleName,
          lastName: partner.lastName,
          suffix: partner.suffix,
          profile: {
            phoneNumber: partner.phoneNumber,
            birthdate: partner.birthdate,
            updatedAt: toDate(partner.updatedAt),
          },
        }
      : null,
    notarization: row.notarization
      ? { notarizationCompletedAt: toDateOrNull(row.notarization.notarizationCompletedAt) }
      : null,
    purchaseItems: row.purchases.map(({ productType, ...item }) => ({ ...item, product: { productType } })),
    answers: {
      mine: answersRead(row.user_id, row.my_answers),
      partner: partner && row.partner_answers !== null ? answersRead(partner.id, row.partner_answers) : null,
    },
    financials:
      row.financial_entry_count === null
        ? null
        : {
            entryCount: Number(row.financial_entry_count),
            incomeYears: row.income_years ?? [],
            completedAt: row.disclosure_declaration?.completedAt ?? null,
            nothingToDiscloseAt: row.disclosure_declaration?.nothingToDiscloseAt ?? null,
            pendingJointEntries: Number(row.pending_joint_entries ?? 0),
          },
    counselCertifiedUserIds: row.counsel_certified_user_ids ?? [],
    partnerDisclosure: row.partner_disclosure
      ? { ...row.partner_disclosure, entryCount: Number(row.partner_disclosure.entryCount) }
      : null,
    disputeThreads: row.dispute_threads
      ? {
          pending: row.dispute_threads.pending.map((proposal) => ({
            ...proposal,
            createdAt: toDate(proposal.createdAt),
          })),
          askedAttorney: row.dispute_threads.askedAttorney,
        }
      : null,
  };
}
