import { describe, expect, it } from "vitest";
import { loginHintEmail } from "./forms.ts";

describe("loginHintEmail", () => {
  it("keeps an address-like hint, trimmed", () => {
    expect(loginHintEmail(" jordan+prenup@example.test ")).toBe("jordan+prenup@example.test");
    expect(loginHintEmail('jo"<b>@mail.example.test')).toBe('jo"<b>@mail.example.test');
  });

  it("drops anything else", () => {
    for (const hint of [
      undefined,
      42,
      "",
      "jordan",
      "jordan@example",
      "@example.test",
      "jo rdan@example.test",
      "a@b@example.test",
      "jo\u0000@example.test",
      "jordan@example..test",
      `${"x".repeat(250)}@example.test`,
    ]) {
      expect(loginHintEmail(hint)).toBeUndefined();
    }
  });
});
