import { DOM_TEST_SETTINGS } from "@prenup/ui/vite-config";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // One module graph per worker for all its files (see packages/ui/src/vite-config.js).
    isolate: false,
    // The shared set-up module itself (not a file importing it), so it runs again for every test file.
    setupFiles: ["@prenup/ui/testing/setup"],
    include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"],
    // happy-dom; the editor's page loads TipTap and ProseMirror, whose first transform is slow on a busy machine.
    ...DOM_TEST_SETTINGS,
  },
});
