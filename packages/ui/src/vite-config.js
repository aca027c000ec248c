import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

/**
 * The Vite (and Vitest) config every portal uses, on its own fixed port: React, hidden source maps,
 * long-lived chunks for React and Mantine, and tests in jsdom with the shared set-up.
 */
/** @param {number} port */
export function portalViteConfig(port) {
  return defineConfig({
    plugins: [react()],
    server: { port, strictPort: true },
    preview: { port, strictPort: true },
    build: {
      sourcemap: "hidden",
      rolldownOptions: {
        // Libraries that change rarely get chunks of their own, so a new release of the app's own
        // code does not make returning visitors download them again.
        output: {
          codeSplitting: {
            groups: [
              { name: "react", test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/, priority: 2 },
              { name: "mantine", test: /node_modules[\\/](@mantine|@floating-ui|react-transition-group|react-remove-scroll|clsx)/, priority: 1 },
            ],
          },
        },
      },
    },
    test: {
      environment: "jsdom",
      setupFiles: ["@prenup/ui/testing/setup"],
      css: false,
      testTimeout: 15000,
    },
  });
}
