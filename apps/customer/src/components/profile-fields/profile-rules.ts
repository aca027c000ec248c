import { makeUserProfileUpdateSchema, UI_MESSAGES, type UserProfileField } from "@prenup/domain";
import { apiErrorMessage, type ApiError, type CurrentUser, type UserUpdate } from "@prenup/api-client";

/** What a field would send: the value the server stores, or the message the server would answer. */
export type CheckedValue = { ok: true; value: string | null } | { ok: false; message: string };

/**
 * Checks one field's text with the server's own PATCH /users/{id} schema (built for `today`, so the
 * birthdate range applies), so a message shown here is the message the server would return, and the
 * value compared and sent is the one it would store (trimmed names, empty → null, phone in E.164).
 */
export function checkProfileValue(field: UserProfileField, text: string, today: Date): CheckedValue {
  const result = makeUserProfileUpdateSchema(today).safeParse({ [field]: text });
  if (result.success) return { ok: true, value: result.data[field] ?? null };
  const message = result.error.issues.map((issue) => issue.message).join(". ");
  return { ok: false, message };
}

/** The body of a PATCH /users/{id} carrying this one field. */
export function profileUpdate(field: UserProfileField, value: string | null): UserUpdate {
  return { [field]: value } as UserUpdate;
}

/** The stored value of one profile field of the current user. */
export function savedProfileValue(user: CurrentUser, field: UserProfileField): string | null {
  return user[field] ?? null;
}

/**
 * The message a field shows after its save failed: the server's validation message for a 400 (the
 * person can correct the value); otherwise the spec's 'Error saving your information…' and what the
 * server said.
 */
export function saveFailureMessage(error: ApiError): string {
  const detail = apiErrorMessage(error);
  if (error.status === 400) return detail;
  return `${UI_MESSAGES.savingInformation}. ${detail}`;
}
