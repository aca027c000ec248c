/**
 * How the page is left for another address. One object, so component tests can watch the
 * departure (`vi.spyOn(browserNavigation, "assign")`) whatever module instance imported it.
 */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/**
 * Sends the browser to the payment provider's own page (approval of Klarna, Afterpay, Cash App or
 * a card that needs an extra check); the provider sends it back to /payment/success?cartId=….
 * Only web addresses are followed.
 */
export function leaveForProvider(url: string): boolean {
  let target: URL;
  try {
    target = new URL(url, window.location.href);
  } catch {
    return false;
  }
  if (target.protocol !== "https:" && target.protocol !== "http:") return false;
  browserNavigation.assign(target.toString());
  return true;
}
