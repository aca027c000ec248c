export const DOCUMENT_FILE_MESSAGES = {
  notFound: "File not found",
  documentNotFound: "Agreement not found",
  generatedIsProtected: "Generated agreements are part of the agreement's record and cannot be deleted.",
  notYours: "Only the person who uploaded a file (or an administrator) can delete it.",
} as const;
