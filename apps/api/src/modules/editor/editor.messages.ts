/** The editor module's refusal messages. */
export const EDITOR_MESSAGES = {
  documentNotFound: "Agreement not found",
  saveWithoutLock:
    "Take the editor's lock before you change the agreement (someone else may be editing it, or your lock lapsed).",
  commitWithoutLock: "Take the editor's lock before you commit (someone else may be editing, or your lock lapsed).",
  lockTakenOver: "Your editing lock was taken over before the commit: nothing was committed.",
  draftsChanged: "The drafts changed while committing: nothing was committed. Commit again.",
  noChanges: "There are no changes to commit.",
  draftIdInUse: "A draft id is already in use: choose a new one.",
} as const;
