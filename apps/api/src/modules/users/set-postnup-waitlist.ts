import { isoOrNull } from "../../http/schemas.ts";
import type { UsersContext } from "./users.context.ts";
import { userNotFound } from "./users.messages.ts";

/** PUT /users/{id}/postnup-waitlist: joins (keeping the first joining time) or leaves the postnup waitlist. */
export async function setPostnupWaitlist(
  ctx: UsersContext,
  id: string,
  joined: boolean,
  now: Date,
): Promise<{ joinedAt: string | null }> {
  const joinedAt = await ctx.repository.setPostnupWaitlist(id, joined, now);
  if (joinedAt === undefined) throw userNotFound();
  return { joinedAt: isoOrNull(joinedAt) };
}
