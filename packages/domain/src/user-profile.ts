import { z } from "zod";
import { GENDERS } from "./enums.ts";
import { toDayNumber, validateProfileBirthdate } from "./dates.ts";
import { normalizePhoneNumber, PHONE_MESSAGES } from "./phone.ts";
import { NAME_MESSAGES, nameSchema, textSchema } from "./text.ts";
import { STATE_ABBREVIATIONS } from "./state-law.ts";

/**
 * The body of PATCH /users/{id}: one name field, or gender, birthdate or phoneNumber — an object
 * with exactly one of these fields.
 * - firstName, middleName, lastName, suffix: `nameSchema` (text.ts): at most 100 characters, control
 *   characters turned into spaces, trimmed; empty (or null) becomes null, which clears the field.
 * - gender: one of GENDERS.
 * - birthdate: an ISO calendar date 'YYYY-MM-DD', not in the future, not more than 90 years back and
 *   at least 18 years back (validateProfileBirthdate, the questionnaire's birth-date rule too). Cannot be cleared.
 * - phoneNumber: a valid phone number (default country US, international accepted), output in
 *   E.164 ("+12133734253"). Cannot be cleared: the background block requires it.
 * - residenceState: the state the person lives in now (its abbreviation), null to clear; aftercare
 *   tells them when it is not the state whose law their agreement follows.
 * None or more than one field (or a body that is not an object) → 'Update exactly one field at a time';
 * an unknown field → 'This field cannot be updated: <names>'.
 */

export const USER_PROFILE_FIELDS = [
  "firstName",
  "middleName",
  "lastName",
  "suffix",
  "gender",
  "birthdate",
  "phoneNumber",
  "residenceState",
] as const;
export type UserProfileField = (typeof USER_PROFILE_FIELDS)[number];

export const USER_PROFILE_MESSAGES = {
  exactlyOne: "Update exactly one field at a time",
  unknownField: "This field cannot be updated",
  nameText: NAME_MESSAGES.nameText,
  nameTooLong: NAME_MESSAGES.nameTooLong,
  gender: "Please choose one of the listed genders",
  birthdateFormat: "Please enter a valid date",
  phoneText: "Invalid phone number",
  residenceState: "Choose a state from the list",
} as const;

const nameField = nameSchema.optional();

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function birthdateField(today: Date | undefined) {
  return textSchema({
    max: 100,
    trim: true,
    messages: { notText: USER_PROFILE_MESSAGES.birthdateFormat, tooLong: USER_PROFILE_MESSAGES.birthdateFormat },
  })
    .superRefine((value, ctx) => {
      if (!ISO_DAY.test(value) || toDayNumber(value) === undefined) {
        ctx.addIssue({ code: "custom", message: USER_PROFILE_MESSAGES.birthdateFormat });
        return;
      }
      const message = today === undefined ? null : validateProfileBirthdate(value, today);
      if (message !== null) ctx.addIssue({ code: "custom", message });
    })
    .optional();
}

const phoneField = textSchema({
  max: 100,
  messages: { notText: USER_PROFILE_MESSAGES.phoneText, tooLong: PHONE_MESSAGES.invalid },
})
  .transform((value, ctx) => {
    const normalized = normalizePhoneNumber(value);
    if (normalized !== null) return normalized;
    ctx.addIssue({ code: "custom", message: value.trim() === "" ? PHONE_MESSAGES.required : PHONE_MESSAGES.invalid });
    return z.NEVER;
  })
  .optional();

function buildUserProfileUpdateSchema(today: Date | undefined) {
  return z
    .strictObject(
      {
        firstName: nameField,
        middleName: nameField,
        lastName: nameField,
        suffix: nameField,
        gender: z.enum(GENDERS, { error: USER_PROFILE_MESSAGES.gender }).optional(),
        birthdate: birthdateField(today),
        phoneNumber: phoneField,
        residenceState: z
          .enum(STATE_ABBREVIATIONS, { error: USER_PROFILE_MESSAGES.residenceState })
          .nullable()
          .optional(),
      },
      {
        error: (issue) =>
          issue.code === "unrecognized_keys"
            ? `${USER_PROFILE_MESSAGES.unknownField}: ${issue.keys.join(", ")}`
            : USER_PROFILE_MESSAGES.exactlyOne,
      },
    )
    .superRefine((value, ctx) => {
      const present = USER_PROFILE_FIELDS.filter((field) => value[field] !== undefined);
      if (present.length !== 1) ctx.addIssue({ code: "custom", message: USER_PROFILE_MESSAGES.exactlyOne, path: [] });
    });
}

/**
 * The full PATCH /users/{id} schema, birthdate range included. It needs "today" because the
 * birthdate may be neither in the future, nor more than 90 years back, nor less than 18: the API builds it per
 * request (`makeUserProfileUpdateSchema(new Date()).safeParse(body)`), a form with its own clock.
 */
export function makeUserProfileUpdateSchema(today: Date) {
  return buildUserProfileUpdateSchema(today);
}

/**
 * The same schema without the date-range check (birthdate must still be a real 'YYYY-MM-DD' day):
 * for route declarations and OpenAPI generation, where no "today" exists. Validate requests with
 * `makeUserProfileUpdateSchema(today)`.
 */
export const userProfileUpdateSchema = buildUserProfileUpdateSchema(undefined);

export type UserProfileUpdateInput = z.input<typeof userProfileUpdateSchema>;
export type UserProfileUpdate = z.output<typeof userProfileUpdateSchema>;
