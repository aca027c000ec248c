import { describe, expect, it } from "vitest";
import { agreementNotarizedEmail, agreementUpdatedEmail, SUMMARY_QUOTE_MAX } from "./index.ts";

const link = "http://localhost:5173/agreement/history";

describe("agreement-updated", () => {
  it("names the attorney, quotes their summary, says earlier approvals no longer count, and links to the changes", async () => {
    const mail = await agreementUpdatedEmail({
      editor: { firstName: "Morgan", lastName: "Blake" },
      summary: "Clarified the\nresidence clause.",
      link,
    });
    expect(mail.template).toBe("agreement-updated");
    expect(mail.subject).toBe("Morgan Blake updated your prenuptial agreement");
    expect(mail.text).toContain("“Clarified the residence clause.”");
    expect(mail.text).toContain("approvals and your review of the earlier text no longer count");
    expect(mail.text.split("\n")).toContain(link);
    expect(mail.html).toContain("Read the changes");
    expect(mail.text).not.toMatch(/<[a-z]/i);
  });

  it("escapes the summary in the HTML and shortens a long one", async () => {
    const mail = await agreementUpdatedEmail({
      editor: { firstName: null, lastName: null },
      summary: `<b>bold</b> ${"x".repeat(SUMMARY_QUOTE_MAX * 2)}`,
      link,
    });
    expect(mail.subject).toBe("An attorney updated your prenuptial agreement");
    expect(mail.html).not.toContain("<b>bold</b>");
    expect(mail.html).toContain("&lt;b&gt;bold&lt;/b&gt;");
    const quoted = /“([^”]*)”/.exec(mail.text)?.[1] ?? "";
    expect(quoted.length).toBe(SUMMARY_QUOTE_MAX);
    expect(quoted.endsWith("…")).toBe(true);
  });
});

describe("agreement-notarized", () => {
  it("tells an online notarization from an uploaded in-person copy, and links to the download", async () => {
    const online = await agreementNotarizedEmail({ via: "ONLINE", link });
    const proof = await agreementNotarizedEmail({ via: "PROOF", link });
    expect(online.subject).toBe("Your prenuptial agreement is notarized");
    expect(online.text).toContain("online notarization is complete");
    expect(proof.text).toContain("signed in person, has been uploaded");
    expect(proof.text.split("\n")).toContain(link);
  });
});
