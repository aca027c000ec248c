/** The service a product type names. */
export const SERVICE_LABELS: Record<string, string> = {
  REPRESENTATION: "Representation",
  Q_A: "Q&A call",
  PRENUP: "Prenup",
  NOTARIZATION: "Notarization",
  DOCUMENT: "Document",
  ATTORNEY_SERVICE: "Attorney service",
};
