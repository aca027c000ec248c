import { portalViteConfig } from "@prenup/ui/vite-config";

// Dev server on the shared attorney port; tests run in happy-dom with the same plugin.
export default portalViteConfig(5174);
