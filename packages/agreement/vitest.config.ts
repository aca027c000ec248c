import { defineConfig } from "vitest/config";

// Rendering a whole agreement (and subsetting an embedded typeface) takes a second or two on a
// quiet machine; the default 5 s leaves no room on a loaded CI box.
export default defineConfig({ test: { include: ["src/**/*.test.ts"], testTimeout: 30_000 } });
