import type { Browser, Page } from "@playwright/test";
import { expect, test } from "../support/test.ts";
import {
  accessToken,
  apiAs,
  fillIdentitySignUp,
  fillSection,
  latestApiMail,
  sectionLink,
  unique,
  type Choice,
} from "../support/questionnaire.ts";
import { capture, screenshot, signIn } from "../support/session.ts";
import { demo, urls } from "../support/urls.ts";
import { seriousViolations } from "../support/axe.ts";
import { watchProblems } from "../support/problems.ts";

// The couple's questionnaire journey: partner A signs up, chooses California, fills the
// background and invites B; A is marked paid and answers every section; B joins through the e-mail
// link and answers differently on two dispute questions; both resolve the disputes on /alignment.

type Section = { key: string; label: string; name: string; path: string; order: number; status: string | null };
type Person = { email: string; firstName: string; lastName: string };

const progress = (page: Page) => page.getByRole("progressbar", { name: "Progress" });
const continueButton = (page: Page) => page.getByRole("button", { name: "Continue", exact: true });

async function signUpCustomer(browser: Browser, person: Person, startUrl = `${urls.customer}/signup`): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(startUrl);
  await fillIdentitySignUp(page, person);
  return page;
}

/** Background information: California, the name, and the identity questions (pronouns, date of birth, phone). */
async function fillBackground(page: Page, userId: string, person: Person, options: { chooseState: boolean }) {
  await expect(page).toHaveURL(`${urls.customer}/questionnaire/background-information`);
  await expect(page.getByRole("heading", { name: "Background Information", level: 1 })).toBeVisible();
  const state = page.getByLabel("What is your state?");
  if (options.chooseState) {
    await state.selectOption({ label: "California" });
  }
  await expect(state.locator("option:checked")).toHaveText("California");
  await page.getByLabel(/^First name/).fill(person.firstName);
  await page.getByLabel(/^Last name/).fill(person.lastName);
  await page.getByLabel(/^Last name/).blur();
  await expect(page.getByRole("heading", { name: "About you" })).toBeVisible();
  await fillSection(page, userId, "background-information", { pronouns: { option: "they/them/theirs" } });
  await expect(sectionLink(page, "Background Information").getByRole("img", { name: "Completed" })).toBeVisible();
}

/**
 * Answers every section after the background through the page, moving on with Continue; checks
 * each section's tick in the side menu and that the progress bar moves on.
 */
async function answerAllSections(
  page: Page,
  userId: string,
  overrides: Record<string, Choice>,
  options: { screenshots: boolean },
) {
  const sections = (await apiAs<Section[]>(page, `/users/${userId}/questionnaire-sections?includeStatus=true`)).sort(
    (a, b) => a.order - b.order,
  );
  const rest = sections.filter((section) => section.key !== "background_information");
  for (const [index, section] of rest.entries()) {
    await expect(page).toHaveURL(`${urls.customer}/questionnaire/${section.path}`);
    await expect(page.getByRole("heading", { name: section.label, level: 1 })).toBeVisible();
    if (section.status === "NOT_APPLICABLE") {
      await continueButton(page).click();
      continue;
    }
    await expect(sectionLink(page, section.label).getByRole("img", { name: "Not completed" })).toBeVisible();
    if (options.screenshots && index === 0) {
      // Continue before answering: the required questions are marked and the popup says so.
      await continueButton(page).click();
      const popup = page.getByRole("dialog", { name: "You have unanswered questions" });
      await expect(popup).toBeVisible();
      await screenshot(page, "questionnaire-unanswered-popup");
      await popup.getByRole("button", { name: "Answer them now" }).click();
      await expect(popup).toBeHidden();
      // A question's suggestion is shown as one: marked, with the note and "Keep the suggestion".
      const suggestion = page.getByTestId("suggestion-note").first();
      await expect(suggestion).toBeVisible();
      await expect(suggestion).toContainText("You haven't chosen yet");
      await suggestion.scrollIntoViewIfNeeded();
      await capture(page, "questionnaire-suggestion");
    }
    if (options.screenshots && index === 0) {
      // Everything answered but the suggestions: Continue names them and the section stays open.
      await fillSection(page, userId, section.path, overrides, { leaveSuggestions: true });
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, "questionnaire-section");
      await continueButton(page).click();
      const suggestions = page.getByRole("dialog", { name: "Some answers are still suggestions" });
      await expect(suggestions).toBeVisible();
      await screenshot(page, "questionnaire-suggestions-popup");
      await suggestions.getByRole("button", { name: "Review them" }).click();
      await expect(suggestions).toBeHidden();
      await expect(page).toHaveURL(`${urls.customer}/questionnaire/${section.path}`);
      await expect(sectionLink(page, section.label).getByRole("img", { name: "Not completed" })).toBeVisible();
      // A suggestion is no checked option: none of the suggested question's options shows as chosen.
      const suggested = page.locator('[data-suggested="true"]').first();
      await expect(suggested.locator("input:checked")).toHaveCount(0);
      await continueButton(page).click();
      await expect(suggestions).toBeVisible();
      await suggestions.getByRole("button", { name: /^Keep (all \d+ suggestions|the suggestion)$/ }).click();
    } else {
      await fillSection(page, userId, section.path, overrides);
      await continueButton(page).click();
    }
    await expect(page).not.toHaveURL(`${urls.customer}/questionnaire/${section.path}`);
    await expect(sectionLink(page, section.label).getByRole("img", { name: "Completed" })).toBeVisible();
    // Paid, with the first four sections done, the second step of the progress bar fills.
    if (section.order === 3) await expect(progress(page)).toHaveAttribute("aria-valuenow", "2");
  }
  await expect(page).toHaveURL(`${urls.customer}/financial-disclosure`);
}

async function markPaid(browser: Browser, userId: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, urls.admin, demo.admin.email);
  await expect(page).toHaveURL(`${urls.admin}/admin/users`);
  const token = await accessToken(page);
  const response = await context.request.post(`${urls.api}/admin/users/${userId}/mark-paid`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ alreadyPaid: false });
  await context.close();
}

test("a couple answers the questionnaire, then resolves their disputes on /alignment", async ({ browser }) => {
  test.setTimeout(420_000);
  const id = unique();
  const a: Person = { email: `ada-${id}@example.test`, firstName: "Ada", lastName: "Lovelace" };
  const b: Person = { email: `ben-${id}@example.test`, firstName: "Ben", lastName: "Okafor" };
  const weddingLocation = "Where will the wedding take place (city and state or country)?";
  const homeAddress = "What is the home's address?";
  const aAnswers: Record<string, Choice> = {
    wedding_location: { typed: "San Diego, California" },
    home_address: { typed: "12 Oak Street, Oakland, CA" },
  };
  const bAnswers: Record<string, Choice> = {
    wedding_location: { typed: "Napa, California" },
    home_address: { typed: "99 Pine Road, Berkeley, CA" },
  };

  // 1. A signs up, chooses California, fills the background and invites B.
  const pageA = await signUpCustomer(browser, a);
  await expect(pageA).toHaveURL(`${urls.customer}/`);
  const problemsA = watchProblems(pageA);
  await expect(pageA.getByText("You have not started a prenup yet.")).toBeVisible();
  const userA = await apiAs<{ id: string }>(pageA, "/users/me");
  await pageA.getByRole("link", { name: "Start the questionnaire" }).click();
  await expect(progress(pageA)).toHaveAttribute("aria-valuenow", "0");
  await fillBackground(pageA, userA.id, a, { chooseState: true });
  await expect(progress(pageA)).toHaveAttribute("aria-valuenow", "1");
  expect(await seriousViolations(pageA)).toEqual([]);
  await screenshot(pageA, "questionnaire-background");

  // Unpaid, Continue meets the paywall: what the couple buys, at the product's price, before the payment.
  await continueButton(pageA).click();
  await expect(pageA).toHaveURL(`${urls.customer}/payment`);
  const prenupProduct = (
    await apiAs<{ productType: string; priceInCents: number; isActive: boolean }[]>(pageA, "/products")
  ).find((product) => product.productType === "PRENUP" && product.isActive)!;
  const paywall = pageA.getByRole("region", {
    name: `Your prenup, $${(prenupProduct.priceInCents / 100).toLocaleString("en-US")} for both of you`,
  });
  await expect(paywall).toBeVisible();
  await expect(paywall.getByRole("heading", { name: "What you get" })).toBeVisible();
  await expect(paywall.getByRole("button", { name: "Continue to payment" })).toBeVisible();
  await expect(pageA.getByText(/Your cart is empty/)).toHaveCount(0);
  expect(await seriousViolations(pageA)).toEqual([]);
  await screenshot(pageA, "paywall");

  // The dashboard's next step opens the section to resume (the page itself, not a bounce back to /).
  await pageA.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Dashboard" }).click();
  const nextStep = pageA.getByRole("region", { name: "Your next step" });
  await expect(nextStep.getByText("Finish your questionnaire.")).toBeVisible();
  await nextStep.getByRole("link", { name: "Continue the questionnaire" }).click();
  await expect(pageA).toHaveURL(new RegExp(`^${urls.customer}/questionnaire/[a-z-]+$`));
  await expect(pageA.getByRole("button", { name: "Continue" })).toBeVisible();
  // Continue with the required questions blank (unpaid): the messages and the popup, never the payment page.
  const firstSection = pageA.url();
  await continueButton(pageA).click();
  const unanswered = pageA.getByRole("dialog", { name: "You have unanswered questions" });
  await expect(unanswered).toBeVisible();
  await expect(pageA.getByText("This field is required").first()).toBeVisible();
  expect(pageA.url()).toBe(firstSection);
  await unanswered.getByRole("button", { name: "Answer them now" }).click();
  await expect(unanswered).toBeHidden();
  await pageA.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Dashboard" }).click();
  const partnerCard = pageA.getByRole("region", { name: "Your partner" });
  await partnerCard.getByLabel("Partner's e-mail").fill(b.email);
  await partnerCard.getByRole("button", { name: "Send invitation" }).click();
  await expect(partnerCard.getByText(`Invitation sent to ${b.email}`)).toBeVisible();
  expect(await seriousViolations(pageA, { include: "[aria-labelledby='partner-card-title']" })).toEqual([]);
  await screenshot(pageA, "partner-invite-sent");
  const mail = await latestApiMail(pageA, b.email);
  const link = /https?:\/\/[^\s"<>]+\/invite\?document=[^\s"<>]+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();

  // 2. A is marked paid by the admin (no admin screen for it yet).
  await markPaid(browser, userA.id);

  // 3. A answers every section.
  // /questionnaire opens the first incomplete section.
  await pageA.goto(`${urls.customer}/questionnaire`);
  await expect(pageA).toHaveURL(`${urls.customer}/questionnaire/understanding`);
  await expect(sectionLink(pageA, "Background Information").getByRole("img", { name: "Completed" })).toBeVisible();
  await answerAllSections(pageA, userA.id, aAnswers, { screenshots: true });
  await expect(progress(pageA)).toHaveAttribute("aria-valuenow", "3");
  // Every answer went with the right verb, the first time: no 409, no console error.
  expect(problemsA).toEqual([]);

  // 4. B opens the link in a fresh browser, signs up with the invited address (filled in) and joins.
  const contextB = await browser.newContext();
  const pageB = await contextB.newPage();
  await pageB.goto(link!.replace(/^https?:\/\/[^/]+/, urls.customer));
  // Signed out, the link says who invited them to what, and which address to use.
  await expect(pageB.getByRole("heading", { name: "You're invited", level: 1 })).toBeVisible();
  await expect(
    pageB.getByText(`${a.firstName} invited you to prepare your prenuptial agreement together (California).`),
  ).toBeVisible();
  await expect(pageB.getByText(/Create your account or sign in with b•••@/)).toBeVisible();
  await screenshot(pageB, "invitation-preview");
  // Every address the browser asks for from here to the sign-up page, to show the invited address is in none.
  const urlsOfB: string[] = [];
  pageB.on("request", (request) => urlsOfB.push(request.url()));
  await pageB.getByRole("button", { name: "Create an account" }).click();
  // The identity provider's sign-up page opens with the invited address filled in (read with the
  // link's token, pushed to the provider in a request's body), and no URL carries it.
  await expect(pageB).toHaveURL(new RegExp(`^${urls.identity}/interaction/`));
  await expect(pageB.getByLabel("Email")).toHaveValue(b.email);
  await expect(pageB.getByLabel("First name")).toHaveValue("");
  await screenshot(pageB, "invitation-sign-up-prefilled");
  const localPart = b.email.split("@")[0]!;
  expect(urlsOfB.length).toBeGreaterThan(0);
  expect(urlsOfB.filter((url) => decodeURIComponent(url).includes(localPart))).toEqual([]);
  await fillIdentitySignUp(pageB, b);
  await expect(pageB).toHaveURL(`${urls.customer}/`);
  await expect(pageB.getByText(`Welcome, ${b.firstName}`)).toBeVisible();
  await expect(pageB.getByRole("region", { name: "Your partner" })).toContainText(
    `You are building your prenup together with ${a.firstName} ${a.lastName}.`,
  );
  await screenshot(pageB, "invite-accepted");
  const userB = await apiAs<{ id: string }>(pageB, "/users/me");

  const problemsB = watchProblems(pageB);
  await pageB.goto(`${urls.customer}/questionnaire`);
  await fillBackground(pageB, userB.id, b, { chooseState: false });
  await continueButton(pageB).click();
  await answerAllSections(pageB, userB.id, bAnswers, { screenshots: false });
  expect(problemsB).toEqual([]);

  // 5. Both see the two disputes, in questionnaire order.
  for (const page of [pageA, pageB]) {
    await page.goto(`${urls.customer}/alignment`);
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0).getByRole("heading")).toHaveText(weddingLocation);
    await expect(cards.nth(1).getByRole("heading")).toHaveText(homeAddress);
  }
  await expect(pageA.getByRole("article").nth(0)).toContainText("San Diego, California");
  await expect(pageA.getByRole("article").nth(0)).toContainText("Napa, California");
  expect(await seriousViolations(pageA)).toEqual([]);
  await screenshot(pageA, "alignment-disputes");

  // A agrees with B on the wedding's location: the page asks first, naming B's answer.
  await pageA
    .getByRole("article")
    .filter({ hasText: weddingLocation })
    .getByRole("button", { name: "Agree with partner" })
    .click();
  const confirm = pageA.getByRole("dialog", { name: "Take your partner's answer?" });
  await expect(confirm).toContainText("Change your answer to Ben's: “Napa, California”? This changes your agreement.");
  await screenshot(pageA, "alignment-agree-confirm");
  await confirm.getByRole("button", { name: "Yes, change my answer" }).click();
  await expect(confirm).toBeHidden();
  await expect(pageA.getByRole("article")).toHaveCount(1);

  // B changes the home's address to A's.
  await pageB.reload();
  await expect(pageB.getByRole("article")).toHaveCount(1);
  await pageB
    .getByRole("article")
    .filter({ hasText: homeAddress })
    .getByRole("button", { name: "Change my answer" })
    .click();
  const modal = pageB.getByRole("dialog", { name: "Change my answer" });
  await expect(modal).toBeVisible();
  await modal.getByRole("textbox").fill("12 Oak Street, Oakland, CA");
  await screenshot(pageB, "alignment-change-modal");
  await modal.getByRole("button", { name: "Save answer" }).click();
  await expect(modal).toBeHidden();

  for (const page of [pageA, pageB]) {
    await page.reload();
    await expect(
      page.getByText("You and your partner agree on every question. You can continue to your documents."),
    ).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(0);
    await expect(continueButton(page)).toBeVisible();
    await page.getByRole("button", { name: "View alignment history" }).click();
    const history = page.getByRole("list", { name: "Alignment history" });
    await expect(history.getByRole("listitem")).toHaveCount(2);
    await expect(history).toContainText(weddingLocation);
    await expect(history).toContainText(homeAddress);
    await expect(history).toContainText("San Diego, California → Napa, California");
    await expect(history).toContainText("99 Pine Road, Berkeley, CA → 12 Oak Street, Oakland, CA");
  }
  await screenshot(pageA, "alignment-history");
  await pageA.getByRole("dialog", { name: "Alignment history" }).getByRole("button", { name: "Close" }).click();
  await screenshot(pageA, "alignment-resolved");
  await continueButton(pageA).click();
  await expect(pageA).toHaveURL(`${urls.customer}/documents`);
});

/** A fresh customer with a California document, on the About the two of you section. */
async function customerOnAboutYouTwo(browser: Browser): Promise<Page> {
  const person = { email: `casey-${unique()}@example.test`, firstName: "Casey", lastName: "Moreau" };
  const page = await signUpCustomer(browser, person);
  await expect(page).toHaveURL(`${urls.customer}/`);
  await page.goto(`${urls.customer}/questionnaire/background-information`);
  await page.getByLabel("What is your state?").selectOption({ label: "California" });
  await expect(page.getByRole("heading", { name: "About you" })).toBeVisible();
  await page.goto(`${urls.customer}/questionnaire/about-you-two`);
  await expect(page.getByRole("heading", { name: "About You Two", level: 1 })).toBeVisible();
  return page;
}

const WEDDING_LOCATION = /^Where will the wedding take place/;

test("an answer typed and left alone is saved after the pause and is there after a reload", async ({ browser }) => {
  const page = await customerOnAboutYouTwo(browser);
  const field = page.getByRole("textbox", { name: WEDDING_LOCATION });
  await field.pressSequentially("Lake Tahoe, California");
  // While the save waits, Continue reads 'Saving...'; it reads 'Continue' again once it is saved.
  await expect(page.getByRole("button", { name: "Saving..." })).toBeVisible();
  await expect(continueButton(page)).toBeVisible();
  await page.waitForTimeout(1_500);
  await page.reload();
  await expect(page.getByRole("textbox", { name: WEDDING_LOCATION })).toHaveValue("Lake Tahoe, California");
  await page.context().close();
});

test("a save the API cannot be reached for is kept on the device, and goes out once the API is back", async ({
  browser,
}) => {
  const page = await customerOnAboutYouTwo(browser);
  const living = page.getByRole("radiogroup", { name: /^Do you live together now\?/ });
  await living.getByRole("radio", { name: "Yes", exact: true }).check();
  await expect(continueButton(page)).toBeVisible();

  await page.context().route(`${urls.customerApi}/**`, (route) => route.abort("connectionrefused"));
  await living.getByRole("radio", { name: "No", exact: true }).check();
  // No rollback: the change stays, kept on the device (the offline journey follows one through a closed page).
  await expect(page.getByText("Saved on this device — will sync").first()).toBeVisible();
  await expect(living.getByRole("radio", { name: "No", exact: true })).toBeChecked();
  await expect(page.getByRole("alert").filter({ hasText: "Error saving answer" })).toBeHidden();

  // The API is back: the kept change goes out on the next try (a timer with backoff), then shows "Saved".
  await page.context().unroute(`${urls.customerApi}/**`);
  await expect(page.getByText("Saved on this device — will sync")).toHaveCount(0, { timeout: 30_000 });
  await expect(continueButton(page)).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole("radiogroup", { name: /^Do you live together now\?/ })
      .getByRole("radio", { name: "No", exact: true }),
  ).toBeChecked();
  await page.context().close();
});

test("a section page on a 375 px wide phone has no serious accessibility violations", async ({ browser }) => {
  const page = await customerOnAboutYouTwo(browser);
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole("textbox", { name: WEDDING_LOCATION })).toBeVisible();
  const box = await continueButton(page).boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(300);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, "questionnaire-mobile");
  await page.context().close();
});
