import { emailPreferencesOf } from "@prenup/domain";
import type { UsersContext } from "./users.context.ts";
import { userNotFound } from "./users.messages.ts";
import type { EmailPreferencesResponse } from "./users.schemas.ts";

/** The user's milestone e-mails, each kind on or off, and whether they unsubscribed from every notification. */
export async function getEmailPreferences(ctx: UsersContext, id: string): Promise<EmailPreferencesResponse> {
  const row = await ctx.repository.findEmailPreferences(id);
  if (!row) throw userNotFound();
  return { kinds: emailPreferencesOf(row.mutedEmailKinds), unsubscribedFromAll: row.unsubscribed };
}
