import { currentDocument, useCurrentUser, useDisputes, usePurchaseItems, useQuestionnaireSections, useUserDocuments } from "@prenup/api-client";
import {
  computeProgressStep,
  customerMenuGates,
  documentFlags,
  isDocumentImported,
  isProductPaid,
  isQuestionnaireComplete,
  isSectionDone,
  normalizeSectionStatus,
  progressLabel,
  qaBookingStatus,
  representationBookingStatus,
  showAttorneyServicesButton,
} from "@prenup/domain";

export type ShellStatus = "loading" | "error" | "ready";

/**
 * Alignment is complete when both partners have finished the questionnaire and no question is
 * disputed (GET /users/{id}/answers/dispute); unknown (not read, not loaded, failed) counts as not complete.
 */
export function isAlignmentComplete(disputes: { partnerJoined: boolean; userComplete: boolean; partnerComplete: boolean; disputes: readonly unknown[] } | undefined): boolean {
  return disputes !== undefined && disputes.partnerJoined && disputes.userComplete && disputes.partnerComplete && disputes.disputes.length === 0;
}

/**
 * Everything the customer shell derives from the API: the menu with the questionnaire sections and
 * the gates, progress and the attorney-services button. Inputs whose calls arrive in later issues
 * (financial entries, notarizations) count as "not done yet"; the rules are the domain package's.
 */
export function useCustomerShellData() {
  const user = useCurrentUser().data;
  const userId = user?.id;
  const documents = useUserDocuments(userId);
  const purchaseItems = usePurchaseItems(userId);
  const sectionsQuery = useQuestionnaireSections(userId);

  const status: ShellStatus =
    documents.isError || purchaseItems.isError ? "error" : documents.isPending || purchaseItems.isPending ? "loading" : "ready";
  // The progress bar needs the sections too and hides on any load error; the menu still works
  // without them (the Questionnaire item then simply lists no sections).
  const progressStatus: ShellStatus = status !== "ready" ? status : sectionsQuery.isError ? "error" : sectionsQuery.isPending ? "loading" : "ready";

  const document = currentDocument(documents.data);
  const items = purchaseItems.data ?? [];
  const prenupPaid = isProductPaid(items, "PRENUP");
  const sections = (sectionsQuery.data ?? []).map((section) => ({ ...section, status: normalizeSectionStatus(section.status ?? "NOT_STARTED") }));
  const questionnaireComplete = isQuestionnaireComplete(sections);
  // Disputes matter only for the Documents gate, which also needs the prenup paid and a partner.
  const disputes = useDisputes(prenupPaid && document?.userBId ? userId : null);
  const flags = document ? documentFlags({ document, notarization: null, stateAllowsOnlineNotary: document.state?.allowsOnlineNotary ?? false }) : null;

  const gates = customerMenuGates({
    prenupPaid,
    pendingFinancialDisputes: false,
    documentImported: document ? isDocumentImported(document) : false,
    alignmentComplete: isAlignmentComplete(disputes.data),
    questionnaireComplete,
    notarizationBlocked: !flags?.generated,
  });

  const step = computeProgressStep({
    sections,
    prenupPaid,
    financialsComplete: false,
    documentReviewed: flags?.reviewed ?? false,
    notarizationComplete: false,
  });

  const showAttorneyServices =
    userId !== undefined &&
    showAttorneyServicesButton({
      prenupPaid,
      attorneySupport: document?.state?.attorneySupport ?? null,
      loaded: status === "ready",
      hasError: status === "error",
      representationBooked: representationBookingStatus(items, userId) === "BOOKED",
      qaWaitingOrScheduled: qaBookingStatus(items, userId) !== null,
    });

  const menuSections = sections.map((section) => ({ key: section.key, label: section.label, path: section.path, done: isSectionDone(section), locked: section.locked }));

  return {
    status,
    progressStatus,
    user,
    document,
    gates,
    step,
    stepLabel: progressLabel(step),
    showAttorneyServices,
    menuSections,
    sectionsFailed: sectionsQuery.isError,
  };
}
