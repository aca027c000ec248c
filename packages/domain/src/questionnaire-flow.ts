import { attorneyServicesOffered } from "./couple.ts";
import type { AttorneyRuleType, AttorneySupport } from "./enums.ts";

/** The Continue action, menu gates and attorney prompts of the customer app. */

export type ContinueAction =
  | { kind: "ALMOST_THERE_POPUP" }
  | { kind: "NAVIGATE"; to: string }
  | { kind: "PROCEED" }
  | { kind: "UNANSWERED_POPUP" };

export const PAYMENT_PATH = "/payment";
export const REPRESENTATION_SERVICES_PATH = "/attorney-services?serviceType=REPRESENTATION";
export const QA_SERVICES_PATH = "/attorney-services?serviceType=Q_A";

/**
 * What Continue on a section does, first matching rule wins:
 * 1. no state chosen → the 'Almost there!' popup;
 * 2. the section itself not completed (a required question blank or an answer invalid) → the
 *    unanswered-questions popup: the section's own messages come before any other page;
 * 3. prenup unpaid → /payment;
 * 4. the section carries attorney rules, the user wants an attorney and representation is not
 *    paid → /attorney-services?serviceType=REPRESENTATION;
 * 5. not the last section → /questionnaire/{nextSectionSlug};
 * 6. last section and every section complete → PROCEED (on to financial disclosure);
 * 7. otherwise → the unanswered-questions popup.
 * Decision: a section that is not last but has no next slug is treated as the last one.
 */
export function sectionContinueAction(input: {
  hasState: boolean;
  prenupPaid: boolean;
  sectionRequiresAttorney: boolean;
  wantsAttorney: boolean;
  representationPaid: boolean;
  sectionCompleted: boolean;
  isLastSection: boolean;
  allSectionsComplete: boolean;
  nextSectionSlug: string | null;
}): ContinueAction {
  if (!input.hasState) return { kind: "ALMOST_THERE_POPUP" };
  if (!input.sectionCompleted) return { kind: "UNANSWERED_POPUP" };
  if (!input.prenupPaid) return { kind: "NAVIGATE", to: PAYMENT_PATH };
  if (input.sectionRequiresAttorney && input.wantsAttorney && !input.representationPaid) {
    return { kind: "NAVIGATE", to: REPRESENTATION_SERVICES_PATH };
  }
  const hasNext = !input.isLastSection && input.nextSectionSlug !== null && input.nextSectionSlug !== "";
  if (hasNext) return { kind: "NAVIGATE", to: `/questionnaire/${input.nextSectionSlug}` };
  if (!hasNext && input.allSectionsComplete) return { kind: "PROCEED" };
  return { kind: "UNANSWERED_POPUP" };
}

/**
 * Which customer menu items are enabled:
 * Financial Disclosure: prenup paid. Alignment: paid, no pending financial disputes, document not
 * imported. Documents: paid and alignment complete. Review & Notarize: paid, questionnaire
 * complete and no notarization blocker.
 */
export function customerMenuGates(input: {
  prenupPaid: boolean;
  pendingFinancialDisputes: boolean;
  documentImported: boolean;
  alignmentComplete: boolean;
  questionnaireComplete: boolean;
  notarizationBlocked: boolean;
}): { financialDisclosure: boolean; alignment: boolean; documents: boolean; reviewAndNotarize: boolean } {
  const paid = input.prenupPaid;
  return {
    financialDisclosure: paid,
    alignment: paid && !input.pendingFinancialDisputes && !input.documentImported,
    documents: paid && input.alignmentComplete,
    reviewAndNotarize: paid && input.questionnaireComplete && !input.notarizationBlocked,
  };
}

/** The messages of the menu gates' server side (writes behind a closed menu item). */
export const MENU_GATE_MESSAGES = {
  prenupNotPaid: "Financial disclosure and alignment open once your prenup is paid. Please purchase your prenup first.",
  pendingFinancialDisputes:
    "Alignment opens once every joint entry in financial disclosure is confirmed by both partners.",
  documentImported: "Alignment is not available for an imported agreement.",
} as const;

/** Why a write behind a closed menu item is refused (an ERROR_CODES code and its message). */
export type MenuGateRefusal = { code: "PRENUP_NOT_PAID" | "ALIGNMENT_NOT_OPEN"; message: string };

/** The menu gates with only the facts a write gate has (the other items' inputs closed). */
function gatesFor(input: { prenupPaid: boolean; pendingFinancialDisputes?: boolean; documentImported?: boolean }) {
  return customerMenuGates({
    prenupPaid: input.prenupPaid,
    pendingFinancialDisputes: input.pendingFinancialDisputes ?? false,
    documentImported: input.documentImported ?? false,
    alignmentComplete: false,
    questionnaireComplete: false,
    notarizationBlocked: true,
  });
}

/**
 * The server's side of the Financial Disclosure menu item: a disclosure write (an entry created,
 * changed or deleted, a joint entry confirmed) is refused while the menu item is closed — the
 * same rule (`customerMenuGates`), so the screen and the server never disagree.
 */
export function financialDisclosureWriteRefusal(input: { prenupPaid: boolean }): MenuGateRefusal | null {
  return gatesFor(input).financialDisclosure
    ? null
    : { code: "PRENUP_NOT_PAID", message: MENU_GATE_MESSAGES.prenupNotPaid };
}

/** The server's side of the Alignment menu item: resolving a dispute is refused while it is closed. */
export function alignmentWriteRefusal(input: {
  prenupPaid: boolean;
  pendingFinancialDisputes: boolean;
  documentImported: boolean;
}): MenuGateRefusal | null {
  if (gatesFor(input).alignment) return null;
  if (!input.prenupPaid) return { code: "PRENUP_NOT_PAID", message: MENU_GATE_MESSAGES.prenupNotPaid };
  return {
    code: "ALIGNMENT_NOT_OPEN",
    message: input.pendingFinancialDisputes
      ? MENU_GATE_MESSAGES.pendingFinancialDisputes
      : MENU_GATE_MESSAGES.documentImported,
  };
}

/**
 * The header's attorney-services button: prenup paid, the state's attorneySupport is PARTNER,
 * data loaded without error, and Representation not booked yet — unless a Q&A is waiting or
 * scheduled, which shows it anyway.
 */
export function showAttorneyServicesButton(input: {
  prenupPaid: boolean;
  attorneySupport: AttorneySupport | null;
  loaded: boolean;
  hasError: boolean;
  representationBooked: boolean;
  qaWaitingOrScheduled: boolean;
}): boolean {
  return (
    input.prenupPaid &&
    attorneyServicesOffered(input.attorneySupport) &&
    input.loaded &&
    !input.hasError &&
    (!input.representationBooked || input.qaWaitingOrScheduled)
  );
}

/** The 'Send reminder email' button: accounts linked, this user done, the partner not. */
export function canSendQuestionnaireReminder(input: {
  accountsLinked: boolean;
  userDone: boolean;
  partnerDone: boolean;
}): boolean {
  return input.accountsLinked && input.userDone && !input.partnerDone;
}

const ATTORNEY_RULE_PRIORITY: readonly AttorneyRuleType[] = [
  "WAIVES_SPOUSAL_SUPPORT",
  "INCLUDES_EMBRYO_CLAUSE",
  "HIRES_ATTORNEY",
];

/** Which attorney-rule description to show: waives spousal support, then embryo clause, then hires attorney, else DEFAULT. */
export function attorneyRuleDescriptionKey(ruleTypes: readonly AttorneyRuleType[]): AttorneyRuleType | "DEFAULT" {
  return ATTORNEY_RULE_PRIORITY.find((type) => ruleTypes.includes(type)) ?? "DEFAULT";
}

/** The description text for each key of `attorneyRuleDescriptionKey`. */
export const ATTORNEY_RULE_DESCRIPTIONS: Readonly<Record<AttorneyRuleType | "DEFAULT", string>> = {
  WAIVES_SPOUSAL_SUPPORT:
    "Your state's law requires both of you to hire attorneys when spousal support is waived. Book representation to continue.",
  INCLUDES_EMBRYO_CLAUSE:
    "Your state's law requires both of you to hire attorneys when embryo clauses are added. Book representation to continue.",
  HIRES_ATTORNEY: "You chose to work with an attorney. Book representation to continue.",
  DEFAULT: "An attorney must review this section before you continue.",
};
