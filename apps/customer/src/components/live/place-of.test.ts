import { describe, expect, it } from "vitest";
import { placeOf } from "./place-of.ts";

const sections = [
  { id: "s-property", path: "property" },
  { id: "s-support", path: "support" },
];

describe("placeOf", () => {
  it("names the questionnaire section on screen by its id", () => {
    expect(placeOf("/questionnaire/property", sections)).toEqual({ place: "questionnaire", sectionId: "s-property" });
    expect(placeOf("/questionnaire/property/", sections)).toEqual({ place: "questionnaire", sectionId: "s-property" });
    expect(placeOf("/questionnaire", sections)).toEqual({ place: "questionnaire", sectionId: null });
  });

  it("names every other page's place, and elsewhere for the rest", () => {
    expect(placeOf("/", sections).place).toBe("dashboard");
    expect(placeOf("/financial-disclosure", sections).place).toBe("disclosure");
    expect(placeOf("/documents", sections).place).toBe("documents");
    expect(placeOf("/documents/review", sections).place).toBe("agreement");
    expect(placeOf("/notarize/review", sections).place).toBe("notarization");
    expect(placeOf("/attorney-services/events/1", sections).place).toBe("attorneys");
    expect(placeOf("/help", sections).place).toBe("elsewhere");
  });
});
