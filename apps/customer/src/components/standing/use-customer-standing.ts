import { currentDocument, useCurrentUser, useStanding, useUserDocuments } from "@prenup/api-client";

export type LoadStatus = "loading" | "error" | "ready";

/**
 * What the shell and the questionnaire screens stand on: the signed-in user, their agreement (the
 * state picker changes it) and their standing — every gating fact, computed on the server
 * (GET /users/{id}/standing). Screens read the standing's facts as they are; they never derive one
 * again from partial data.
 */
export function useCustomerStanding() {
  const user = useCurrentUser().data;
  const userId = user?.id;
  const standingQuery = useStanding(userId);
  const documents = useUserDocuments(userId);
  const standing = standingQuery.data;
  const document = currentDocument(documents.data);

  const status: LoadStatus =
    standingQuery.isError || documents.isError
      ? "error"
      : !userId || standingQuery.isPending || documents.isPending
        ? "loading"
        : "ready";

  return {
    status,
    error: standingQuery.error ?? documents.error,
    retry: () => {
      void standingQuery.refetch();
      void documents.refetch();
    },
    user,
    document,
    standing,
    sections: standing?.questionnaire.sections ?? [],
    stateAbbreviation: document?.state?.abbreviation ?? null,
    /** The state's review period before signing, in full days (the state-law matrix's; 0: none). */
    reviewDays: document?.state?.finalAgreementReviewDays ?? 0,
    /** A prenup until the document says otherwise (a postnup is made during the marriage). */
    agreementKind: document?.kind ?? "PRENUP",
  };
}

export type CustomerStanding = ReturnType<typeof useCustomerStanding>;
export type StandingSectionItem = CustomerStanding["sections"][number];
