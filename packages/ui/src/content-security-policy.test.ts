import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { resolveConfig, type InlineConfig } from "vite";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./content-security-policy.js";
import { portalViteConfig } from "./vite-config.js";

/** The policy as a map of directive → sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split("; ").map((directive) => {
      const [name, ...sources] = directive.split(" ");
      return [name!, sources];
    }),
  );
}

describe("contentSecurityPolicy", () => {
  it("for a staff portal on the local defaults: own origin only, the local identity provider, no framing", () => {
    expect(contentSecurityPolicy({})).toBe(
      [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self' data:",
        "connect-src 'self' http://localhost:4100",
        "frame-src https://www.youtube-nocookie.com http://localhost:4100",
        "worker-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join("; "),
    );
  });

  it("never lets inline scripts or eval run", () => {
    for (const policy of [
      contentSecurityPolicy({}),
      contentSecurityPolicy(
        { VITE_CHAT_WIDGET_ID: "w", VITE_CHAT_WIDGET_SCRIPT_URL: "https://widget.example.com/w.js" },
        { stripe: true, chatWidget: true },
      ),
    ]) {
      expect(directives(policy)["script-src"]).not.toContain("'unsafe-inline'");
      expect(policy).not.toContain("unsafe-eval");
    }
  });

  it("allows Stripe's script, frames and API only where the app says it loads them", () => {
    const customer = directives(contentSecurityPolicy({}, { stripe: true, chatWidget: true }));
    expect(customer["script-src"]).toEqual(["'self'", "https://js.stripe.com", "https://*.js.stripe.com"]);
    expect(customer["frame-src"]).toEqual(
      expect.arrayContaining(["https://js.stripe.com", "https://hooks.stripe.com"]),
    );
    expect(customer["connect-src"]).toContain("https://api.stripe.com");
    expect(contentSecurityPolicy({})).not.toContain("stripe");
  });

  it("names each configured provider's host in the directives it needs, and nothing for an unset one", () => {
    const env = {
      VITE_OIDC_ISSUER: "https://id.example.com/tenant",
      VITE_API_URL: "https://api.example.com/v1",
      VITE_SENTRY_DSN: "https://public@o12.ingest.sentry.io/345",
      VITE_ANALYTICS_KEY: "phc_key",
      VITE_CHAT_WIDGET_ID: "w1",
      VITE_CHAT_WIDGET_SCRIPT_URL: "https://widget.example.com/loader.js",
    };
    const customer = directives(contentSecurityPolicy(env, { stripe: true, chatWidget: true }));
    expect(customer["connect-src"]).toEqual([
      "'self'",
      "https://api.example.com",
      "https://id.example.com",
      "https://o12.ingest.sentry.io",
      "https://us.i.posthog.com",
      "https://api.stripe.com",
      "https://widget.example.com",
    ]);
    expect(customer["img-src"]).toEqual([
      "'self'",
      "data:",
      "blob:",
      "https://api.example.com",
      "https://widget.example.com",
    ]);
    expect(customer["script-src"]).toContain("https://widget.example.com");
    expect(customer["frame-src"]).toContain("https://id.example.com");
    // The DSN's key is not part of the host.
    expect(JSON.stringify(customer)).not.toContain("public@");

    // A staff portal never loads the chat widget; PostHog's own host when given.
    const staff = directives(contentSecurityPolicy({ ...env, VITE_ANALYTICS_HOST: "https://eu.i.posthog.com" }));
    expect(staff["connect-src"]).toEqual([
      "'self'",
      "https://api.example.com",
      "https://id.example.com",
      "https://o12.ingest.sentry.io",
      "https://eu.i.posthog.com",
    ]);
    expect(JSON.stringify(staff)).not.toContain("widget.example.com");

    // Unset or blank: nothing of them.
    const bare = contentSecurityPolicy(
      {
        VITE_API_URL: "/api",
        VITE_SENTRY_DSN: " ",
        VITE_ANALYTICS_HOST: "https://eu.i.posthog.com",
        VITE_CHAT_WIDGET_SCRIPT_URL: "https://widget.example.com/loader.js",
      },
      { chatWidget: true },
    );
    expect(bare).toBe(contentSecurityPolicy({}));
  });
});

describe("portalViteConfig's Content-Security-Policy", () => {
  async function resolved(env: string, options: Parameters<typeof portalViteConfig>[1]) {
    const root = await mkdtemp(join(tmpdir(), "prenup-csp-"));
    try {
      await writeFile(join(root, ".env.production"), env);
      const config = {
        ...(portalViteConfig(5173, options) as InlineConfig),
        root,
        configFile: false as const,
        logLevel: "silent" as const,
      };
      return await resolveConfig(config, "serve", "production", "production", true);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }

  it("is sent by vite preview, for the settings the build reads (the mode's env files)", async () => {
    const config = await resolved("VITE_OIDC_ISSUER=https://id.example.com\n", {
      contentSecurityPolicy: { stripe: true },
    });
    const header = config.preview.headers?.["Content-Security-Policy"];
    expect(header).toBe(contentSecurityPolicy({ VITE_OIDC_ISSUER: "https://id.example.com" }, { stripe: true }));
    expect(header).toContain("frame-ancestors 'none'");
  });
});
