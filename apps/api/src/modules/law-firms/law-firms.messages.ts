import { DomainError } from "@prenup/domain";
import { PaymentProviderError } from "../../integrations/payments/index.ts";

export const LAW_FIRM_NOT_FOUND = "Law firm not found";

export const PAYOUT_MESSAGES = {
  unavailable: "The payment provider is unavailable right now. Please try again in a moment.",
} as const;

/** A payment provider's failure as 503 PAYMENT_UNAVAILABLE; any other error as it is. */
export function payoutProviderRefusal(error: unknown): unknown {
  return error instanceof PaymentProviderError
    ? new DomainError("PAYMENT_UNAVAILABLE", PAYOUT_MESSAGES.unavailable, { cause: error })
    : error;
}
