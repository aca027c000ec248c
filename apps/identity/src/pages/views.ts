// The provider's pages. Each returns a full HTML document.
import { MIN_PASSWORD_LENGTH } from "../passwords.ts";
import { html, raw, type Html } from "./html.ts";
import { field, renderPage } from "./layout.ts";
import type { OutboxEmail } from "../mailer.ts";
import { PRIVACY_PATH, TERMS_PATH } from "./legal.ts";

export type FieldErrors = Partial<Record<string, string>>;

export function signInPage(options: {
  action: string;
  signUpUrl: string;
  forgotUrl: string;
  email?: string;
  error?: string;
  notice?: string;
  clientName?: string;
}) {
  return renderPage({
    title: "Sign in",
    heading: "Sign in",
    intro: options.clientName ? `to continue to ${options.clientName}` : undefined,
    error: options.error,
    notice: options.notice,
    body: html`<form method="post" action="${options.action}" novalidate${options.error ? html` aria-describedby="form-error"` : ""}>
${field({ name: "email", label: "Email", type: "email", autocomplete: "username", value: options.email, autofocus: !options.email })}
${field({ name: "password", label: "Password", type: "password", autocomplete: "current-password", autofocus: Boolean(options.email) })}
<p class="row-end"><a href="${options.forgotUrl}">Forgot your password?</a></p>
<button type="submit">Sign in</button>
</form>
<ul class="links"><li>New here? <a href="${options.signUpUrl}">Create an account</a></li></ul>`,
    footer: html`<nav aria-label="Legal"><a href="${TERMS_PATH}">Terms of Service</a> · <a href="${PRIVACY_PATH}">Privacy Notice</a></nav>`,
  });
}

export interface SignUpValues {
  givenName?: string;
  familyName?: string;
  email?: string;
}

export function signUpPage(options: {
  action: string;
  signInUrl: string;
  values?: SignUpValues;
  errors?: FieldErrors;
  error?: string;
  clientName?: string;
}) {
  const values = options.values ?? {};
  const errors = options.errors ?? {};
  return renderPage({
    title: "Create your account",
    heading: "Create your account",
    intro: options.clientName ? `to continue to ${options.clientName}` : undefined,
    error: options.error ?? (Object.keys(errors).length ? "Please correct the highlighted fields." : undefined),
    body: html`<form method="post" action="${options.action}" novalidate>
${field({ name: "givenName", label: "First name", autocomplete: "given-name", value: values.givenName, error: errors.givenName, autofocus: true })}
${field({ name: "familyName", label: "Last name", autocomplete: "family-name", value: values.familyName, error: errors.familyName })}
${field({ name: "email", label: "Email", type: "email", autocomplete: "email", value: values.email, error: errors.email })}
${field({ name: "password", label: "Password", type: "password", autocomplete: "new-password", hint: `At least ${MIN_PASSWORD_LENGTH} characters.`, error: errors.password, minLength: MIN_PASSWORD_LENGTH })}
${field({ name: "confirmPassword", label: "Confirm password", type: "password", autocomplete: "new-password", error: errors.confirmPassword })}
<p class="agreement">By creating an account you agree to the <a href="${TERMS_PATH}">Terms of Service</a> and acknowledge the <a href="${PRIVACY_PATH}">Privacy Notice</a>.</p>
<button type="submit">Create account</button>
</form>
<ul class="links"><li>Already have an account? <a href="${options.signInUrl}">Sign in</a></li></ul>`,
  });
}

/** The "Send the message again" form: the address travels in a hidden field to the interaction's resend route. */
function resendForm(action: string, email: string): Html {
  return html`<form method="post" action="${action}" class="resend">
<input type="hidden" name="email" value="${email}">
<button type="submit" class="secondary">Send the message again</button>
</form>`;
}

/**
 * The answer to every accepted sign-up, whether or not the address already had an account (the
 * e-mail says which), and to every request for the message again (`resent`: worded so it tells
 * nobody whether an account waits at the address; `limited`: too many requests for it this hour).
 * "Sign in" continues the same authorization once the address is confirmed.
 */
export function checkEmailPage(options: {
  email: string;
  signInUrl: string;
  resendAction: string;
  resent?: boolean;
  limited?: boolean;
}) {
  const notice = options.resent
    ? `If an account waits for confirmation at ${options.email}, we have sent a new link to it. Open the link, then sign in.`
    : `We have sent a message to ${options.email}. Open the link in it to confirm your address, then sign in.`;
  return renderPage({
    title: "Check your e-mail",
    heading: "Check your e-mail",
    notice: options.limited ? undefined : notice,
    error: options.limited
      ? `We have sent several links to ${options.email} in the last hour. Wait a while before asking again; the links already sent still work.`
      : undefined,
    body: html`<p class="intro">Each link works for 24 hours. No message after a few minutes? Check your spam folder, or send it again.</p>
<p><a class="button" href="${options.signInUrl}">Sign in</a></p>
${options.limited ? "" : resendForm(options.resendAction, options.email)}`,
  });
}

/**
 * The answer to a correct sign-in whose address is not confirmed yet: the sign-in is kept
 * (`continueUrl` finishes it, and the app then asks for the confirmation too); the person may ask
 * for the message again first.
 */
export function unconfirmedEmailPage(options: { email: string; continueUrl: string; resendAction: string }) {
  return renderPage({
    title: "Confirm your e-mail address",
    heading: "Confirm your e-mail address",
    notice: `Your address ${options.email} is not confirmed yet. Open the link in the message we sent you when you created your account, then continue.`,
    body: html`<p class="intro">No message, or the link expired? Check your spam folder, or send it again.</p>
<p><a class="button" href="${options.continueUrl}">Continue</a></p>
${resendForm(options.resendAction, options.email)}`,
  });
}

export function forgotPasswordPage(options: {
  action: string;
  backUrl?: string | undefined;
  email?: string;
  error?: string;
  sent?: boolean;
}) {
  const back = options.backUrl
    ? html`<ul class="links"><li><a href="${options.backUrl}">Back to sign in</a></li></ul>`
    : "";
  if (options.sent) {
    return renderPage({
      title: "Check your e-mail",
      heading: "Check your e-mail",
      notice:
        "If an account exists for that e-mail, we have sent a link to reset the password. The link works once, for one hour.",
      body: html`${back}`,
    });
  }
  return renderPage({
    title: "Reset your password",
    heading: "Reset your password",
    intro: "Enter the e-mail of your account and we will send you a link to choose a new password.",
    error: options.error,
    body: html`<form method="post" action="${options.action}" novalidate>
${field({ name: "email", label: "Email", type: "email", autocomplete: "email", value: options.email, autofocus: true })}
<button type="submit">Send reset link</button>
</form>${back}`,
  });
}

export function resetPasswordPage(options: { action: string; token: string; errors?: FieldErrors }) {
  const errors = options.errors ?? {};
  return renderPage({
    title: "Choose a new password",
    heading: "Choose a new password",
    error: Object.keys(errors).length ? "Please correct the highlighted fields." : undefined,
    body: html`<form method="post" action="${options.action}" novalidate>
<input type="hidden" name="token" value="${options.token}">
${field({ name: "password", label: "New password", type: "password", autocomplete: "new-password", hint: `At least ${MIN_PASSWORD_LENGTH} characters.`, error: errors.password, autofocus: true, minLength: MIN_PASSWORD_LENGTH })}
${field({ name: "confirmPassword", label: "Confirm new password", type: "password", autocomplete: "new-password", error: errors.confirmPassword })}
<button type="submit">Set new password</button>
</form>`,
  });
}

export function resetLinkProblemPage(options: { reason: "invalid" | "expired" | "used"; forgotUrl: string }) {
  const message = {
    invalid: "This password reset link is not valid.",
    expired: "This password reset link has expired.",
    used: "This password reset link has already been used.",
  }[options.reason];
  return renderPage({
    title: "Reset link not valid",
    heading: "Reset link not valid",
    error: message,
    body: html`<p><a class="button" href="${options.forgotUrl}">Ask for a new link</a></p>`,
  });
}

export function passwordChangedPage(options: { continueUrl?: string | undefined }) {
  return renderPage({
    title: "Password changed",
    heading: "Password changed",
    notice: "Your password has been changed. You can now sign in with your new password.",
    body: options.continueUrl
      ? html`<p><a class="button" href="${options.continueUrl}">Continue to sign in</a></p>`
      : html``,
  });
}

export function messagePage(options: {
  title: string;
  message: string;
  isError?: boolean;
  statusNote?: string | undefined;
}) {
  return renderPage({
    title: options.title,
    heading: options.title,
    error: options.isError ? options.message : undefined,
    notice: options.isError ? undefined : options.message,
    body: options.statusNote ? html`<p class="intro">${options.statusNote}</p>` : html``,
  });
}

/**
 * With `autoSubmit` (the app proved itself with a valid id_token_hint) sign-out continues on its own
 * and the button is the no-script path; otherwise the person confirms with the button, so another
 * site cannot sign them out by linking here.
 */
export function logoutPage(options: { form: string; autoSubmit: boolean }) {
  if (!options.autoSubmit) {
    return renderPage({
      title: "Sign out",
      heading: "Sign out?",
      intro: "Press Continue to sign out of Prenup on this device.",
      body: html`${raw(options.form)}
<button type="submit" form="op.logoutForm">Continue</button>`,
    });
  }
  return renderPage({
    title: "Signing out",
    heading: "Signing out…",
    body: html`${raw(options.form)}
<noscript><p class="intro">Press the button to finish signing out.</p></noscript>
<button type="submit" form="op.logoutForm">Continue</button>
<script src="/assets/auto-submit.js" data-form="op.logoutForm"></script>`,
  });
}

export function emailVerifiedPage(options: { continueUrl?: string | undefined } = {}) {
  return renderPage({
    title: "E-mail confirmed",
    heading: "E-mail confirmed",
    notice:
      "Thank you: your e-mail address is confirmed. Sign in to continue; if Prenup is still open in another tab, you can sign in there.",
    body: options.continueUrl
      ? html`<p><a class="button" href="${options.continueUrl}">Continue to sign in</a></p>`
      : html``,
  });
}

export function verifyLinkProblemPage(options: { reason: "invalid" | "expired" | "used" }) {
  const message = {
    invalid: "This confirmation link is not valid.",
    expired: "This confirmation link has expired.",
    used: "This confirmation link has already been used.",
  }[options.reason];
  return renderPage({
    title: "Confirmation link not valid",
    heading: "Confirmation link not valid",
    error: message,
    body: html``,
  });
}

export function mailboxPage(emails: OutboxEmail[]) {
  const linkify = (text: string): Html =>
    raw(
      text
        .split(/(https?:\/\/\S+)/)
        .map((part, i) => (i % 2 === 1 ? html`<a href="${part}">${part}</a>`.value : html`${part}`.value))
        .join(""),
    );
  return renderPage({
    title: "Dev mailbox",
    heading: "Dev mailbox",
    intro: "E-mails the identity provider would have sent (development only). Newest first.",
    body: emails.length
      ? html`${emails.map(
          (email) =>
            html`<article class="mail"><h2>${email.subject}</h2><p>To ${email.to} · ${email.createdAt.toISOString()}</p><pre>${linkify(email.text)}</pre></article>`,
        )}`
      : html`<p>No e-mails yet.</p>`,
    variant: "wide",
  });
}
