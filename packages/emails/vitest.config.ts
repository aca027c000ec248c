import { defineConfig } from "vitest/config";

// The first render compiles MJML's templates cold: on a busy CI machine (the API's suites run
// beside this package) that alone can take several seconds.
// Pure modules: every file shares one module graph per worker (imports once, not once per file).
export default defineConfig({ test: { include: ["src/**/*.test.ts"], isolate: false, testTimeout: 30_000 } });
