import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

// Dev server on the shared customer port; tests run in jsdom with the same plugin.
export default defineConfig({
  plugins: [react()],
  server: { port: 5174, strictPort: true },
  preview: { port: 5174, strictPort: true },
  build: { sourcemap: true },
  test: {
    environment: "jsdom",
    setupFiles: ["./test/setup.ts"],
    css: false,
    testTimeout: 15000,
  },
});
