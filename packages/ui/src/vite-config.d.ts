import type { ViteUserConfig } from "vitest/config";

/** What only some apps load, which their Content-Security-Policy then allows (see content-security-policy.js). */
export interface PortalContentSecurityPolicy {
  /** Stripe's Payment Element (the customer app's payment page). */
  stripe?: boolean;
  /** The customer chat widget (VITE_CHAT_WIDGET_ID and VITE_CHAT_WIDGET_SCRIPT_URL). */
  chatWidget?: boolean;
}

/** The Vite (and Vitest) config every portal uses, on its own fixed port (see vite-config.js). */
export function portalViteConfig(
  port: number,
  options?: { contentSecurityPolicy?: PortalContentSecurityPolicy },
): ViteUserConfig;

/** Vite's proxy entry that forwards `/api/…` on the app's origin to the API (see vite-config.js). */
export function apiProxy(target?: string): Record<string, { target: string; rewrite: (path: string) => string }>;

/** The DOM, time limit and CI retry of every front-end suite (see vite-config.js). */
export const DOM_TEST_SETTINGS: {
  environment: "happy-dom";
  environmentOptions: { happyDOM: { url: string } };
  testTimeout: number;
  retry: number;
};
