import { EMAIL_OPT_OUT_LABELS, type EmailOptOutKind } from "@prenup/domain";
import type { EmailContent } from "./layout.ts";

/** A milestone e-mail's footer link that turns its kind off (the account page's e-mail settings). */
export function turnOffLinkOf(kind: EmailOptOutKind, url: string): NonNullable<EmailContent["turnOff"]> {
  return { label: `Turn off "${EMAIL_OPT_OUT_LABELS[kind].label}" e-mails`, url };
}
