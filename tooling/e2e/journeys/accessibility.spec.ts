import { expect, test } from "../support/test.ts";
import { expectNoSeriousAxeViolations as expectNoSeriousViolations } from "../support/axe.ts";
import { DEMO_PASSWORD, demo, urls } from "../support/urls.ts";
import { capture } from "../support/session.ts";

test("the sign-in pages have no serious accessibility violations", async ({ page }) => {
  await page.goto(`${urls.customer}/login`);
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByLabel("Email")).toBeVisible();
  await expectNoSeriousViolations(page);
  await capture(page, "identity-sign-in", { fullPage: true });

  await page
    .getByRole("link", { name: /create an account|sign up/i })
    .first()
    .click();
  await expect(page.getByLabel("Confirm password")).toBeVisible();
  await expectNoSeriousViolations(page);
  await capture(page, "identity-sign-up", { fullPage: true });

  await page.goto(`${urls.identity}/terms`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("a person signs in with the keyboard alone", async ({ page }) => {
  await page.goto(`${urls.customer}/login`);
  // The Sign in button has focus when the page opens.
  await expect(page.getByRole("button", { name: "Sign in" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Email")).toBeFocused();
  await page.keyboard.type(demo.alex.email);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page.getByText(`Welcome, ${demo.alex.firstName}`)).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("a wrong password is refused with a clear message and the e-mail kept", async ({ page }) => {
  await page.goto(`${urls.customer}/login`);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByLabel("Email").fill(demo.alex.email);
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText("Incorrect email or password.");
  await expect(page.getByLabel("Email")).toHaveValue(demo.alex.email);
});
