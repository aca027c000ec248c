// Validation of the forms posted to the provider's pages (one message per field).
import { z } from "zod";
import { MIN_PASSWORD_LENGTH } from "./passwords.ts";
import type { FieldErrors } from "./pages/views.ts";

const password = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(200, "Password must be at most 200 characters.");

const newPasswordFields = {
  password,
  confirmPassword: z.string(),
};

const passwordsMatch = (value: { password: string; confirmPassword: string }) =>
  value.password === value.confirmPassword;
const mismatch = { message: "Passwords do not match.", path: ["confirmPassword"] };

export const signUpFormSchema = z
  .object({
    givenName: z
      .string()
      .trim()
      .min(1, "Enter your first name.")
      .max(100, "First name must be at most 100 characters."),
    familyName: z.string().trim().min(1, "Enter your last name.").max(100, "Last name must be at most 100 characters."),
    email: z
      .string()
      .trim()
      .max(254, "Email must be at most 254 characters.")
      .pipe(z.email("Enter a valid email address.")),
    ...newPasswordFields,
  })
  .refine(passwordsMatch, mismatch);
export type SignUpForm = z.infer<typeof signUpFormSchema>;

export const resetPasswordFormSchema = z
  .object({ token: z.string().min(1), ...newPasswordFields })
  .refine(passwordsMatch, mismatch);

export const emailFormSchema = z.object({ email: z.string().trim().min(1).max(254).pipe(z.email()) });

export const signInFormSchema = z.object({ email: z.string().trim().max(254), password: z.string().max(1000) });

/**
 * The address an app suggests for the page (OIDC `login_hint`), when it looks like one: a single
 * "@" with something before it and a dotted domain after it, no spaces or control characters, at most 254 characters.
 * Only a suggestion for the e-mail field (the person may change it); the form checks it on submit.
 */
export function loginHintEmail(hint: unknown): string | undefined {
  if (typeof hint !== "string") return undefined;
  const email = hint.trim();
  return email.length <= 254 && /^[^\s@\p{Cc}]+@[^\s@.\p{Cc}]+(\.[^\s@.\p{Cc}]+)+$/u.test(email) ? email : undefined;
}

/** First message per field, keyed by field name. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}
