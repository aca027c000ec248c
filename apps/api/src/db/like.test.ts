import { describe, expect, it } from "vitest";
import { containsPattern } from "./like.ts";

describe("containsPattern", () => {
  it("wraps the text in wildcards and escapes the ones it contains", () => {
    expect(containsPattern("house")).toBe("%house%");
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});
