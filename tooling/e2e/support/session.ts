import {
  expect,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type LocatorScreenshotOptions,
  type Page,
  type PageScreenshotOptions,
} from "@playwright/test";
import { artifacts, DEMO_PASSWORD, urls } from "./urls.ts";

/** On the identity provider's sign-in page: fill the form the way a person would and submit. */
export async function fillIdentitySignIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${urls.identity}`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Opens the app's /login page, starts sign-in and completes it on the identity provider. */
export async function signIn(page: Page, appUrl: string, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${appUrl}/login`);
  await page.getByRole("button", { name: "Sign in" }).click();
  await fillIdentitySignIn(page, email, password);
  // Back in the app, and past /oauth/callback: the session is stored once the callback has navigated on.
  await expect(page).toHaveURL((url) => url.origin === new URL(appUrl).origin && url.pathname !== "/oauth/callback");
}

/**
 * A page of its own (a new browser context: a person on their own device) signed in to the app;
 * `options` set the context's other settings (a user agent naming "prenup-instance-2" pins the
 * person to the second API instance behind the instance proxy).
 */
export async function signedIn(
  browser: Browser,
  appUrl: string,
  email: string,
  viewport = { width: 1280, height: 900 },
  options: BrowserContextOptions = {},
): Promise<Page> {
  const page = await (await browser.newContext({ ...options, viewport })).newPage();
  await signIn(page, appUrl, email);
  return page;
}

/**
 * Screenshots are for a person to look at after a local run (`tooling/e2e/artifacts/`). CI keeps no
 * artifacts, so there they are taken only with E2E_SCREENSHOTS=1: each costs the browser a third of
 * a CPU-second, and the journeys take about 150.
 */
export const screenshotsKept = !process.env["CI"] || process.env["E2E_SCREENSHOTS"] === "1";

/** A screenshot of a page or of one element into the artifacts folder as `<name>.png` (see `screenshotsKept`). */
export async function capture(
  target: Page | Locator,
  name: string,
  options: Omit<PageScreenshotOptions & LocatorScreenshotOptions, "path"> = {},
): Promise<void> {
  if (!screenshotsKept) return;
  await target.screenshot({ ...options, path: `${artifacts}${name}.png` });
}

/** A full-page screenshot into the artifacts folder, from the top (the fixed header and menu would otherwise sit mid-page). */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!screenshotsKept) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await capture(page, name, { fullPage: true });
}

/** Opens the side menu's Sign out confirmation and returns its dialog. */
export async function openSignOut(page: Page): Promise<Locator> {
  const dialog = page.getByRole("dialog");
  await page.getByRole("button", { name: "Sign out" }).first().click();
  await expect(dialog.getByText("Are you sure you want to log out?")).toBeVisible();
  return dialog;
}

/** Opens the side menu's Sign out and confirms in the dialog. */
export async function signOut(page: Page): Promise<void> {
  const dialog = await openSignOut(page);
  await dialog.getByRole("button", { name: "Log out" }).click();
}
