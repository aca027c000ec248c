import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "jsdom",
    // One module graph per worker for all its files (see packages/ui/src/vite-config.js).
    isolate: false,
    // The shared set-up module itself (not a file importing it), so it runs again for every test file.
    setupFiles: ["@prenup/ui/testing/setup"],
    include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"],
    // The editor's page loads TipTap and ProseMirror, whose first transform in jsdom is slow on a busy machine.
    testTimeout: 20_000,
    // A failed test runs once more in CI, where it shares two cores with the other lanes (see packages/ui/src/vite-config.js).
    retry: process.env["CI"] ? 1 : 0,
  },
});
