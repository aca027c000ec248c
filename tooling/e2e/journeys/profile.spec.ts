import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/test.ts";
import { capture, signIn } from "../support/session.ts";
import { demo, urls } from "../support/urls.ts";

async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.length}) ${violation.nodes.map((node) => `${node.target.join(" ")} ${node.any[0]?.message ?? ""}`).join(" || ")}`,
    );
}

// A customer edits their own profile on /profile; each change is saved on its own and survives a reload.

test("a customer changes the middle name, phone number and gender, and they are kept after a reload", async ({
  page,
}) => {
  await signIn(page, urls.customer, demo.jordan.email);
  // Sign-in is complete once the dashboard greets the customer; only then leave it.
  await expect(page.getByText(`Welcome, ${demo.jordan.firstName}`)).toBeVisible();
  await page.goto(`${urls.customer}/profile`);
  await expect(page.getByRole("heading", { name: "Account", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(demo.jordan.email);
  await expect(page.getByLabel(/^First name/)).toHaveValue(demo.jordan.firstName);

  const middleName = page.getByLabel("Middle name", { exact: true });
  await middleName.fill("Avery");
  // Saved after the pause in typing, without leaving the field.
  await expect(page.getByRole("status", { name: "Save status: Middle name" })).toHaveText("Saved");
  // Keyboard order follows the form: from the middle name, Tab reaches the last name.
  await page.keyboard.press("Tab");
  await expect(page.getByLabel(/^Last name/)).toBeFocused();

  const phone = page.getByLabel("Phone number", { exact: true });
  await phone.fill("");
  await phone.pressSequentially("2133734253");
  await expect(phone).toHaveValue("(213) 373-4253");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("status", { name: "Save status: Phone number" })).toHaveText("Saved");

  // An invalid phone number is refused on the page, before anything is sent.
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "PATCH") requests.push(request.url());
  });
  await phone.fill("555 12");
  await page.keyboard.press("Tab");
  await expect(page.getByText("Invalid phone number")).toBeVisible();
  expect(requests).toEqual([]);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.getByLabel("Gender", { exact: true }).selectOption("NON_BINARY");
  await expect(page.getByRole("status", { name: "Save status: Gender" })).toHaveText("Saved");

  await page.reload();
  await expect(page.getByLabel("Middle name", { exact: true })).toHaveValue("Avery");
  await expect(page.getByLabel("Phone number", { exact: true })).toHaveValue("(213) 373-4253");
  await expect(page.getByLabel("Gender", { exact: true })).toHaveValue("NON_BINARY");
  await expect(page.getByRole("link", { name: /Reset your password/ })).toHaveAttribute(
    "href",
    `${urls.identity}/password/forgot`,
  );
  await capture(page, "customer-profile", { fullPage: true });
});
