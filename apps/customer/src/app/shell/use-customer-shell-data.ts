import { useCurrentUser, usePurchaseItems, useUserDocuments } from "@prenup/api-client";
import {
  computeProgressStep,
  customerMenuGates,
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

  const document = documents.data?.[0] ?? null;
  const items = purchaseItems.data ?? [];
  const prenupPaid = isProductPaid(items, "PRENUP");
  const questionnaireComplete = false; // no questionnaire sections are loaded yet
  const generated = Boolean(document?.lastGeneratedAt);

  const gates = customerMenuGates({
    prenupPaid,
    pendingFinancialDisputes: false,
    documentImported: false,
    alignmentComplete: false,
    questionnaireComplete,
    notarizationBlocked: !generated,
  });

  const step = computeProgressStep({
    sections: [],
    prenupPaid,
    financialsComplete: false,
    documentReviewed: Boolean(document?.reviewedAt),
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
