import { expect, test, type Page } from "@playwright/test";
import { artifacts, urls } from "../support/urls.ts";

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function signUp(page: Page, appUrl: string, email: string) {
  await page.goto(`${appUrl}/signup`);
  await expect(page).toHaveURL(new RegExp(`^${urls.identity}`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/account/i);
  await page.getByLabel("First name").fill("Robin");
  await page.getByLabel("Last name").fill("Hart");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("a-long-enough-secret");
  await page.getByLabel("Confirm password").fill("a-long-enough-secret");
  await page.getByRole("button", { name: "Create account" }).click();
}

test("someone signs up from the customer app and becomes a customer", async ({ page }) => {
  await signUp(page, urls.customer, `robin-${unique()}@example.test`);
  await expect(page).toHaveURL(`${urls.customer}/`);
  await expect(page.getByRole("heading", { name: "Welcome, Robin" })).toBeVisible();
  await expect(page.getByText("You have not started a prenup yet.")).toBeVisible();
  await page.screenshot({ path: `${artifacts}customer-new-account.png`, fullPage: true });
});

test("someone signs up from the attorney app and is sent to the application form", async ({ page }) => {
  await signUp(page, urls.attorney, `counsel-${unique()}@example.test`);
  await expect(page).toHaveURL(`${urls.attorney}/attorney/form`);
  await page.screenshot({ path: `${artifacts}attorney-new-applicant.png`, fullPage: true });
});
