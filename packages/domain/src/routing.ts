import type { AttorneyStage } from "./enums.ts";

/**
 * Role routing of the three apps. Paths may carry a query string,
 * a hash or a trailing slash; those are ignored when matching. A `:param` segment matches any one
 * non-empty segment.
 */

export type RouteDecision = { allow: true } | { redirectTo: string };

/** The path part of a location: no query, no hash, no trailing slash (except the root "/"). */
export function normalizePath(path: string): string {
  const bare = path.replace(/[?#].*$/s, "");
  const withSlash = bare.startsWith("/") ? bare : `/${bare}`;
  const trimmed = withSlash.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

function segments(path: string): string[] {
  return path.split("/").filter((segment) => segment !== "");
}

/** True when `path` matches `pattern` ("/documents/:documentId/editor"). */
export function matchesRoute(pattern: string, path: string): boolean {
  const want = segments(pattern);
  const have = segments(normalizePath(path));
  return (
    want.length === have.length && want.every((segment, index) => segment.startsWith(":") || segment === have[index])
  );
}

function matchesAny(patterns: readonly string[], path: string): boolean {
  return patterns.some((pattern) => matchesRoute(pattern, path));
}

/** The OAuth callback screen is reachable for every signed-in user, whatever the type or stage. */
export const OAUTH_CALLBACK_PATH = "/oauth/callback";

/** Current customer routes, plus the shell's /oauth/callback, /login and /signup. */
export const CUSTOMER_ROUTES = [
  "/signin-redirect",
  "/",
  "/profile",
  "/questionnaire",
  "/questionnaire/:section",
  "/alignment",
  "/financial-disclosure",
  "/documents",
  "/documents/review",
  "/documents/:documentId/editor",
  "/notarize",
  "/notarize/review",
  "/congratulations",
  "/payment",
  "/payment/success",
  "/attorney-services",
  "/help",
  OAUTH_CALLBACK_PATH,
  "/login",
  "/signup",
] as const;

/** The customer app's page of a questionnaire section, from its slug (`sectionPath`): "/questionnaire/assets". */
export function questionnaireSectionRoute(sectionSlug: string): string {
  return `/questionnaire/${sectionSlug}`;
}

const CUSTOMER_LEGACY_REDIRECTS: readonly (readonly [string, string])[] = [
  ["/user_ask_an_attorney", "/attorney-services?serviceType=Q_A"],
  ["/user_documents", "/documents"],
  ["/user_attorney_booking", "/attorney-services?serviceType=REPRESENTATION"],
  ["/attorney_editor/:fileId", "/documents"],
  ["/initial_questionnaire/:section", "/questionnaire"],
  ["/user_account", "/"],
  ["/user_notarization", "/notarize"],
  ["/user_settings", "/profile"],
];

/**
 * Where a customer path leads: null for a current route (render it), otherwise the target of the
 * legacy redirect, and "/" for any other unknown path ("anything else to /").
 * Decision: /oauth/callback, /login and /signup count as current routes (the auth shell handles
 * them), so they are never redirected from here.
 */
export function customerLegacyRedirect(path: string): string | null {
  if (matchesAny(CUSTOMER_ROUTES, path)) return null;
  const legacy = CUSTOMER_LEGACY_REDIRECTS.find(([pattern]) => matchesRoute(pattern, path));
  return legacy ? legacy[1] : "/";
}

export const ATTORNEY_FORM_PATH = "/attorney/form";
export const ATTORNEY_ACCOUNT_PATH = "/attorney/account";
export const ATTORNEY_HELP_PATH = "/attorney/help";

/** Screens of an APPROVED attorney. */
export const APPROVED_ATTORNEY_ROUTES = [
  "/",
  "/attorney/clients",
  "/attorney/clients/:clientId",
  "/attorney/appointments",
  "/attorney/reviews",
  "/attorney/payouts",
  ATTORNEY_ACCOUNT_PATH,
  "/attorney/stripe-onboarding-refresh",
  "/documents/:documentId/editor",
] as const;

const ATTORNEY_LEGACY_REDIRECTS: readonly (readonly [string, string])[] = [
  ["/attorney_editor/:fileId", "/attorney/clients"],
  ["/attorney_clients", "/attorney/clients"],
  ["/attorney_profile", ATTORNEY_ACCOUNT_PATH],
];

/** The message of the attorney account screen for a DECLINED or DEACTIVATED attorney. */
export const ATTORNEY_DECLINED_MESSAGE =
  "Your application has been declined or deactivated. Please contact support if you have any questions.";

/**
 * Whether an attorney at `stage` may see `path`, or where to send them:
 * - FORM_MISSING, UNDER_REVIEW: only /attorney/form; everything else → /attorney/form.
 * - APPROVED: the approved screens; legacy /attorney_editor/{id} and /attorney_clients →
 *   /attorney/clients, /attorney_profile → /attorney/account; anything else (including
 *   /attorney/form) → /.
 * - DECLINED, DEACTIVATED: only /attorney/account; everything else → /attorney/account.
 * Decisions: Help (/attorney/help) is "enabled at every stage" in the attorney menu, so it is
 * allowed at every stage; /oauth/callback is allowed at every stage so sign-in can complete.
 */
export function attorneyRouteDecision(stage: AttorneyStage, path: string): RouteDecision {
  if (matchesAny([OAUTH_CALLBACK_PATH, ATTORNEY_HELP_PATH], path)) return { allow: true };
  switch (stage) {
    case "FORM_MISSING":
    case "UNDER_REVIEW":
      return matchesRoute(ATTORNEY_FORM_PATH, path) ? { allow: true } : { redirectTo: ATTORNEY_FORM_PATH };
    case "APPROVED": {
      if (matchesAny(APPROVED_ATTORNEY_ROUTES, path)) return { allow: true };
      const legacy = ATTORNEY_LEGACY_REDIRECTS.find(([pattern]) => matchesRoute(pattern, path));
      return { redirectTo: legacy ? legacy[1] : "/" };
    }
    default:
      return matchesRoute(ATTORNEY_ACCOUNT_PATH, path) ? { allow: true } : { redirectTo: ATTORNEY_ACCOUNT_PATH };
  }
}

export const ADMIN_HOME_PATH = "/admin/users";

/** Admin screens, plus Help and Account from the admin menu. */
export const ADMIN_ROUTES = [
  ADMIN_HOME_PATH,
  "/admin/users/:id",
  "/admin/attorneys",
  "/admin/attorneys/:attorneyId",
  "/admin/attorneys/:attorneyId/clients",
  "/admin/law-firms",
  "/admin/law-firms/:lawFirmId",
  "/admin/attorney-appointments",
  "/admin/attorney-reviews",
  "/admin/account-deletions",
  "/admin/states",
  "/admin/states/:id",
  "/admin/purchases",
  "/admin/attorney/payouts",
  "/admin/library-groups",
  "/admin/library-groups/:id",
  "/admin/discounts",
  "/admin/products",
  "/documents/:documentId/editor",
  "/admin/help",
  "/admin/account",
  OAUTH_CALLBACK_PATH,
] as const;

/**
 * Whether an admin may see `path`; anything else goes to /admin/users.
 * Decision: /admin/help and /admin/account (the menu's Help and Account items) and
 * /oauth/callback are allowed too.
 */
export function adminRouteDecision(path: string): RouteDecision {
  return matchesAny(ADMIN_ROUTES, path) ? { allow: true } : { redirectTo: ADMIN_HOME_PATH };
}
