import { describe, expect, it } from "vitest";
import { fullName } from "./names.ts";

describe("fullName", () => {
  it("joins the parts in order", () => {
    expect(fullName({ firstName: "Alex", middleName: "J.", lastName: "Rivera", suffix: "Jr." })).toBe(
      "Alex J. Rivera Jr.",
    );
  });
  it("leaves out missing, null and blank parts and trims the rest", () => {
    expect(fullName({ firstName: " Jordan ", middleName: "  ", lastName: "Lee", suffix: null })).toBe("Jordan Lee");
    expect(fullName({ lastName: "Chen" })).toBe("Chen");
    expect(fullName({})).toBe("");
  });
});
