import type { ViteUserConfig } from "vitest/config";

/** The Vite (and Vitest) config every portal uses, on its own fixed port (see vite-config.js). */
export function portalViteConfig(port: number): ViteUserConfig;
