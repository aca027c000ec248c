import { describe, expect, it } from "vitest";
import { dataExportReadyEmail } from "./index.ts";

describe("data-export-ready", () => {
  it("gives the single-use link and when it stops working", async () => {
    const link = "http://localhost:4000/data-exports/abc123";
    const mail = await dataExportReadyEmail({
      user: { firstName: "<b>Sam</b>" },
      link,
      expiresOn: "November 22, 2026 at 12:00 PM UTC",
    });
    expect(mail.template).toBe("data-export-ready");
    expect(mail.subject).toBe("Your data is ready to download");
    expect(mail.text.split("\n")).toContain(link);
    expect(mail.text).toContain("The link works once and until November 22, 2026 at 12:00 PM UTC.");
    expect(mail.html).not.toContain("<b>Sam</b>");
  });
});
