import { describe, expect, it } from "vitest";
import { fromEditorHtml, isRichText, toEditorHtml } from "./rich-text.ts";

describe("the editor's text format", () => {
  it("opens plain generated text as one paragraph per line, escaped", () => {
    expect(toEditorHtml("Each party keeps <their> property.\nSecond line")).toBe("<p>Each party keeps &lt;their&gt; property.</p><p>Second line</p>");
    expect(isRichText("Each party keeps")).toBe(false);
  });

  it("opens what the editor wrote as it is", () => {
    const html = "<ul><li><p><strong>One</strong></p></li></ul>";
    expect(isRichText(html)).toBe(true);
    expect(toEditorHtml(html)).toBe(html);
  });

  it("saves an emptied block as no text", () => {
    expect(fromEditorHtml("<p></p>")).toBe("");
    expect(fromEditorHtml("<p>Kept</p>")).toBe("<p>Kept</p>");
  });
});
