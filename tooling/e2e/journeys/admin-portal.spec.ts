import { expect, test } from "../support/test.ts";
import { expectNoSeriousAxeViolations } from "../support/axe.ts";
import { watchProblems } from "../support/problems.ts";
import { capture, signIn } from "../support/session.ts";
import { demo, urls } from "../support/urls.ts";

// The admin portal: find a couple, open the user, send a password reset through the
// identity provider, resolve a duplicate agreement, moderate reviews, edit a state, and see the
// actions in the user's audit trail.
// Screenshots of each admin screen go to tooling/e2e/artifacts/.

test("an admin finds a couple, sends a password reset, resolves a duplicate, edits a state and a product, sees the trail", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await signIn(page, urls.admin, demo.admin.email);
  const problems = watchProblems(page);
  await expect(page).toHaveURL(`${urls.admin}/admin/users`);

  // The users table: search by e-mail (on the server).
  await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
  await capture(page, "admin-users", { fullPage: true });
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel("Search").fill(demo.alex.email);
  const alexLink = page.getByRole("link", { name: /Alex/ }).first();
  await expect(page.getByText("1–1 of 1 users")).toBeVisible();
  await alexLink.click();

  // The user page: profile, agreement and partner, actions, audit trail.
  await expect(page).toHaveURL(new RegExp(`${urls.admin}/admin/users/[0-9a-f-]{36}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Alex");
  // Alex's questionnaire, read-only: the first section's questions with Alex's answers.
  await expect(page.getByText("What are your preferred pronouns?")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "What are your preferred pronouns?" })).toHaveCount(0);
  await page.getByRole("button", { name: "Send password reset e-mail" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Send e-mail" }).click();
  await expect(page.getByText("The password reset e-mail is on its way.")).toBeVisible();
  // The popup has finished closing (the accessibility check below reads the page, not its fade-out).
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // The identity provider's dev mailbox has the reset e-mail, and its link opens the reset form.
  const mailbox = (await (await request.get(`${urls.identity}/dev/mailbox.json`)).json()) as {
    emails: { to: string; subject: string; text: string }[];
  };
  const resetMail = mailbox.emails.find((mail) => mail.to === demo.alex.email && /reset/i.test(mail.subject));
  expect(resetMail, "the reset e-mail in the identity provider's mailbox").toBeDefined();
  const link = /https?:\/\/\S+\/password\/reset\?token=\S+/.exec(resetMail!.text)?.[0];
  expect(link).toBeDefined();
  const resetPage = await request.get(link!);
  expect(resetPage.status()).toBe(200);
  // The newest row (a retried journey has sent one before).
  await expect(page.getByRole("row", { name: /Password reset e-mail sent/ }).first()).toBeVisible();
  await capture(page, "admin-user", { fullPage: true });
  await expectNoSeriousAxeViolations(page);

  // A duplicate: Drew has two active agreements (demo seed); the admin keeps the newer one.
  await page.goto(`${urls.admin}/admin/users`);
  await page.getByLabel("Search").fill(demo.drew.email);
  await expect(page.getByText("1–1 of 1 users")).toBeVisible();
  await expect(page.getByText("2 active agreements")).toBeVisible();
  await page.getByRole("link", { name: /Drew/ }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Drew");
  const agreements = page
    .getByRole("heading", { name: "Active agreements" })
    .locator("xpath=ancestor::div[contains(@class,'mantine-Card-root')]");
  await expect(agreements.getByRole("row")).toHaveCount(3);
  await capture(page, "admin-user-duplicates", { fullPage: true });
  await agreements
    .getByRole("row", { name: /Florida/ })
    .getByRole("button", { name: "Keep this one" })
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "Keep and deactivate the others" }).click();
  await expect(page.getByText("The other agreements are deactivated; their answers are kept.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Active agreements" })).toHaveCount(0);
  await expect(page.getByRole("row", { name: /Duplicate agreements resolved/ })).toBeVisible();
  await capture(page, "admin-user-duplicates-resolved", { fullPage: true });
  await expectNoSeriousAxeViolations(page);

  // Attorney appointments (calls searched on the server).
  await page.goto(`${urls.admin}/admin/attorney-appointments`);
  await expect(page.getByRole("heading", { name: "Attorney Appointments", level: 1 })).toBeVisible();
  await expect(page.getByText(/appointments$|No appointments match this search\./).first()).toBeVisible();
  await capture(page, "admin-attorney-appointments", { fullPage: true });
  await expectNoSeriousAxeViolations(page);

  // Review moderation.
  await page.goto(`${urls.admin}/admin/attorney-reviews`);
  await expect(page.getByRole("heading", { name: "Attorney Reviews", level: 1 })).toBeVisible();
  // Priya's pending review (demo seed): approving it gives her an average; disabling it takes it away.
  const priya = page.getByRole("row", { name: /Priya Raman/ });
  await priya.getByRole("button", { name: "Approve" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText(/Priya Raman's average is now [\d.]+ of 10 \(1 approved\)/)).toBeVisible();
  await page.getByLabel("Status").selectOption("");
  await expect(page.getByText(/reviews$|No reviews with this status\./).first()).toBeVisible();
  await page
    .getByRole("row", { name: /Priya Raman/ })
    .getByRole("button", { name: "Disable" })
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "Disable" }).click();
  await expect(page.getByText("Priya Raman's average is now not rated (0 approved).")).toBeVisible();
  await capture(page, "admin-attorney-reviews", { fullPage: true });
  await expectNoSeriousAxeViolations(page);

  // States: switch a state's online notarization off with a block text.
  await page.goto(`${urls.admin}/admin/states`);
  await expect(page.getByRole("heading", { name: "States", level: 1 })).toBeVisible();
  await capture(page, "admin-states", { fullPage: true });
  await expectNoSeriousAxeViolations(page);
  await page.getByRole("link", { name: "Wyoming (WY)" }).click();
  await expect(page.getByRole("heading", { name: "Wyoming (WY)", level: 1 })).toBeVisible();
  const online = page.getByRole("switch", { name: "Allows online notarization" });
  if (await online.isChecked()) await online.click({ force: true });
  await page.getByLabel(/Notary block text/).fill("Wyoming agreements are signed in front of a notary in person.");
  await page.getByRole("button", { name: "Save state" }).click();
  await expect(page.getByText("The state is saved. New agreements use these values.")).toBeVisible();
  await capture(page, "admin-state", { fullPage: true });
  await expectNoSeriousAxeViolations(page);

  // Products & Prices: reword a product's description.
  await page.goto(`${urls.admin}/admin/products`);
  await expect(page.getByRole("heading", { name: "Products & Prices", level: 1 })).toBeVisible();
  await expect(page.getByRole("row", { name: /Prenuptial Agreement/ })).toBeVisible();
  await page.getByRole("button", { name: "Edit Notarization" }).click();
  const productForm = page.getByRole("dialog", { name: "Edit Notarization" });
  await productForm
    .getByLabel(/^Description/)
    .fill("Notarize both signatures, online where your state allows it, so your agreement is ready to rely on.");
  await capture(page, "admin-product-edit");
  await expectNoSeriousAxeViolations(page);
  await productForm.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/^Notarization is saved at \$/)).toBeVisible();
  await capture(page, "admin-products", { fullPage: true });
  await expectNoSeriousAxeViolations(page);
  expect(problems).toEqual([]);
});

test("every admin list, and the first row's detail page, has no serious accessibility violations", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, urls.admin, demo.admin.email);
  const problems = watchProblems(page);
  const lists = [
    { path: "/admin/attorneys", heading: "Attorneys", detail: /^\/admin\/attorneys\/[0-9a-f-]{36}$/ },
    { path: "/admin/law-firms", heading: "Law Firms", detail: /^\/admin\/law-firms\/[0-9a-f-]{36}$/ },
    { path: "/admin/purchases", heading: "Purchases & Refunds" },
    { path: "/admin/attorney/payouts", heading: "Attorney Payouts" },
    { path: "/admin/library-groups", heading: "Library Groups", detail: /^\/admin\/library-groups\/[0-9a-f-]{36}$/ },
    { path: "/admin/discounts", heading: "Discounts" },
    { path: "/admin/help", heading: "Help" },
    { path: "/admin/account", heading: "Account" },
  ];
  for (const list of lists) {
    await page.goto(`${urls.admin}${list.path}`);
    await expect(page.getByRole("heading", { name: list.heading, level: 1 })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    if (!list.detail) continue;
    const hrefs = await page
      .getByRole("link")
      .evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname));
    const detail = hrefs.find((href) => list.detail!.test(href));
    expect(detail, `a detail link on ${list.path}`).toBeDefined();
    await page.goto(`${urls.admin}${detail}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  }
  expect(problems).toEqual([]);
});

test("at 1280 px an admin reads every badge whole, reaches the editor's unlock from the user page, and every refund button", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, urls.admin, demo.admin.email);
  const problems = watchProblems(page);

  // The users table: no badge's label is cut.
  await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
  await expect(page.getByRole("row").nth(1)).toBeVisible();
  const cut = await page
    .locator(".mantine-Badge-label")
    .evaluateAll((labels) =>
      labels.filter((label) => label.scrollWidth > label.clientWidth + 1).map((label) => label.textContent),
    );
  expect(cut).toEqual([]);
  await capture(page, "admin-users-1280", { fullPage: true });

  // A customer's page: the agreement's stage, the editor link, the notarization card.
  await page.getByLabel("Search").fill(demo.jordan.email);
  await expect(page.getByText("1–1 of 1 users")).toBeVisible();
  await page
    .getByRole("link", { name: /Jordan/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Jordan");
  await expect(page.getByText("Status", { exact: true })).toBeVisible();
  await expect(page.getByText("Not approved")).toHaveCount(0);
  await capture(page, "admin-user-agreement", { fullPage: true });
  await page.getByRole("link", { name: "Open the document editor" }).click();
  await expect(page).toHaveURL(/\/documents\/[0-9a-f-]{36}\/editor$/);
  await expect(page.getByRole("button", { name: "Unlock and erase drafts" })).toBeVisible();
  await capture(page, "admin-editor-unlock", { fullPage: true });

  // Help promises nothing unbuilt.
  await page.goto(`${urls.admin}/admin/help`);
  await expect(page.getByRole("heading", { name: "Help", level: 1 })).toBeVisible();
  await page
    .getByRole("button", { name: "An attorney cannot open an agreement's editor because it is locked. What do I do?" })
    .click();
  await expect(page.getByText(/Open the document editor/)).toBeVisible();
  await expect(page.getByText(/not built/)).toHaveCount(0);

  // Payouts: every Refund button inside the window, no sideways scroll.
  await page.goto(`${urls.admin}/admin/attorney/payouts`);
  await expect(page.getByRole("heading", { name: "Attorney Payouts", level: 1 })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
  // The demo seed may hold no purchase with an attorney: every button there is, is inside the window.
  const refunds = page.getByRole("button", { name: "Refund" });
  for (const box of await refunds.evaluateAll((buttons) =>
    buttons.map((button) => button.getBoundingClientRect().right),
  ))
    expect(box).toBeLessThanOrEqual(1280);
  const scrolls = await page
    .locator(".mantine-ScrollArea-viewport, .mantine-Table-scrollContainer")
    .evaluateAll((areas) => areas.some((area) => area.scrollWidth > area.clientWidth + 1));
  expect(scrolls).toBe(false);
  await capture(page, "admin-payouts-1280", { fullPage: true });
  expect(problems).toEqual([]);
});
