/**
 * The Content-Security-Policy of the apps' production builds: one definition, read by `vite preview`
 * (portalViteConfig's preview headers) and written by each build beside index.html
 * (`content-security-policy.txt`, the exact header for the static host: README, "Serving the apps").
 * It depends on the build's settings (the same VITE_ variables the app reads):
 * - the identity provider (VITE_OIDC_ISSUER): token calls (connect) and silent renewal (frame);
 * - the API: on the app's own origin by default (`/api`), or an absolute VITE_API_URL (calls, photos);
 * - Sentry (VITE_SENTRY_DSN), PostHog (VITE_ANALYTICS_KEY, VITE_ANALYTICS_HOST) and the customer chat
 *   widget (VITE_CHAT_WIDGET_ID with VITE_CHAT_WIDGET_SCRIPT_URL): their hosts only when set;
 * - Stripe's Payment Element (customer app, `stripe`): its script, frames and API.
 * Styles allow 'unsafe-inline': Mantine sets style attributes and adds <style> elements at run time,
 * and a static host cannot hand out per-response nonces. Scripts run only from the app's origin (and
 * the named providers): no inline script, no eval. `frame-ancestors 'none'`: no site may frame the
 * apps (a header-only directive, hence a header and not a <meta>).
 */

/** The apps' identity provider when VITE_OIDC_ISSUER is unset (their config.ts says the same). */
const DEFAULT_OIDC_ISSUER = "http://localhost:4100";
/** PostHog's cloud, where its SDK sends events when VITE_ANALYTICS_HOST is unset. */
const DEFAULT_ANALYTICS_HOST = "https://us.i.posthog.com";
/** Questionnaire videos (packages/ui's VideoEmbed): YouTube's privacy-enhanced player. */
const VIDEO_EMBED_ORIGIN = "https://www.youtube-nocookie.com";
/** What Stripe's security guide asks for Stripe.js and its Payment Element. */
const STRIPE = {
  script: ["https://js.stripe.com", "https://*.js.stripe.com"],
  frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
};

/** @param {string | undefined} value */
const setting = (value) => value?.trim() || undefined;

/**
 * The origin of an absolute http(s) URL; null for a relative one or no URL.
 * @param {string | undefined} url
 * @returns {string | null}
 */
function originOf(url) {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * @param {Record<string, string | undefined>} env the build's VITE_ variables
 * @param {{ stripe?: boolean; chatWidget?: boolean }} [features] what only some apps load
 * @returns {string} the header's value
 */
export function contentSecurityPolicy(env, features = {}) {
  const issuer = originOf(setting(env["VITE_OIDC_ISSUER"]) ?? DEFAULT_OIDC_ISSUER);
  const api = originOf(setting(env["VITE_API_URL"]));
  const dsn = setting(env["VITE_SENTRY_DSN"]);
  const sentry = dsn ? originOf(dsn.replace(/\/\/[^@/]*@/, "//")) : null;
  const analytics = setting(env["VITE_ANALYTICS_KEY"])
    ? originOf(setting(env["VITE_ANALYTICS_HOST"]) ?? DEFAULT_ANALYTICS_HOST)
    : null;
  const widget =
    features.chatWidget && setting(env["VITE_CHAT_WIDGET_ID"])
      ? originOf(setting(env["VITE_CHAT_WIDGET_SCRIPT_URL"]))
      : null;
  const stripe = features.stripe ?? false;

  /** @type {[string, (string | null | false)[]][]} */
  const directives = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...(stripe ? STRIPE.script : []), widget]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    // data: small images and fonts the build inlines; blob: files the app made in the page.
    ["img-src", ["'self'", "data:", "blob:", api, widget]],
    ["font-src", ["'self'", "data:", widget]],
    ["connect-src", ["'self'", api, issuer, sentry, analytics, ...(stripe ? STRIPE.connect : []), widget]],
    ["frame-src", [VIDEO_EMBED_ORIGIN, issuer, ...(stripe ? STRIPE.frame : []), widget]],
    // The agreement's PDF viewer runs pdf.js's worker from the app's own files.
    ["worker-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, sources]) => [name, ...new Set(sources.filter(Boolean))].join(" ")).join("; ");
}
