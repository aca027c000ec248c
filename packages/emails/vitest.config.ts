import { defineConfig } from "vitest/config";

// The first render compiles MJML's templates cold: on a busy CI machine (the API's suites run
// beside this package) that alone can take several seconds.
export default defineConfig({ test: { include: ["src/**/*.test.ts"], testTimeout: 30_000 } });
