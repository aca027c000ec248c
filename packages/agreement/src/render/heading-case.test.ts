import { describe, expect, it } from "vitest";
import { headingCase } from "./heading-case.ts";

describe("headingCase", () => {
  it("capitalizes a heading but keeps statute subdivisions as cited", () => {
    expect(headingCase("Waiver of Independent Counsel (Family Code section 1615(c)(1))")).toBe(
      "WAIVER OF INDEPENDENT COUNSEL (FAMILY CODE SECTION 1615(c)(1))",
    );
    expect(headingCase("Rights on Death")).toBe("RIGHTS ON DEATH");
    expect(headingCase("Under § 519.11, subd. 1b(a) and 2(c)")).toBe("UNDER § 519.11, SUBD. 1b(a) AND 2(c)");
  });
});
