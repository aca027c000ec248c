import { JSDOM_TEST_LIMITS } from "@prenup/ui/vite-config";
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
    ...JSDOM_TEST_LIMITS,
  },
});
