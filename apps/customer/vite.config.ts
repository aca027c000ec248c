import { portalViteConfig } from "@prenup/ui/vite-config";

// Dev server on the shared customer port; tests run in jsdom with the same plugin.
export default portalViteConfig(5173);
