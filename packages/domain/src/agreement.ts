import { formatDay } from "./format.ts";
import type { AgreementKind } from "./agreement-kind.ts";
import { canOfferRegenerate, reviewWait, type DocumentFlags, type ReviewPeriodFacts } from "./documents.ts";
import type { DocumentStatus, Respondent } from "./enums.ts";
import type { ErrorCode } from "./error-codes.ts";

/**
 * The agreement's lifecycle rules: what generation needs, when the
 * agreement must be generated again, who may mark it reviewed or finalized, the attorneys'
 * approvals, and the events of the enforceability record. The server decides with these; the
 * screens show what the server computed with them.
 */

/** A refusal: the error code the API answers with and the message a person reads. */
export type AgreementProblem = { code: ErrorCode; message: string };

// ---------------------------------------------------------------------------------------------
// Generation

export const GENERATION_REQUIREMENT_KEYS = [
  "PRENUP_PAID",
  "MY_QUESTIONNAIRE",
  "PARTNER_JOINED",
  "PARTNER_QUESTIONNAIRE",
  "ANSWERS_CHOSEN",
  "ALIGNMENT",
  "NOT_LOCKED",
] as const;
export type GenerationRequirementKey = (typeof GENERATION_REQUIREMENT_KEYS)[number];

export type GenerationRequirement = {
  key: GenerationRequirementKey;
  met: boolean;
  /** What has to happen, in the couple's words. */
  label: string;
  /** Where in the customer app it is done. */
  path: string;
};

const REQUIREMENT_TEXT: Record<GenerationRequirementKey, { label: string; path: string; refusal?: string }> = {
  PRENUP_PAID: { label: "Pay for your prenup.", path: "/payment" },
  MY_QUESTIONNAIRE: { label: "Finish your questionnaire.", path: "/questionnaire" },
  PARTNER_JOINED: { label: "Invite your partner and have them join your agreement.", path: "/" },
  PARTNER_QUESTIONNAIRE: { label: "Your partner finishes their questionnaire.", path: "/alignment" },
  ANSWERS_CHOSEN: {
    label: "Choose every answer yourselves: no question may stay at a suggestion nobody chose.",
    path: "/alignment",
  },
  ALIGNMENT: { label: "Resolve the questions you answered differently.", path: "/alignment" },
  NOT_LOCKED: {
    label: "Keep the agreement open to changes (not reviewed, finalized or with your attorneys).",
    refusal: "Your agreement is already reviewed, finalized or with your attorneys. Choose Regenerate to change it.",
    path: "/documents",
  },
};

/** A question whose answer a partner has not chosen (still the suggestion), as generation names it. */
export type UnchosenAnswer = { title: string; byMe: boolean; byPartner: boolean };

/** How many questions the refusal names before "and N more" (the documents page lists them all). */
const UNCHOSEN_NAMED = 5;

/** Whose answer to a question is still the suggestion, in the signed-in partner's words. */
export function unchosenBy(
  entry: Pick<UnchosenAnswer, "byMe" | "byPartner">,
  partnerName: string = "your partner",
): string {
  if (entry.byMe && entry.byPartner) return `you and ${partnerName}`;
  return entry.byMe ? "you" : partnerName;
}

/**
 * The refusal that names the questions nobody chose, each with whose answer is still the suggestion
 * (the partner by name when given): nothing binding is generated from answers nobody chose.
 */
export function unchosenAnswersMessage(unchosen: readonly UnchosenAnswer[], partnerName?: string): string {
  const shown = unchosen
    .slice(0, UNCHOSEN_NAMED)
    .map((entry) => `"${entry.title}" (${unchosenBy(entry, partnerName)})`);
  const more = unchosen.length > shown.length ? ` and ${unchosen.length - shown.length} more` : "";
  return `Some answers are still a suggestion nobody chose. Choose them before your agreement is generated: ${shown.join(", ")}${more}.`;
}

/**
 * What generation needs, in the order the couple meets them: the prenup paid, both questionnaires
 * complete (partner B joined), every answer chosen by its partner (none still the suggestion), no
 * open disputes, and a document that is not locked — reviewed,
 * finalized, in the attorneys' editor, in notarization or notarized (the questionnaire's blocked
 * rule). The generate call is refused with the first unmet one.
 */
export function generationRequirements(input: {
  prenupPaid: boolean;
  myQuestionnaireComplete: boolean;
  partnerJoined: boolean;
  partnerQuestionnaireComplete: boolean;
  openDisputes: number;
  questionnaireBlocked: boolean;
  /** The shown questions either partner has not chosen an answer to (`findUnchosenQuestions`). */
  unchosen?: readonly UnchosenAnswer[];
  /** The partner's name as the requirements say it; absent or empty: "your partner". */
  partnerName?: string | null;
}): GenerationRequirement[] {
  const unchosen = input.unchosen ?? [];
  const met: Record<GenerationRequirementKey, boolean> = {
    PRENUP_PAID: input.prenupPaid,
    MY_QUESTIONNAIRE: input.myQuestionnaireComplete,
    PARTNER_JOINED: input.partnerJoined,
    PARTNER_QUESTIONNAIRE: input.partnerJoined && input.partnerQuestionnaireComplete,
    ANSWERS_CHOSEN: unchosen.length === 0,
    ALIGNMENT:
      input.partnerJoined &&
      input.myQuestionnaireComplete &&
      input.partnerQuestionnaireComplete &&
      input.openDisputes === 0,
    NOT_LOCKED: !input.questionnaireBlocked,
  };
  const label = (key: GenerationRequirementKey) =>
    key === "ANSWERS_CHOSEN" && unchosen.length > 0
      ? unchosenAnswersMessage(unchosen, input.partnerName || undefined)
      : REQUIREMENT_TEXT[key].label;
  return GENERATION_REQUIREMENT_KEYS.map((key) => ({
    key,
    met: met[key],
    label: label(key),
    path: REQUIREMENT_TEXT[key].path,
  }));
}

/** Why a generation is refused (the first unmet requirement), or null when it may run. */
export function generationProblem(requirements: readonly GenerationRequirement[]): AgreementProblem | null {
  const unmet = requirements.find((requirement) => !requirement.met);
  return unmet ? { code: "GENERATION_NOT_READY", message: REQUIREMENT_TEXT[unmet.key].refusal ?? unmet.label } : null;
}

// ---------------------------------------------------------------------------------------------
// Regeneration

export const REGENERATION_REASONS = [
  "NOT_GENERATED",
  "REGENERATION_REQUESTED",
  "PARTNER_CHANGES",
  "CONTENT_CHANGES",
] as const;
export type RegenerationReason = (typeof REGENERATION_REASONS)[number];

/**
 * Whether the agreement must be generated (again) and why:
 * - NOT_GENERATED: it never was;
 * - REGENERATION_REQUESTED: a partner confirmed Regenerate (the generation fields were cleared);
 * - PARTNER_CHANGES: a partner's answers, names or disclosure differ from the last generation's;
 * - CONTENT_CHANGES: the templates, the state's terms or its agreement settings did.
 * An imported document (made outside the product) never needs it. The first reason that applies wins.
 */
export function regenerationNeed(input: {
  imported: boolean;
  /** A generation commit exists (the history has one). */
  everGenerated: boolean;
  /** The document's lastGeneratedInputHash (cleared by the regenerate confirmation). */
  lastGeneratedInputHash: string | null;
  currentInputHash: string;
  userAMadeChanges: boolean;
  userBMadeChanges: boolean;
}): { needsRegeneration: boolean; reason: RegenerationReason | null } {
  if (input.imported) return { needsRegeneration: false, reason: null };
  if (!input.everGenerated) return { needsRegeneration: true, reason: "NOT_GENERATED" };
  if (input.lastGeneratedInputHash === null) return { needsRegeneration: true, reason: "REGENERATION_REQUESTED" };
  if (input.lastGeneratedInputHash === input.currentInputHash) return { needsRegeneration: false, reason: null };
  return {
    needsRegeneration: true,
    reason: input.userAMadeChanges || input.userBMadeChanges ? "PARTNER_CHANGES" : "CONTENT_CHANGES",
  };
}

/**
 * The regenerate confirmation (it clears reviewedAt, lastGeneratedInputHash and lastGeneratedAt):
 * only for a generated agreement, only while the wedding date is in the future, and never once
 * notarization has started or finished.
 */
/** The message for an agreement not generated yet (the server's refusal and the documents screen). */
export const AGREEMENT_NOT_GENERATED_MESSAGE = "Your agreement has not been generated yet.";

export function regenerateProblem(input: {
  flags: DocumentFlags;
  weddingDate: string | null;
  now: Date;
  kind: AgreementKind;
}): AgreementProblem | null {
  if (input.flags.inProof || input.flags.notarizationComplete) {
    return {
      code: "AGREEMENT_LOCKED",
      message: "Your agreement is being notarized or is notarized: it can no longer be regenerated.",
    };
  }
  if (!input.flags.generated) return { code: "DOCUMENT_NOT_GENERATED", message: AGREEMENT_NOT_GENERATED_MESSAGE };
  if (!canOfferRegenerate(input.weddingDate, input.now, input.kind)) {
    return {
      code: "REGENERATION_NOT_OFFERED",
      message: "Your wedding date has passed, so the agreement can no longer be regenerated.",
    };
  }
  return null;
}

/** The refusals of attorneys' edits once notarization has begun. */
export const TEXT_EDIT_MESSAGES = {
  notarizing:
    "A notarization of this agreement is under way: its text cannot change until the notarization is finished or reset.",
  notarized:
    "This agreement is notarized: its text can no longer change. An administrator can reset the notarization if it must.",
} as const;

/**
 * Attorneys' edits of the agreement's text (taking the editor's lock, committing): only while no
 * notarization is live. A session under way, or a notarized copy (online or an uploaded in-person
 * proof), fixes the text the couple signs until the notarization is reset.
 */
export function textEditProblem(
  liveNotarization: { notarizationCompletedAt: Date | string | null } | null,
): AgreementProblem | null {
  if (!liveNotarization) return null;
  return liveNotarization.notarizationCompletedAt
    ? { code: "AGREEMENT_LOCKED", message: TEXT_EDIT_MESSAGES.notarized }
    : { code: "AGREEMENT_LOCKED", message: TEXT_EDIT_MESSAGES.notarizing };
}

/** A generation over an earlier one is a regeneration: the wedding must still be ahead. */
export function regenerationOverProblem(input: {
  everGenerated: boolean;
  weddingDate: string | null;
  now: Date;
  kind: AgreementKind;
}): AgreementProblem | null {
  if (input.everGenerated && !canOfferRegenerate(input.weddingDate, input.now, input.kind)) {
    return {
      code: "REGENERATION_NOT_OFFERED",
      message: "Your wedding date has passed, so the agreement can no longer be regenerated.",
    };
  }
  return null;
}

/** A generation when nothing changed would only repeat the last one. */
export function upToDateProblem(input: { generated: boolean; needsRegeneration: boolean }): AgreementProblem | null {
  if (input.generated && !input.needsRegeneration) {
    return {
      code: "GENERATION_NOT_READY",
      message: "Your agreement is up to date: nothing changed since it was generated.",
    };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Review and finalization

/**
 * Why an out-of-date agreement must be generated again, in the couple's words: their answers, or
 * the wording an admin changed (a term, a template, the state's settings), which the couple did not
 * touch and must not be told they did.
 */
function staleAgreementCause(reason: RegenerationReason | null | undefined): string {
  if (reason === "CONTENT_CHANGES")
    return "The agreement's wording or your state's rules were updated since it was generated";
  if (reason === "PARTNER_CHANGES") return "Your answers changed since the agreement was generated";
  return "The agreement must be generated again";
}

/** The refusals of a second review by the same partner and of a second finalization. */
export const SIGNING_STEP_MESSAGES = {
  alreadyReviewed: "You have already reviewed this version of your agreement.",
  alreadyFinalized: "Your agreement is already finalized.",
} as const;

/** A partner marks the agreement reviewed: it must be generated, up to date, and not reviewed by them yet. */
export function reviewProblem(input: {
  flags: DocumentFlags;
  needsRegeneration: boolean;
  regenerationReason?: RegenerationReason | null;
  /** The partner has reviewed the current text already. */
  reviewedByMe: boolean;
}): AgreementProblem | null {
  if (!input.flags.generated)
    return { code: "DOCUMENT_NOT_GENERATED", message: "Generate your agreement before you review it." };
  if (input.needsRegeneration) {
    return {
      code: "DOCUMENT_NEEDS_REGENERATION",
      message: `${staleAgreementCause(input.regenerationReason)}: generate it again, then review it.`,
    };
  }
  if (input.reviewedByMe || input.flags.reviewed)
    return { code: "DOCUMENT_ALREADY_REVIEWED", message: SIGNING_STEP_MESSAGES.alreadyReviewed };
  return null;
}

/**
 * The agreement is finalized (ready to sign and notarize): generated and up to date, not finalized
 * yet; with attorneys, every assigned attorney has approved it; both partners have reviewed this
 * text (`bothPartnersReviewed`: no partner makes it final alone); without attorneys, in
 * California, the 7-day wait after the review is over (Family Code § 1615(c)).
 */
export function finalizeProblem(input: {
  flags: DocumentFlags;
  needsRegeneration: boolean;
  regenerationReason?: RegenerationReason | null;
  anyAttorneyInvolved: boolean;
  status: DocumentStatus;
  /** Whether each partner, the caller and the other, has reviewed the current text. */
  reviews: { mine: boolean; partner: boolean };
  /** The state's review period (`reviewWait`), with its length and the state's name for the message. */
  reviewWait: { mustWait: boolean; waitUntil: Date | null; days: number; stateName: string | null };
}): AgreementProblem | null {
  if (!input.flags.generated)
    return { code: "DOCUMENT_NOT_GENERATED", message: "Generate your agreement before you finalize it." };
  if (input.needsRegeneration) {
    return {
      code: "DOCUMENT_NEEDS_REGENERATION",
      message: `${staleAgreementCause(input.regenerationReason)}: generate it again first.`,
    };
  }
  if (input.flags.finalized)
    return { code: "DOCUMENT_ALREADY_FINALIZED", message: SIGNING_STEP_MESSAGES.alreadyFinalized };
  if (input.anyAttorneyInvolved && input.status !== "FULLY_APPROVED") {
    return {
      code: "APPROVAL_NOT_READY",
      message: "Your agreement can be finalized once your attorneys have approved it.",
    };
  }
  if (!input.reviews.mine)
    return { code: "DOCUMENT_NOT_REVIEWED", message: "Review your agreement before you finalize it." };
  if (!input.reviews.partner) {
    return {
      code: "PARTNER_NOT_REVIEWED",
      message: "Your partner has not reviewed this version yet: it can be finalized once you have both reviewed it.",
    };
  }
  if (input.anyAttorneyInvolved) return null;
  if (input.reviewWait.mustWait && input.reviewWait.waitUntil) {
    const { days, stateName, waitUntil } = input.reviewWait;
    return {
      code: "CALIFORNIA_WAIT",
      message: `${stateName ?? "Your state's"} law requires ${days} days between receiving the final agreement and signing it. You can finalize on or after ${formatDay(waitUntil.toISOString().slice(0, 10))}.`,
    };
  }
  return null;
}

export type ReviewWaitStatus = {
  /** The document's state has a review period before signing (California's 7 days). */
  applies: boolean;
  /** The period's length in calendar days (the matrix's `finalAgreementReviewDays`; 0: none). */
  days: number;
  /** What starts the period: the review, or the finalization when an attorney is involved. */
  startsAt: "REVIEW" | "FINALIZATION";
  /** When the wait ends (null before it started). */
  waitUntil: Date | null;
  mustWait: boolean;
  /**
   * When the couple first had the final agreement, where an editor's correction that does not change
   * the terms kept the period counting from then (`ReviewPeriodFacts.reviewPeriodFrom`); null otherwise.
   */
  keptFrom: Date | null;
};

/** The state's review period as the screens show it (the rule itself is `reviewWait`). */
export function reviewWaitStatus(input: ReviewPeriodFacts & { now: Date }): ReviewWaitStatus {
  const wait = reviewWait(input);
  return {
    applies: input.reviewDays > 0,
    days: input.reviewDays,
    startsAt: input.anyAttorneyInvolved ? "FINALIZATION" : "REVIEW",
    waitUntil: wait.waitUntil,
    mustWait: wait.mustWait,
    keptFrom: input.reviewDays > 0 && input.reviewPeriodFrom ? new Date(input.reviewPeriodFrom) : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Approvals

export type ApprovalFacts = {
  attorneyAId: string | null;
  attorneyBId: string | null;
  attorneyAApprovedAt: Date | string | null;
  attorneyBApprovedAt: Date | string | null;
};

/**
 * The document's approval status from its attorneys: each represented partner (an assigned
 * attorney) needs their attorney's approval. None approved (or nobody represented): NOT_APPROVED;
 * some of them: PARTIALLY_APPROVED; all of them: FULLY_APPROVED — both attorneys when both partners
 * are represented, the one when only one is.
 */
export function approvalStatus(document: ApprovalFacts): DocumentStatus {
  const sides = [
    { represented: Boolean(document.attorneyAId), approved: Boolean(document.attorneyAApprovedAt) },
    { represented: Boolean(document.attorneyBId), approved: Boolean(document.attorneyBApprovedAt) },
  ].filter((side) => side.represented);
  const approved = sides.filter((side) => side.approved).length;
  if (sides.length === 0 || approved === 0) return "NOT_APPROVED";
  return approved === sides.length ? "FULLY_APPROVED" : "PARTIALLY_APPROVED";
}

/** The sides (A, B) an attorney is assigned to on the document. */
export function attorneySides(
  document: Pick<ApprovalFacts, "attorneyAId" | "attorneyBId">,
  attorneyId: string,
): Respondent[] {
  const sides: Respondent[] = [];
  if (document.attorneyAId === attorneyId) sides.push("A");
  if (document.attorneyBId === attorneyId) sides.push("B");
  return sides;
}

/** An assigned attorney grants (or rescinds) approval of the generated, up-to-date agreement for their client. */
export function approvalProblem(input: {
  action: "grant" | "rescind";
  sides: readonly Respondent[];
  approvedSides: readonly Respondent[];
  flags: DocumentFlags;
  needsRegeneration: boolean;
}): AgreementProblem | null {
  if (input.sides.length === 0)
    return {
      code: "NOT_ASSIGNED_ATTORNEY",
      message: "Only the attorney assigned to a partner can approve the agreement for them.",
    };
  if (input.flags.inProof || input.flags.notarizationComplete) {
    return {
      code: "AGREEMENT_LOCKED",
      message: "The agreement is being notarized or is notarized: approvals can no longer change.",
    };
  }
  const mine = input.sides.filter((side) => input.approvedSides.includes(side));
  if (input.action === "rescind") {
    return mine.length === 0 ? { code: "NOT_APPROVED", message: "You have not approved this agreement." } : null;
  }
  if (!input.flags.generated)
    return { code: "DOCUMENT_NOT_GENERATED", message: "The agreement has not been generated yet." };
  if (input.needsRegeneration) {
    return {
      code: "DOCUMENT_NEEDS_REGENERATION",
      message: "The agreement's inputs changed since it was generated: it must be generated again before approval.",
    };
  }
  if (mine.length === input.sides.length)
    return { code: "ALREADY_APPROVED", message: "You have already approved this agreement." };
  return null;
}

// ---------------------------------------------------------------------------------------------
// The enforceability record

/**
 * The events of a document's enforceability record — what courts look for when a prenup is
 * challenged (missing disclosure, missing counsel, too little time, duress):
 * - DISCLOSURE_INCLUDED: a partner's financial disclosure (entry count, totals, as of when) went
 *   into a generated agreement's schedule;
 * - AGREEMENT_GENERATED: a generation, with its input hash and the PDF's SHA-256;
 * - AGREEMENT_PRESENTED: a partner first downloaded a generation's PDF, a draft or the final copy
 *   to sign (details.copy);
 * - COUNSEL_RECORDED: a partner's counsel: an attorney assigned, an attorney planned, or waived;
 * - APPROVAL_GRANTED / APPROVAL_RESCINDED: an attorney for a partner; APPROVALS_RESET: a new
 *   generation cleared earlier approvals;
 * - AGREEMENT_REVIEWED, AGREEMENT_FINALIZED, REGENERATION_REQUESTED: a partner's actions;
 * - DISCLOSURE_VERSION: a partner's disclosure version as frozen (number, totals, content hash),
 *   DISCLOSURE_ACKNOWLEDGED: the other partner's acknowledgement of one version; each recorded by
 *   the first generation after it, at the time it happened (its `occurredAt`, also in its details);
 * - SIGNED: a signature on the agreement: a signer of an online session when the notary provider
 *   names them (details.role, `NotarySignerRole`), or the couple before a notary in person (no
 *   respondent; details.signedOn, the notarial certificate's day, the only time known);
 * - NOTARIZED: a notarization that counts, online or in person, with the notarized copy's SHA-256
 *   (details.fileSha256) and the date of signing (details.signedOn);
 * - SIGNING_DATE_CORRECTED: an attorney's or an admin's correction of a notarization's date of signing.
 * SIGNED and NOTARIZED name their notarization (details.notarizationId) and are recorded once each.
 * After the signing, a change of the agreement (`CHANGE_RECORD_ENTRY_KINDS`):
 * - CHANGE_SIGNED: one spouse signed an amendment or a revocation before a notary (details: the
 *   change, its day of signing `changeSignedOn`, the signed PDF's SHA-256, the witnesses, the counsel);
 * - CHANGE_IN_EFFECT: both had signed it, so it took effect (details: `effectiveOn`, and `parentHash`,
 *   the entry of the version it changes: the original's NOTARIZED or the previous CHANGE_IN_EFFECT);
 * - CHANGE_APPROVAL_GRANTED / CHANGE_APPROVAL_WITHDRAWN: an attorney on the agreement approved a draft
 *   change for the spouse they represent, of its content then (details.contentSha256), or withdrew it.
 */
export const RECORD_ENTRY_KINDS = [
  "DISCLOSURE_INCLUDED",
  "AGREEMENT_GENERATED",
  "AGREEMENT_PRESENTED",
  "COUNSEL_RECORDED",
  "APPROVAL_GRANTED",
  "APPROVAL_RESCINDED",
  "APPROVALS_RESET",
  "AGREEMENT_REVIEWED",
  "AGREEMENT_FINALIZED",
  "REGENERATION_REQUESTED",
  // An attorney's (or an admin's) commit of edited text: a new PDF, approvals and review cleared.
  "AGREEMENT_EDITED",
  "DISCLOSURE_VERSION",
  "DISCLOSURE_ACKNOWLEDGED",
  "SIGNED",
  "NOTARIZED",
  "SIGNING_DATE_CORRECTED",
  "CHANGE_SIGNED",
  "CHANGE_IN_EFFECT",
  "CHANGE_APPROVAL_GRANTED",
  "CHANGE_APPROVAL_WITHDRAWN",
] as const;
/** The record's entries about a change made after the signing, not about the original agreement. */
export const CHANGE_RECORD_ENTRY_KINDS = [
  "CHANGE_SIGNED",
  "CHANGE_IN_EFFECT",
  "CHANGE_APPROVAL_GRANTED",
  "CHANGE_APPROVAL_WITHDRAWN",
] as const;
export type RecordEntryKind = (typeof RECORD_ENTRY_KINDS)[number];

export const COUNSEL_STATUSES = ["ATTORNEY_ASSIGNED", "ATTORNEY_PLANNED", "WAIVED", "UNDECIDED"] as const;
export type CounselStatus = (typeof COUNSEL_STATUSES)[number];
