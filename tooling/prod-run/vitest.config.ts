import { defineConfig } from "vitest/config";

// One file, one process: the run starts its own servers and must not share the two cores with itself.
export default defineConfig({
  test: { include: ["test/**/*.test.ts"], fileParallelism: false, testTimeout: 90_000, hookTimeout: 90_000 },
});
