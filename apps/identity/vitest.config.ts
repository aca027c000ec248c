import { defineConfig } from "vitest/config";

// The files share one in-memory PGlite (a WASM Postgres that takes seconds to boot), so they run
// one after another in a single worker without module isolation; each provider empties the tables.
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    fileParallelism: false,
    isolate: false,
    hookTimeout: 30_000,
    testTimeout: 15_000,
  },
});
