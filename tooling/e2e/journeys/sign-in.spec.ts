import { expect, test } from "../support/test.ts";
import { apiAs } from "../support/questionnaire.ts";
import { capture, fillIdentitySignIn, openSignOut, signIn, signOut } from "../support/session.ts";
import { demo, urls } from "../support/urls.ts";

// Each seeded role signs in through the real identity pages and lands in its own portal.

test("a customer signs in and lands on the dashboard of the customer app", async ({ page }) => {
  await signIn(page, urls.customer, demo.alex.email);
  await expect(page.getByText(`Welcome, ${demo.alex.firstName}`)).toBeVisible();
  await expect(page.getByText("State: California")).toBeVisible();
  // The side menu is an 80 px rail of icons that expands to show its labels on hover.
  const nav = page.getByRole("navigation", { name: "Main menu" });
  await expect(nav).toHaveCSS("width", "80px");
  // Expanding moves no row: a pointer that pressed on an icon of the rail releases on the same item.
  const rows = nav.locator("a, button, [role=link]");
  const boxes = () =>
    rows.evaluateAll((elements) =>
      elements.map((element) => {
        const { top, height } = element.getBoundingClientRect();
        return `${element.getAttribute("aria-label")} ${Math.round(top)}+${Math.round(height)}`;
      }),
    );
  await page.mouse.move(900, 600);
  const collapsed = await boxes();
  await nav.hover();
  await expect(nav).toHaveCSS("width", "272px");
  expect(await boxes()).toEqual(collapsed);
  await expect(nav.getByText("Dashboard")).toBeVisible();
  // The progress bar and the menu's gates show the server's standing (other journeys move this
  // couple on — the agreement journey generates their document — so the figures come from the API).
  const me = await apiAs<{ id: string }>(page, "/users/me");
  const standing = await apiAs<{ progress: { step: number; percent: number }; gates: { documents: boolean } }>(
    page,
    `/users/${me.id}/standing`,
  );
  expect(standing.progress.step).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole("progressbar", { name: "Progress" })).toHaveAttribute(
    "aria-valuenow",
    String(standing.progress.step),
  );
  await expect(page.getByText(`${standing.progress.percent}%`, { exact: true })).toBeVisible();
  const documents = nav.getByRole("link", { name: "Documents" });
  if (standing.gates.documents) await expect(documents).not.toHaveAttribute("aria-disabled", "true");
  else await expect(documents).toHaveAttribute("aria-disabled", "true");
  await capture(page, "customer-shell", { fullPage: true });
});

test("an approved attorney lands on the attorney dashboard with the full menu", async ({ page }) => {
  await signIn(page, urls.attorney, demo.attorney.email);
  await expect(page).toHaveURL(`${urls.attorney}/`);
  const nav = page.getByRole("navigation", { name: "Main menu" });
  await nav.hover();
  for (const item of ["Dashboard", "Clients", "Appointments", "Reviews", "Payouts", "Help", "Account"]) {
    await expect(nav.getByText(item, { exact: true })).toBeVisible();
  }
  await expect(page.getByText("Morgan Ellis").first()).toBeVisible();
  await capture(page, "attorney-shell", { fullPage: true });
});

test("an attorney under review can reach only the application form", async ({ page }) => {
  await signIn(page, urls.attorney, demo.applicant.email);
  await expect(page).toHaveURL(`${urls.attorney}/attorney/form`);
  await page.goto(`${urls.attorney}/attorney/clients`);
  await expect(page).toHaveURL(`${urls.attorney}/attorney/form`);
  await capture(page, "attorney-under-review", { fullPage: true });
});

test("an admin lands on the users page of the admin portal", async ({ page }) => {
  await signIn(page, urls.admin, demo.admin.email);
  await expect(page).toHaveURL(`${urls.admin}/admin/users`);
  await expect(page.getByText("Admin", { exact: true }).first()).toBeVisible();
  // No ticket form is configured here, so the header has no ticket menu.
  await expect(page.getByRole("button", { name: /ticket/i })).toHaveCount(0);
  await capture(page, "admin-shell", { fullPage: true });
});

test("a customer signing in to the admin portal sees the fallback error page with Log out", async ({ page }) => {
  await signIn(page, urls.admin, demo.sam.email);
  await expect(
    page.getByText(
      "It looks like there was an error loading the page. Please sign out and try again or contact support.",
    ),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
});

test("a signed-out visitor sees the front page: what it is, how it works, the prices, the attorneys, privacy", async ({
  page,
}) => {
  const products = (await (await page.request.get(`${urls.api}/products`)).json()) as {
    productType: string;
    priceInCents: number;
    isActive: boolean;
  }[];
  const prenup = products.find((product) => product.productType === "PRENUP" && product.isActive)!;
  const dollars = `$${(prenup.priceInCents / 100).toLocaleString("en-US")}`;
  await page.goto(`${urls.customer}/`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Your prenuptial agreement, built together" }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "How it works" }).getByRole("listitem")).toHaveCount(5);
  // The price is the product's, as the API answers it.
  await expect(page.getByRole("heading", { name: `Your prenup: ${dollars} for both of you` })).toBeVisible();
  const attorneys = page.getByRole("region", { name: "Who the attorneys are" });
  await expect(
    attorneys
      .getByRole("article")
      .first()
      .or(attorneys.getByText(/^No attorney is listed yet/)),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Your privacy" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Create an account" })).toBeVisible();
  await capture(page, "front-page-desktop", { fullPage: true });

  // On a 390 px phone: the same page, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole("heading", { name: `Your prenup: ${dollars} for both of you` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await capture(page, "front-page-phone", { fullPage: true });

  // Sign in from it: back to the front door's path, signed in.
  await page.getByRole("button", { name: "Sign in" }).click();
  await fillIdentitySignIn(page, demo.alex.email);
  await expect(page.getByText(`Welcome, ${demo.alex.firstName}`)).toBeVisible();
});

test("a signed-out deep link goes through sign-in and comes back to the same page", async ({ page }) => {
  await page.goto(`${urls.customer}/profile?tab=account`);
  await expect(page.getByText("Sign in to open this page: you come back to it right after.")).toBeVisible();
  await page.getByRole("button", { name: "Sign in" }).click();
  await fillIdentitySignIn(page, demo.jordan.email);
  await expect(page).toHaveURL(`${urls.customer}/profile?tab=account`);
});

test("sign-out asks for confirmation, Cancel keeps the session, Log out clears it", async ({ page }) => {
  await signIn(page, urls.customer, demo.alex.email);
  await expect(page.getByText(`Welcome, ${demo.alex.firstName}`)).toBeVisible();

  const dialog = await openSignOut(page);
  await capture(page, "customer-sign-out-confirm");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Welcome, ${demo.alex.firstName}`)).toBeVisible();

  await signOut(page);
  await expect(page).toHaveURL(/\/login/);
  const stored = await page.evaluate(() => ({ session: sessionStorage.length, root: localStorage.getItem("root") }));
  expect(stored).toEqual({ session: 0, root: null });

  // The session at the identity provider is gone too: the next sign-in asks for credentials.
  await page.goto(`${urls.customer}/profile`);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
});

test("an attorney signs out to /login?attorney=true", async ({ page }) => {
  await signIn(page, urls.attorney, demo.attorney.email);
  await signOut(page);
  await expect(page).toHaveURL(`${urls.attorney}/login?attorney=true`);
});
