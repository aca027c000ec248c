import type { UsersContext } from "./users.context.ts";
import { userNotFound } from "./users.messages.ts";
import type { PublicUserProfileResponse, UserProfileResponse } from "./users.schemas.ts";
import { toPublicUserProfile, toUserProfile } from "./user-profile.ts";

/** GET /users/{id}: the full profile for the user themself and admins; names and e-mail for everyone else allowed in. */
export async function getUser(
  ctx: UsersContext,
  id: string,
  view: "full" | "public",
): Promise<UserProfileResponse | PublicUserProfileResponse> {
  const user = await ctx.repository.findById(id);
  if (!user) throw userNotFound();
  return view === "full" ? toUserProfile(user) : toPublicUserProfile(user);
}
