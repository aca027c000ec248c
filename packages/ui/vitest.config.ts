import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "jsdom",
    // One module graph per worker for all its files (see src/vite-config.js).
    isolate: false,
    // The set-up module itself (not a file importing it), so it runs again for every test file.
    setupFiles: ["./src/testing/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"],
  },
});
