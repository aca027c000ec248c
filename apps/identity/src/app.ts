// Builds the identity provider from a config object without listening: `handle` is a Node request
// listener (server.ts gives it to http.createServer; tests attach it to a server on port 0).
import { timingSafeEqual, createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import type Provider from "oidc-provider";
import { z } from "zod";
import { AccountStore, EmailTakenError, normalizeEmail, type Account } from "./accounts.ts";
import { assertSafeForProduction, type IdentityConfig } from "./config.ts";
import { openDatabase, type Db } from "./db.ts";
import {
  emailFormSchema,
  fieldErrors,
  loginHintEmail,
  resetPasswordFormSchema,
  signInFormSchema,
  signUpFormSchema,
} from "./forms.ts";
import { BodyTooLargeError, pageHeaders, readBody, readForm, redirect, sendHtml, sendJson } from "./http.ts";
import { DEFAULT_SIGN_IN_THROTTLE, SignInThrottle, sourceKey, type SignInThrottlePolicy } from "./sign-in-throttle.ts";
import { consoleLogger, type Logger } from "./logger.ts";
import { EmailVerifications, VERIFY_EMAIL_PATH } from "./email-verification.ts";
import { OutboxMailer } from "./mailer.ts";
import { deleteExpiredModels } from "./oidc-adapter.ts";
import { PasswordResets } from "./password-reset.ts";
import {
  checkEmailPage,
  emailVerifiedPage,
  forgotPasswordPage,
  mailboxPage,
  messagePage,
  passwordChangedPage,
  resetLinkProblemPage,
  resetPasswordPage,
  signInPage,
  signUpPage,
  unconfirmedEmailPage,
  verifyLinkProblemPage,
} from "./pages/views.ts";
import { PRIVACY_PATH, privacyPage, TERMS_PATH, termsPage } from "./pages/legal.ts";
import { createProvider } from "./provider.ts";
import { FixedWindowLimiter } from "./rate-limit.ts";
import { seedDemoAccounts, type SeedResult } from "./seed.ts";
import { loadProviderSecrets } from "./secrets.ts";

const asset = (name: string) => readFileSync(new URL(`./pages/${name}`, import.meta.url));
const ASSETS: Record<string, { body: Buffer; type: string }> = {
  "/assets/styles.css": { body: asset("styles.css"), type: "text/css; charset=utf-8" },
  "/assets/auto-submit.js": { body: asset("auto-submit.js"), type: "text/javascript; charset=utf-8" },
};

const LEGAL_PAGES: Record<string, () => string> = { [TERMS_PATH]: termsPage, [PRIVACY_PATH]: privacyPage };

/** "3 seconds", "1 second", "15 minutes": how long a throttled sign-in must wait. */
function waitText(seconds: number): string {
  if (seconds < 120) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

const UID_PATTERN = /^[A-Za-z0-9_-]{10,64}$/;
const INTERACTION_ROUTE = /^\/interaction\/([A-Za-z0-9_-]{10,64})(?:\/(login|signup|resend))?$/;

export interface RateLimit {
  limit: number;
  windowMs: number;
  /** Keys the limiter tracks at most (default 10,000; see FixedWindowLimiter for what happens when full). */
  maxKeys?: number;
}

/**
 * In-memory, per-process limits, keyed on the client address (an IPv6 address by its /64) or the
 * e-mail. Each map holds at most 10,000 keys; a key at its limit is kept until its window ends, and
 * while every tracked key is at its limit new keys are refused (rate-limit.ts). Sign-in attempts per
 * e-mail and address are throttled in the database instead (sign-in-throttle.ts).
 */
export interface RateLimits {
  /** Sign-in attempts per client address across e-mails (a successful one is given back). */
  signInPerIp: RateLimit;
  /** Sign-ups per client address, counted before the password is hashed. */
  signUpPerIp: RateLimit;
  /** "This address already has an account" e-mails per address, so sign-ups cannot flood an inbox. */
  signUpNoticePerEmail: RateLimit;
  /** Reset e-mails requested per client address, and per client address and e-mail. */
  forgotPerIp: RateLimit;
  forgotPerIpAndEmail: RateLimit;
  /**
   * "Send the message again" requests per address (whether or not an account waits at it, so the
   * limit says nothing about which addresses exist), and per client address across addresses.
   */
  resendPerEmail: RateLimit;
  resendPerIp: RateLimit;
}

const MINUTE = 60 * 1000;
export const DEFAULT_RATE_LIMITS: RateLimits = {
  signInPerIp: { limit: 50, windowMs: 15 * MINUTE },
  signUpPerIp: { limit: 10, windowMs: 60 * MINUTE },
  signUpNoticePerEmail: { limit: 3, windowMs: 60 * MINUTE },
  forgotPerIp: { limit: 20, windowMs: 60 * MINUTE },
  forgotPerIpAndEmail: { limit: 5, windowMs: 60 * MINUTE },
  resendPerEmail: { limit: 3, windowMs: 60 * MINUTE },
  resendPerIp: { limit: 10, windowMs: 60 * MINUTE },
};

export interface IdentityAppOptions {
  /** An already opened database (tests); otherwise config.database is opened and migrated. */
  db?: Db;
  now?: () => Date;
  logger?: Logger;
  rateLimits?: Partial<RateLimits>;
  signInThrottle?: Partial<SignInThrottlePolicy>;
  /** Replaces the outbox mailer (tests use it to slow the sending down). */
  mailer?: OutboxMailer;
}

export interface IdentityApp {
  config: IdentityConfig;
  provider: Provider;
  db: Db;
  accounts: AccountStore;
  resets: PasswordResets;
  verifications: EmailVerifications;
  signInThrottle: SignInThrottle;
  mailer: OutboxMailer;
  seedResult: SeedResult | undefined;
  handle: (req: IncomingMessage, res: ServerResponse) => void;
  /** Resolves when the work started after a response (sending e-mails) has finished. */
  drain: () => Promise<void>;
  close: () => Promise<void>;
}

const adminResetBodySchema = z
  .object({
    email: z.string().trim().min(1).optional(),
    sub: z.string().min(1).optional(),
    clientId: z.string().min(1).optional(),
  })
  .refine((body) => Boolean(body.email) !== Boolean(body.sub), { message: "Give exactly one of email or sub." });

const adminCloseBodySchema = z.object({ sub: z.string().min(1, "Give the account's sub.") });

export async function createIdentityApp(
  config: IdentityConfig,
  options: IdentityAppOptions = {},
): Promise<IdentityApp> {
  assertSafeForProduction(config);
  const logger = options.logger ?? consoleLogger;
  const now = options.now ?? (() => new Date());
  const db = options.db ?? (await openDatabase(config.database));
  const accounts = new AccountStore(db, config.passwordHash);
  const mailer = options.mailer ?? new OutboxMailer(db, now);
  const resets = new PasswordResets({
    db,
    accounts,
    mailer,
    issuer: config.issuer,
    ttlSeconds: config.passwordResetTtlSeconds,
    now,
  });
  const verifications = new EmailVerifications({
    db,
    accounts,
    mailer,
    issuer: config.issuer,
    ttlSeconds: config.emailVerificationTtlSeconds,
    now,
  });
  const signInThrottle = new SignInThrottle(db, now, { ...DEFAULT_SIGN_IN_THROTTLE, ...options.signInThrottle });
  const pruneSecrets = async () => {
    await mailer.prune();
    await resets.prune();
    await verifications.prune();
    await signInThrottle.prune();
  };
  await pruneSecrets();
  const secrets = await loadProviderSecrets(db);
  const seedResult = config.seedDemo ? await seedDemoAccounts(accounts) : undefined;
  const provider = createProvider({ config, db, accounts, secrets });
  provider.on("server_error", (_ctx, error) => logger.error("oidc-provider server error", error));

  const clientIds = new Set(config.clients.map((client) => client.client_id));
  const appOrigins = [
    ...new Set(config.clients.flatMap((client) => client.redirect_uris.map((uri) => new URL(uri).origin))),
  ];
  const headers = pageHeaders({ formActionOrigins: appOrigins });
  const limits = {
    ...DEFAULT_RATE_LIMITS,
    signUpPerIp: { ...DEFAULT_RATE_LIMITS.signUpPerIp, limit: config.signUpsPerHour },
    ...options.rateLimits,
  };
  const limiter = (l: RateLimit) => new FixedWindowLimiter(l.limit, l.windowMs, () => now().getTime(), l.maxKeys);
  const signInPerIp = limiter(limits.signInPerIp);
  const signUpPerIp = limiter(limits.signUpPerIp);
  const signUpNoticePerEmail = limiter(limits.signUpNoticePerEmail);
  const forgotPerIp = limiter(limits.forgotPerIp);
  const forgotPerIpAndEmail = limiter(limits.forgotPerIpAndEmail);
  const resendPerEmail = limiter(limits.resendPerEmail);
  const resendPerIp = limiter(limits.resendPerIp);
  const callback = provider.callback();

  const page = (res: ServerResponse, status: number, body: string) => sendHtml(res, status, body, headers);

  // Work done after the response (e-mails), so its duration never shows in the response time.
  const pending = new Set<Promise<void>>();
  function inBackground(what: string, work: () => Promise<unknown>) {
    const task: Promise<void> = work()
      .then(() => undefined)
      .catch((error: unknown) => logger.error(`${what} failed`, error))
      .finally(() => pending.delete(task));
    pending.add(task);
  }
  async function drain() {
    while (pending.size) await Promise.all([...pending]);
  }

  /**
   * The address of the client: the socket's peer, or behind `trustProxy` proxies the
   * X-Forwarded-For entry that many hops from the right (each proxy appends the address it saw;
   * everything to the left of our own proxies' entries is whatever the client sent).
   */
  function clientAddress(req: IncomingMessage): string {
    const socketAddress = req.socket.remoteAddress || "unknown";
    if (config.trustProxy <= 0) return socketAddress;
    const header = req.headers["x-forwarded-for"];
    const entries = (Array.isArray(header) ? header.join(",") : (header ?? ""))
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (!entries.length) return socketAddress;
    return entries[Math.max(0, entries.length - config.trustProxy)]!;
  }

  /** The client address as the limits count it (see sourceKey). */
  const clientSource = (req: IncomingMessage) => sourceKey(clientAddress(req));

  /** Where "Continue to sign in" goes after a password change: the login page of the app it started from. */
  function signInUrlFor(clientId: string | null): string | undefined {
    const client = config.clients.find((c) => c.client_id === clientId) ?? config.clients[0];
    return client?.post_logout_redirect_uris[0];
  }

  async function handleInteraction(
    req: IncomingMessage,
    res: ServerResponse,
    uid: string,
    view: "login" | "signup" | "resend" | undefined,
  ) {
    let details;
    try {
      details = await provider.interactionDetails(req, res);
    } catch {
      page(
        res,
        400,
        messagePage({
          title: "Sign-in expired",
          message: "This sign-in page has expired. Go back to the app and start again.",
          isError: true,
        }),
      );
      return;
    }
    if (details.uid !== uid) {
      page(
        res,
        400,
        messagePage({
          title: "Sign-in expired",
          message: "This sign-in page has expired. Go back to the app and start again.",
          isError: true,
        }),
      );
      return;
    }
    const { prompt, params } = details;
    const clientId = String(params.client_id ?? "");
    const clientName = config.clients.find((c) => c.client_id === clientId)?.client_name;
    const base = `/interaction/${uid}`;
    const forgotUrl = `/password/forgot?interaction=${encodeURIComponent(uid)}`;
    const resendAction = `${base}/resend`;
    const wantsSignUp =
      view === "signup" || (view === undefined && (prompt.name === "create" || params.screen_hint === "signup"));

    if (req.method === "GET" && prompt.name === "consent") {
      // First-party clients: grant what was asked without a consent screen.
      await grantConsent(req, res, details);
      return;
    }

    if (req.method === "GET") {
      // The app's suggested address (an invitation's, say) fills the e-mail field; the person may change it.
      const hinted = loginHintEmail(params.login_hint);
      if (wantsSignUp)
        page(
          res,
          200,
          signUpPage({ action: `${base}/signup`, signInUrl: `${base}/login`, clientName, values: { email: hinted } }),
        );
      else
        page(
          res,
          200,
          signInPage({ action: `${base}/login`, signUpUrl: `${base}/signup`, forgotUrl, clientName, email: hinted }),
        );
      return;
    }

    if (req.method !== "POST" || !view) {
      res.writeHead(405, { allow: "GET" }).end();
      return;
    }
    if (view === "resend") {
      await resendConfirmation(req, res, { signInUrl: `${base}/login`, resendAction, clientId });
      return;
    }
    if (prompt.name === "consent") {
      redirect(res, base);
      return;
    }
    const form = await readForm(req);
    // A sign-in or sign-up also answers the `create` prompt, so the flow continues to the app.
    const extra = prompt.name === "create" ? { create: {} } : {};

    if (view === "login") {
      const parsed = signInFormSchema.safeParse({ email: "", password: "", ...form });
      const email = parsed.success ? parsed.data.email : "";
      const signInError = (status: number, error: string, extraHeaders: Record<string, string> = {}) =>
        sendHtml(
          res,
          status,
          signInPage({ action: `${base}/login`, signUpUrl: `${base}/signup`, forgotUrl, clientName, email, error }),
          { ...headers, ...extraHeaders },
        );
      // Counted before the password check, so a burst of parallel guesses gets no further than the
      // limits. The wait is per e-mail as typed (whether or not an account has it, so it says
      // nothing about which e-mails exist) and client address: guesses from elsewhere never slow
      // the owner down.
      const source = clientSource(req);
      const emailKey = email ? normalizeEmail(email) : "";
      if (!signInPerIp.take(source)) {
        signInError(429, "Too many attempts. Wait a few minutes and try again.");
        return;
      }
      if (emailKey) {
        const decision = await signInThrottle.attempt(emailKey, source);
        if (!decision.allowed) {
          // Refused before any password check: it does not count against the address.
          signInPerIp.release(source);
          const seconds = Math.ceil(decision.retryAfterMs / 1000);
          signInError(
            429,
            `Too many attempts for this e-mail. Try again in ${waitText(seconds)}, or reset your password.`,
            { "retry-after": String(seconds) },
          );
          return;
        }
      }
      const account =
        parsed.success && email && parsed.data.password
          ? await accounts.authenticate(email, parsed.data.password)
          : undefined;
      if (!account) {
        signInError(401, "Incorrect email or password.");
        return;
      }
      signInPerIp.release(source);
      await signInThrottle.succeeded(emailKey, source);
      const result = { login: { accountId: account.id }, ...extra };
      if (!account.emailVerified) {
        // The sign-in holds (the page's Continue finishes it), but first the person learns why the
        // app will ask for the confirmation, and may have the message sent again.
        const continueUrl = await provider.interactionResult(req, res, result, { mergeWithLastSubmission: false });
        page(res, 200, unconfirmedEmailPage({ email: account.email, continueUrl, resendAction }));
        return;
      }
      await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
      return;
    }

    const parsed = signUpFormSchema.safeParse({
      givenName: "",
      familyName: "",
      email: "",
      password: "",
      confirmPassword: "",
      ...form,
    });
    const values = { givenName: form.givenName ?? "", familyName: form.familyName ?? "", email: form.email ?? "" };
    if (!parsed.success) {
      page(
        res,
        422,
        signUpPage({
          action: `${base}/signup`,
          signInUrl: `${base}/login`,
          clientName,
          values,
          errors: fieldErrors(parsed.error),
        }),
      );
      return;
    }
    if (!signUpPerIp.take(clientSource(req))) {
      page(
        res,
        429,
        signUpPage({
          action: `${base}/signup`,
          signInUrl: `${base}/login`,
          clientName,
          values,
          error: "Too many accounts were created from your network. Wait a while and try again.",
        }),
      );
      return;
    }
    // The same answer whether or not the address already has an account, so the form tells nobody
    // which addresses are taken: both hash the password (create() does it before the insert) and
    // both answer "check your e-mail"; the e-mail itself, sent after the response, says which.
    // Nobody is signed in here: the person signs in once the address is confirmed.
    let account: Account | undefined;
    try {
      account = await accounts.create({ ...parsed.data, emailVerified: false });
    } catch (error) {
      if (!(error instanceof EmailTakenError)) throw error;
    }
    const continueUrl = signInUrlFor(clientId);
    if (account) {
      const created = account;
      logger.info("account created");
      inBackground("verification e-mail", () =>
        verifications.issueFor(created.id, created.email, clientIds.has(clientId) ? clientId : undefined),
      );
    } else if (signUpNoticePerEmail.take(normalizeEmail(parsed.data.email))) {
      inBackground("account-exists e-mail", () => verifications.mailAccountExists(parsed.data.email, continueUrl));
    }
    page(res, 200, checkEmailPage({ email: parsed.data.email, signInUrl: `${base}/login`, resendAction }));
  }

  /**
   * "Send the message again", posted from the "Check your e-mail" page or from a sign-in to an
   * unconfirmed account. It sits under the interaction, so the interaction's cookie (SameSite=Lax)
   * must come with it: another site cannot post it. Limited per address and per client address, and
   * answered at once with the same page whether or not an unconfirmed account has the address; the
   * look-up and the e-mail happen after the response. Earlier links stay valid until they expire
   * (see EmailVerifications.issueFor).
   */
  async function resendConfirmation(
    req: IncomingMessage,
    res: ServerResponse,
    target: { signInUrl: string; resendAction: string; clientId: string },
  ) {
    const form = await readForm(req);
    const parsed = emailFormSchema.safeParse({ email: "", ...form });
    if (!parsed.success) {
      page(
        res,
        422,
        messagePage({ title: "Check your e-mail", message: "Enter a valid email address.", isError: true }),
      );
      return;
    }
    const email = parsed.data.email;
    const ip = clientSource(req);
    const emailKey = normalizeEmail(email);
    const allowed = !resendPerIp.isBlocked(ip) && !resendPerEmail.isBlocked(emailKey);
    if (!allowed) {
      page(
        res,
        429,
        checkEmailPage({ email, signInUrl: target.signInUrl, resendAction: target.resendAction, limited: true }),
      );
      return;
    }
    resendPerIp.hit(ip);
    resendPerEmail.hit(emailKey);
    page(
      res,
      200,
      checkEmailPage({ email, signInUrl: target.signInUrl, resendAction: target.resendAction, resent: true }),
    );
    const clientId = clientIds.has(target.clientId) ? target.clientId : undefined;
    inBackground("verification e-mail sent again", async () => {
      const account = await accounts.findByEmail(email);
      if (account && !account.emailVerified) await verifications.issueFor(account.id, account.email, clientId);
    });
  }

  async function grantConsent(
    req: IncomingMessage,
    res: ServerResponse,
    details: Awaited<ReturnType<Provider["interactionDetails"]>>,
  ) {
    const { prompt, params, session, grantId: existingGrantId } = details;
    const accountId = session?.accountId;
    if (!accountId || typeof params.client_id !== "string" || !clientIds.has(params.client_id)) {
      await provider.interactionFinished(req, res, {
        error: "access_denied",
        error_description: "consent cannot be granted",
      });
      return;
    }
    const grant =
      (existingGrantId && (await provider.Grant.find(existingGrantId))) ||
      new provider.Grant({ accountId, clientId: params.client_id });
    const missing = prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(" "));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {}))
      grant.addResourceScope(indicator, scopes.join(" "));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  async function handleForgot(req: IncomingMessage, res: ServerResponse, url: URL) {
    const interactionParam = url.searchParams.get("interaction") ?? undefined;
    const interactionUid = interactionParam && UID_PATTERN.test(interactionParam) ? interactionParam : undefined;
    const action = `/password/forgot${interactionUid ? `?interaction=${interactionUid}` : ""}`;
    const backUrl = interactionUid ? `/interaction/${interactionUid}/login` : undefined;
    if (req.method === "GET") {
      page(res, 200, forgotPasswordPage({ action, backUrl }));
      return;
    }
    const form = await readForm(req);
    const parsed = emailFormSchema.safeParse({ email: "", ...form });
    if (!parsed.success) {
      page(
        res,
        422,
        forgotPasswordPage({ action, backUrl, email: form.email ?? "", error: "Enter a valid email address." }),
      );
      return;
    }
    // Limited per client address and per address and e-mail, so nobody can use up a victim's
    // resets from elsewhere. The same answer, at once, whether or not the account exists: the
    // look-up and the e-mail happen after the response.
    const ip = clientSource(req);
    const key = `${ip}|${normalizeEmail(parsed.data.email)}`;
    const allowed = !forgotPerIp.isBlocked(ip) && !forgotPerIpAndEmail.isBlocked(key);
    if (allowed) {
      forgotPerIp.hit(ip);
      forgotPerIpAndEmail.hit(key);
    }
    page(res, 200, forgotPasswordPage({ action, backUrl, sent: true }));
    if (!allowed) return;
    const email = parsed.data.email;
    inBackground("password reset e-mail", async () => {
      const interaction = interactionUid ? await provider.Interaction.find(interactionUid) : undefined;
      const clientId = typeof interaction?.params.client_id === "string" ? interaction.params.client_id : undefined;
      await resets.request(email, clientId);
    });
  }

  async function handleReset(req: IncomingMessage, res: ServerResponse, url: URL) {
    const forgotUrl = "/password/forgot";
    if (req.method === "GET") {
      const token = url.searchParams.get("token") ?? "";
      const checked = token ? await resets.check(token) : ({ ok: false, reason: "invalid" } as const);
      if (!checked.ok) page(res, 400, resetLinkProblemPage({ reason: checked.reason, forgotUrl }));
      else page(res, 200, resetPasswordPage({ action: "/password/reset", token }));
      return;
    }
    const form = await readForm(req);
    const parsed = resetPasswordFormSchema.safeParse({ token: "", password: "", confirmPassword: "", ...form });
    if (!parsed.success) {
      if (!form.token) {
        page(res, 400, resetLinkProblemPage({ reason: "invalid", forgotUrl }));
        return;
      }
      page(
        res,
        422,
        resetPasswordPage({ action: "/password/reset", token: form.token, errors: fieldErrors(parsed.error) }),
      );
      return;
    }
    const outcome = await resets.complete(parsed.data.token, parsed.data.password);
    if (!outcome.ok) {
      page(res, 400, resetLinkProblemPage({ reason: outcome.reason, forgotUrl }));
      return;
    }
    logger.info("password changed through a reset link");
    // The owner proved the address: every sign-in wait on it (from anyone's guessing) ends here.
    const changed = await accounts.findById(outcome.accountId);
    if (changed) await signInThrottle.forgetEmail(normalizeEmail(changed.email));
    page(res, 200, passwordChangedPage({ continueUrl: signInUrlFor(outcome.clientId) }));
  }

  async function handleVerifyEmail(res: ServerResponse, url: URL) {
    const token = url.searchParams.get("token") ?? "";
    const outcome = token ? await verifications.verify(token) : ({ ok: false, reason: "invalid" } as const);
    if (!outcome.ok) {
      page(res, 400, verifyLinkProblemPage({ reason: outcome.reason }));
      return;
    }
    logger.info("e-mail address verified");
    page(res, 200, emailVerifiedPage({ continueUrl: signInUrlFor(outcome.clientId) }));
  }

  function isAdminAuthorized(req: IncomingMessage): boolean {
    const given = req.headers["x-identity-admin-token"];
    if (!config.adminToken || typeof given !== "string") return false;
    const digest = (value: string) => createHash("sha256").update(value).digest();
    return timingSafeEqual(digest(given), digest(config.adminToken));
  }

  /**
   * The admin routes' common part: off without an admin token (404), the shared token (401), a JSON
   * body matching `schema` (400 with the issues). Answers the parsed body, or undefined once answered.
   */
  async function adminBody<T>(req: IncomingMessage, res: ServerResponse, schema: z.ZodType<T>): Promise<T | undefined> {
    if (!config.adminToken) {
      sendJson(res, 404, { error: "Not found", code: "NOT_FOUND" });
      return undefined;
    }
    if (!isAdminAuthorized(req)) {
      sendJson(res, 401, { error: "Missing or wrong admin token", code: "UNAUTHORIZED" });
      return undefined;
    }
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req));
    } catch (error) {
      if (error instanceof BodyTooLargeError) throw error;
      sendJson(res, 400, { error: { issues: [{ message: "Body must be JSON", path: [] }] } });
      return undefined;
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      sendJson(res, 400, {
        error: { issues: parsed.error.issues.map((issue) => ({ message: issue.message, path: issue.path })) },
      });
      return undefined;
    }
    return parsed.data;
  }

  async function handleAdminReset(req: IncomingMessage, res: ServerResponse) {
    const body = await adminBody(req, res, adminResetBodySchema);
    if (!body) return;
    const { email, sub, clientId } = body;
    const account = sub ? await accounts.findById(sub) : await accounts.findByEmail(email!);
    if (!account) {
      sendJson(res, 404, { error: "No account matches", code: "ACCOUNT_NOT_FOUND" });
      return;
    }
    await resets.issueFor(account.id, account.email, clientId && clientIds.has(clientId) ? clientId : undefined);
    logger.info("password reset e-mail sent on an admin request");
    sendJson(res, 202, { sent: true });
  }

  /**
   * Closes an account (the product deleted the user): sessions, grants and refresh tokens end, the
   * row goes and its e-mail is free again. Idempotent: an account already closed answers 200 with
   * `existed: false`, so the caller may retry until it hears an answer.
   */
  async function handleAdminClose(req: IncomingMessage, res: ServerResponse) {
    const body = await adminBody(req, res, adminCloseBodySchema);
    if (!body) return;
    const existed = await db.transaction((tx) => accounts.withDb(tx).close(body.sub));
    logger.info(existed ? "account closed on an admin request" : "account to close was already gone");
    sendJson(res, 200, { closed: true, existed });
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? "/", "http://identity.local");
    const { pathname } = url;
    const method = req.method ?? "GET";

    if (pathname === "/health" && method === "GET") {
      await db.query("SELECT 1");
      sendJson(res, 200, { status: "ok" });
      return true;
    }
    const assetFile = ASSETS[pathname];
    if (assetFile && method === "GET") {
      res.writeHead(200, {
        "content-type": assetFile.type,
        "cache-control": "public, max-age=300",
        "x-content-type-options": "nosniff",
      });
      res.end(assetFile.body);
      return true;
    }
    const legalPage = Object.hasOwn(LEGAL_PAGES, pathname) ? LEGAL_PAGES[pathname] : undefined;
    if (legalPage) {
      if (method === "GET" || method === "HEAD") page(res, 200, legalPage());
      else res.writeHead(405, { allow: "GET, HEAD" }).end();
      return true;
    }
    const interaction = INTERACTION_ROUTE.exec(pathname);
    if (interaction) {
      await handleInteraction(req, res, interaction[1]!, interaction[2] as "login" | "signup" | "resend" | undefined);
      return true;
    }
    if (pathname === "/password/forgot" && (method === "GET" || method === "POST")) {
      await handleForgot(req, res, url);
      return true;
    }
    if (pathname === "/password/reset" && (method === "GET" || method === "POST")) {
      await handleReset(req, res, url);
      return true;
    }
    if (pathname === VERIFY_EMAIL_PATH && method === "GET") {
      await handleVerifyEmail(res, url);
      return true;
    }
    if (pathname === "/admin/password-reset" && method === "POST") {
      await handleAdminReset(req, res);
      return true;
    }
    if (pathname === "/admin/close-account" && method === "POST") {
      await handleAdminClose(req, res);
      return true;
    }
    if (config.devMailbox && pathname === "/dev/mailbox" && method === "GET") {
      page(res, 200, mailboxPage(await mailer.list()));
      return true;
    }
    if (config.devMailbox && pathname === "/dev/mailbox.json" && method === "GET") {
      sendJson(res, 200, { emails: await mailer.list() });
      return true;
    }
    return false;
  }

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    route(req, res)
      .then((handled) => {
        if (!handled) callback(req, res);
      })
      .catch((error: unknown) => {
        if (res.headersSent) {
          res.destroy();
          return;
        }
        if (error instanceof BodyTooLargeError) {
          page(
            res,
            413,
            messagePage({ title: "Request too large", message: "The form was too large.", isError: true }),
          );
          return;
        }
        logger.error("request failed", error);
        page(
          res,
          500,
          messagePage({
            title: "Something went wrong",
            message: "Something went wrong on our side. Please try again.",
            isError: true,
          }),
        );
      });
  };

  const cleanup = setInterval(
    () => {
      deleteExpiredModels(db).catch((error: unknown) => logger.error("cleanup of expired sessions failed", error));
      pruneSecrets().catch((error: unknown) => logger.error("cleanup of expired links failed", error));
    },
    60 * 60 * 1000,
  );
  cleanup.unref();

  return {
    config,
    provider,
    db,
    accounts,
    resets,
    verifications,
    signInThrottle,
    mailer,
    seedResult,
    handle,
    drain,
    close: async () => {
      clearInterval(cleanup);
      await drain();
      if (!options.db) await db.close();
    },
  };
}
