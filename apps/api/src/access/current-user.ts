import type { AttorneyStage, Gender, UserType } from "@prenup/domain";

// A user's record as the API reads it, the one shape of a user: the users module loads and writes it
// (and exports it from its index), the access check loads the signed-in user's once per request and
// puts it on the request (request-context.ts), and the admin's read model extends it. It lives here,
// beside the request context, because the request pipeline needs it without importing a module.

/** How other people see a user on an agreement: names and e-mail. */
export interface PersonFields {
  id: string;
  email: string;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  suffix: string | null;
}

/** The user's own profile fields (what the user, or an admin for them, may edit besides the names). */
export interface ProfileFields {
  gender: Gender | null;
  phoneNumber: string | null;
  birthdate: string | null;
  /** The state the person lives in now (abbreviation), null when not said. */
  residenceState: string | null;
}

export interface UserRecord extends PersonFields, ProfileFields {
  userType: UserType;
  termsAgreedAt: Date | null;
  createdAt: Date;
  attorney: { id: string; stage: AttorneyStage; lawFirmId: string | null } | null;
}

/** The record with what the request pipeline needs besides the profile. */
export interface SignedInUserRecord extends UserRecord {
  lastActiveAt: Date | null;
  deletedAt: Date | null;
  /** Tokens from a sign-in before this moment are refused (the user asked to be signed out everywhere). */
  sessionsEndedAt: Date | null;
}
