/** What a user has bought (purchase items and their products). */
export { registerPurchaseItemsRoutes } from "./purchase-items.routes.ts";
export {
  createPurchaseItemsService,
  PURCHASE_ITEM_ATTORNEY_MESSAGES,
  type AttorneyAssignmentHooks,
  type PurchaseItemsService,
} from "./purchase-items.service.ts";
export { createPurchaseItemsRepository } from "./purchase-items.repository.ts";
