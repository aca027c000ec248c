import { describe, expect, it } from "vitest";
import { sectionSlug } from "./progress.ts";

describe("sectionSlug", () => {
  it("lower-cases the label and turns spaces into hyphens", () => {
    expect(sectionSlug("Background Information")).toBe("background-information");
    expect(sectionSlug("Understanding")).toBe("understanding");
  });
  it("trims and turns a run of whitespace into one hyphen", () => {
    expect(sectionSlug("  Assets  and\tDebts ")).toBe("assets-and-debts");
  });
  it("keeps other characters", () => {
    expect(sectionSlug("Spousal Support & Alimony")).toBe("spousal-support-&-alimony");
  });
});
