/** Every feature folder has the shared interior (.github/DESIGN.md, "The apps"; `@prenup/ui/testing/feature-interior`). */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { featureInteriorProblems } from "@prenup/ui/testing/feature-interior";
import { describe, expect, it } from "vitest";

describe("feature folders", () => {
  it("all have the shared interior", () => {
    expect(
      featureInteriorProblems(path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../src/features")),
    ).toEqual([]);
  });
});
