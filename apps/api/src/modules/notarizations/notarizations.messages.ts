import { NOTARIZATION_MESSAGES } from "@prenup/domain";

export const NOTARIZATION_SERVICE_MESSAGES = {
  notFound: "Notarization not found",
  documentNotFound: "Document not found",
  finishedCannotBeDeleted: "A completed notarization cannot be deleted.",
  completedReset: "A completed notarization can only be reset by an administrator.",
  notaryUnavailable: "The notary service could not be reached. Please try again in a few minutes.",
  noGeneratedPdf: "Generate your document before you notarize it.",
  signatureInvalid: "The notary webhook's signature is missing, wrong or too old.",
  changedMeanwhile: "The agreement changed while the notarization was starting. Please try again.",
  inProgress: NOTARIZATION_MESSAGES.open,
  notSignedYet: "Nothing has been signed in this notarization yet: there is no date of signing to correct.",
  invalidCorrection: (reason: string) =>
    `${reason} The date was not changed. To record that this signing does not count, reset the notarization (force reset) so the couple can sign again.`,
  locationAfterStart: "The notarization has already started: reset it to change where you will sign.",
  locationNotASigner:
    "Only a signer of the session (a partner, or a partner's assigned attorney) answers where they will sign.",
  notDueYet:
    "The notarization's signing window has not closed yet (the servers' clocks differ): the expiry runs again later.",
} as const;
