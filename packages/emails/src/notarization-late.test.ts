import { describe, expect, it } from "vitest";
import { notarizationLateEmail } from "./index.ts";

describe("notarization-late", () => {
  it("says the signing does not count, why, and what the couple can do, with the link", async () => {
    const link = "http://localhost:5173/notarize/review";
    const mail = await notarizationLateEmail({
      signedOn: "2026-12-12",
      reason: "Signed on December 12, 2026, too late: <b>the wedding</b> was that day.",
      link,
    });
    expect(mail.template).toBe("notarization-late");
    expect(mail.subject).toBe("Your notarization was completed too late to count");
    expect(mail.text).toContain("completed on December 12, 2026,");
    expect(mail.text).toContain("we do not treat your agreement as notarized");
    expect(mail.text).toContain("an administrator can correct the date");
    expect(mail.text).toContain("postnuptial agreement");
    expect(mail.text.split("\n")).toContain(link);
    expect(mail.html).toContain("&lt;b&gt;the wedding&lt;/b&gt;");
  });
});
