import { describe, expect, it } from "vitest";
import { compileEmailHtml, renderEmail, type EmailContent } from "./layout.ts";

const base: EmailContent = {
  template: "layout-test",
  subject: "Your receipt",
  preview: "What you paid for",
  paragraphs: ["Thank you for your purchase."],
  action: { label: "Open the dashboard", url: "https://app.example.test/?a=1&b=2" },
  after: [],
  reason: "You receive this e-mail because you bought something.",
};

// Values that HTML escaping changes, that look like the layout's own slot markers, or that a
// string replacement would read as a pattern.
const awkward = [`<script>alert("x")</script>`, "O'Brien & Co", "@@slot0@@ and @@slot12@@", "$& $1 $$", "Zoë — 100 %"];

const contents: EmailContent[] = [
  base,
  { ...base, paragraphs: [], after: ["One more thing."] },
  {
    ...base,
    subject: awkward[0]!,
    preview: awkward[1]!,
    paragraphs: awkward,
    details: awkward.map((value, index) => ({ label: `Line ${index}`, value })),
    after: [awkward[2]!, awkward[3]!],
    reason: awkward[4]!,
    turnOff: { label: "Turn these off", url: "https://app.example.test/settings?x=<y>&z" },
  },
  {
    ...base,
    details: [
      { label: "Amount", value: "$1,299.00" },
      { label: "Method", value: "Card ending 4242" },
    ],
    turnOff: { label: awkward[1]!, url: "https://app.example.test/off" },
  },
];

describe("renderEmail", () => {
  it("writes the HTML MJML writes for the same content, for every shape and awkward value", async () => {
    for (const content of contents) {
      expect((await renderEmail(content)).html).toBe(await compileEmailHtml(content));
    }
  });

  it("fills one compiled shape with each e-mail's own values", async () => {
    const first = await renderEmail({ ...base, paragraphs: ["First e-mail."] });
    const second = await renderEmail({ ...base, paragraphs: ["Second e-mail."] });
    expect(first.html).toContain("First e-mail.");
    expect(first.html).not.toContain("Second e-mail.");
    expect(second.html).toBe(await compileEmailHtml({ ...base, paragraphs: ["Second e-mail."] }));
    expect(second.html).not.toMatch(/@@slot\d+@@/);
  });
});
