import type { AttorneyStage, Gender, UserType } from "@prenup/domain";

// A user's record as the API reads it: the users module loads and writes it, the access check loads
// the signed-in user's once per request and puts it on the request (request-context.ts).

export interface UserRecord {
  id: string;
  email: string;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  suffix: string | null;
  gender: Gender | null;
  phoneNumber: string | null;
  birthdate: string | null;
  userType: UserType;
  termsAgreedAt: Date | null;
  createdAt: Date;
  attorney: { id: string; stage: AttorneyStage; lawFirmId: string | null } | null;
}

/** The record with what the request pipeline needs besides the profile. */
export interface SignedInUserRecord extends UserRecord {
  lastActiveAt: Date | null;
  deletedAt: Date | null;
}
