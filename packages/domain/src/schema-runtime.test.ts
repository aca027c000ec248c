import { afterEach, describe, expect, it } from "vitest";
import { config, z } from "zod";
import { parseSchemasWithoutEval } from "./schema-runtime.ts";

describe("parseSchemasWithoutEval", () => {
  const before = config().jitless;
  afterEach(() => {
    config({ jitless: before });
  });

  it("is what zod's own configuration reads: jitless, and parsing still works", () => {
    config({ jitless: false });
    parseSchemasWithoutEval();
    expect(config().jitless).toBe(true);
    const schema = z.object({ name: z.string().min(1) });
    expect(schema.parse({ name: "Avery" })).toEqual({ name: "Avery" });
    expect(schema.safeParse({ name: "" }).success).toBe(false);
  });
});
