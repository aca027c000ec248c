import { emailPreferencesOf, type EmailPreferenceChangeBody } from "@prenup/domain";
import type { UsersContext } from "./users.context.ts";
import { userNotFound } from "./users.messages.ts";
import type { EmailPreferencesResponse } from "./users.schemas.ts";

/** Turns one kind of milestone e-mail on or off; answers the resulting preferences. */
export async function setEmailPreference(
  ctx: UsersContext,
  id: string,
  change: EmailPreferenceChangeBody,
): Promise<EmailPreferencesResponse> {
  const row = await ctx.repository.setEmailKindEnabled(id, change.kind, change.enabled);
  if (!row) throw userNotFound();
  return { kinds: emailPreferencesOf(row.mutedEmailKinds), unsubscribedFromAll: row.unsubscribed };
}
