import { defineConfig } from "vitest/config";

// The coverage tests evaluate every answer option against every clause: each takes about a second
// on a quiet machine and went over the 5-second default on a busy CI machine (the API's suites run
// beside this package).
// Pure modules: every file shares one module graph per worker (imports once, not once per file).
export default defineConfig({ test: { isolate: false, testTimeout: 30_000 } });
