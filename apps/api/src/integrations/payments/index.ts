import type { Database } from "@prenup/db";
import type { AppConfig } from "../../config.ts";
import { createLocalPaymentGateway, type LocalPaymentGateway } from "./local.ts";
import type { PaymentPort } from "./payment-port.ts";

export { PaymentProviderError, PaymentSignatureError, type PaymentEvent, type PaymentPort } from "./payment-port.ts";
export { createLocalPaymentGateway, LOCAL_CARD_TOKENS, type LocalPaymentGateway } from "./local.ts";

/**
 * Stripe when STRIPE_SECRET_KEY is set, else the embedded local gateway (its approval page served by
 * the API). The Stripe SDK is loaded only when it is used.
 */
export async function createPaymentPort(deps: {
  db: Database;
  config: AppConfig;
}): Promise<{ port: PaymentPort; localGateway: LocalPaymentGateway | null }> {
  const { stripe } = deps.config;
  if (stripe) {
    const { createStripePaymentAdapter } = await import("./stripe.ts");
    const url = stripe.apiUrl ? new URL(stripe.apiUrl) : null;
    const port = createStripePaymentAdapter({
      secretKey: stripe.secretKey,
      publishableKey: stripe.publishableKey,
      webhookSecret: stripe.webhookSecret,
      ...(url
        ? {
            host: url.hostname,
            port: Number(url.port || (url.protocol === "https:" ? 443 : 80)),
            protocol: url.protocol === "https:" ? ("https" as const) : ("http" as const),
          }
        : {}),
    });
    return { port, localGateway: null };
  }
  const localGateway = createLocalPaymentGateway({
    db: deps.db,
    publicApiUrl: deps.config.apiAudience.replace(/\/+$/, ""),
  });
  return { port: localGateway, localGateway };
}
