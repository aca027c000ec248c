import { describe, expect, it } from "vitest";
import { cardFeeCents } from "./bare-server.ts";

describe("the bare baseline's card fee", () => {
  it("is 2.9 % rounded half up plus 30 cents, as the API charges it", () => {
    expect(cardFeeCents(10_000)).toBe(320);
    expect(cardFeeCents(15_000)).toBe(465);
    // 1 750 × 2.9 % = 50.75 → 51; 50 × 2.9 % = 1.45 → 1; 1 000 050 × 2.9 % = 29 001.45 → 29 001
    expect(cardFeeCents(1_750)).toBe(81);
    expect(cardFeeCents(50)).toBe(31);
    expect(cardFeeCents(1_000_050)).toBe(29_031);
    // Exactly half a cent rounds up: 2 500 × 2.9 % = 72.5 → 73.
    expect(cardFeeCents(2_500)).toBe(103);
  });

  it("is nothing on a free cart", () => {
    expect(cardFeeCents(0)).toBe(0);
  });
});
