import { isoOrNull } from "../../http/schemas.ts";
import type { UserRecord } from "./users.repository.ts";
import type { PublicUserProfileResponse, UserProfileResponse } from "./users.schemas.ts";

/** The full profile, as the user themself and admins read it. */
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
    residenceState: user.residenceState,
    userType: user.userType,
    termsAgreedAt: isoOrNull(user.termsAgreedAt),
    createdAt: user.createdAt.toISOString(),
    attorney: user.attorney,
  };
}

/** Names and e-mail, as the partner and an assigned attorney read them. */
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
