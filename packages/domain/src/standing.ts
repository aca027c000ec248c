/**
 * A customer's standing in their agreement: every fact the screens gate on — paid, representation,
 * questionnaire blocked and complete, alignment, financials, the document's progress, notarization
 * availability, the progress bar, the menu gates and the attorney-services button — computed in one
 * place from the facts the server loads, and served as it is. Screens read it; they never re-derive
 * a fact of it from partial data. New facts (document reviewed, notarization complete…) join here.
 */
import { memoizedByIdentity } from "./identity-memo.ts";
import { signByOf, type SignBy } from "./sign-by.ts";
import {
  signingCutoff,
  signingWindow,
  type SigningCutoff,
  type SigningDeadline,
  type SigningWindow,
} from "./signing-deadline.ts";
import {
  generationRequirements,
  reviewWaitStatus,
  type GenerationRequirement,
  type ReviewWaitStatus,
} from "./agreement.ts";
import { proposalsAwaiting } from "./dispute-proposals.ts";
import { isAlignmentComplete } from "./disputes.ts";
import {
  awaitsFinalizationForReview,
  canOfferRegenerate,
  documentFlags,
  isDocumentImported,
  isQuestionnaireBlocked,
  notarizationBlocker,
  reviewsOf,
  reviewPeriodOf,
  reviewWait,
  reflectionAdvice,
  type ReflectionAdvice,
  type CounselCertificationState,
  type DocumentFlags,
  type DocumentLike,
  type NotarizationBlocker,
} from "./documents.ts";
import type {
  AttorneyRuleType,
  AttorneySupport,
  BookingStatus,
  DocumentStatus,
  ProductType,
  RepresentationType,
  Respondent,
  SectionStatus,
} from "./enums.ts";
import { AGREEMENT_PRODUCT_TYPES } from "./agreement-kind.ts";
import { disclosureStepOf } from "./disclosure-status.ts";
import {
  disclosureAcknowledgementOf,
  type DisclosureAcknowledgement,
  type DisclosureVersionFacts,
} from "./disclosure-versions.ts";
import { computeProgressStep, isSectionDone, progressLabel, progressPercent, type ProgressStep } from "./progress.ts";
import {
  isProductPaid,
  isSharedProductPaid,
  partnerRequiresAttorney,
  qaBookingStatus,
  representationBookingStatus,
  representationType,
  type PurchaseItemLike,
} from "./purchases.ts";
import { attorneyServicesThatApply, type AttorneyService } from "./attorney-offer.ts";
import type { AttorneyPlan } from "./counsel-plan.ts";
import { counselCertificationState } from "./counsel-certification.ts";
import { customerMenuGates, showAttorneyServicesButton, canSendQuestionnaireReminder } from "./questionnaire-flow.ts";
import {
  findCoupleDisputes,
  findUnchosenQuestions,
  sectionPath,
  sectionToResume,
  triggeredRuleTypes,
  type Questionnaire,
  type QuestionnaireAssessment,
} from "./questionnaire.ts";

export type StandingFacts = {
  now: Date;
  userId: string;
  /** The user's active agreement, null before they chose a state. */
  document: (DocumentLike & { id: string; stateId: string | null }) | null;
  /**
   * The agreement's state, with its row of the state-law matrix's facts the standing reads: the
   * signing deadline and the review period before signing (`finalAgreementReviewDays`; 0: none),
   * as they apply to the agreement's kind (`signingRulesForKind`: a postnup has neither, its
   * deadline null).
   */
  state: {
    abbreviation: string;
    name?: string;
    attorneySupport: AttorneySupport;
    allowsOnlineNotary: boolean;
    signingDeadline?: SigningDeadline | null;
    reviewDays: number;
  } | null;
  /** The agreement's latest notarization, if any. */
  notarization: { notarizationCompletedAt?: Date | string | null } | null;
  /** Both partners' purchases (live and refunded alike; the rules pick what counts). */
  purchaseItems: readonly (PurchaseItemLike & { documentId?: string | null })[];
  /**
   * The financial disclosure of the agreement: how many entries the user has, the years with their
   * income, their declarations (`disclosureStepOf`), and the couple's joint entries awaiting a
   * partner's confirmation (pending financial disputes).
   */
  financials: {
    entryCount: number;
    incomeYears: readonly number[];
    completedAt?: Date | string | null;
    nothingToDiscloseAt?: Date | string | null;
    pendingJointEntries?: number;
  };
  /**
   * The partner's disclosure as the user's acknowledgement reads it (`disclosureAcknowledgementOf`):
   * whether it is given, its latest frozen version, how many changes the partner has made and the
   * version the user last acknowledged. Absent or null before the partner joined.
   */
  partnerDisclosure?: {
    given: boolean;
    latest: DisclosureVersionFacts | null;
    changeCount: number;
    acknowledgedVersion: number | null;
  } | null;
  questionnaire: Questionnaire;
  /** The user's answers against the questionnaire. */
  me: QuestionnaireAssessment;
  /** The partner's, once they have joined. */
  partner: QuestionnaireAssessment | null;
  /** The partner's full name (`fullName`) as the standing's texts say it; absent or empty: "your partner". */
  partnerName?: string | null;
  /** The couple's wedding date as answered (partner A's answer, else partner B's); null when unanswered. */
  weddingDate?: string | null;
  /** The proposals on the couple's disputes that await an answer (status PENDING), whoever made them. */
  pendingProposals?: readonly { questionId: string; proposedByUserId: string }[];
  /** The user's answer to `attorney_plan` (`attorneyPlanOfAnswers`); null or absent: not answered. */
  attorneyPlan?: AttorneyPlan | null;
  /** The partner's answer to `attorney_plan`; null or absent: not answered (or no partner). */
  partnerAttorneyPlan?: AttorneyPlan | null;
  /** The partners (user ids) whose own attorney's certification of the current text is on record (`certifiesCurrentText`). */
  counselCertifiedUserIds?: readonly string[];
};

export type StandingSection = {
  id: string;
  key: string;
  label: string;
  /** The page's title (the label when the content gives none) and introduction. */
  name: string;
  description: string | null;
  path: string;
  order: number;
  status: SectionStatus;
  locked: boolean;
  /** The section carries attorney rules in the state. */
  hasAttorneyRules: boolean;
};

/** A question a partner has not chosen an answer to, as the alignment and documents pages list it. */
export type StandingUnchosen = {
  questionId: string;
  title: string;
  sectionPath: string;
  byMe: boolean;
  byPartner: boolean;
};

/**
 * The questions a partner has not chosen an answer to yet (`findUnchosenQuestions`), each with its
 * title and the section to open: what generation waits for, and what /alignment suggests.
 */
export function unchosenQuestionsOf(
  questionnaire: Questionnaire,
  me: QuestionnaireAssessment,
  partner: QuestionnaireAssessment | null,
): readonly StandingUnchosen[] {
  return standingUnchosen(questionnaire, me, partner);
}

const standingUnchosen = memoizedByIdentity(
  (questionnaire: Questionnaire, me: QuestionnaireAssessment, partner: QuestionnaireAssessment | null) =>
    Object.freeze(
      findUnchosenQuestions(questionnaire, me, partner).map(({ question, byMe, byPartner }) => {
        const section = questionnaire.sectionById.get(question.sectionId);
        return Object.freeze({
          questionId: question.id,
          title: question.title,
          sectionPath: section ? sectionPath(section) : "",
          byMe,
          byPartner,
        });
      }),
    ),
);

/** The questionnaire's sections as the user's standing shows them, kept per questionnaire and assessment. */
const standingSections = memoizedByIdentity(
  (questionnaire: Questionnaire, me: QuestionnaireAssessment): readonly StandingSection[] =>
    Object.freeze(
      questionnaire.sections.map((section) =>
        Object.freeze({
          id: section.id,
          key: section.key,
          label: section.label,
          name: section.name ?? section.label,
          description: section.description ?? null,
          path: sectionPath(section),
          order: section.order,
          status: me.sectionStatus(section.id),
          locked: me.isSectionLocked(section.id),
          hasAttorneyRules: questionnaire.sectionsWithAttorneyRules.has(section.id),
        }),
      ),
    ),
);

export type PartnerStanding = {
  /** Wants an attorney (an answer or the will-hire flag). */
  wantsAttorney: boolean;
  /** The attorney rules the partner's answers trigger in the state (ATTORNEY_RULE_TYPES order). */
  attorneyRuleTypes: AttorneyRuleType[];
  /** Requires an attorney for notarization (the will-hire flag or a representation purchase). */
  attorneyRequired: boolean;
  /** Has a counting representation purchase. */
  representationPaid: boolean;
  representationBookingStatus: BookingStatus | null;
  qaBookingStatus: "WAITING" | "SCHEDULED" | null;
  questionnaireComplete: boolean;
};

export type Standing = {
  documentId: string | null;
  respondent: Respondent | null;
  hasState: boolean;
  partnerJoined: boolean;
  prenupPaid: boolean;
  notarizationPaid: boolean;
  representationType: RepresentationType;
  me: PartnerStanding;
  /** What the user may know of the partner's progress (how many questionnaire sections they have left); null until the partner joins. */
  partner: (Pick<PartnerStanding, "questionnaireComplete" | "attorneyRequired"> & { sectionsLeft: number }) | null;
  questionnaire: {
    /** The document is in review, in the editor, being notarized or finalized: answers can't change. */
    blocked: boolean;
    complete: boolean;
    sections: readonly StandingSection[];
    /** Where /questionnaire goes: the first section to work on that the user can open (null: all locked). */
    resumePath: string | null;
  };
  alignment: {
    openDisputes: number;
    complete: boolean;
    /** The 'Send reminder email' button. */
    canSendReminder: boolean;
    /** The partner's proposals awaiting the user's answer, on questions still disputed (`proposalsAwaiting`). */
    proposalsAwaitingMe: number;
  };
  financialsComplete: boolean;
  /** The user's acknowledgement of the partner's current disclosure version (null before the partner joined). */
  partnerDisclosureAcknowledgement: DisclosureAcknowledgement | null;
  /** Joint entries awaiting a partner's confirmation; the Alignment gate needs none. */
  pendingFinancialDisputes: number;
  /** The document's states (null before there is a document). */
  document: DocumentFlags | null;
  progress: { step: ProgressStep; percent: number; label: string };
  gates: { financialDisclosure: boolean; alignment: boolean; documents: boolean; reviewAndNotarize: boolean };
  notarization: {
    /** What stops notarization, in the spec's order; null when nothing does. */
    blocker: NotarizationBlocker | null;
    /** Each partner's own attorney's certification before signing (`counselCertificationState`). */
    counselCertification: { mine: CounselCertificationState; partner: CounselCertificationState };
    /** The California waiting rule: the moment the wait ends while it lasts, else null. */
    waitUntil: Date | null;
    /**
     * Where the state sets no review period, the days the product recommends to consider the final
     * text before signing (`reflectionAdvice`): a couple may sign earlier by choosing to. Null where
     * the state sets a period (`waitUntil`) or before there is an agreement.
     */
    reflection: ReflectionAdvice | null;
    /** California with attorneys: the 7 days start at finalization, which has not happened yet. */
    awaitingFinalization: boolean;
    /**
     * The wedding-day cutoff: whether the agreement may still be finalized and a notarization
     * started, the last day it may, and the message to show once it may not.
     */
    signingCutoff: SigningCutoff;
    /** The days on which a signing counts (California's 7 days to the cutoff): a proof's signing date and an online completion are checked against it. */
    signingWindow: SigningWindow;
    /** The sign-by date and the days left to it, from the window (`signByOf`); null once notarized or without a wedding date. */
    signBy: SignBy | null;
  };
  /** The header's attorney-services button. */
  attorneyServicesButton: boolean;
  /** The attorney services still worth offering the user (`attorneyServicesThatApply`): their choice and the agreement's stage. */
  attorneyServices: AttorneyService[];
  /** The agreement's lifecycle (null before there is a document). */
  agreement: {
    /** The attorneys' approval: NOT_APPROVED, PARTIALLY_APPROVED, FULLY_APPROVED. */
    status: DocumentStatus;
    /**
     * What generation needs, met or not, in order; `ready` when every one is met. The questions whose
     * answer a partner has not chosen are listed by `unchosenQuestionsOf` (the disputes' suggestions).
     */
    generation: { ready: boolean; requirements: GenerationRequirement[] };
    /** Regenerate is offered (the wedding date is still ahead). */
    canOfferRegenerate: boolean;
    /** The state's review period between the final agreement and signing (California's 7 days). */
    californiaWait: ReviewWaitStatus;
    /** When the user and their partner reviewed the current text (null: not yet); finalizing needs both. */
    reviews: { mine: Date | null; partner: Date | null };
  } | null;
};

function partnerStanding(
  facts: StandingFacts,
  assessment: QuestionnaireAssessment,
  userId: string,
  respondent: Respondent | null,
): PartnerStanding {
  const own = facts.purchaseItems.filter((item) => item.userId === userId);
  return {
    wantsAttorney: assessment.wantsAttorney,
    attorneyRuleTypes: triggeredRuleTypes(assessment),
    attorneyRequired:
      facts.document !== null &&
      respondent !== null &&
      partnerRequiresAttorney(facts.document, facts.purchaseItems, respondent),
    representationPaid: isProductPaid(own, "REPRESENTATION"),
    representationBookingStatus: representationBookingStatus(facts.purchaseItems, userId),
    qaBookingStatus: qaBookingStatus(facts.purchaseItems, userId),
    questionnaireComplete: assessment.isComplete(),
  };
}

const toDate = (value: Date | string | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);

/** The standing of `facts.userId` (see the file's comment). */
export function computeStanding(facts: StandingFacts): Standing {
  const { document, questionnaire } = facts;
  const respondent: Respondent | null = document === null ? null : document.userBId === facts.userId ? "B" : "A";
  const partnerId = document === null ? null : respondent === "A" ? (document.userBId ?? null) : document.userAId;
  const partnerRespondent: Respondent | null = respondent === null ? null : respondent === "A" ? "B" : "A";

  const me = partnerStanding(facts, facts.me, facts.userId, respondent);
  const partner =
    facts.partner && partnerId ? partnerStanding(facts, facts.partner, partnerId, partnerRespondent) : null;
  const shared = (productType: ProductType | readonly ProductType[]) =>
    isSharedProductPaid({ productType, purchaseItems: facts.purchaseItems, document, userId: facts.userId });
  // The agreement is paid by either agreement product (the cart sells the one of its kind).
  const prenupPaid = shared(AGREEMENT_PRODUCT_TYPES);

  const flags = document
    ? documentFlags({
        document,
        notarization: facts.notarization,
        stateAllowsOnlineNotary: facts.state?.allowsOnlineNotary ?? false,
      })
    : null;
  const sections = standingSections(questionnaire, facts.me);
  const resume = sectionToResume(questionnaire, facts.me);

  const disputes = facts.partner ? findCoupleDisputes(questionnaire, facts.me, facts.partner) : [];
  const openDisputes = disputes.length;
  const alignmentComplete = isAlignmentComplete({
    partnerJoined: partner !== null,
    userQuestionnaireComplete: me.questionnaireComplete,
    partnerQuestionnaireComplete: partner?.questionnaireComplete ?? false,
    openDisputes,
  });

  const pendingFinancialDisputes = facts.financials.pendingJointEntries ?? 0;
  const financialsComplete = disclosureStepOf({
    entryCount: facts.financials.entryCount,
    completedAt: facts.financials.completedAt ?? null,
    nothingToDiscloseAt: facts.financials.nothingToDiscloseAt ?? null,
    incomeYears: facts.financials.incomeYears,
    now: facts.now,
  }).given;

  const type = document ? representationType(document, facts.purchaseItems) : "NO_REPRESENTATION";
  const assignedAttorney = (side: Respondent | null) =>
    document !== null && side !== null && Boolean(side === "A" ? document.attorneyAId : document.attorneyBId);
  const certified = new Set(facts.counselCertifiedUserIds ?? []);
  const counselCertification = {
    mine: counselCertificationState({
      attorneyPlan: facts.attorneyPlan ?? null,
      attorneyOnRecord: assignedAttorney(respondent),
      certifiedCurrentText: certified.has(facts.userId),
    }),
    partner: counselCertificationState({
      attorneyPlan: partnerId ? (facts.partnerAttorneyPlan ?? null) : null,
      attorneyOnRecord: assignedAttorney(partnerRespondent),
      certifiedCurrentText: partnerId !== null && certified.has(partnerId),
    }),
  };
  const blocker = notarizationBlocker({
    generated: flags?.generated ?? false,
    ownAttorneyRequired: me.attorneyRequired,
    ownAttorneyBooked: me.representationBookingStatus === "BOOKED",
    partnerAttorneyRequired: partner?.attorneyRequired ?? false,
    partnerAttorneyBooked: partner?.representationBookingStatus === "BOOKED",
    bothPartnersNeedAttorneys: type === "FULL_REPRESENTATION",
    status: document?.status ?? "NOT_APPROVED",
    reviewedOrFinalized: (flags?.reviewed ?? false) || (flags?.finalized ?? false),
    reviewedByMe: document !== null && respondent !== null && reviewsOf(document, respondent).mine !== null,
    counselCertification,
  });
  const wait =
    document && facts.state
      ? reviewWait({ ...reviewPeriodOf(document, facts.state.reviewDays), now: facts.now })
      : { mustWait: false, waitUntil: null };
  const reflection =
    document && facts.state
      ? reflectionAdvice({ ...reviewPeriodOf(document, facts.state.reviewDays), now: facts.now })
      : null;

  const signingDays = signingWindow({
    deadline: deadlineOf(facts.state),
    weddingDate: facts.weddingDate ?? null,
    stateName: facts.state?.name ?? null,
    agreement: {
      stateAbbreviation: facts.state?.abbreviation ?? null,
      ...reviewPeriodOf(document ?? {}, facts.state?.reviewDays ?? 0),
    },
  });

  const step = computeProgressStep({
    sections: sections.map((section) => ({ order: section.order, status: section.status })),
    prenupPaid,
    financialsComplete,
    documentReviewed: flags?.reviewed ?? false,
    notarizationComplete: flags?.notarizationComplete ?? false,
  });

  return {
    documentId: document?.id ?? null,
    respondent,
    hasState: document?.stateId !== null && document?.stateId !== undefined,
    partnerJoined: partner !== null,
    prenupPaid,
    notarizationPaid: shared("NOTARIZATION"),
    representationType: type,
    me,
    partner:
      partner && facts.partner
        ? {
            questionnaireComplete: partner.questionnaireComplete,
            attorneyRequired: partner.attorneyRequired,
            sectionsLeft: questionnaire.sections.filter(
              (section) => !isSectionDone({ order: section.order, status: facts.partner!.sectionStatus(section.id) }),
            ).length,
          }
        : null,
    questionnaire: {
      blocked: flags ? isQuestionnaireBlocked(flags) : false,
      complete: me.questionnaireComplete,
      sections,
      resumePath: resume ? sectionPath(resume) : null,
    },
    alignment: {
      openDisputes,
      complete: alignmentComplete,
      canSendReminder: canSendQuestionnaireReminder({
        accountsLinked: partner !== null,
        userDone: me.questionnaireComplete,
        partnerDone: partner?.questionnaireComplete ?? false,
      }),
      proposalsAwaitingMe: proposalsAwaiting({
        userId: facts.userId,
        openDisputeQuestionIds: new Set(disputes.map((dispute) => dispute.question.id)),
        pending: facts.pendingProposals ?? [],
      }),
    },
    financialsComplete,
    partnerDisclosureAcknowledgement: facts.partnerDisclosure
      ? disclosureAcknowledgementOf({
          given: facts.partnerDisclosure.given,
          latest: facts.partnerDisclosure.latest,
          ownerChangeCount: facts.partnerDisclosure.changeCount,
          acknowledgedVersion: facts.partnerDisclosure.acknowledgedVersion,
        })
      : null,
    pendingFinancialDisputes,
    document: flags,
    progress: { step, percent: progressPercent(step), label: progressLabel(step, { kind: document?.kind }) },
    gates: customerMenuGates({
      prenupPaid,
      pendingFinancialDisputes: pendingFinancialDisputes > 0,
      documentImported: document ? isDocumentImported(document) : false,
      alignmentComplete,
      questionnaireComplete: me.questionnaireComplete,
      notarizationBlocked: blocker !== null,
    }),
    notarization: {
      blocker,
      counselCertification,
      waitUntil: wait.mustWait ? wait.waitUntil : null,
      reflection,
      awaitingFinalization:
        document !== null &&
        awaitsFinalizationForReview({
          reviewDays: facts.state?.reviewDays ?? 0,
          finalizedAt: document.finalizedAt ?? null,
          anyAttorneyInvolved: Boolean(document.attorneyAId || document.attorneyBId),
        }),
      signingCutoff: signingCutoff({
        deadline: deadlineOf(facts.state),
        weddingDate: facts.weddingDate ?? null,
        now: facts.now,
      }),
      signingWindow: signingDays,
      signBy: signByOf({
        window: signingDays,
        now: facts.now,
        notarized: flags?.notarizationComplete ?? false,
        anyAttorneyInvolved: Boolean(document?.attorneyAId || document?.attorneyBId),
      }),
    },
    agreement: document
      ? (() => {
          const requirements = generationRequirements({
            prenupPaid,
            myQuestionnaireComplete: me.questionnaireComplete,
            partnerJoined: partner !== null,
            partnerQuestionnaireComplete: partner?.questionnaireComplete ?? false,
            openDisputes,
            questionnaireBlocked: flags ? isQuestionnaireBlocked(flags) : false,
            unchosen: unchosenQuestionsOf(questionnaire, facts.me, facts.partner),
            partnerName: facts.partnerName ?? null,
          });
          return {
            status: document.status ?? "NOT_APPROVED",
            generation: { ready: requirements.every((requirement) => requirement.met), requirements },
            canOfferRegenerate: canOfferRegenerate(facts.weddingDate ?? null, facts.now, document?.kind ?? "PRENUP"),
            californiaWait: reviewWaitStatus({
              ...reviewPeriodOf(document, facts.state?.reviewDays ?? 0),
              now: facts.now,
            }),
            reviews: (() => {
              const reviews = reviewsOf(document, respondent ?? "A");
              return { mine: toDate(reviews.mine), partner: toDate(reviews.partner) };
            })(),
          };
        })()
      : null,
    attorneyServicesButton: showAttorneyServicesButton({
      prenupPaid,
      attorneySupport: facts.state?.attorneySupport ?? null,
      loaded: true,
      hasError: false,
      representationBooked: me.representationBookingStatus === "BOOKED",
      qaWaitingOrScheduled: me.qaBookingStatus !== null,
    }),
    attorneyServices: attorneyServicesThatApply({ attorneyPlan: facts.attorneyPlan ?? null, document: flags }),
  };
}

/** The state's wedding-day rule as the standing applies it: unknown is the uniform rule, null none (a postnup). */
function deadlineOf(state: StandingFacts["state"]): SigningDeadline | null {
  return state?.signingDeadline === undefined ? "BEFORE_MARRIAGE" : state.signingDeadline;
}
