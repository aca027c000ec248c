import { defineConfig } from "vitest/config";

// Rendering a whole agreement (and subsetting an embedded typeface) takes a second or two on a
// quiet machine; the default 5 s leaves no room on a loaded CI box.
// Pure modules: every file shares one module graph per worker (imports once, not once per file).
export default defineConfig({ test: { include: ["src/**/*.test.ts"], isolate: false, testTimeout: 30_000 } });
