import { describe, expect, it } from "vitest";
import {
  formatCardNumber,
  formatExpiry,
  LOCAL_CARD_MESSAGES,
  localCardProblems,
  localCardToken,
} from "./local-card.ts";

describe("the local gateway's card form", () => {
  const today = new Date("2026-11-22T12:00:00Z");

  it("accepts a valid card, up to the end of its expiry month", () => {
    expect(localCardProblems({ number: "4242 4242 4242 4242", expiry: "12/28", cvc: "123" }, today)).toEqual({});
    expect(localCardProblems({ number: "4000-0027-6000-3184", expiry: "11/26", cvc: "1234" }, today)).toEqual({});
    expect(localCardProblems({ number: "378282246310005", expiry: "01/30", cvc: "1234" }, today)).toEqual({});
  });

  it("refuses a short or mistyped number, a past or malformed expiry and a bad code", () => {
    expect(localCardProblems({ number: "4242", expiry: "10/26", cvc: "1" }, today)).toEqual({
      number: LOCAL_CARD_MESSAGES.number,
      expiry: LOCAL_CARD_MESSAGES.expiry,
      cvc: LOCAL_CARD_MESSAGES.cvc,
    });
    expect(localCardProblems({ number: "4242 4242 4242 4241", expiry: "13/27", cvc: "12a" }, today)).toEqual({
      number: LOCAL_CARD_MESSAGES.number,
      expiry: LOCAL_CARD_MESSAGES.expiry,
      cvc: LOCAL_CARD_MESSAGES.cvc,
    });
    expect(localCardProblems({ number: "4242424242424242", expiry: "1227", cvc: "123" }, today).expiry).toBe(
      LOCAL_CARD_MESSAGES.expiry,
    );
  });

  it("turns the test cards into the gateway's tokens, any other number into the unknown one", () => {
    expect(localCardToken("4242 4242 4242 4242")).toBe("tok_local_success");
    expect(localCardToken("4000-0000-0000-0002")).toBe("tok_local_decline");
    expect(localCardToken("4000002760003184")).toBe("tok_local_authenticate");
    expect(localCardToken("5555555555554444")).toBe("tok_local_unknown");
  });

  it("formats what is typed", () => {
    expect(formatCardNumber("42424242x4242 4242")).toBe("4242 4242 4242 4242");
    expect(formatExpiry("1229")).toBe("12/29");
    expect(formatExpiry("1")).toBe("1");
  });
});
