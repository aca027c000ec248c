import { defineConfig } from "vitest/config";
import { DOM_TEST_SETTINGS } from "./src/vite-config.js";

const TEST_FILES = ["src/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"];
const ISOLATED_TEST_FILES = "{src,test}/**/*.isolated.test.{ts,tsx}";

export default defineConfig({
  test: {
    // The set-up module itself (not a file importing it), so it runs again for every test file.
    setupFiles: ["./src/testing/setup.ts"],
    ...DOM_TEST_SETTINGS,
    projects: [
      {
        extends: true,
        // One module graph per worker for all its files (see src/vite-config.js).
        test: {
          name: "shared",
          include: TEST_FILES,
          exclude: [ISOLATED_TEST_FILES, "**/node_modules/**"],
          isolate: false,
        },
      },
      // A file that replaces a module others import unmocked (vi.mock) is named *.isolated.test.tsx
      // and gets a module graph of its own.
      { extends: true, test: { name: "isolated", include: [ISOLATED_TEST_FILES], isolate: true } },
    ],
  },
});
