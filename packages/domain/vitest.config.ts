import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // Pure modules: every file shares one module graph per worker (imports once, not once per file).
    isolate: false,
    coverage: {
      provider: "v8",
      include: ["src/**/*.ts"],
      // index.ts only re-exports (index.test.ts checks the contract names); *.types.ts holds types only.
      exclude: ["src/**/*.test.ts", "src/**/*.types.ts", "src/index.ts"],
      reporter: ["text", "json-summary"],
    },
  },
});
