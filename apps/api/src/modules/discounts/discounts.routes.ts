import { access } from "../../access/rules.ts";
import { requireCurrentUser } from "../../access/request-context.ts";
import { errorResponses, idParamsSchema } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import {
  couponSchema,
  couponsPageSchema,
  createCouponBodySchema,
  createDiscountCodeBodySchema,
  discountCodeSchema,
  discountCodesSchema,
  discountProductsSchema,
  listCouponsQuerySchema,
  updateDiscountCodeBodySchema,
} from "./discounts.schemas.ts";
import { createCoupon } from "./create-coupon.ts";
import { createDiscountCode } from "./create-discount-code.ts";
import type { DiscountsContext } from "./discounts.context.ts";
import { listCoupons } from "./list-coupons.ts";
import { listDiscountCodes } from "./list-discount-codes.ts";
import { listDiscountProducts } from "./list-discount-products.ts";
import { updateDiscountCode } from "./update-discount-code.ts";

const security = [{ bearerAuth: [] }];
const tags = ["admin"];

export function registerDiscountsRoutes(app: ApiInstance, deps: { discounts: DiscountsContext }): void {
  const ctx = deps.discounts;
  const rule = { access: access.admin() };

  app.get(
    "/admin/discounts/coupons",
    {
      config: rule,
      schema: {
        operationId: "adminListCoupons",
        tags,
        summary: "Coupons, newest first, searchable by name, paginated",
        security,
        querystring: listCouponsQuerySchema,
        response: { 200: couponsPageSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listCoupons(ctx, request.query),
  );

  app.post(
    "/admin/discounts/coupons",
    {
      config: rule,
      schema: {
        operationId: "adminCreateCoupon",
        tags,
        summary: "Create a coupon: a percentage or a fixed amount off (exactly one), with an optional expiry",
        description:
          "The name is unique among live coupons, compared without letter case: a second one answers 409 " +
          "COUPON_NAME_EXISTS and creates nothing.",
        security,
        body: createCouponBodySchema,
        response: { 201: couponSchema, ...errorResponses(401, 403, 409, 415) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await createCoupon(ctx, {
          body: request.body,
          adminId: requireCurrentUser(request).id,
          request: { id: request.id, ip: request.ip },
        }),
      ),
  );

  app.get(
    "/admin/discounts/coupons/:id/discount-codes",
    {
      config: rule,
      schema: {
        operationId: "adminListDiscountCodes",
        tags,
        summary: "The promo codes of a coupon, with their paid redemptions",
        security,
        params: idParamsSchema,
        response: { 200: discountCodesSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => listDiscountCodes(ctx, request.params.id),
  );

  app.post(
    "/admin/discounts/coupons/:id/discount-codes",
    {
      config: rule,
      schema: {
        operationId: "adminCreateDiscountCode",
        tags,
        summary: "Create a promo code for a coupon (stored upper-case; customers type it in any case)",
        description: "A code already in use → 409 DISCOUNT_CODE_EXISTS.",
        security,
        params: idParamsSchema,
        body: createDiscountCodeBodySchema,
        response: { 201: discountCodeSchema, ...errorResponses(401, 403, 404, 409, 415) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await createDiscountCode(ctx, {
          couponId: request.params.id,
          body: request.body,
          adminId: requireCurrentUser(request).id,
          request: { id: request.id, ip: request.ip },
        }),
      ),
  );

  app.patch(
    "/admin/discounts/discount-codes/:id",
    {
      config: rule,
      schema: {
        operationId: "adminUpdateDiscountCode",
        tags,
        summary: "Activate or deactivate a code, change its expiry or its limit per customer",
        security,
        params: idParamsSchema,
        body: updateDiscountCodeBodySchema,
        response: { 200: discountCodeSchema, ...errorResponses(401, 403, 404, 415) },
      },
    },
    async (request) =>
      updateDiscountCode(ctx, {
        codeId: request.params.id,
        body: request.body,
        adminId: requireCurrentUser(request).id,
        request: { id: request.id, ip: request.ip },
      }),
  );

  app.get(
    "/admin/discounts/products",
    {
      config: rule,
      schema: {
        operationId: "adminListDiscountProducts",
        tags,
        summary: "Products and whether discounts apply to them",
        security,
        response: { 200: discountProductsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => listDiscountProducts(ctx),
  );
}
