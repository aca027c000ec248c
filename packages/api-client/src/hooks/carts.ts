/** Cart, promo code and checkout hooks (the customer payment screen). */
export {};
