import {
  ATTORNEY_STAGES,
  emailOptOutKindSchema,
  GENDERS,
  nameSchema,
  USER_PROFILE_MESSAGES,
  USER_TYPES,
} from "@prenup/domain";
import { z } from "zod";
import { apiSchemaRegistry, dateSchema, timestampSchema } from "../../http/schemas.ts";

/** What a partner or an assigned attorney may see of a user: names and e-mail. Every view of a user extends it. */
export const publicUserProfileResponseSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  middleName: z.string().nullable(),
  lastName: z.string().nullable(),
  suffix: z.string().nullable(),
});
apiSchemaRegistry.add(publicUserProfileResponseSchema, { id: "PublicUserProfile" });

/** The profile fields besides the names (the user's own view and the admin's). */
export const userProfileFieldsSchema = z.object({
  gender: z.enum(GENDERS).nullable(),
  /** E.164, e.g. "+12133734253". */
  phoneNumber: z.string().nullable(),
  birthdate: dateSchema.nullable(),
  /** The state the person lives in now (its abbreviation), null when not said. */
  residenceState: z.string().nullable(),
});

/** The signed-in user's own profile: what the apps need to greet, gate and route. */
export const userProfileResponseSchema = publicUserProfileResponseSchema.extend({
  ...userProfileFieldsSchema.shape,
  userType: z.enum(USER_TYPES),
  termsAgreedAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
  attorney: z
    .object({
      id: z.uuid(),
      stage: z.enum(ATTORNEY_STAGES),
      lawFirmId: z.uuid().nullable(),
    })
    .nullable(),
});
apiSchemaRegistry.add(userProfileResponseSchema, { id: "UserProfile" });

export const userResponseSchema = z.union([userProfileResponseSchema, publicUserProfileResponseSchema]);

const optionalName = nameSchema.optional();

/**
 * POST /users: the names the identity provider knew at sign-up, nothing else. The account's
 * e-mail comes from the token and its type from the app (client) the token was issued to.
 */
export const createUserBodySchema = z.strictObject(
  { firstName: optionalName, lastName: optionalName },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `${USER_PROFILE_MESSAGES.unknownField}: ${issue.keys.join(", ")}`
        : "Send a JSON object with optional firstName and lastName",
  },
);

/** The signed-in customer's place on the postnup waitlist: when they joined it, null when they are not on it. */
export const postnupWaitlistResponseSchema = z.object({ joinedAt: timestampSchema.nullable() });
apiSchemaRegistry.add(postnupWaitlistResponseSchema, { id: "PostnupWaitlist" });

/** PUT /users/:id/postnup-waitlist: join (true) or leave (false). */
export const postnupWaitlistBodySchema = z.strictObject(
  { joined: z.boolean({ error: "joined must be true (join the waitlist) or false (leave it)" }) },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `Unknown field: ${issue.keys.join(", ")}`
        : "Send a JSON object with joined: true or false",
  },
);

export type UserProfileResponse = z.infer<typeof userProfileResponseSchema>;
export type PublicUserProfileResponse = z.infer<typeof publicUserProfileResponseSchema>;
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

/** The signed-in customer's milestone e-mails: each kind on or off, and whether every notification is off (an unsubscribe). */
export const emailPreferencesResponseSchema = z.object({
  kinds: z.array(z.object({ kind: emailOptOutKindSchema, enabled: z.boolean() })),
  unsubscribedFromAll: z.boolean(),
});
apiSchemaRegistry.add(emailPreferencesResponseSchema, { id: "EmailPreferences" });
export type EmailPreferencesResponse = z.infer<typeof emailPreferencesResponseSchema>;
