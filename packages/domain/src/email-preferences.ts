import { z } from "zod";

/**
 * The kinds of milestone e-mail a partner can turn off one by one, each news of the other partner
 * that asks something of the reader. Receipts and security mails are not among them: they always go.
 * The outbox records a mail of a kind its recipient turned off as suppressed.
 */
export const EMAIL_OPT_OUT_KINDS = [
  "DISPUTE_PROPOSALS",
  "AGREEMENT_GENERATED",
  "REVIEW_AWAITED",
  "READY_TO_FINALIZE",
  "AGREEMENT_FINALIZED",
  "DISCLOSURE_TO_ACKNOWLEDGE",
] as const;
export type EmailOptOutKind = (typeof EMAIL_OPT_OUT_KINDS)[number];

/** How each kind is named on the settings page and in the e-mail's footer. */
export const EMAIL_OPT_OUT_LABELS: Readonly<Record<EmailOptOutKind, { label: string; description: string }>> = {
  DISPUTE_PROPOSALS: {
    label: "Proposals on disputed answers",
    description: "Your partner proposed, countered or accepted an answer where you disagree.",
  },
  AGREEMENT_GENERATED: {
    label: "Agreement generated",
    description: "A new text of your agreement was generated and waits for your review.",
  },
  REVIEW_AWAITED: {
    label: "Review awaited",
    description: "Your partner reviewed the agreement and your review is next.",
  },
  READY_TO_FINALIZE: {
    label: "Ready to finalize",
    description: "Your partner reviewed the agreement after you, and it is ready for you to finalize.",
  },
  AGREEMENT_FINALIZED: {
    label: "Agreement finalized",
    description: "The agreement was finalized: signing and notarization are next.",
  },
  DISCLOSURE_TO_ACKNOWLEDGE: {
    label: "Disclosure to acknowledge",
    description: "Your partner completed or changed their financial disclosure, and it waits for your acknowledgement.",
  },
};

export const EMAIL_PREFERENCE_MESSAGES = {
  kind: "Choose one of the e-mails listed on your account page.",
  enabled: "Say whether the e-mail is on (true) or off (false).",
} as const;

/** One kind of e-mail, named in a settings link or a request. */
export const emailOptOutKindSchema = z.enum(EMAIL_OPT_OUT_KINDS, { error: EMAIL_PREFERENCE_MESSAGES.kind });

/** The body of PUT /users/{id}/email-preferences: one kind turned on or off. */
export const emailPreferenceChangeBodySchema = z.strictObject(
  {
    kind: emailOptOutKindSchema,
    enabled: z.boolean({ error: EMAIL_PREFERENCE_MESSAGES.enabled }),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `Unknown field: ${issue.keys.join(", ")}`
        : "Send a JSON object with kind and enabled",
  },
);
export type EmailPreferenceChangeBody = z.infer<typeof emailPreferenceChangeBodySchema>;

/** Whether a kind is sent to someone who turned off `mutedKinds` (unknown stored names are ignored). */
export function isEmailKindEnabled(mutedKinds: readonly string[], kind: EmailOptOutKind): boolean {
  return !mutedKinds.includes(kind);
}

/** Each kind with whether it is on, in the order of EMAIL_OPT_OUT_KINDS. */
export function emailPreferencesOf(mutedKinds: readonly string[]): { kind: EmailOptOutKind; enabled: boolean }[] {
  return EMAIL_OPT_OUT_KINDS.map((kind) => ({ kind, enabled: isEmailKindEnabled(mutedKinds, kind) }));
}
