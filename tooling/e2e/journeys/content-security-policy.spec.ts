import type { Page } from "@playwright/test";
import { expect, test } from "../support/test.ts";
import { watchRequests } from "../support/quiet.ts";
import { signIn } from "../support/session.ts";
import { demo, urls } from "../support/urls.ts";

// The apps are served with a Content-Security-Policy (vite preview sends the one each build writes
// to content-security-policy.txt, the header of the documented deployment). Signed in, each app's
// pages load and work under it: not one securitypolicyviolation event on the way. The policy is in
// force (an injected inline script does not run) and no other site may frame the apps.

type Violation = { directive: string; blocked: string; source: string };

/** Records every securitypolicyviolation event of every document the page loads. */
async function recordViolations(page: Page): Promise<() => Promise<Violation[]>> {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { cspViolations: Violation[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  const all: Violation[] = [];
  // Each full load starts a fresh list: collect it before leaving the page.
  return async () => {
    all.push(
      ...(await page.evaluate(
        () => (window as unknown as { cspViolations?: Violation[] }).cspViolations?.splice(0) ?? [],
      )),
    );
    return all;
  };
}

/** Opens each page in a fresh load: its document carries the policy and its content shows. */
async function visit(
  page: Page,
  appUrl: string,
  paths: string[],
  violations: () => Promise<Violation[]>,
): Promise<string> {
  const requests = watchRequests(page);
  let policy = "";
  for (const path of paths) {
    const response = await page.goto(`${appUrl}${path}`);
    policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy, `${path}: Content-Security-Policy header`).toContain("frame-ancestors 'none'");
    await expect(page.getByRole("main")).toBeVisible();
    // Every lazily loaded part has come (the live stream stays open by design).
    await requests.quiet();
    await expect(page.getByText("It looks like there was an error loading the page.")).toHaveCount(0);
    expect(await violations(), `violations up to ${appUrl}${path}`).toEqual([]);
  }
  return policy;
}

test("the customer app's signed-in pages load under its Content-Security-Policy, which is in force", async ({
  page,
}) => {
  const violations = await recordViolations(page);
  await signIn(page, urls.customer, demo.alex.email);
  await expect(page.getByText(`Welcome, ${demo.alex.firstName}`)).toBeVisible();
  expect(await violations()).toEqual([]);

  const policy = await visit(
    page,
    urls.customer,
    [
      "/",
      "/questionnaire",
      "/alignment",
      "/financial-disclosure",
      "/payment",
      "/attorney-services",
      "/help",
      "/profile?tab=account",
    ],
    violations,
  );
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain("'unsafe-eval'");

  // In force: an inline script added to the page does not run, and says so.
  const ran = await page.evaluate(async () => {
    const script = document.createElement("script");
    script.textContent = "window.inlineScriptRan = true";
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { inlineScriptRan?: boolean }).inlineScriptRan ?? false;
  });
  expect(ran).toBe(false);
  expect((await violations()).map((violation) => violation.directive)).toEqual(["script-src-elem"]);
});

test("the attorney portal's and the admin portal's signed-in pages load under their Content-Security-Policy", async ({
  browser,
}) => {
  const attorney = await browser.newPage();
  const attorneyViolations = await recordViolations(attorney);
  await signIn(attorney, urls.attorney, demo.attorney.email);
  await visit(
    attorney,
    urls.attorney,
    ["/", "/attorney/clients", "/attorney/appointments", "/attorney/reviews", "/attorney/payouts", "/attorney/account"],
    attorneyViolations,
  );
  await attorney.close();

  const admin = await browser.newPage();
  const adminViolations = await recordViolations(admin);
  await signIn(admin, urls.admin, demo.admin.email);
  const policy = await visit(
    admin,
    urls.admin,
    [
      "/admin/users",
      "/admin/attorneys",
      "/admin/law-firms",
      "/admin/states",
      "/admin/discounts",
      "/admin/purchases",
      "/admin/attorney/payouts",
    ],
    adminViolations,
  );
  // The staff portals load no payment provider.
  expect(policy).not.toContain("stripe");
  await admin.close();
});

test("no other site can frame the apps", async ({ page }) => {
  for (const appUrl of [urls.customer, urls.attorney, urls.admin]) {
    await page.goto(`${urls.identity}/terms`);
    await page.evaluate((src) => {
      const frame = document.createElement("iframe");
      frame.src = `${src}/login`;
      document.body.append(frame);
    }, appUrl);
    // Chromium refuses the app's document and shows its own error page in the frame instead.
    await expect
      .poll(() =>
        page
          .frames()
          .find((frame) => frame !== page.mainFrame())
          ?.url(),
      )
      .toBe("chrome-error://chromewebdata/");
    await expect(page.frameLocator("iframe").getByRole("button", { name: "Sign in" })).toHaveCount(0);
  }
});
