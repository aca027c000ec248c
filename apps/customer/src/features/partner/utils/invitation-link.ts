// What the sign-in gate needs of an invitation link before anything else of the partner feature
// loads: whether the path is one, and the signed-out screen's title and loading words.

/** The document and token of an invitation link (/invite?document=…&token=…), when the path is one. */
export function invitationLinkOf(location: {
  pathname: string;
  search: string;
}): { documentId: string; token: string } | null {
  if (location.pathname !== "/invite") return null;
  const params = new URLSearchParams(location.search);
  const documentId = params.get("document")?.trim() ?? "";
  const token = params.get("token")?.trim() ?? "";
  return documentId && token ? { documentId, token } : null;
}

export const INVITATION_LINK_TEXTS = {
  previewTitle: "You're invited",
  previewLoading: "Reading your invitation",
} as const;
