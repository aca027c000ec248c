import { USER_PROFILE_FIELDS, type UserProfileUpdate } from "@prenup/domain";
import { StaleWriteError } from "../../http/errors.ts";
import { requireSameRequest, type WriteKey } from "../../http/idempotency.ts";
import type { UsersContext } from "./users.context.ts";
import { USER_MESSAGES, userNotFound } from "./users.messages.ts";
import type { UserProfileResponse } from "./users.schemas.ts";
import { toUserProfile } from "./user-profile.ts";

/**
 * PATCH /users/{id}: changes one profile field. With `writeKey`, the same request again answers the
 * first response and changes nothing, and the key with another request answers 422
 * IDEMPOTENCY_KEY_REUSED, changing nothing; with `baseValue` (the field's value as the person saw
 * it, null for empty), a field changed since answers 409 PROFILE_CHANGED with the current profile
 * and changes nothing. Either makes it one transaction with the user's row locked, as does a new
 * state of residence, whose notice (aftercare's, once per agreement and state) goes in the same
 * transaction.
 */
export async function updateProfile(
  ctx: UsersContext,
  id: string,
  changes: UserProfileUpdate,
  actorId: string,
  replay: { writeKey?: WriteKey | null; baseValue?: string | null | undefined } = {},
): Promise<UserProfileResponse> {
  const { repository } = ctx;
  // A new state of residence goes through the locked path: the notice compares it with the one stored.
  const moving = typeof changes.residenceState === "string";
  if (!replay.writeKey && replay.baseValue === undefined && !moving) {
    const user = await repository.updateProfile(id, changes, actorId);
    if (!user) throw userNotFound();
    return toUserProfile(user);
  }
  return repository.transaction(async (tx) => {
    const claim = replay.writeKey ? await repository.claimWriteKey(tx, id, replay.writeKey) : null;
    if (claim && !claim.claimed) {
      requireSameRequest(claim.request, replay.writeKey!);
      return claim.response as UserProfileResponse;
    }
    const stored = await repository.lockRecord(tx, id);
    if (!stored) throw userNotFound();
    if (replay.baseValue !== undefined) {
      const current = toUserProfile(stored);
      const field = USER_PROFILE_FIELDS.find((name) => changes[name] !== undefined);
      if (field && (current[field] ?? null) !== replay.baseValue)
        throw new StaleWriteError("PROFILE_CHANGED", USER_MESSAGES.profileChanged, current);
    }
    const user = await repository.updateProfile(id, changes, actorId, tx);
    if (!user) throw userNotFound();
    if (moving && user.residenceState && user.residenceState !== stored.residenceState)
      await ctx.residenceMoves.tellOfMove(tx, { userId: id, residenceState: user.residenceState });
    const response = toUserProfile(user);
    if (claim) await repository.storeWriteKeyResponse(tx, claim.id, response);
    return response;
  });
}
