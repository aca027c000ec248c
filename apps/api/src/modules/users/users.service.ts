import {
  DomainError,
  emailPreferencesOf,
  USER_PROFILE_FIELDS,
  type EmailPreferenceChangeBody,
  type UserProfileUpdate,
} from "@prenup/domain";
import { StaleWriteError } from "../../http/errors.ts";
import { requireSameRequest, type WriteKey } from "../../http/idempotency.ts";
import { z } from "zod";
import type { Executor } from "@prenup/db";
import type { VerifiedToken } from "../../auth/token-verifier.ts";
import { isUniqueViolation } from "../../db/db-errors.ts";
import { isoOrNull } from "../../http/schemas.ts";
import type { UserRecord, UsersRepository } from "./users.repository.ts";
import type {
  CreateUserBody,
  EmailPreferencesResponse,
  PublicUserProfileResponse,
  UserProfileResponse,
} from "./users.schemas.ts";

export const USER_MESSAGES = {
  userNotFound: "User not found",
  adminSignUp: "Accounts for this portal are created by an administrator",
  emailMissing: "Your sign-in did not include an e-mail address. Please sign in again.",
  emailInvalid: "Your sign-in did not include a valid e-mail address. Please sign in again.",
  emailNotVerified: "Confirm your e-mail address first: open the link we e-mailed you, then continue.",
  emailInUse: "An account with this e-mail address already exists. Sign in with that account instead.",
  profileChanged: "This field was changed since you last saw it. Keep your value or take the saved one.",
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

const emailAddressSchema = z.email();

const userNotFound = (): DomainError => new DomainError("USER_NOT_FOUND", USER_MESSAGES.userNotFound);

export function createUsersService(deps: {
  repository: UsersRepository;
  clientIds: { customer: string; attorney: string };
  /** The attorney portal's starting attorney row of a new attorney account (it owns the attorneys table). */
  attorneyAccounts: { openApplication(executor: Executor, attorneyId: string): Promise<void> };
}) {
  const { repository, clientIds } = deps;

  /** The user type an account gets from the app it signs up through; admins never sign up. */
  function userTypeForClient(clientId: string | null): "CUSTOMER" | "ATTORNEY" {
    if (clientId === clientIds.customer) return "CUSTOMER";
    if (clientId === clientIds.attorney) return "ATTORNEY";
    throw new DomainError("SIGN_UP_NOT_ALLOWED", USER_MESSAGES.adminSignUp);
  }

  return {
    /** The signed-in user for the access check (see the repository). */
    findSignedIn: repository.findSignedIn,
    /** Names and e-mail of people on an agreement. */
    findPeople: repository.findPeople,

    /** `current` is the signed-in user as the access check loaded it (null: no account yet). */
    getCurrentUser(current: UserRecord | null): UserProfileResponse {
      if (!current) throw userNotFound();
      return toUserProfile(current);
    },

    /**
     * Creates the account of the signed-in identity, whose token must carry a valid e-mail address
     * that the identity provider has verified (`email_verified: true`). Idempotent: when it already exists the
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
      if (!email) throw new DomainError("EMAIL_REQUIRED", USER_MESSAGES.emailMissing);
      if (!emailAddressSchema.safeParse(email).success)
        throw new DomainError("EMAIL_REQUIRED", USER_MESSAGES.emailInvalid);
      // The address becomes the account's and finds the invitations sent to it: only once the
      // identity provider has seen its owner open a link mailed to it.
      if (!token.emailVerified) throw new DomainError("EMAIL_NOT_VERIFIED", USER_MESSAGES.emailNotVerified);
      try {
        const user = await repository.insertUser(
          {
            externalId: token.sub,
            email,
            firstName: body.firstName ?? null,
            lastName: body.lastName ?? null,
            userType,
          },
          userType === "ATTORNEY" ? (tx, id) => deps.attorneyAccounts.openApplication(tx, id) : undefined,
        );
        return { user: toUserProfile(user), created: true };
      } catch (error) {
        if (isUniqueViolation(error, "users_external_id_unique")) {
          const raced = await repository.findByExternalId(token.sub);
          if (raced) return { user: toUserProfile(raced), created: false };
        }
        if (isUniqueViolation(error)) throw new DomainError("EMAIL_IN_USE", USER_MESSAGES.emailInUse);
        throw error;
      }
    },

    /** The full profile for the user themself and admins; names and e-mail for everyone else allowed in. */
    async getUser(id: string, view: "full" | "public"): Promise<UserProfileResponse | PublicUserProfileResponse> {
      const user = await repository.findById(id);
      if (!user) throw userNotFound();
      return view === "full" ? toUserProfile(user) : toPublicUserProfile(user);
    },

    /** The live user's row, locked in the caller's transaction (admin changes); null when there is none. */
    lockForAdmin: (executor: Executor, id: string) => repository.lockRow(executor, id),
    /** Writes an admin's change of a user row (the caller locked it and records the audit row). */
    setAdminColumns: repository.setAdminColumns,

    /**
     * Sets the user's phone number (E.164) or birth date ('YYYY-MM-DD'), null clearing it, in the
     * caller's transaction: the questionnaire's answers to those questions (the profile holds them).
     */
    setContactDetail: (
      executor: Executor,
      id: string,
      changes: { phoneNumber?: string | null; birthdate?: string | null },
      actorId: string,
    ) => repository.setContactDetail(executor, id, changes, actorId),

    /** Sets the user's photo address (an attorney's uploaded profile photo), in the caller's transaction. */
    setPhotoUrl: (executor: Executor, id: string, photoUrl: string) => repository.setPhotoUrl(executor, id, photoUrl),

    /** The user's place on the postnup waitlist. */
    async getPostnupWaitlist(id: string): Promise<{ joinedAt: string | null }> {
      const joinedAt = await repository.findPostnupWaitlistJoinedAt(id);
      if (joinedAt === undefined) throw userNotFound();
      return { joinedAt: isoOrNull(joinedAt) };
    },

    /** Joins (keeping the first joining time) or leaves the postnup waitlist. */
    async setPostnupWaitlist(id: string, joined: boolean, now: Date): Promise<{ joinedAt: string | null }> {
      const joinedAt = await repository.setPostnupWaitlist(id, joined, now);
      if (joinedAt === undefined) throw userNotFound();
      return { joinedAt: isoOrNull(joinedAt) };
    },

    /** The user's milestone e-mails, each kind on or off, and whether they unsubscribed from every notification. */
    async getEmailPreferences(id: string): Promise<EmailPreferencesResponse> {
      const row = await repository.findEmailPreferences(id);
      if (!row) throw userNotFound();
      return { kinds: emailPreferencesOf(row.mutedEmailKinds), unsubscribedFromAll: row.unsubscribed };
    },

    /** Turns one kind of milestone e-mail on or off; answers the resulting preferences. */
    async setEmailPreference(id: string, change: EmailPreferenceChangeBody): Promise<EmailPreferencesResponse> {
      const row = await repository.setEmailKindEnabled(id, change.kind, change.enabled);
      if (!row) throw userNotFound();
      return { kinds: emailPreferencesOf(row.mutedEmailKinds), unsubscribedFromAll: row.unsubscribed };
    },

    /** Forgets the idempotency keys of profile changes older than `before`. */
    purgeWriteKeys: (before: Date): Promise<number> => repository.purgeWriteKeys(before),

    /**
     * Changes one profile field. With `writeKey`, the same request again answers the first response
     * and changes nothing, and the key with another request answers 422 IDEMPOTENCY_KEY_REUSED,
     * changing nothing; with `baseValue` (the field's value as the person saw it, null
     * for empty), a field changed since answers 409 PROFILE_CHANGED with the current profile and
     * changes nothing. Either makes it one transaction with the user's row locked.
     */
    async updateProfile(
      id: string,
      changes: UserProfileUpdate,
      actorId: string,
      replay: { writeKey?: WriteKey | null; baseValue?: string | null | undefined } = {},
    ): Promise<UserProfileResponse> {
      if (!replay.writeKey && replay.baseValue === undefined) {
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
        const response = toUserProfile(user);
        if (claim) await repository.storeWriteKeyResponse(tx, claim.id, response);
        return response;
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
