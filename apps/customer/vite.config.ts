import { portalViteConfig } from "@prenup/ui/vite-config";

// Dev server on the shared customer port; tests run in happy-dom with the same plugin. The payment page
// loads Stripe's Payment Element and the chat widget runs here only: the CSP allows them here only.
export default portalViteConfig(5173, { contentSecurityPolicy: { stripe: true, chatWidget: true } });
