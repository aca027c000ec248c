/** Staff money hooks: purchase items, refunds, payouts, discounts (the admin payouts and discounts screens). */
export {};
