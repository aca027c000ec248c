import type { Executor } from "@prenup/db";
import type { AttorneySupport, BookingStatus, DocumentStatus, PaymentStatus, ProductType } from "@prenup/domain";
import { userFacts } from "./user-facts.read-model.ts";

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

export type ContextAnswer = {
  id: string;
  userId: string;
  questionId: string;
  valueTyped: string | null;
  questionOptionIds: string[];
  /** The answer is a suggestion recorded for the person (its options are all defaults) and not chosen by them. */
  isSuggestion: boolean;
  updatedAt: Date;
};

export type ContextPurchase = {
  userId: string;
  documentId: string | null;
  paymentStatus: PaymentStatus;
  bookingStatus: BookingStatus | null;
  product: { productType: ProductType };
};

export type ContextDocument = {
  id: string;
  isActive: boolean;
  userAId: string;
  userBId: string | null;
  attorneyAId: string | null;
  attorneyBId: string | null;
  userAWillHireAttorney: boolean | null;
  userBWillHireAttorney: boolean | null;
  stateId: string | null;
  status: DocumentStatus;
  userAReviewedAt: Date | null;
  userBReviewedAt: Date | null;
  reviewedAt: Date | null;
  finalizedAt: Date | null;
  lastGeneratedAt: Date | null;
  lastGeneratedInputHash: string | null;
};

/** A proposal on one of the couple's disputes that awaits an answer (alignment's dispute_proposals). */
export type ContextProposal = {
  id: string;
  questionId: string;
  proposedByUserId: string;
  questionOptionId: string;
  comment: string;
  createdAt: Date;
};

/** The couple's dispute threads as the standing and the disputes list need them. */
export type ContextDisputeThreads = {
  pending: ContextProposal[];
  /** Who asked their attorney about which question. */
  askedAttorney: { questionId: string; userId: string }[];
};

/** A person's profile fields the questionnaire shows (profile-answers.ts of the domain), and when the profile last changed. */
export type ContextProfile = { phoneNumber: string | null; birthdate: string | null; updatedAt: Date };

export type UserFacts = {
  user: { id: string; firstName: string | null; lastName: string | null; profile: ContextProfile };
  contentVersion: number;
  document: ContextDocument | null;
  state: {
    id: string;
    abbreviation: string;
    name: string;
    attorneySupport: AttorneySupport;
    allowsOnlineNotary: boolean;
  } | null;
  partner: { id: string; firstName: string | null; lastName: string | null; profile: ContextProfile } | null;
  notarization: { notarizationCompletedAt: Date | null } | null;
  purchaseItems: ContextPurchase[];
  /** The user's answers on the document, and the partner's when asked for; oldest first. */
  answers: ContextAnswer[];
  /** Only when asked for (the standing): the user's financial entries on the document. */
  financials: {
    entryCount: number;
    incomeYears: number[];
    completedAt: string | null;
    nothingToDiscloseAt: string | null;
    pendingJointEntries: number;
  } | null;
  /** Only with the partner: the couple's pending proposals and attorney requests on the document. */
  disputeThreads: ContextDisputeThreads | null;
};

export type FactsRow = {
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
  birthdate: string | null;
  profile_updated_at: string | Date;
  content_version: string | number;
  document:
    | (Omit<ContextDocument, "userAReviewedAt" | "userBReviewedAt" | "reviewedAt" | "finalizedAt" | "lastGeneratedAt"> &
        Record<"userAReviewedAt" | "userBReviewedAt" | "reviewedAt" | "finalizedAt" | "lastGeneratedAt", string | null>)
    | null;
  state: UserFacts["state"];
  partner: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    phoneNumber: string | null;
    birthdate: string | null;
    updatedAt: string;
  } | null;
  notarization: { notarizationCompletedAt: string | null } | null;
  purchases: {
    userId: string;
    documentId: string | null;
    paymentStatus: PaymentStatus;
    bookingStatus: BookingStatus | null;
    productType: ProductType;
  }[];
  answers: (Omit<ContextAnswer, "updatedAt"> & { updatedAt: string })[];
  financial_entry_count: string | number | null;
  income_years: number[] | null;
  pending_joint_entries: string | number | null;
  disclosure_declaration: { completedAt: string | null; nothingToDiscloseAt: string | null } | null;
  dispute_threads: {
    pending: (Omit<ContextProposal, "createdAt"> & { createdAt: string })[];
    askedAttorney: ContextDisputeThreads["askedAttorney"];
  } | null;
};

const toDate = (value: string | Date): Date => (value instanceof Date ? value : new Date(value));
const toDateOrNull = (value: string | Date | null): Date | null => (value === null ? null : toDate(value));

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
          lastGeneratedAt: toDateOrNull(document.lastGeneratedAt),
        }
      : null,
    state: row.state,
    partner: partner
      ? {
          id: partner.id,
          firstName: partner.firstName,
          lastName: partner.lastName,
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
    answers: row.answers.map((answer) => ({ ...answer, updatedAt: toDate(answer.updatedAt) })),
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
