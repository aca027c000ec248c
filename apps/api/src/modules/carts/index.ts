/** Carts, promo codes, checkout and the payment provider's events. */
export { registerCartsRoutes } from "./carts.routes.ts";
export { createCartsService, CART_MESSAGES, type CartsService } from "./carts.service.ts";
export { createCartsRepository } from "./carts.repository.ts";
