import { useCallback, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { apiErrorMessage, useCheckout, type CheckoutResult, type PaymentMethodChoice } from "@prenup/api-client";
import { leaveForProvider } from "../utils/leave-page.ts";
import { PAYMENT_TEXTS } from "../payment-texts.ts";

/** A problem to show the buyer, or nothing. */
type Problem = string | null;

export type PayAttempt = {
  method: PaymentMethodChoice;
  /**
   * Turns what the buyer entered into the provider's token, in the browser (the card itself is
   * never sent to our server); answers the token or the problem to show.
   */
  tokenize?: () => Promise<{ token: string } | { error: string }>;
  /** Completes an extra step the provider asks for in the page (Stripe's 3-D Secure); answers a problem or null. */
  handleNextAction?: (clientSecret: string) => Promise<Problem>;
};

export const successPath = (cartId: string) => `/payment/success?cartId=${encodeURIComponent(cartId)}`;

/**
 * Paying for a cart, once per press: a second press while a payment is on its way does nothing
 * (one checkout request), and the form stays busy until the answer is in — or for good when the
 * page is left for the result or the provider's approval page.
 */
export function usePay(userId: string, cartId: string) {
  const navigate = useNavigate();
  const { mutateAsync: checkout } = useCheckout(userId);
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Problem>(null);

  /** Where a checkout answer leads; true when the page is being left. */
  const follow = useCallback(
    (result: CheckoutResult): boolean => {
      if (result.status === "paid" || result.status === "processing") {
        void navigate(successPath(result.cart.id));
        return true;
      }
      if (result.status === "requires_action" && result.redirectUrl && leaveForProvider(result.redirectUrl))
        return true;
      setError(
        result.status === "canceled"
          ? PAYMENT_TEXTS.canceled
          : result.status === "refunded"
            ? PAYMENT_TEXTS.refunded
            : PAYMENT_TEXTS.unsupportedStep,
      );
      return false;
    },
    [navigate],
  );

  const pay = useCallback(
    async (attempt: PayAttempt) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      setError(null);
      let leaving = false;
      try {
        let token: string | undefined;
        if (attempt.tokenize) {
          const tokenized = await attempt.tokenize();
          if ("error" in tokenized) {
            setError(tokenized.error);
            return;
          }
          token = tokenized.token;
        }
        let result = await checkout({
          cartId,
          paymentMethod: attempt.method,
          ...(token ? { paymentMethodToken: token } : {}),
        });
        if (result.status === "requires_action" && result.clientSecret && attempt.handleNextAction) {
          const problem = await attempt.handleNextAction(result.clientSecret);
          if (problem) {
            setError(problem);
            return;
          }
          // The provider has what it asked for: the cart alone finishes the payment.
          result = await checkout({ cartId });
        }
        leaving = follow(result);
      } catch (failure) {
        setError(apiErrorMessage(failure));
      } finally {
        if (!leaving) {
          inFlight.current = false;
          setBusy(false);
        }
      }
    },
    [cartId, checkout, follow],
  );

  return { pay, busy, error };
}

export type Pay = ReturnType<typeof usePay>;
