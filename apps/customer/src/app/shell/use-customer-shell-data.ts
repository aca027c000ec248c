import { currentDocument, useCurrentUser, usePurchaseItems, useUserDocuments } from "@prenup/api-client";
import {
  computeProgressStep,
  customerMenuGates,
  documentFlags,
  isDocumentImported,
  isProductPaid,
  progressLabel,
  qaBookingStatus,
  representationBookingStatus,
  showAttorneyServicesButton,
} from "@prenup/domain";

export type ShellStatus = "loading" | "error" | "ready";

/**
 * Everything the customer shell derives from the API: menu gates, progress and the
 * attorney-services button. Inputs whose calls arrive in later issues (questionnaire sections,
 * financial entries, disputes, notarizations) count as "not done yet", which is what a brand-new
 * couple sees; the rules themselves are the domain package's.
 */
export function useCustomerShellData() {
  const user = useCurrentUser().data;
  const userId = user?.id;
  const documents = useUserDocuments(userId);
  const purchaseItems = usePurchaseItems(userId);

  const status: ShellStatus =
    documents.isError || purchaseItems.isError ? "error" : documents.isPending || purchaseItems.isPending ? "loading" : "ready";

  const document = currentDocument(documents.data);
  const items = purchaseItems.data ?? [];
  const prenupPaid = isProductPaid(items, "PRENUP");
  // Questionnaire sections, disputes and notarizations are read in later issues; until then the
  // questionnaire is not complete and nothing is disputed.
  const questionnaireComplete = false;
  const flags = document ? documentFlags({ document, notarization: null, stateAllowsOnlineNotary: document.state?.allowsOnlineNotary ?? false }) : null;

  const gates = customerMenuGates({
    prenupPaid,
    pendingFinancialDisputes: false,
    documentImported: document ? isDocumentImported(document) : false,
    alignmentComplete: false,
    questionnaireComplete,
    notarizationBlocked: !flags?.generated,
  });

  const step = computeProgressStep({
    sections: [],
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

  return { status, user, document, gates, step, stepLabel: progressLabel(step), showAttorneyServices };
}
