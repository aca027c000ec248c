import { describe, expect, it } from "vitest";
import { currentDocument, type UserDocument } from "./documents.ts";

const doc = (id: string, isActive: boolean) => ({ id, isActive }) as UserDocument;

describe("currentDocument", () => {
  it("picks the active document, else the first, else none", () => {
    expect(currentDocument([doc("old", false), doc("live", true)])?.id).toBe("live");
    expect(currentDocument([doc("first", false), doc("second", false)])?.id).toBe("first");
    expect(currentDocument([])).toBeNull();
    expect(currentDocument(undefined)).toBeNull();
  });
});
