/** Admin: coupons, their promo codes, and which products take discounts. */
export { registerDiscountsRoutes } from "./discounts.routes.ts";
export { createDiscountsService, type DiscountsService } from "./discounts.service.ts";
export { createDiscountsRepository } from "./discounts.repository.ts";
