import type { AcknowledgementState } from "./disclosure-versions.ts";
import type { NotarizationBlockerReason } from "./documents.ts";
import { questionnaireSectionRoute } from "./routing.ts";

/** What the next step reads of a standing (`Standing`, or the API's answer of it). */
export type NextStepFacts = {
  hasState: boolean;
  partnerJoined: boolean;
  prenupPaid: boolean;
  financialsComplete: boolean;
  /** The user's acknowledgement of the partner's disclosure (`disclosureAcknowledgementOf`). */
  partnerDisclosureAcknowledgement?: { state: AcknowledgementState; currentVersion: number | null } | null;
  partner: { questionnaireComplete: boolean } | null;
  /** `resumePath` is the slug of the section to resume (`sectionPath`), not a route. */
  questionnaire: { blocked: boolean; complete: boolean; resumePath: string | null };
  alignment: { openDisputes: number; proposalsAwaitingMe?: number };
  /** The menu gates: a proposal is answered on /alignment only while its gate is open. */
  gates?: { alignment: boolean };
  document: { generated: boolean; notarizationComplete: boolean } | null;
  notarization: { blocker: { reason: NotarizationBlockerReason } | null };
  /** Each partner's review of the current text (the standing's `agreement.reviews`). */
  agreement?: { reviews: { partner: Date | string | null } } | null;
};

/** Who the couple's path waits on now. */
export type WaitingOn = "YOU" | "PARTNER" | "ATTORNEYS" | "NOBODY";

export type NextStep = {
  key: string;
  /** What to do (or what is awaited), as a sentence. */
  title: string;
  /** Who the path waits on. */
  waitingOn: WaitingOn;
  /** The partner has done their part of this step and goes on only once the user has done theirs. */
  partnerWaits: boolean;
  /** The one button: its label and the page it opens. */
  action: { label: string; path: string };
};

/**
 * The next step on the couple's path for the signed-in partner, from their standing, in the
 * order of the path: questionnaire, partner, payment, financial disclosure, alignment, generation,
 * attorneys, review, notarization — except that a proposal of the partner's awaiting the user's
 * answer comes right after payment (the partner is waiting). `partnerName` names the partner in the sentences.
 */
export function nextStep(standing: NextStepFacts, partnerName: string): NextStep {
  const step = (
    key: string,
    title: string,
    waitingOn: WaitingOn,
    label: string,
    path: string,
    partnerWaits = false,
  ): NextStep => ({
    key,
    title,
    waitingOn,
    partnerWaits,
    action: { label, path },
  });
  const flags = standing.document;
  if (!standing.hasState)
    return step(
      "CHOOSE_STATE",
      "Start your questionnaire: choose your state and answer the first questions.",
      "YOU",
      "Start the questionnaire",
      "/questionnaire",
    );
  if (flags?.notarizationComplete)
    return step(
      "DONE",
      "Your agreement is notarized. Download it and keep it somewhere safe.",
      "NOBODY",
      "Open your documents",
      "/documents",
    );
  if (!standing.questionnaire.complete && !standing.questionnaire.blocked) {
    const partnerDone = standing.partner?.questionnaireComplete ?? false;
    return step(
      "QUESTIONNAIRE",
      "Finish your questionnaire.",
      "YOU",
      "Continue the questionnaire",
      resumeRoute(standing.questionnaire.resumePath),
      partnerDone,
    );
  }
  if (!standing.partnerJoined)
    return step(
      "INVITE",
      "Invite your partner: they answer their own questionnaire.",
      "YOU",
      "Invite your partner",
      "/",
    );
  if (!standing.prenupPaid)
    return step(
      "PAY",
      "Pay for your prenup to unlock the financial disclosure and the agreement.",
      "YOU",
      "Go to payment",
      "/payment",
    );
  // The partner waits for an answer to their proposal: that comes before the user's own remaining work.
  const awaiting = standing.alignment.proposalsAwaitingMe ?? 0;
  if (awaiting > 0 && standing.alignment.openDisputes > 0 && (standing.gates?.alignment ?? true)) {
    const what = awaiting === 1 ? "an answer" : `answers to ${awaiting} questions`;
    return step(
      "ANSWER_PROPOSAL",
      `${capitalized(partnerName)} proposed ${what} you see differently. Accept or propose another.`,
      "YOU",
      "Open alignment",
      "/alignment",
      true,
    );
  }
  // Generation needs each partner's disclosure given, so a generated agreement has it: the disclosure step is behind.
  if (!standing.financialsComplete && !standing.questionnaire.blocked && !flags?.generated)
    return step(
      "DISCLOSURE",
      "Complete your financial disclosure.",
      "YOU",
      "Open the financial disclosure",
      "/financial-disclosure",
    );
  // Generation needs the user's acknowledgement of the partner's current disclosure version.
  const acknowledgement = standing.partnerDisclosureAcknowledgement;
  if (
    acknowledgement &&
    (acknowledgement.state === "AWAITED" || acknowledgement.state === "LAPSED") &&
    acknowledgement.currentVersion !== null &&
    !standing.questionnaire.blocked
  ) {
    const version = `version ${acknowledgement.currentVersion}`;
    return step(
      "ACKNOWLEDGE_DISCLOSURE",
      acknowledgement.state === "LAPSED"
        ? `${capitalized(partnerName)} changed their financial disclosure since you acknowledged it. Read ${version} and acknowledge it.`
        : `Read ${partnerName}'s financial disclosure (${version}) and acknowledge it.`,
      "YOU",
      "Open the financial disclosure",
      "/financial-disclosure",
      true,
    );
  }
  if (standing.partner && !standing.partner.questionnaireComplete && !standing.questionnaire.blocked) {
    return step(
      "PARTNER_QUESTIONNAIRE",
      `Waiting for ${partnerName} to finish their questionnaire.`,
      "PARTNER",
      "Send a reminder",
      "/alignment",
    );
  }
  if (standing.alignment.openDisputes > 0) {
    return step(
      "ALIGN",
      `Resolve the ${standing.alignment.openDisputes === 1 ? "answer" : `${standing.alignment.openDisputes} answers`} you and ${partnerName} see differently.`,
      "YOU",
      "Open alignment",
      "/alignment",
    );
  }
  if (!flags?.generated)
    return step("GENERATE", "Generate your agreement.", "YOU", "Open your documents", "/documents");
  switch (standing.notarization.blocker?.reason) {
    case "OWN_ATTORNEY_NOT_BOOKED":
      return step(
        "ATTORNEY",
        "Meet with your attorney before you notarize.",
        "YOU",
        "Open attorney services",
        "/attorney-services",
      );
    case "PARTNER_ATTORNEY_NOT_BOOKED":
      return step(
        "PARTNER_ATTORNEY",
        `Waiting for ${partnerName} to meet with their attorney.`,
        "PARTNER",
        "Open your documents",
        "/documents",
      );
    case "NOT_FULLY_APPROVED":
      return step(
        "APPROVAL",
        "Waiting for the attorneys to approve your agreement.",
        "ATTORNEYS",
        "Open your documents",
        "/documents",
      );
    case "NOT_REVIEWED":
      return step(
        "REVIEW",
        "Review your agreement.",
        "YOU",
        "Review your agreement",
        "/documents/review",
        Boolean(standing.agreement?.reviews.partner),
      );
    case "PARTNER_NOT_REVIEWED":
      return step(
        "PARTNER_REVIEW",
        `Waiting for ${partnerName} to review the agreement: you both review it before it is final.`,
        "PARTNER",
        "Open your review",
        "/documents/review",
      );
    case "OWN_COUNSEL_NOT_ON_RECORD":
      return step(
        "COUNSEL_CERTIFICATION",
        "Put your attorney's signed certification on record before you notarize.",
        "YOU",
        "Add your attorney's certification",
        "/notarize",
      );
    case "PARTNER_COUNSEL_NOT_ON_RECORD":
      return step(
        "PARTNER_COUNSEL_CERTIFICATION",
        `Waiting for ${partnerName} to put their attorney's signed certification on record.`,
        "PARTNER",
        "Go to notarization",
        "/notarize",
      );
    default:
      return step("NOTARIZE", "Notarize your agreement.", "YOU", "Go to notarization", "/notarize");
  }
}

const resumeRoute = (slug: string | null) => (slug ? questionnaireSectionRoute(slug) : "/questionnaire");

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Who the path waits on, as the dashboard says it. The partner is said to wait on the user only when
 * they have done their part of the step (`partnerWaits`); a step each partner does for themselves is
 * "your turn".
 */
export function waitingOnText(step: Pick<NextStep, "waitingOn" | "partnerWaits">, partnerName: string): string {
  switch (step.waitingOn) {
    case "YOU":
      return step.partnerWaits && partnerName !== "your partner"
        ? `${partnerName} is waiting on you.`
        : "It's your turn.";
    case "PARTNER":
      return `You are waiting on ${partnerName}.`;
    case "ATTORNEYS":
      return "You are both waiting on the attorneys.";
    case "NOBODY":
      return "Nobody is waiting: you are done.";
  }
}
