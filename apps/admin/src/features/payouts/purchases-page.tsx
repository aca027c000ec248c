import { ALL_PURCHASES, PurchaseItemsScreen } from "./components/purchase-items-screen.tsx";
import { PURCHASES_TEXTS } from "./payouts-texts.ts";

/** /admin/purchases: every purchase (prenups, documents and attorney services), newest first, to find and refund. */
export function PurchasesPage() {
  return (
    <PurchaseItemsScreen title={PURCHASES_TEXTS.title} intro={PURCHASES_TEXTS.intro} initialFilters={ALL_PURCHASES} />
  );
}
