import type { Locator, Page } from "@playwright/test";
import { ACCOUNT_DELETION_MESSAGES, DATA_EXPORT_MESSAGES, formatDate } from "@prenup/domain";
import { expect, test } from "../support/test.ts";
import { apiAs, fillIdentitySignUp, NEW_PASSWORD, unique } from "../support/questionnaire.ts";
import { capture, screenshotsKept, signIn } from "../support/session.ts";
import { urls } from "../support/urls.ts";

// A new customer takes a copy of their data, then deletes their account, signs in again within the
// grace period and cancels the deletion.

type MailboxMessage = { to: string; subject: string; text: string };

/** The download link of the data export the API e-mailed to `to` (its dev mailbox), once it has arrived. */
async function exportLink(page: Page, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.context().request.get(`${urls.api}/dev/mailbox.json`);
        const { messages } = (await response.json()) as { messages: MailboxMessage[] };
        link = messages
          .filter((message) => message.to.toLowerCase().includes(to.toLowerCase()))
          .flatMap((message) => message.text.match(/https?:\/\/\S+\/data-exports\/[\w-]+/g) ?? [])
          .at(0);
        return Boolean(link);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return link as string;
}

/** A picture of one card for review (kept with the journeys' artifacts), cut from the whole page so the fixed header stays out of it. */
async function shoot(page: Page, card: Locator, name: string): Promise<void> {
  if (!screenshotsKept) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await card.boundingBox();
  expect(box, "the card is on the page").not.toBeNull();
  await capture(page, name, { fullPage: true, clip: box! });
}

test("a customer downloads their data, deletes the account, signs in again and cancels the deletion", async ({
  page,
}) => {
  const email = `leaving-${unique()}@example.test`;
  await page.goto(`${urls.customer}/signup`);
  await fillIdentitySignUp(page, { email, firstName: "Quinn", lastName: "Vale" });
  await expect(page.getByText("Welcome, Quinn")).toBeVisible();
  await page.goto(`${urls.customer}/profile`);

  // A copy of one's data: asked for on the profile, it arrives as a link by e-mail and is a ZIP.
  const yourData = page.getByRole("region", { name: "Your data" });
  await yourData.getByRole("button", { name: "Download my data" }).click();
  await expect(yourData.getByRole("status")).toHaveText(DATA_EXPORT_MESSAGES.requested);
  const download = await page.context().request.get(await exportLink(page, email));
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toBe("application/zip");
  const zip = await download.body();
  expect(zip.subarray(0, 4).toString("latin1")).toBe("PK\u0003\u0004");
  // A ZIP's directory names its files in plain text.
  for (const file of ["profile.json", "answers.json", "payments.json"]) expect(zip.includes(file)).toBe(true);

  // Deleting the account: what happens to each kind of data, then DELETE typed to confirm.
  const card = page.getByRole("region", { name: "Delete my account" });
  await expect(card.getByRole("list", { name: "Deleted", exact: true })).toBeVisible();
  const confirm = card.getByRole("button", { name: "Delete my account" });
  await expect(confirm).toBeDisabled();
  await card.getByRole("textbox", { name: "Type DELETE to confirm" }).fill("DELETE");
  await expect(confirm).toBeEnabled();
  await shoot(page, card, "customer-delete-account");
  await confirm.click();

  // Every session ended: the app signs out, to the sign-in page.
  await expect(page).toHaveURL(`${urls.customer}/login`);
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  // The sign-in page says why, with the day, and how to change one's mind.
  const notice = page.getByRole("status").filter({ hasText: "You were signed out on every device" });
  await expect(notice).toContainText("Your account will be deleted on");
  await shoot(page, notice, "customer-login-after-deletion");

  // Within the grace period, signing in again shows the day and lets the person cancel.
  await signIn(page, urls.customer, email, NEW_PASSWORD);
  await page.goto(`${urls.customer}/profile`);
  const me = await apiAs<{ id: string }>(page, "/users/me");
  const deletion = await apiAs<{ status: string; dueAt: string }>(page, `/users/${me.id}/account-deletion`);
  expect(deletion.status).toBe("SCHEDULED");
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await expect(card.getByText(`Your account will be deleted on ${formatDate(deletion.dueAt, zone)}.`)).toBeVisible();
  await shoot(page, card, "customer-delete-account-scheduled");
  await card.getByRole("button", { name: "Cancel the deletion" }).click();
  await expect(card.getByRole("status")).toHaveText(ACCOUNT_DELETION_MESSAGES.withdrawn);

  // The account is as before, after a reload too.
  await page.reload();
  await expect(page.getByLabel(/^First name/)).toHaveValue("Quinn");
  await expect(card.getByRole("button", { name: "Delete my account" })).toBeDisabled();
  await expect(card.getByText(/Your account will be deleted on/)).toHaveCount(0);
});
