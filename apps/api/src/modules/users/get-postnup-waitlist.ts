import { isoOrNull } from "../../http/schemas.ts";
import type { UsersContext } from "./users.context.ts";
import { userNotFound } from "./users.messages.ts";

/** GET /users/{id}/postnup-waitlist: the user's place on the postnup waitlist. */
export async function getPostnupWaitlist(ctx: UsersContext, id: string): Promise<{ joinedAt: string | null }> {
  const joinedAt = await ctx.repository.findPostnupWaitlistJoinedAt(id);
  if (joinedAt === undefined) throw userNotFound();
  return { joinedAt: isoOrNull(joinedAt) };
}
