import type { Browser, Page } from "@playwright/test";
import { expect, test } from "../support/test.ts";
import AxeBuilder from "@axe-core/playwright";
import { apiAs } from "../support/questionnaire.ts";
import { capture, screenshot, signedIn } from "../support/session.ts";
import { demo, urls } from "../support/urls.ts";

// Financial disclosure between two browsers: Alex (couple 1, paid) adds an entry of every kind —
// three years of income, a joint account in EUR — sees the spec's messages for bad input (nothing
// stored) and the income message shrink; Jordan reads Alex's entries and confirms the joint
// account and acknowledges each version; Alex attaches a statement to the account, which Jordan is
// e-mailed about, sees listed and acknowledges; the summary shows both partners' totals in USD; the
// 375 px layout. It starts where a couple stands after the agreement journey's disclosures: each
// partner declared that they have nothing to disclose, and each acknowledged the other's declaration.

/** A one-page PDF's opening and end: enough for the upload's type check, which reads the first bytes. */
const STATEMENT_PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

type Page_ = { items: { id: string }[]; total: number };
type Standing = {
  financialsComplete: boolean;
  pendingFinancialDisputes: number;
  progress: { step: number };
  questionnaire: { complete: boolean };
};
type Doc = { id: string; userAId: string; userBId: string | null; isActive?: boolean };

async function choose(page: Page, label: string, option: string) {
  await page.getByRole("dialog").getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test.use({ actionTimeout: 20_000 });

/**
 * Alex and Jordan each declare that they have nothing to disclose (version 1 of each disclosure) and
 * acknowledge the other's declaration, as the agreement journey's couple does on its pages.
 */
async function declaredNothingAndAcknowledged(browser: Browser, alex: Page, alexId: string, documentId: string) {
  const jordan = await signedIn(browser, urls.customer, demo.jordan.email);
  const jordanId = (await apiAs<{ id: string }>(jordan, "/users/me")).id;
  for (const [page, id] of [
    [alex, alexId],
    [jordan, jordanId],
  ] as const) {
    await apiAs(page, `/users/${id}/documents/${documentId}/disclosure-declaration`, {
      method: "PUT",
      data: { declaration: "NOTHING_TO_DISCLOSE" },
    });
  }
  for (const [page, id] of [
    [alex, alexId],
    [jordan, jordanId],
  ] as const) {
    await apiAs(page, `/users/${id}/documents/${documentId}/disclosure-acknowledgement`, {
      method: "POST",
      data: { version: 1 },
    });
  }
  await jordan.context().close();
}

test("a partner discloses every kind, the other confirms the joint account, both see the totals in USD", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const year = new Date().getUTCFullYear();
  const alex = await signedIn(browser, urls.customer, demo.alex.email);
  const me = await apiAs<{ id: string }>(alex, "/users/me");
  const [doc] = await apiAs<Doc[]>(alex, `/users/${me.id}/documents`);
  const base = `/users/${me.id}/documents/${doc!.id}`;
  await declaredNothingAndAcknowledged(browser, alex, me.id, doc!.id);

  await alex.goto(`${urls.customer}/financial-disclosure`);
  await expect(alex.getByRole("heading", { name: "Financial Disclosure" })).toBeVisible();
  // One status for the step: Alex declared there was nothing to disclose, so nothing asks for income; listing an entry withdraws the declaration.
  const step = alex.getByTestId("disclosure-declaration");
  await expect(step.getByTestId("disclosure-status")).toHaveText("Nothing to disclose");
  await expect(step.getByRole("status")).toContainText("You declared that you have nothing to disclose.");
  await expect(alex.getByText(/Please add income|Add your income/)).toHaveCount(0);
  await capture(alex, "financial-disclosure-nothing-declared", { fullPage: true });

  // Bad input: the form shows the spec's messages and nothing is stored.
  await alex.getByRole("button", { name: "Add income" }).click();
  const dialog = alex.getByRole("dialog", { name: "Add income" });
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(dialog.getByText("Year is required")).toBeVisible();
  await expect(dialog.getByText("Income type is required")).toBeVisible();
  await capture(alex, "financial-disclosure-form-errors", { fullPage: true });
  expect((await apiAs<Page_>(alex, `${base}/incomes`)).total).toBe(0);

  // Income for this year through the form.
  await choose(alex, "Year", String(year));
  await choose(alex, "Income type", "Base salary");
  await dialog.getByRole("textbox", { name: "Income" }).fill("85,000");
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(step.getByTestId("disclosure-status")).toHaveText("In progress");
  await expect(step.getByRole("status")).toHaveText(
    `Add your income for ${year - 2} and ${year - 1} (an entry of $0 for a year without income), then mark your disclosure complete.`,
  );
  await expect(step.getByRole("button", { name: "Mark my disclosure complete" })).toBeDisabled();
  await capture(alex, "financial-disclosure-in-progress", { fullPage: true });

  // A joint account in EUR through the form; an account number of 5 digits is refused first.
  await alex.getByRole("button", { name: "Add account or asset" }).click();
  const account = alex.getByRole("dialog", { name: "Add account or asset" });
  await choose(alex, "Currency", "EUR (€)");
  await choose(alex, "Account or asset", "Account");
  await choose(alex, "Account type", "Checking");
  await account.getByRole("textbox", { name: "Institution" }).fill("Banque Lumière");
  await account.getByRole("textbox", { name: /Last 4 digits/ }).fill("1234");
  await account.getByRole("textbox", { name: "Value" }).fill("8700");
  await account.getByRole("switch", { name: "Held jointly with my partner" }).check();
  await account.getByRole("textbox", { name: "Partner A's share (%)" }).fill("60");
  await account.getByRole("textbox", { name: "Partner B's share (%)" }).fill("30");
  await account.getByRole("button", { name: "Add", exact: true }).click();
  await expect(account.getByText("Partner A's and partner B's percentages must add up to 100")).toBeVisible();
  expect((await apiAs<Page_>(alex, `${base}/assets`)).total).toBe(0);
  await account.getByRole("textbox", { name: "Partner B's share (%)" }).fill("40");
  await account.getByRole("button", { name: "Add", exact: true }).click();
  await expect(account).toBeHidden();
  await expect(alex.getByText("••••1234")).toBeVisible();

  // The server refuses a full account number too, and stores nothing.
  const refused = await alex.context().request.post(`${urls.api}${base}/assets`, {
    headers: {
      authorization: `Bearer ${await alex.evaluate(() => JSON.parse(sessionStorage.getItem(Object.keys(sessionStorage).find((key) => key.startsWith("oidc.user:"))!)!).access_token as string)}`,
    },
    data: { assetAccountType: "ACCOUNT", accountType: "SAVINGS", accountNumber: "123456789" },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { error: { issues: { message: string }[] } }).error.issues[0]!.message).toBe(
    "Account number can be at most 4 characters",
  );
  expect((await apiAs<Page_>(alex, `${base}/assets`)).total).toBe(1);

  // The other kinds and the two earlier years of income.
  const entries: [string, Record<string, unknown>][] = [
    ["incomes", { year: year - 1, incomeType: "BASE_SALARY", valueInCents: 8_000_000 }],
    ["incomes", { year: year - 2, incomeType: "BASE_SALARY", valueInCents: 7_500_000 }],
    [
      "vehicles",
      { vehicleType: "CAR", make: "Subaru", model: "Outback", purchaseYear: 2021, marketValueInCents: 2_100_000 },
    ],
    [
      "businesses",
      { name: "Rivera Studio LLC", businessType: "LLC", ownershipPercentage: 100, valueInCents: 12_000_000 },
    ],
    [
      "debts",
      { creditor: "Sallie Mae", natureOfDebt: "Student loan", yearIncurred: 2012, amountDueInCents: 1_800_000 },
    ],
    [
      "real-estates",
      {
        streetAddress: "12 Vine St",
        city: "Sonoma",
        state: "CA",
        country: "US",
        zipcode: "95476",
        titleHeldInNameOf: "Alex Rivera",
        purchasePriceInCents: 60_000_000,
        assessedValueInCents: 72_000_000,
        mortgageBalanceInCents: 41_000_000,
      },
    ],
    [
      "inheritances-trusts",
      { category: "TRUST", nameOfTrust: "Rivera Family Trust", benefactor: "Grandparents", valueInCents: 5_000_000 },
    ],
  ];
  for (const [kind, body] of entries) await apiAs(alex, `${base}/${kind}`, { method: "POST", data: body });
  await alex.reload();
  await expect(step.getByRole("status")).toHaveText(
    "When everything you own, owe and earn is listed, mark your disclosure complete.",
  );
  await step.getByRole("button", { name: "Mark my disclosure complete" }).click();
  await expect(step.getByTestId("disclosure-status")).toHaveText("Complete");
  await expect(step.getByRole("status")).toContainText("You marked your disclosure complete.");
  await expect(alex.getByText(/Please add income|Add your income/)).toHaveCount(0);
  await capture(alex, "financial-disclosure-list", { fullPage: true });

  // Jordan reads Alex's entries (read-only) and confirms the joint account.
  const jordan = await signedIn(browser, urls.customer, demo.jordan.email);
  const jordanId = (await apiAs<{ id: string }>(jordan, "/users/me")).id;
  expect((await apiAs<Standing>(jordan, `/users/${jordanId}/standing`)).pendingFinancialDisputes).toBe(1);
  await jordan.goto(`${urls.customer}/financial-disclosure`);
  await expect(jordan.getByTestId("joint-awaiting")).toBeVisible();
  await jordan.getByRole("tab", { name: "Alex's disclosure" }).click();
  await expect(jordan.getByText("Banque Lumière")).toBeVisible();
  await expect(jordan.getByRole("button", { name: /^Edit/ })).toHaveCount(0);
  await jordan.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(jordan.getByTestId("joint-awaiting")).toHaveCount(0);
  await expect(jordan.getByText("Joint · confirmed")).toBeVisible();
  expect((await apiAs<Standing>(jordan, `/users/${jordanId}/standing`)).pendingFinancialDisputes).toBe(0);

  // Jordan acknowledged "nothing to disclose" (version 1): Alex's complete
  // disclosure is version 2, listed as what changed, and Jordan acknowledges it.
  const acknowledgement = jordan.getByTestId("disclosure-acknowledgement");
  await expect(acknowledgement.getByText("Changed: acknowledge again")).toBeVisible();
  await expect(acknowledgement.getByTestId("changes-since-acknowledged")).toContainText(
    /^Since version 1: Added: Checking, Subaru Outback, Rivera Studio LLC, Sallie Mae/,
  );
  await capture(jordan, "financial-disclosure-acknowledgement-lapsed", { fullPage: true });
  await acknowledgement
    .getByRole("checkbox", { name: /Alex's financial disclosure, version 2 \(\d+ entries, net worth / })
    .check();
  await acknowledgement.getByRole("button", { name: "Acknowledge version 2" }).click();
  await expect(acknowledgement.getByTestId("acknowledged-version")).toContainText("You acknowledged version 2 on");
  // Alex changes the car's value: Jordan is asked about version 3, naming the car, and acknowledges it.
  const [car] = (await apiAs<Page_>(alex, `${base}/vehicles`)).items;
  await apiAs(alex, `${base}/vehicles/${car!.id}`, { method: "PATCH", data: { marketValueInCents: 1_950_000 } });
  await jordan.reload();
  await jordan.getByRole("tab", { name: "Alex's disclosure" }).click();
  await expect(acknowledgement.getByTestId("changes-since-acknowledged")).toHaveText(
    /^Since version 2: Changed: .*Subaru Outback.*\.$/,
  );
  await acknowledgement.getByRole("checkbox", { name: /version 3/ }).check();
  await acknowledgement.getByRole("button", { name: "Acknowledge version 3" }).click();
  await expect(acknowledgement.getByTestId("acknowledged-version")).toContainText("You acknowledged version 3 on");

  // Alex attaches the account's statement (a PDF) through the page: a change of the disclosure, so
  // Jordan is e-mailed once, sees the statement listed under the account and acknowledges version 4.
  await alex.goto(`${urls.customer}/financial-disclosure`);
  const [chooser] = await Promise.all([
    alex.waitForEvent("filechooser"),
    alex.getByRole("button", { name: /^Attach a statement to .*Checking/ }).click(),
  ]);
  await chooser.setFiles({ name: "Banque Lumiere statement.pdf", mimeType: "application/pdf", buffer: STATEMENT_PDF });
  await expect(alex.getByRole("button", { name: "Download Banque Lumiere statement.pdf" })).toBeVisible();
  await expect
    .poll(async () => {
      const response = await jordan.context().request.get(`${urls.api}/dev/mailbox.json`);
      const { messages } = (await response.json()) as { messages: { to: string; subject: string; text: string }[] };
      return messages
        .filter((message) => message.to.includes(demo.jordan.email) && message.text.includes("Read version 4"))
        .map((message) => message.subject);
    })
    .toEqual(["Alex changed their financial disclosure: please read it again"]);
  await jordan.reload();
  await jordan.getByRole("tab", { name: "Alex's disclosure" }).click();
  await expect(jordan.getByRole("button", { name: "Download Banque Lumiere statement.pdf" })).toBeVisible();
  await expect(jordan.getByRole("button", { name: "Remove Banque Lumiere statement.pdf" })).toHaveCount(0);
  await expect(acknowledgement.getByTestId("changes-since-acknowledged")).toHaveText(
    /^Since version 3: Changed: .*Checking.*\.$/,
  );
  await screenshot(jordan, "financial-disclosure-entry-document");
  await acknowledgement.getByRole("checkbox", { name: /version 4/ }).check();
  await acknowledgement.getByRole("button", { name: "Acknowledge version 4" }).click();
  await expect(acknowledgement.getByTestId("acknowledged-version")).toContainText("You acknowledged version 4 on");

  // The summary: both partners' totals in USD, as a chart and a table.
  await jordan.getByRole("tab", { name: "Summary" }).click();
  const table = jordan.getByTestId("summary-table");
  await expect(table.getByRole("columnheader", { name: "Alex" })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "You" })).toBeVisible();
  await expect(table.getByRole("row", { name: /Net worth/ })).toBeVisible();
  await expect(jordan.getByTestId("summary-chart").locator("svg").first()).toBeVisible();
  await capture(jordan, "financial-disclosure-summary", { fullPage: true });
  const axe = await new AxeBuilder({ page: jordan }).analyze();
  expect(
    axe.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical"),
  ).toEqual([]);

  // Alex's standing: financials complete; with the questionnaire complete the progress reaches step 4.
  const standing = await apiAs<Standing>(alex, `/users/${me.id}/standing`);
  expect(standing.financialsComplete).toBe(true);
  expect(standing.questionnaire.complete).toBe(true);
  expect(standing.progress.step).toBe(4);

  // The phone layout.
  await alex.setViewportSize({ width: 375, height: 812 });
  await alex.goto(`${urls.customer}/financial-disclosure`);
  await expect(alex.getByText("••••1234")).toBeVisible();
  await expect(alex.getByText("80%")).toBeVisible();
  await capture(alex, "financial-disclosure-375", { fullPage: true });
});
