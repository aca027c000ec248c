import type { UserRecord } from "./users.repository.ts";
import type { UserProfileResponse } from "./users.schemas.ts";
import { userNotFound } from "./users.messages.ts";
import { toUserProfile } from "./user-profile.ts";

/** GET /users/me: `current` is the signed-in user as the access check loaded it (null: no account yet, 404). */
export function getCurrentUser(current: UserRecord | null): UserProfileResponse {
  if (!current) throw userNotFound();
  return toUserProfile(current);
}
