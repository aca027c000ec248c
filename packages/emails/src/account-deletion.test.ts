import { describe, expect, it } from "vitest";
import { accountDeletionScheduledEmail, agreementClosedEmail } from "./account-deletion.ts";

describe("account deletion e-mails", () => {
  it("says the day of the deletion and links to cancelling it", async () => {
    const mail = await accountDeletionScheduledEmail({
      user: { firstName: "Ana" },
      deletionOn: "December 28, 2026",
      accountUrl: "https://app.example/account",
    });
    expect(mail.subject).toBe("Your account will be deleted");
    expect(mail.text).toContain("December 28, 2026");
    expect(mail.text).toContain("https://app.example/account");
    expect(mail.html).toContain("Cancel the deletion");
  });

  it("tells the partner the agreement closed without naming why beyond the account", async () => {
    const mail = await agreementClosedEmail({ user: { firstName: "Ben" }, dashboardUrl: "https://app.example/" });
    expect(mail.text).toContain("Hi Ben");
    expect(mail.text).toContain("had not been signed");
    expect(mail.text).not.toMatch(/deleted/i);
  });
});
