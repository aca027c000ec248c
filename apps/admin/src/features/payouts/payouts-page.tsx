import { ALL_PURCHASES, PurchaseItemsScreen } from "./components/purchase-items-screen.tsx";
import { PAYOUTS_TEXTS } from "./payouts-texts.ts";

/** /admin/attorney/payouts: attorney services that have an attorney, newest first, to pay out (and refund). */
export function PayoutsPage() {
  return (
    <PurchaseItemsScreen
      title={PAYOUTS_TEXTS.title}
      intro={PAYOUTS_TEXTS.intro}
      initialFilters={{ ...ALL_PURCHASES, category: "ATTORNEY_SERVICE", hasAttorney: "true" }}
    />
  );
}
