import type { UserProfileUpdate } from "@prenup/domain";
import type { VerifiedToken } from "../../auth/token-verifier.ts";
import type { AppConfig } from "../../config.ts";
import { conflict, forbidden, HttpError, notFound } from "../../http/errors.ts";
import { isoOrNull } from "../../http/schemas.ts";
import { isUniqueViolation } from "../db-errors.ts";
import type { UserRecord, UsersRepository } from "./users.repository.ts";
import type { CreateUserBody, PublicUserProfileResponse, UserProfileResponse } from "./users.schemas.ts";

export const USER_MESSAGES = {
  userNotFound: "User not found",
  adminSignUp: "Accounts for this portal are created by an administrator",
  emailMissing: "Your sign-in did not include an e-mail address. Please sign in again.",
  emailInUse: "An account with this e-mail address already exists. Sign in with that account instead.",
} as const;

export function toUserProfile(user: UserRecord): UserProfileResponse {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    suffix: user.suffix,
    gender: user.gender,
    phoneNumber: user.phoneNumber,
    birthdate: user.birthdate,
    userType: user.userType,
    termsAgreedAt: isoOrNull(user.termsAgreedAt),
    createdAt: user.createdAt.toISOString(),
    attorney: user.attorney,
  };
}

export function toPublicUserProfile(user: UserRecord): PublicUserProfileResponse {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    suffix: user.suffix,
  };
}

export function createUsersService(deps: { repository: UsersRepository; config: AppConfig }) {
  const { repository, config } = deps;

  /** The user type an account gets from the app it signs up through; admins never sign up. */
  function userTypeForClient(clientId: string | null): "CUSTOMER" | "ATTORNEY" {
    if (clientId === config.clientIds.customer) return "CUSTOMER";
    if (clientId === config.clientIds.attorney) return "ATTORNEY";
    throw forbidden(USER_MESSAGES.adminSignUp, "SIGN_UP_NOT_ALLOWED");
  }

  return {
    /** `current` is the signed-in user as the access check loaded it (null: no account yet). */
    getCurrentUser(current: UserRecord | null): UserProfileResponse {
      if (!current) throw notFound(USER_MESSAGES.userNotFound, "USER_NOT_FOUND");
      return toUserProfile(current);
    },

    /**
     * Creates the account of the signed-in identity. Idempotent: when it already exists the
     * existing profile is returned with `created: false` (two tabs finishing sign-up at once must
     * not fail), and nothing about it changes. `existing` is the signed-in user as the access check
     * loaded it.
     */
    async createUser(
      token: VerifiedToken,
      body: CreateUserBody,
      existing: UserRecord | null,
    ): Promise<{ user: UserProfileResponse; created: boolean }> {
      if (existing) return { user: toUserProfile(existing), created: false };
      const userType = userTypeForClient(token.clientId);
      const email = token.email?.trim();
      if (!email) throw new HttpError(422, "EMAIL_REQUIRED", USER_MESSAGES.emailMissing);
      try {
        const user = await repository.insertUser({
          externalId: token.sub,
          email,
          firstName: body.firstName ?? null,
          lastName: body.lastName ?? null,
          userType,
        });
        return { user: toUserProfile(user), created: true };
      } catch (error) {
        if (isUniqueViolation(error, "users_external_id_unique")) {
          const raced = await repository.findByExternalId(token.sub);
          if (raced) return { user: toUserProfile(raced), created: false };
        }
        if (isUniqueViolation(error)) throw conflict(USER_MESSAGES.emailInUse, "EMAIL_IN_USE");
        throw error;
      }
    },

    /** The full profile for the user themself and admins; names and e-mail for everyone else allowed in. */
    async getUser(id: string, view: "full" | "public"): Promise<UserProfileResponse | PublicUserProfileResponse> {
      const user = await repository.findById(id);
      if (!user) throw notFound(USER_MESSAGES.userNotFound, "USER_NOT_FOUND");
      return view === "full" ? toUserProfile(user) : toPublicUserProfile(user);
    },

    async updateProfile(id: string, changes: UserProfileUpdate, actorId: string): Promise<UserProfileResponse> {
      const user = await repository.updateProfile(id, changes, actorId);
      if (!user) throw notFound(USER_MESSAGES.userNotFound, "USER_NOT_FOUND");
      return toUserProfile(user);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
