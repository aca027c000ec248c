import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { apiAs } from "../support/questionnaire.ts";
import { signIn } from "../support/session.ts";
import { artifacts, demo, urls } from "../support/urls.ts";

// Attorney services, end to end on the demo data: Alex and Jordan (California, attorneySupport
// PARTNER, prenup paid). Alex buys representation for both and takes Morgan Ellis; Jordan may not
// choose Morgan nor anyone at Morgan's firm and takes Priya Raman; Alex's attorney-locked sections
// open; Alex buys and books a Q&A call with the built-in scheduler and sees it under upcoming events;
// Alex and Morgan chat (Morgan through the API until the attorney portal has its chat screen) and
// messages arrive without a reload. Then the review prompt.

type Me = { id: string };
type UserDocument = { id: string; attorneyAId: string | null; attorneyBId: string | null; respondent: string };
type Standing = { questionnaire: { sections: { key: string; locked: boolean; hasAttorneyRules: boolean }[] } };
type Eligibility = { availableAttorneysForUser: { id: string }[]; representationBoughtByPartner: boolean };
type ChatsPage = { chats: { id: string; message: string; fromUserId: string }[]; unreadCount: number };
type Review = { status: string };

async function signedIn(browser: Browser, appUrl: string, email: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, appUrl, email);
  return page;
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`)).toEqual([]);
}

async function payWithCard(page: Page) {
  await expect(page).toHaveURL(/\/payment$/);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page.getByRole("heading", { name: "Payment complete" })).toBeVisible();
}

test.use({ actionTimeout: 20_000 });

test("a couple hires two attorneys of different firms, books a Q&A call and chats live with the attorney", async ({ browser }) => {
  test.setTimeout(240_000);
  const alex = await signedIn(browser, urls.customer, demo.alex.email);
  const alexUser = await apiAs<Me>(alex, "/users/me");
  const [document] = await apiAs<UserDocument[]>(alex, `/users/${alexUser.id}/documents`);
  expect(document).toBeTruthy();
  const lockedBefore = (await apiAs<Standing>(alex, `/users/${alexUser.id}/standing`)).questionnaire.sections.filter((s) => s.locked);
  // Alex plans to hire an attorney through us: the sections with attorney rules wait for representation.
  expect(lockedBefore.length).toBeGreaterThan(0);

  // The floating card on the dashboard, and the header button (the server's rule).
  await alex.goto(`${urls.customer}/`);
  const card = alex.getByRole("complementary", { name: "Want Attorney Services?" });
  await expect(card).toBeVisible();
  await expect(card.getByText(/^Hi Alex,/)).toBeVisible();
  await expect(card.getByRole("button", { name: "Book Representation - $699" })).toBeVisible();
  await expect(alex.getByRole("button", { name: "Attorney services" })).toBeVisible();
  await card.screenshot({ path: `${artifacts}attorney-services-card.png` });
  await alex.screenshot({ path: `${artifacts}attorney-services-dashboard.png` });

  // The selection screen: representation for both, Morgan Ellis chosen for Alex.
  await alex.getByRole("button", { name: "Attorney services" }).click();
  await expect(alex.getByRole("heading", { name: "Your attorney journey" })).toBeVisible();
  await expect(alex.getByText("Quick overview—here's what to expect for this process:")).toBeVisible();
  await expect(alex.getByRole("article", { name: "Morgan Ellis" })).toBeVisible();
  await alex.getByRole("radio", { name: "For me and my partner" }).check();
  await alex.getByRole("button", { name: "Select Morgan Ellis" }).click();
  await alex.screenshot({ path: `${artifacts}attorney-selection.png`, fullPage: true });
  await expectNoSeriousAxeViolations(alex);
  await alex.getByRole("button", { name: "Book Representation - $1,398" }).click();
  await payWithCard(alex);

  // After payment Alex confirms Morgan: Morgan represents Alex on the agreement; the locked sections open.
  await alex.goto(`${urls.customer}/attorney-services?serviceType=REPRESENTATION`);
  await alex.getByRole("button", { name: "Confirm Morgan Ellis" }).click();
  await expect(alex.getByRole("heading", { name: "Book your Representation call with Morgan Ellis" })).toBeVisible();
  const morganId = (await apiAs<UserDocument[]>(alex, `/users/${alexUser.id}/documents`))[0]!.attorneyAId;
  expect(morganId).toBeTruthy();
  const lockedAfter = (await apiAs<Standing>(alex, `/users/${alexUser.id}/standing`)).questionnaire.sections.filter((s) => s.locked);
  expect(lockedAfter).toEqual([]);

  // Jordan: the partner-bought-for-you text; neither Morgan nor Morgan's colleague is offered.
  const jordan = await signedIn(browser, urls.customer, demo.jordan.email);
  const jordanUser = await apiAs<Me>(jordan, "/users/me");
  const jordanEligibility = await apiAs<Eligibility>(jordan, `/users/${jordanUser.id}/products/attorney-services/eligibility`);
  expect(jordanEligibility.representationBoughtByPartner).toBe(true);
  expect(jordanEligibility.availableAttorneysForUser.map((a) => a.id)).not.toContain(morganId);
  await jordan.goto(`${urls.customer}/attorney-services?serviceType=REPRESENTATION`);
  await expect(jordan.getByText("Your partner bought representation for you.", { exact: false })).toBeVisible();
  await expect(jordan.getByRole("article", { name: "Priya Raman" })).toBeVisible();
  await expect(jordan.getByRole("article", { name: "Morgan Ellis" })).toHaveCount(0);
  await expect(jordan.getByRole("article", { name: "Daniela Navarro" })).toHaveCount(0);
  await jordan.screenshot({ path: `${artifacts}attorney-selection-partner.png`, fullPage: true });
  await jordan.getByRole("button", { name: "Choose Priya Raman" }).click();
  await expect(jordan.getByRole("heading", { name: "Book your Representation call with Priya Raman" })).toBeVisible();
  const shared = (await apiAs<UserDocument[]>(alex, `/users/${alexUser.id}/documents`))[0]!;
  expect(shared.attorneyBId).toBeTruthy();
  expect(shared.attorneyBId).not.toBe(shared.attorneyAId);

  // Alex buys a Q&A call with Morgan and books a slot of the built-in scheduler.
  await alex.goto(`${urls.customer}/attorney-services?serviceType=Q_A`);
  await alex.getByRole("button", { name: "Select Morgan Ellis" }).click();
  await alex.getByRole("button", { name: /^Book Q&A - \$/ }).click();
  await payWithCard(alex);
  await alex.goto(`${urls.customer}/attorney-services?serviceType=Q_A`);
  const booking = alex.getByRole("region", { name: "Book your Q&A call with Morgan Ellis" });
  await expect(booking).toBeVisible();
  const firstSlot = booking.getByRole("group").first().getByRole("button").first();
  await firstSlot.click();
  await expect(firstSlot).toHaveAttribute("aria-pressed", "true");
  await alex.screenshot({ path: `${artifacts}attorney-booking.png`, fullPage: true });
  await expectNoSeriousAxeViolations(alex);
  await booking.getByRole("button", { name: "Book this time" }).click();
  await expect(alex.getByText("Your call is booked: see it under upcoming events.")).toBeVisible();
  const upcoming = alex.getByRole("article", { name: "Q&A with Morgan Ellis" });
  await expect(upcoming).toBeVisible();
  await expect(upcoming.getByText("Your attorney calls you at", { exact: false })).toBeVisible();
  await alex.screenshot({ path: `${artifacts}attorney-events.png`, fullPage: true });

  // Chat: Morgan (through the API) and Alex (on the screen); no reload on either side.
  const morgan = await signedIn(browser, urls.attorney, demo.attorney.email);
  const morganUser = await apiAs<Me>(morgan, "/users/me");
  await alex.goto(`${urls.customer}/attorney-services?serviceType=REPRESENTATION`);
  const chat = alex.getByRole("region", { name: "Chat with Morgan Ellis" });
  await expect(chat).toBeVisible();
  await expect(chat.getByText("Live")).toBeVisible();
  await apiAs(morgan, `/users/${morganUser.id}/documents/${document!.id}/chats`, { method: "POST", data: { message: "Hi Alex, I have your draft. <b>Any</b> questions?" } });
  await expect(chat.getByText("Hi Alex, I have your draft. <b>Any</b> questions?")).toBeVisible();
  await chat.getByRole("textbox", { name: "Write a message" }).fill("Yes: can we talk about the house?");
  await chat.getByRole("button", { name: "Send" }).click();
  await expect(chat.getByText("Yes: can we talk about the house?")).toBeVisible();
  await expect
    .poll(async () => (await apiAs<ChatsPage>(morgan, `/users/${morganUser.id}/documents/${document!.id}/chats`)).chats.map((c) => c.message))
    .toContain("Yes: can we talk about the house?");
  // Alex read Morgan's message while the panel was open.
  await expect.poll(async () => (await apiAs<ChatsPage>(alex, `/users/${alexUser.id}/documents/${document!.id}/chats`)).unreadCount).toBe(0);
  await chat.screenshot({ path: `${artifacts}attorney-chat.png` });
  await expectNoSeriousAxeViolations(alex);

  // The chat on a phone.
  const phone = await signedIn(browser, urls.customer, demo.alex.email, { width: 390, height: 844 });
  await phone.goto(`${urls.customer}/attorney-services?serviceType=REPRESENTATION`);
  const phoneChat = phone.getByRole("region", { name: "Chat with Morgan Ellis" });
  await expect(phoneChat.getByText("Yes: can we talk about the house?")).toBeVisible();
  await phoneChat.scrollIntoViewIfNeeded();
  await phoneChat.screenshot({ path: `${artifacts}attorney-chat-mobile.png` });
  await phone.screenshot({ path: `${artifacts}attorney-services-mobile.png` });
});

test("the review prompt after a completed call", async ({ browser }) => {
  // A call can be completed only once it has started (at least two hours after booking), and a live
  // run has no clock to move on: the list of services awaiting a review is answered in the browser
  // here, while the review itself goes to the real API, which refuses it because Alex has no
  // completed service (the API tests cover acceptance, one review per service and approval).
  const alex = await signedIn(browser, urls.customer, demo.alex.email);
  const alexUser = await apiAs<Me>(alex, "/users/me");
  const [document] = await apiAs<UserDocument[]>(alex, `/users/${alexUser.id}/documents`);
  const attorneyId = document!.attorneyAId;
  test.skip(!attorneyId, "runs after the first journey (Morgan represents Alex)");
  await alex.route(`${urls.api}/users/${alexUser.id}/attorneys-needing-reviews`, (route) =>
    route.fulfill({
      json: [{ attorneyId, firstName: "Morgan", lastName: "Ellis", photoUrl: null, purchaseItemId: "00000000-0000-4000-8000-000000000001", productType: "Q_A", serviceCompletedAt: new Date().toISOString() }],
    }),
  );
  await alex.goto(`${urls.customer}/attorney-services?serviceType=Q_A`);
  const prompt = alex.getByRole("region", { name: "How was your Q&A with Morgan Ellis?" });
  await expect(prompt).toBeVisible();
  // Keyboard use: Space on the fifth star.
  await prompt.getByRole("radio", { name: "5" }).focus();
  await alex.keyboard.press("Space");
  await expect(prompt.getByRole("radio", { name: "5" })).toBeChecked();
  await prompt.getByRole("textbox", { name: "Tell other couples about it (optional)" }).fill("Clear and kind.");
  await prompt.screenshot({ path: `${artifacts}attorney-review-prompt.png` });
  await expectNoSeriousAxeViolations(alex);
  await prompt.getByRole("button", { name: "Send review" }).click();
  await expect(prompt.getByRole("alert")).toContainText("You can review an attorney after a completed service with them.");
  expect(await apiAs<Review[] | { status: string }>(alex, `/users/${alexUser.id}/attorneys-needing-reviews`)).toEqual([]);
});
