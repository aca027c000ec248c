import { describe, expect, it } from "vitest";
import {
  updateProductSchema,
  updateStateSchema,
  updateTemplateStateSchema,
  updateTermSchema,
} from "./reference-admin.ts";

const messages = (
  schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  body: unknown,
) => {
  const result = schema.safeParse(body);
  return result.success ? [] : result.error!.issues.map((issue) => issue.message);
};

describe("reference edits", () => {
  it("a state edit names at least one known field; text is trimmed and empty clears it", () => {
    expect(messages(updateStateSchema, {})).toEqual(["Change at least one field"]);
    expect(messages(updateStateSchema, { name: "X" })).toEqual(["This field cannot be changed: name"]);
    expect(messages(updateStateSchema, { allowsOnlineNotary: "no" })).toEqual(["Use true or false"]);
    expect(messages(updateStateSchema, { attorneySupport: "ALWAYS" })).toEqual([
      "attorneySupport must be NONE or PARTNER",
    ]);
    expect(updateStateSchema.parse({ allowsOnlineNotary: false, notaryBlockText: "  Sign in person.  " })).toEqual({
      allowsOnlineNotary: false,
      notaryBlockText: "Sign in person.",
    });
    expect(updateStateSchema.parse({ notaryBlockText: "   " })).toEqual({ notaryBlockText: null });
    expect(messages(updateStateSchema, { notaryBlockText: "x".repeat(2001) })).toHaveLength(1);
  });

  it("a term needs wording; a template state's document name cannot be emptied", () => {
    expect(messages(updateTermSchema, { value: "  " })).toEqual(["The term's wording is required"]);
    expect(updateTermSchema.parse({ value: " Spouse " })).toEqual({ value: "Spouse" });
    expect(messages(updateTermSchema, { value: "x", key: "y" })).toEqual(["This field cannot be changed: key"]);
    expect(messages(updateTemplateStateSchema, { termForDocument: "" })).toEqual(["The document's name is required"]);
    expect(updateTemplateStateSchema.parse({ statute: "", witnessRequired: true })).toEqual({
      statute: null,
      witnessRequired: true,
    });
  });

  it("a product's price is whole cents from $0.50 to $10,000; its name cannot be emptied; its kind is not editable", () => {
    const price = "Enter a price from $0.50 to $10,000, in whole cents";
    expect(messages(updateProductSchema, { priceInCents: 49 })).toEqual([price]);
    expect(messages(updateProductSchema, { priceInCents: 1_000_001 })).toEqual([price]);
    expect(messages(updateProductSchema, { priceInCents: 199.5 })).toEqual([price]);
    expect(messages(updateProductSchema, { priceInCents: "199" })).toEqual([price]);
    expect(updateProductSchema.parse({ priceInCents: 50 })).toEqual({ priceInCents: 50 });
    expect(updateProductSchema.parse({ priceInCents: 1_000_000 })).toEqual({ priceInCents: 1_000_000 });
    expect(messages(updateProductSchema, { title: "  " })).toEqual(["The product's name is required"]);
    expect(updateProductSchema.parse({ title: " Amendment ", description: "" })).toEqual({
      title: "Amendment",
      description: null,
    });
    expect(messages(updateProductSchema, { productType: "PRENUP" })).toEqual([
      "This field cannot be changed: productType",
    ]);
    expect(messages(updateProductSchema, {})).toEqual(["Change at least one field"]);
  });
});
