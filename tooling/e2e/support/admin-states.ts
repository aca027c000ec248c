import { expect, type Page } from "@playwright/test";
import { urls } from "./urls.ts";

// The admin's state page (/admin/states/{id}), used the way an admin would: from the states list,
// the state's link, then the form's fields and buttons.

/** Opens /admin/states and follows the state's link (e.g. "California (CA)"). */
export async function openAdminState(admin: Page, name: string, abbreviation: string): Promise<void> {
  await admin.goto(`${urls.admin}/admin/states`);
  await admin.getByRole("link", { name: `${name} (${abbreviation})` }).click();
  await expect(admin.getByRole("heading", { name: `${name} (${abbreviation})`, level: 1 })).toBeVisible();
}

/**
 * On the open state page: online notarization off and `text` as the notary block text, saved.
 * Returns the block text the state had before (to put it back afterwards).
 */
export async function saveNotaryBlock(admin: Page, text: string): Promise<string> {
  const online = admin.getByRole("switch", { name: "Allows online notarization" });
  if (await online.isChecked()) await online.click({ force: true });
  await expect(online).not.toBeChecked();
  const field = admin.getByLabel(/Notary block text/);
  const before = await field.inputValue();
  await field.fill(text);
  await admin.getByRole("button", { name: "Save state" }).click();
  await expect(admin.getByText("The state is saved. New agreements use these values.")).toBeVisible();
  return before;
}

/** On the open state page: the state's own wording of the term `key` set to `value` and saved. Returns the wording before. */
export async function saveTerm(admin: Page, key: string, value: string): Promise<string> {
  const field = admin.getByRole("textbox", { name: `Wording of ${key}`, exact: true });
  const row = admin.getByRole("row").filter({ has: field });
  const before = await field.inputValue();
  await field.fill(value);
  await row.getByRole("button", { name: "Save" }).click();
  await expect(row.getByText("Saved", { exact: true })).toBeVisible();
  // Saved and read back: the row's Save is off again once the list shows the new wording.
  await expect(row.getByRole("button", { name: "Save" })).toBeDisabled();
  return before;
}
