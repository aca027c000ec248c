import { describe, expect, it } from "vitest";
import { fromEditorText, hasHtmlTags, toEditorDoc, toPlainText } from "./rich-text.ts";

describe("the editor's text format (plain text)", () => {
  it("opens generated text as one paragraph per line, taking angle brackets as text", () => {
    expect(toEditorDoc("Each party keeps 5 < 6 items.\n\nSecond line")).toEqual({
      type: "doc",
      content: [
        { type: "paragraph", content: [{ type: "text", text: "Each party keeps 5 < 6 items." }] },
        { type: "paragraph" },
        { type: "paragraph", content: [{ type: "text", text: "Second line" }] },
      ],
    });
    expect(toEditorDoc("")).toEqual({ type: "doc", content: [{ type: "paragraph" }] });
  });

  it("turns an older HTML draft into plain lines", () => {
    expect(toPlainText("<p><strong>One</strong> &amp; two</p><ul><li><p>Three</p></li></ul>")).toBe("One & two\nThree");
    expect(hasHtmlTags("<p>x</p>")).toBe(true);
    expect(hasHtmlTags("Alex keeps 3 < 4 things")).toBe(false);
  });

  it("saves plain text with no tags, and an emptied block as no text", () => {
    expect(fromEditorText("First\nSecond <b>bold</b>")).toBe("First\nSecond bold");
    expect(fromEditorText("\n")).toBe("");
    expect(fromEditorText("Line\r\nNext")).toBe("Line\nNext");
  });
});
