import { access } from "../../access/rules.ts";
import { errorResponses, idParamsSchema } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import { requireCurrentUser } from "../../access/request-context.ts";
import {
  adminPurchaseItemsQuerySchema,
  adminPurchaseItemsResponseSchema,
  listPurchaseItemsQuerySchema,
  listPurchaseItemsResponseSchema,
  payoutBodySchema,
  payoutResponseSchema,
  purchaseItemParamsSchema,
  purchaseItemResponseSchema,
  refundBodySchema,
  refundResponseSchema,
  updatePurchaseItemBodySchema,
} from "./purchase-items.schemas.ts";
import { adminListPurchaseItems } from "./admin-list-purchase-items.ts";
import { listUserPurchaseItems } from "./list-user-purchase-items.ts";
import { payOutPurchaseItem } from "./pay-out-purchase-item.ts";
import type { PurchaseItemsContext } from "./purchase-items.context.ts";
import { refundPurchaseItem } from "./refund-purchase-item.ts";
import { updateUserPurchaseItem } from "./update-user-purchase-item.ts";

export function registerPurchaseItemsRoutes(app: ApiInstance, deps: { purchaseItems: PurchaseItemsContext }): void {
  const ctx = deps.purchaseItems;

  app.get(
    "/users/:id/purchase-items",
    {
      config: { access: access.anyOf(access.self(), access.admin()) },
      schema: {
        operationId: "listUserPurchaseItems",
        tags: ["purchases"],
        summary:
          "What the user has bought (for themself or their partner), including the shared prenup their partner paid for",
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        querystring: listPurchaseItemsQuerySchema,
        response: { 200: listPurchaseItemsResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => listUserPurchaseItems(ctx, request.params.id, { category: request.query.category }),
  );

  app.patch(
    "/users/:id/purchase-items/:pid",
    {
      config: { access: access.self() },
      schema: {
        operationId: "updateUserPurchaseItem",
        tags: ["purchases"],
        summary: "Move a booking forward, choose the attorney, or link the purchase to the user's agreement",
        description:
          "Only what a customer may change: bookingStatus forward only (WAITING → SCHEDULED → BOOKED); attorneyId once, an " +
          "approved attorney; documentId once, the user's own active agreement. Anything else → 409 PURCHASE_ITEM_CHANGE_REFUSED with the reason.",
        security: [{ bearerAuth: [] }],
        params: purchaseItemParamsSchema,
        body: updatePurchaseItemBodySchema,
        response: { 200: purchaseItemResponseSchema, ...errorResponses(401, 403, 404, 409, 415) },
      },
    },
    async (request) => updateUserPurchaseItem(ctx, request.params.id, request.params.pid, request.body),
  );

  app.get(
    "/admin/purchase-items",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "adminListPurchaseItems",
        tags: ["admin"],
        summary: "Purchase items for refunds and payouts: filters, search, sorting and pages on the server",
        security: [{ bearerAuth: [] }],
        querystring: adminPurchaseItemsQuerySchema,
        response: { 200: adminPurchaseItemsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => adminListPurchaseItems(ctx, request.query),
  );

  app.post(
    "/admin/purchase-items/:id/refund",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "adminRefundPurchaseItem",
        tags: ["admin"],
        summary: "Refund part or all of a purchase",
        description:
          "Never more than price paid − refunded (400). Partial → PARTIALLY_REFUNDED (the purchase stays in force); all → " +
          "FULL_REFUNDED (a fully refunded prenup is unpaid again). A complimentary refund is recorded without a provider call. " +
          "The same amount and reason repeated within ten minutes answers the first refund (replayed: true). Audit-logged.",
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        body: refundBodySchema,
        response: { 200: refundResponseSchema, ...errorResponses(401, 403, 404, 409, 415, 503) },
      },
    },
    async (request) =>
      refundPurchaseItem(ctx, request.params.id, request.body, requireCurrentUser(request), {
        id: request.id,
        ip: request.ip,
      }),
  );

  app.post(
    "/stripe/payout-purchase-item",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "adminPayoutPurchaseItem",
        tags: ["admin"],
        summary: "Pay the attorney's law firm for a purchase, once",
        description:
          "Only an item with an attorney, not fully refunded and not paid out (409 PAYOUT_NOT_ALLOWED with the reason). The " +
          "amount defaults to what is due (price paid − fee paid − refunded); less needs partialPayoutReason. The transfer goes " +
          "to the law firm's payment-provider account unless skipStripeTransfer; an item without a charge transfers only with " +
          "allowTransferWithoutCharge. Audit-logged.",
        security: [{ bearerAuth: [] }],
        body: payoutBodySchema,
        response: { 200: payoutResponseSchema, ...errorResponses(401, 403, 404, 409, 415, 503) },
      },
    },
    async (request) =>
      payOutPurchaseItem(ctx, request.body, requireCurrentUser(request), { id: request.id, ip: request.ip }),
  );
}
