import type { Page } from "@playwright/test";
import { expect, test } from "../support/test.ts";
import { accessToken, apiAs, sectionQuestions } from "../support/questionnaire.ts";
import { screenshot, signedIn } from "../support/session.ts";
import { urls } from "../support/urls.ts";

// Never lose an answer: a change made while offline is kept on the device ("Saved on this device —
// will sync"), survives the page being closed, and goes out when the app opens again online; a
// change that meets an answer changed meanwhile on another device shows both, and the person keeps theirs.

/** Riley (couple 2, New York, not paid): no other journey changes Riley's answers. */
const riley = { email: "riley@demo.prenup.test" };
const PLACE_KEY = "planned_signing_place";
const placeField = (page: Page) => page.getByLabel(/Where do you plan to sign/);
const keptNote = (page: Page) => page.getByText("Saved on this device — will sync").first();

type Answer = { valueTyped: string | null; updatedAt: string };

async function storedPlace(page: Page, userId: string, questionId: string): Promise<string | null> {
  const answers = await apiAs<Answer[]>(page, `/users/${userId}/answers?questionId=${questionId}`);
  return answers[0]?.valueTyped ?? null;
}

/** The understanding section's page, with the place field shown. */
async function openSection(page: Page, path: string) {
  await page.goto(`${urls.customer}/questionnaire/${path}`);
  await expect(placeField(page)).toBeVisible();
}

test("a change made offline is kept on the device, survives a closed page and syncs when the app opens online; a conflict shows both", async ({
  browser,
}) => {
  const page = await signedIn(browser, urls.customer, riley.email);
  const context = page.context();
  const me = await apiAs<{ id: string }>(page, "/users/me");
  const sections = await apiAs<{ key: string; path: string }[]>(page, `/users/${me.id}/questionnaire-sections`);
  const path = sections.find((section) => section.key === "understanding")!.path;
  const question = (await sectionQuestions(page, me.id, "understanding")).find(
    (candidate) => candidate.key === PLACE_KEY,
  )!;
  await openSection(page, path);

  // Offline: the change stays in the field, marked as kept on this device (no rollback).
  await context.setOffline(true);
  await placeField(page).fill("Albany, NY");
  await placeField(page).blur();
  await expect(keptNote(page)).toBeVisible();
  await expect(placeField(page)).toHaveValue("Albany, NY");
  // Nothing is left saving: the change is kept, and the section can be continued.
  await expect(page.getByRole("button", { name: "Continue" })).toBeVisible();
  await screenshot(page, "offline-kept-on-device");
  expect(await storedPlace(page, me.id, question.id)).not.toBe("Albany, NY");

  // The page is closed while still offline; the change waits in the browser's storage.
  await page.close();
  await context.setOffline(false);

  // Back online, a new page of the app: the kept change goes out at start.
  // The session lived in the closed tab; the identity provider still knows the person, so "Sign in" comes straight back.
  const next = await context.newPage();
  await next.goto(`${urls.customer}/questionnaire/${path}`);
  await next.getByRole("button", { name: "Sign in" }).click();
  await expect(placeField(next)).toBeVisible();
  await expect.poll(() => storedPlace(next, me.id, question.id)).toBe("Albany, NY");
  await expect(placeField(next)).toHaveValue("Albany, NY");
  await expect(keptNote(next)).toBeHidden();

  // A conflict: offline again, a change here while another device changes the same answer.
  await context.setOffline(true);
  await placeField(next).fill("Rochester, NY");
  await placeField(next).blur();
  await expect(keptNote(next)).toBeVisible();
  const token = await accessToken(next);
  const elsewhere = await context.request.fetch(`${urls.api}/users/${me.id}/answers?questionId=${question.id}`, {
    method: "PATCH",
    headers: { authorization: `Bearer ${token}` },
    data: { valueTyped: "Buffalo, NY" },
  });
  expect(elsewhere.status(), await elsewhere.text()).toBe(200);
  await context.setOffline(false);

  // The replay meets the other device's answer: both show, nothing was overwritten yet.
  const choice = next.getByRole("group", { name: "This was changed while you were offline" });
  await expect(choice).toBeVisible({ timeout: 30_000 });
  await expect(choice.getByText("Rochester, NY")).toBeVisible();
  await expect(choice.getByText("Buffalo, NY")).toBeVisible();
  expect(await storedPlace(next, me.id, question.id)).toBe("Buffalo, NY");
  await expect(next.getByRole("button", { name: "Continue" })).toBeVisible();
  await screenshot(next, "offline-conflict-choice");

  // Keeping mine sends it again on the other device's version.
  await choice.getByRole("button", { name: "Keep mine" }).click();
  await expect(choice).toBeHidden();
  await expect.poll(() => storedPlace(next, me.id, question.id)).toBe("Rochester, NY");
  await expect(next.getByText("Saved", { exact: true }).first()).toBeVisible();
  await expect(placeField(next)).toHaveValue("Rochester, NY");
});

test("a disclosure entry added offline is kept on the device and created once when the connection returns", async ({
  browser,
}) => {
  // Mia (couple 5, California, paid): no later journey reads her disclosure.
  const page = await signedIn(browser, urls.customer, "mia@demo.prenup.test");
  const context = page.context();
  const me = await apiAs<{ id: string }>(page, "/users/me");
  const [document] = await apiAs<{ id: string }[]>(page, `/users/${me.id}/documents`);
  const assets = () =>
    apiAs<{ total: number; items: { institution: string | null }[] }>(
      page,
      `/users/${me.id}/documents/${document!.id}/assets?pageSize=100`,
    );
  const before = (await assets()).items.filter((item) => item.institution === "Lakeside Savings").length;
  await page.goto(`${urls.customer}/financial-disclosure`);
  await expect(page.getByRole("heading", { name: "Financial Disclosure" })).toBeVisible();
  // The page has its entries (the button shows with them) before the connection drops.
  const add = page.getByRole("button", { name: "Add account or asset" });
  await expect(add).toBeVisible();

  await context.setOffline(true);
  await add.click();
  const dialog = page.getByRole("dialog", { name: "Add account or asset" });
  for (const [label, option] of [
    ["Account or asset", "Account"],
    ["Account type", "Savings"],
  ] as const) {
    await dialog.getByRole("combobox", { name: label }).click();
    await page.getByRole("option", { name: option, exact: true }).click();
  }
  await dialog.getByRole("textbox", { name: "Institution" }).fill("Lakeside Savings");
  await dialog.getByRole("textbox", { name: "Value" }).fill("4200");
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(dialog).toBeHidden();
  const kept = page.getByTestId("disclosure-entry-kept");
  await expect(kept).toContainText("Lakeside Savings");
  await expect(kept).toContainText("Saved on this device — will sync");
  await expect(page.getByText("No accounts or assets yet.")).toHaveCount(0);
  await screenshot(page, "offline-disclosure-kept");

  // Back online: the entry goes out once (its idempotency key), and the list shows it as stored.
  await context.setOffline(false);
  await expect(kept).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByText("Lakeside Savings")).toBeVisible();
  await expect
    .poll(async () => (await assets()).items.filter((item) => item.institution === "Lakeside Savings").length)
    .toBe(before + 1);
});
