export const ENTRY_DOCUMENT_MESSAGES = {
  notFound: "This document was not found. Please refresh the page.",
} as const;

export const ENTRY_CHANGED_MESSAGE =
  "This entry was changed since you last saw it. Keep your version or take the saved one.";
