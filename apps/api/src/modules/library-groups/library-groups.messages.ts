/** The library-groups module's refusal messages. */
export const LIBRARY_GROUP_MESSAGES = {
  notFound: "Library group not found",
  keyTaken: "Another library group already has this key.",
  unknownLink: "One of the states, sections or clauses named does not exist.",
  notInState: "This library group is not offered in this agreement's state.",
} as const;
