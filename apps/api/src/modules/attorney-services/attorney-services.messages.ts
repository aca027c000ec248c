/** The refusals of the attorney-services module. */
export const ATTORNEY_SERVICES_MESSAGES = {
  documentNotFound: "Agreement not found",
  notLicensed: "This attorney is not licensed in your agreement's state.",
  notOffered: "This attorney does not offer this service.",
  conflict:
    "This attorney (or their law firm) already works for your partner. Partners cannot share an attorney: choose another one.",
  sideTaken: "Your agreement already has another attorney representing you.",
  noAttorneyServices: "Attorney services are not offered in your agreement's state.",
} as const;
