import { expect, test } from "../support/test.ts";
import {
  fillIdentitySignUp,
  NEW_PASSWORD,
  openIdentityConfirmationLink,
  submitIdentitySignUp,
  unique,
} from "../support/questionnaire.ts";
import { expectNoSeriousAxeViolations } from "../support/axe.ts";
import { capture, fillIdentitySignIn } from "../support/session.ts";
import { urls } from "../support/urls.ts";

const robin = (email: string) => ({ email, firstName: "Robin", lastName: "Hart" });

test("someone signs up from the customer app, confirms the address and becomes a customer", async ({ page }) => {
  await page.goto(`${urls.customer}/signup`);
  await fillIdentitySignUp(page, robin(`robin-${unique()}@example.test`));
  await expect(page).toHaveURL(`${urls.customer}/`);
  await expect(page.getByText("Welcome, Robin")).toBeVisible();
  await expect(page.getByText("You have not started a prenup yet.")).toBeVisible();
  // The first screen is the next step, with one button to it.
  const next = page.getByRole("region", { name: "Your next step" });
  await expect(
    next.getByText("Start your questionnaire: choose your state and answer the first questions."),
  ).toBeVisible();
  await capture(page, "customer-new-account", { fullPage: true });
  await next.getByRole("link", { name: "Start the questionnaire" }).click();
  await expect(page).toHaveURL(`${urls.customer}/questionnaire`);
});

test("someone signs up from the attorney app and is sent to the application form", async ({ page }) => {
  await page.goto(`${urls.attorney}/signup`);
  await fillIdentitySignUp(page, robin(`counsel-${unique()}@example.test`));
  await expect(page).toHaveURL(`${urls.attorney}/attorney/form`);
  await capture(page, "attorney-new-applicant", { fullPage: true });
});

test("signing in before confirming the address says so; after the link, Continue opens the dashboard", async ({
  page,
}) => {
  const email = `early-${unique()}@example.test`;
  await page.goto(`${urls.customer}/signup`);
  await submitIdentitySignUp(page, robin(email));
  await page.getByRole("link", { name: "Sign in" }).click();
  await fillIdentitySignIn(page, email, NEW_PASSWORD);
  // The identity provider says so first, offers the message again, and Continue goes on to the app.
  await expect(page.getByRole("heading", { name: "Confirm your e-mail address", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send the message again" })).toBeVisible();
  await capture(page, "identity-email-not-confirmed", { fullPage: true });
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Confirm your e-mail address first: open the link we e-mailed you, then continue.",
  );
  await capture(page, "customer-email-not-confirmed", { fullPage: true });

  await openIdentityConfirmationLink(page, email);
  await page.getByRole("button", { name: "I have confirmed it, continue" }).click();
  await expect(page.getByText("Welcome, Robin")).toBeVisible();
});

test("signing up with an address that has an account answers the same, and mails its owner", async ({ page }) => {
  await page.goto(`${urls.customer}/signup`);
  await submitIdentitySignUp(page, { email: "sam@demo.prenup.test", firstName: "Someone", lastName: "Else" });
  await expect
    .poll(async () => {
      const response = await page.context().request.get(`${urls.identity}/dev/mailbox.json`);
      const { emails } = (await response.json()) as { emails: { to: string; subject: string }[] };
      return emails.some(
        (mail) => mail.to === "sam@demo.prenup.test" && mail.subject === "You already have a Prenup account",
      );
    })
    .toBe(true);
});

test("a married customer starts a postnup: Iowa refuses it with its source, California starts one", async ({
  page,
}) => {
  await page.goto(`${urls.customer}/signup`);
  await fillIdentitySignUp(page, robin(`married-${unique()}@example.test`));
  await expect(page.getByText("Welcome, Robin")).toBeVisible();
  await page.getByRole("link", { name: "Already married? Make a postnuptial agreement" }).click();
  await expect(page).toHaveURL(`${urls.customer}/postnup`);
  await expect(page.getByRole("heading", { name: "Postnuptial agreement", level: 1 })).toBeVisible();

  const state = page.getByRole("combobox", { name: "Where do you live?" });
  await state.click();
  await state.fill("Iowa");
  await page.getByRole("option", { name: "Iowa" }).click();
  await expect(page.getByText("You cannot make a postnuptial agreement in Iowa")).toBeVisible();
  await expect(page.getByText(/In re Marriage of Cooper, 769 N\.W\.2d 582/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Find an attorney" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Start your postnuptial agreement" })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await capture(page, "postnup-refused-iowa", { fullPage: true });

  await state.click();
  await state.fill("California");
  await page.getByRole("option", { name: "California" }).click();
  await expect(page.getByText("You may make a postnuptial agreement in California")).toBeVisible();
  await expect(page.getByText(/spouses owe each other a fiduciary's duty/)).toBeVisible();
  await capture(page, "postnup-california", { fullPage: true });
  await page.getByRole("button", { name: "Start your postnuptial agreement" }).click();
  await expect(page).toHaveURL(`${urls.customer}/questionnaire`);
  await expect(page.getByLabel("What is your state?")).toHaveValue(/.+/);
  await page.goto(`${urls.customer}/`);
  await expect(page.getByRole("heading", { name: "Your postnup" })).toBeVisible();
  await expect(page.getByText("Starting your postnup")).toBeVisible();

  // A postnup is sold as its own product, at its own price.
  await page.goto(`${urls.customer}/payment`);
  const paywall = page.getByRole("region", { name: /^Your postnup, \$[\d,]+ for both of you$/ });
  await expect(paywall).toBeVisible();
  await expect(paywall.getByText(/until you both sign it/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await capture(page, "postnup-paywall", { fullPage: true });
});
