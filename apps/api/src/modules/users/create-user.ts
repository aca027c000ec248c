import { DomainError } from "@prenup/domain";
import { z } from "zod";
import type { VerifiedToken } from "../../auth/token-verifier.ts";
import { isUniqueViolation } from "../../db/db-errors.ts";
import type { UsersContext } from "./users.context.ts";
import { USER_MESSAGES } from "./users.messages.ts";
import type { UserRecord } from "./users.repository.ts";
import type { CreateUserBody, UserProfileResponse } from "./users.schemas.ts";
import { toUserProfile } from "./user-profile.ts";

const emailAddressSchema = z.email();

/** The user type an account gets from the app it signs up through; admins never sign up. */
function userTypeForClient(ctx: UsersContext, clientId: string | null): "CUSTOMER" | "ATTORNEY" {
  if (clientId === ctx.clientIds.customer) return "CUSTOMER";
  if (clientId === ctx.clientIds.attorney) return "ATTORNEY";
  throw new DomainError("SIGN_UP_NOT_ALLOWED", USER_MESSAGES.adminSignUp);
}

/**
 * POST /users: creates the account of the signed-in identity, whose token must carry a valid e-mail
 * address that the identity provider has verified (`email_verified: true`). Idempotent: when it
 * already exists the existing profile is returned with `created: false` (two tabs finishing sign-up
 * at once must not fail), and nothing about it changes. `existing` is the signed-in user as the
 * access check loaded it. An attorney account starts with its attorney row, in the same transaction.
 */
export async function createUser(
  ctx: UsersContext,
  token: VerifiedToken,
  body: CreateUserBody,
  existing: UserRecord | null,
): Promise<{ user: UserProfileResponse; created: boolean }> {
  if (existing) return { user: toUserProfile(existing), created: false };
  const userType = userTypeForClient(ctx, token.clientId);
  const email = token.email?.trim();
  if (!email) throw new DomainError("EMAIL_REQUIRED", USER_MESSAGES.emailMissing);
  if (!emailAddressSchema.safeParse(email).success) throw new DomainError("EMAIL_REQUIRED", USER_MESSAGES.emailInvalid);
  // The address becomes the account's and finds the invitations sent to it: only once the
  // identity provider has seen its owner open a link mailed to it.
  if (!token.emailVerified) throw new DomainError("EMAIL_NOT_VERIFIED", USER_MESSAGES.emailNotVerified);
  try {
    const user = await ctx.repository.insertUser(
      {
        externalId: token.sub,
        email,
        firstName: body.firstName ?? null,
        lastName: body.lastName ?? null,
        userType,
      },
      userType === "ATTORNEY" ? (tx, id) => ctx.attorneyAccounts.openApplication(tx, id) : undefined,
    );
    return { user: toUserProfile(user), created: true };
  } catch (error) {
    if (isUniqueViolation(error, "users_external_id_unique")) {
      const raced = await ctx.repository.findByExternalId(token.sub);
      if (raced) return { user: toUserProfile(raced), created: false };
    }
    if (isUniqueViolation(error)) throw new DomainError("EMAIL_IN_USE", USER_MESSAGES.emailInUse);
    throw error;
  }
}
