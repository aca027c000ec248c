import type { ViteUserConfig } from "vitest/config";

/** The Vite (and Vitest) config every portal uses, on its own fixed port (see vite-config.js). */
export function portalViteConfig(port: number): ViteUserConfig;

/** Vite's proxy entry that forwards `/api/…` on the app's origin to the API (see vite-config.js). */
export function apiProxy(target?: string): Record<string, { target: string; rewrite: (path: string) => string }>;
