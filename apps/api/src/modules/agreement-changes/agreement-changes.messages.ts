/** The agreement changes' refusal and check messages. */
export const AGREEMENT_CHANGE_MESSAGES = {
  noState: "Choose your agreement's state first: what you may change after the wedding depends on it.",
  notSigned:
    "Your agreement is not signed yet: change your answers in the questionnaire and generate it again instead.",
  state: "state must be a US state's two-letter abbreviation, such as CA.",
  movedIn: "movedIn must be a date (YYYY-MM-DD) no later than today.",
  kind: "kind must be AMENDMENT, REVOCATION or POSTNUP.",
  draftKind: "kind must be AMENDMENT or REVOCATION: an agreement made during the marriage is a new agreement.",
  notAllowed: (kind: string, stateName: string) =>
    `An ${kind === "AMENDMENT" ? "amendment" : "revocation"} cannot be drafted for ${stateName} now`,
  blocked: (base: string, reason: string) => `${base}: ${reason}`,
  courtPetition: (base: string, checklist: readonly string[]) =>
    `${base}: only a court can approve it. ${checklist.join(" ")}`,
  premarital: (base: string) =>
    `${base}: the wedding date has not passed, so change your answers and generate the agreement again instead.`,
  noRecord:
    "Your signed agreement has no record of its signing on file, so a change cannot identify it. Contact support.",
  draftExists:
    "This agreement already has a draft amendment or revocation: finish or delete that draft before starting another.",
  changesOnRevocation: "changes are for an amendment only: a revocation ends the whole agreement.",
  changesRequired: "An amendment needs at least one change.",
  effectsOnRevocation: "Only an amendment says whether it makes property shared or gives up rights at death.",
  effectAnswer: "Answer yes, no, or null (not answered yet).",
  tooManyChanges: "An amendment can make at most 50 changes.",
  changeLabel: "Each change needs its section's label, at most 20 characters (such as 3.2).",
  changeTitle: "A change's title can be at most 200 characters.",
  changeText: "A clause's text can be at most 20,000 characters.",
  changeReason: "reason must be one of CHILD, INHERITANCE, BUSINESS, MOVE, INCOME, CORRECTION or OTHER.",
  changeNote: "A change's note can be at most 500 characters.",
  changeEmpty: "A change needs its new text (null removes the clause).",
  noSuchClause: (label: string) =>
    `Your signed agreement has no clause ${label} to remove: check the label, or give the new clause's text.`,
  changeSame: "The new text is the same as the old text.",
  labelTwice: "A section is changed twice in one amendment: combine the two changes.",
  notDraft: "Only a draft can be changed or deleted: this one is signed or cancelled.",
  notAmendment: "Only an amendment has changes: a revocation ends the whole agreement.",
  signedByOne:
    "One of you has signed this amendment, so its text can no longer change: delete the draft and start again to change it.",
  revoked: (on: string) => `Your agreement was revoked on ${on}: there is nothing left to change.`,
  notSignable: "Only a draft can be signed: this change is already signed, or was deleted.",
  notApprovable: "Only a draft can be approved: this change is already in effect, or was deleted.",
  signingUnavailable: (reason: string) => `This change cannot be signed yet: ${reason}`,
  documentUnavailable: (reason: string) => `This change's document cannot be drawn: ${reason}`,
  witnessName: "Each witness's name is at most 200 characters.",
  counselName: "The attorney's name is at most 200 characters.",
  tooManyWitnesses: "Name at most 4 witnesses.",
} as const;
