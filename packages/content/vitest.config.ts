import { defineConfig } from "vitest/config";

// The coverage tests evaluate every answer option against every clause: each takes about a second
// on a quiet machine and went over the 5-second default on a busy CI machine (the API's suites run
// beside this package).
export default defineConfig({ test: { testTimeout: 30_000 } });
