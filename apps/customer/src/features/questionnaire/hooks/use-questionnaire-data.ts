import {
  currentDocument,
  useAttorneyRestrictions,
  useCurrentUser,
  usePurchaseItems,
  useQuestionnaireSections,
  useUserDocuments,
} from "@prenup/api-client";
import { documentFlags, isProductPaid, isQuestionnaireBlocked, normalizeSectionStatus, sortSections } from "@prenup/domain";

/**
 * What every questionnaire screen needs besides its own questions: the user, the current document,
 * whether the prenup is paid, the sections with their statuses, and the attorney rules in play.
 * `status` is "loading" until the sections (and the data the Continue rule reads) are in.
 */
export function useQuestionnaireData() {
  const user = useCurrentUser().data;
  const userId = user?.id;
  const documents = useUserDocuments(userId);
  const purchaseItems = usePurchaseItems(userId);
  const sectionsQuery = useQuestionnaireSections(userId);
  const restrictions = useAttorneyRestrictions(userId);

  const document = currentDocument(documents.data);
  const sections = sortSections((sectionsQuery.data ?? []).map((section) => ({ ...section, status: normalizeSectionStatus(section.status ?? "NOT_STARTED") })));
  const flags = document ? documentFlags({ document, notarization: null, stateAllowsOnlineNotary: document.state?.allowsOnlineNotary ?? false }) : null;
  const ownWillHire = document ? (document.respondent === "B" ? document.userBWillHireAttorney : document.userAWillHireAttorney) : null;

  const status: "loading" | "error" | "ready" = sectionsQuery.isError
    ? "error"
    : sectionsQuery.isPending || documents.isPending || purchaseItems.isPending || !userId
      ? "loading"
      : "ready";

  return {
    status,
    sectionsError: sectionsQuery.error,
    retry: () => void sectionsQuery.refetch(),
    user,
    document,
    sections,
    prenupPaid: isProductPaid(purchaseItems.data ?? [], "PRENUP"),
    hasState: Boolean(document?.stateId),
    stateAbbreviation: document?.state?.abbreviation ?? null,
    blocked: flags ? isQuestionnaireBlocked(flags) : false,
    flags,
    // A failed read of the attorney rules counts as none wanted: the server still refuses a locked section.
    wantsAttorney: Boolean(restrictions.data?.requiresAttorney) || ownWillHire === true,
    representationPaid: restrictions.data?.representationPaid ?? false,
    attorneyRuleTypes: restrictions.data?.ruleTypes ?? [],
  };
}

export type QuestionnaireData = ReturnType<typeof useQuestionnaireData>;
