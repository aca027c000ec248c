import { describe, expect, it } from "vitest";
import { LOCAL_CARD_MESSAGES, localCardProblems, localCardToken } from "./local-card.ts";

describe("the local gateway's card form", () => {
  const today = new Date("2026-11-22T12:00:00Z");
  it("checks number, expiry and security code", () => {
    expect(localCardProblems({ number: "4242 4242 4242 4242", expiry: "12/28", cvc: "123" }, today)).toEqual({});
    expect(localCardProblems({ number: "4242", expiry: "10/26", cvc: "1" }, today)).toEqual({
      number: LOCAL_CARD_MESSAGES.number,
      expiry: LOCAL_CARD_MESSAGES.expiry,
      cvc: LOCAL_CARD_MESSAGES.cvc,
    });
    expect(localCardProblems({ number: "4242424242424242", expiry: "11/26", cvc: "1234" }, today)).toEqual({});
  });
  it("turns the test cards into tokens and nothing else leaves the page", () => {
    expect(localCardToken("4242 4242 4242 4242")).toBe("tok_local_success");
    expect(localCardToken("4000-0000-0000-0002")).toBe("tok_local_decline");
    expect(localCardToken("4000002760003184")).toBe("tok_local_authenticate");
    expect(localCardToken("5555555555554444")).toBe("tok_local_unknown");
  });
});
