import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { pdfPageTexts } from "@prenup/agreement/testing";
import { expect, test } from "../support/test.ts";
import { openAdminState, saveNotaryBlock, saveTerm } from "../support/admin-states.ts";
import { californiaDay, setApiClockOffset } from "../support/clock.ts";
import { accessToken, apiAs } from "../support/questionnaire.ts";
import { screenshot, signedIn } from "../support/session.ts";
import { demo, urls } from "../support/urls.ts";
import { seriousViolations } from "../support/axe.ts";

// Notarization, with demo couple 4 (California, paid, both questionnaires answered).
// California has no remote online notarization: the couple notarizes in person and uploads the
// notarized copy. Before that, /notarize says what is missing in the spec's order (not reviewed),
// then California's 7-day wait — shown and enforced, passed by moving the API's clock (the
// journeys' TEST_CLOCK_FILE). A non-PDF is refused; the PDF completes the notarization and
// /congratulations offers both files with the progress bar full. An admin's force reset puts the
// couple back. Then the same couple moves their agreement to Ohio, where remote online
// notarization is allowed: both sign in the local notary's session (its signing page stands in for
// the provider's video session) and they reach /congratulations. At the end the agreement goes back
// to California, not generated, for the journeys after this one.
// The admin steps: on California's state page the admin rewords the notary block text
// and the couple's /notarize shows it (then the seed's text goes back); among Ohio's terms the admin
// rewords venue_line just before the couple generates, and the generated agreement carries it.

const DAY = 24 * 60 * 60 * 1000;
/** The attorney certification page as a partner's own attorney signed it (a scanned page, saved as a PDF). */
const SIGNED_CERTIFICATION = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);
/** The admin's wording of California's notary block text (test 1); the seed's text is put back after. */
const ADMIN_BLOCK_TEXT =
  "Admin note for this journey: California couples sign before a notary in person, then upload the sealed copy here.";
/** The admin's wording of Ohio's venue line (test 2): the next generated agreement carries it. */
const ADMIN_VENUE_LINE = "County of Franklin (venue set by the admin portal journey)";

/** A call that may be refused because an earlier journey already did it (generation, review). */
async function apiMaybe(page: Page, method: string, path: string, data?: unknown): Promise<number> {
  const token = await accessToken(page);
  const response = await page.context().request.fetch(`${urls.api}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  return response.status();
}

test.afterAll(() => setApiClockOffset(0));

test("a California couple waits 7 days after review, uploads the notarized PDF (not a text file) and reaches /congratulations", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  setApiClockOffset(0);
  const pageA = await signedIn(browser, urls.customer, demo.lena.email);
  const lena = await apiAs<{ id: string }>(pageA, "/users/me");
  const [document] = await apiAs<{ id: string }[]>(pageA, `/users/${lena.id}/documents`);

  // Agree on the couple's one disagreement, and generate (unless an earlier journey did).
  const { disputes } = await apiAs<{ disputes: { questionId: string }[] }>(pageA, `/users/${lena.id}/answers/dispute`);
  for (const dispute of disputes)
    await apiAs(pageA, `/users/${lena.id}/answers/dispute/${dispute.questionId}/agree`, { method: "POST" });
  expect([201, 409]).toContain(await apiMaybe(pageA, "POST", `/documents/${document!.id}/generate`));

  // 5. of the spec's order: not reviewed yet — the title, the message and the way on.
  await pageA.goto(`${urls.customer}/notarize`);
  const status = await apiAs<{ availability: { problem: { code: string } | null } }>(
    pageA,
    `/documents/${document!.id}/notarizations`,
  );
  if (status.availability.problem?.code === "NOTARIZATION_NOT_AVAILABLE") {
    await expect(
      pageA.getByRole("heading", { name: "Notarization will be available after you have reviewed your document." }),
    ).toBeVisible();
    await expect(pageA.getByText("You must review your document before you can notarize it.")).toBeVisible();
    await expect(pageA.getByRole("link", { name: "Review your document" })).toBeVisible();
    await screenshot(pageA, "notarize-not-reviewed");
    expect(await seriousViolations(pageA)).toEqual([]);
    await apiAs(pageA, `/documents/${document!.id}`, {
      method: "PATCH",
      data: { reviewedAt: new Date().toISOString() },
    });
  }
  // Each partner reviews the text: Omar's review completes the couple's (the review-together journey
  // shows the steps on screen; here it is the API's).
  const omar = await signedIn(browser, urls.customer, demo.omar.email);
  expect([200, 409]).toContain(
    await apiMaybe(omar, "PATCH", `/documents/${document!.id}`, { reviewedAt: new Date().toISOString() }),
  );
  // Omar's own attorney reviews the agreement: the attorney's signed certification goes on record.
  const omarUser = await apiAs<{ id: string }>(omar, "/users/me");
  const certified = await omar.context().request.post(
    `${urls.api}/users/${omarUser.id}/documents/${document!.id}/counsel-certifications?${new URLSearchParams({
      name: "certification-signed.pdf",
      attorneyName: "Dana Whitfield",
      attorneyEmail: "dana@whitfieldlaw.example",
      barNumber: "CA-318844",
      barState: "CA",
    })}`,
    {
      headers: { authorization: `Bearer ${await accessToken(omar)}`, "content-type": "application/pdf" },
      data: SIGNED_CERTIFICATION,
    },
  );
  expect([201, 409]).toContain(certified.status());
  await omar.context().close();

  // California's wait: shown, and the server refuses the upload meanwhile.
  await pageA.goto(`${urls.customer}/notarize`);
  await expect(
    pageA.getByRole("heading", { name: "Notarization will be available after California's 7-day review period." }),
  ).toBeVisible();
  await expect(
    pageA.getByText(
      /In CA you must review the document for 7 days before notarizing\. You can notarize on or after [A-Z][a-z]+ \d{1,2}, \d{4}\./,
    ),
  ).toBeVisible();
  // The signing deadline from the wedding date (June 12, 2027): the last day, the days left, what is still needed.
  const deadline = pageA.getByRole("region", { name: "Your signing deadline" });
  await expect(deadline.getByText("Sign by June 11, 2027")).toBeVisible();
  await expect(deadline.getByText(/^\d+ days left$/)).toBeVisible();
  await expect(deadline.getByRole("list", { name: "Still needed before you can sign" })).toContainText(
    /(Then you|You) both sign before a notary\./,
  );
  await screenshot(pageA, "notarize-california-wait");
  const pdf = readFileSync(new URL("../../../packages/agreement/package.json", import.meta.url)); // any bytes: the wait refuses first
  const token = await accessToken(pageA);
  const today = californiaDay();
  const refused = await pageA
    .context()
    .request.post(`${urls.api}/documents/${document!.id}/notarizations/proof?signedOn=${today}`, {
      headers: { authorization: `Bearer ${token}`, "content-type": "application/pdf" },
      data: pdf,
    });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).code).toBe("CALIFORNIA_WAIT");

  // The admin, on California's state page, keeps online notarization off and rewords its block text.
  const admin = await signedIn(browser, urls.admin, demo.admin.email);
  await openAdminState(admin, "California", "CA");
  const seedBlockText = await saveNotaryBlock(admin, ADMIN_BLOCK_TEXT);
  await screenshot(admin, "admin-state-california-block-text");

  // Eight days later: the state's text about in-person notarization — the admin's words — and the upload.
  setApiClockOffset(8 * DAY);
  await pageA.reload();
  await expect(pageA.getByRole("heading", { name: "Notarize your agreement in person" })).toBeVisible();
  const blockAlert = pageA.getByRole("alert").filter({ hasText: "Online notarization is not available in your state" });
  await expect(blockAlert).toContainText(ADMIN_BLOCK_TEXT);
  await expect(pageA.getByText(ADMIN_BLOCK_TEXT, { exact: true })).toBeVisible();
  await expect(
    pageA.getByText(/Remote online notarization isn't available for agreements signed in California/),
  ).toHaveCount(0);
  await screenshot(pageA, "notarize-in-person-admin-text");

  // The admin puts the seed's text back (for the journeys after this one and for re-runs).
  await openAdminState(admin, "California", "CA");
  expect(await saveNotaryBlock(admin, seedBlockText)).toBe(ADMIN_BLOCK_TEXT);
  await pageA.reload();
  await expect(pageA.getByRole("heading", { name: "Notarize your agreement in person" })).toBeVisible();
  await expect(
    pageA.getByText(/Remote online notarization isn't available for agreements signed in California/),
  ).toBeVisible();
  await expect(pageA.getByText(ADMIN_BLOCK_TEXT)).toHaveCount(0);
  await screenshot(pageA, "notarize-in-person");
  expect(await seriousViolations(pageA)).toEqual([]);

  // The date on the notary's certificate: today on the server's clock, eight days after the review.
  const signedOn = californiaDay(8 * DAY);
  await pageA.getByLabel("Date of signing").fill(signedOn);

  // A text file is refused (its bytes are not a PDF, whatever its name says).
  const fileInput = pageA.locator('input[type="file"]');
  await fileInput.setInputFiles({
    name: "notarized.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("These are my notes, not a PDF."),
  });
  await pageA.getByRole("button", { name: "Upload notarized copy" }).click();
  await expect(
    pageA.getByRole("alert").filter({ hasText: "Only a PDF of the notarized agreement can be uploaded." }),
  ).toBeVisible();
  await screenshot(pageA, "notarize-not-a-pdf");

  // The notarized agreement (here: the generated PDF, as if scanned after the notary sealed it).
  const files = await apiAs<{ items: { id: string; kind: string }[] }>(
    pageA,
    `/documents/${document!.id}/files?kind=generated-pdf`,
  );
  const agreement = await pageA
    .context()
    .request.get(`${urls.api}/documents/${document!.id}/files/${files.items[0]!.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
  await fileInput.setInputFiles({
    name: "Notarized agreement.pdf",
    mimeType: "application/pdf",
    buffer: await agreement.body(),
  });
  await pageA.getByRole("button", { name: "Upload notarized copy" }).click();

  await expect(pageA).toHaveURL(`${urls.customer}/congratulations`);
  await expect(pageA.getByRole("heading", { name: "Congratulations!", level: 1 })).toBeVisible();
  await expect(pageA.getByRole("progressbar", { name: "Progress" })).toHaveAttribute("aria-valuenow", "5");
  await expect(pageA.locator('[role="progressbar"][aria-valuetext="Prenup 100% ready 🎉"]').first()).toBeVisible();
  await screenshot(pageA, "congratulations");
  expect(await seriousViolations(pageA)).toEqual([]);
  const download = pageA.waitForEvent("download");
  await pageA.getByRole("button", { name: "Download the notarized copy" }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  // The evidence dossier: the couple's path to the signing in one exhibit.
  const dossierDownload = pageA.waitForEvent("download");
  await pageA.getByRole("button", { name: "Download the evidence dossier" }).click();
  const dossier = pdfPageTexts(await readFile(await (await dossierDownload).path())).join("\n");
  expect(dossier).toContain("California's requirements and how each was met");
  expect(dossier).toMatch(/Signed on [A-Z][a-z]+ \d{1,2}, \d{4} and notarized\./);

  // On a phone too.
  await pageA.setViewportSize({ width: 375, height: 812 });
  await pageA.reload();
  await expect(pageA.getByRole("button", { name: "Download your agreement" })).toBeVisible();
  await screenshot(pageA, "congratulations-mobile");

  // Omar, the partner, lands on the same finish.
  const pageB = await signedIn(browser, urls.customer, demo.omar.email);
  await pageB.goto(`${urls.customer}/notarize`);
  await expect(pageB.getByRole("heading", { name: "Your agreement is notarized." })).toBeVisible();
  await pageB.getByRole("link", { name: "Continue" }).click();
  await expect(pageB).toHaveURL(`${urls.customer}/congratulations`);

  // After the wedding (June 12, 2027), Omar asks what may change: not in Iowa (a state that does not
  // enforce agreements made during the marriage), but in California, where he drafts an amendment of
  // one signed clause and reads its redline and text; then deletes the draft.
  setApiClockOffset(220 * DAY);
  const changesPath = `/users/${omarUser.id}/documents/${document!.id}/changes`;
  for (const draft of (await apiAs<{ items: { id: string; status: string }[] }>(pageB, changesPath)).items)
    if (draft.status === "DRAFT") await apiAs(pageB, `${changesPath}/${draft.id}`, { method: "DELETE" });
  const { items: clauses } = await apiAs<{ items: { label: string; title: string | null; text: string }[] }>(
    pageB,
    `/users/${omarUser.id}/documents/${document!.id}/signed-clauses`,
  );
  const clause = clauses.find((item) => item.title) ?? clauses[0]!;
  await pageB.goto(`${urls.customer}/agreement-changes`);
  await expect(pageB.getByRole("heading", { name: "Update or cancel your agreement", level: 1 })).toBeVisible();
  const livesIn = async (state: string) => {
    await pageB.getByLabel("Where do you live now?", { exact: true }).first().click();
    await pageB.getByRole("option", { name: state, exact: true }).click();
  };
  await livesIn("Iowa");
  const decision = pageB.getByTestId("change-decision");
  await expect(decision.getByText("You cannot change your agreement in Iowa")).toBeVisible();
  await expect(decision.getByRole("link", { name: "Find an attorney" })).toBeVisible();
  await expect(pageB.getByRole("button", { name: "Start an amendment" })).toHaveCount(0);
  await screenshot(pageB, "agreement-change-refused-iowa");
  // On a phone the two choices stack, each in full.
  const desktop = pageB.viewportSize()!;
  await pageB.setViewportSize({ width: 375, height: 812 });
  await expect(pageB.getByText("Cancel the agreement", { exact: true })).toBeInViewport({ ratio: 1 });
  await expect(pageB.getByText("Change a term", { exact: true })).toBeInViewport({ ratio: 1 });
  await screenshot(pageB, "agreement-change-choices-mobile");
  await pageB.setViewportSize(desktop);
  await livesIn("California");
  await expect(decision.getByText("You may change your agreement in California")).toBeVisible();
  await pageB.getByRole("button", { name: "Start an amendment" }).click();
  // A retry of this journey finds the amendment an earlier attempt signed: this one is the next number.
  await expect(pageB.getByText(/^Amendment No\. \d+ — draft$/)).toBeVisible();
  await pageB.getByRole("button", { name: "Add a change" }).click();
  await pageB
    .getByLabel(/^Which clause\?/)
    .first()
    .click();
  await pageB
    .getByRole("option", { name: clause.title ? `${clause.label} — ${clause.title}` : clause.label, exact: true })
    .click();
  const newText =
    "Each of us keeps what we owned before the wedding, and the home we bought in 2027 is shared equally.";
  await pageB.getByRole("textbox", { name: /^The new text/ }).fill(newText);
  await pageB
    .getByLabel(/^Why are you making this change\?/)
    .first()
    .click();
  await pageB.getByRole("option", { name: "A child", exact: true }).click();
  await pageB.getByRole("button", { name: "Save the change" }).click();
  const redline = pageB.getByRole("region", { name: "What changes, clause by clause" });
  await expect(redline.locator("ins")).toContainText(newText);
  await expect(redline.locator("del")).toContainText(clause.text.slice(0, 40));
  await expect(pageB.getByRole("region", { name: "The text of your draft" })).toContainText(
    /Amendment No\. \d+ to the/i,
  );
  // The history: the signed original, then the draft, not in effect.
  const history = pageB.getByRole("region", { name: "Your agreement's history" });
  await expect(history.getByRole("listitem").first()).toHaveText(/^Your signed agreementSigned on /);
  await expect(history.getByRole("listitem").last()).toHaveText(
    /^Amendment No\. \d+Draft: not in effect until you have both signed it\./,
  );
  // What the amendment does: it shares a home, and gives up no right at death.
  const effects = pageB.getByRole("region", { name: "What this amendment does" });
  for (const [question, answer] of [
    [/make property that belongs to one of you shared/, "Yes"],
    [/give up a right either of you would have/, "No"],
  ] as const) {
    const radio = effects.getByRole("radiogroup", { name: question }).getByRole("radio", { name: answer, exact: true });
    await radio.click();
    await expect(radio).toBeChecked();
    await expect(radio).toBeEnabled();
  }
  await screenshot(pageB, "agreement-change-redline");
  expect(await seriousViolations(pageB)).toEqual([]);
  // The amendment to print and take to the notary: its PDF, for signature.
  const amendmentDownload = pageB.waitForEvent("download");
  await pageB.getByRole("button", { name: "Download the PDF to print" }).click();
  const amendmentPdf = await amendmentDownload;
  expect(amendmentPdf.suggestedFilename()).toMatch(/ - Amendment No\. \d+ to the .+\.pdf$/);
  const amendmentText = pdfPageTexts(await readFile(await amendmentPdf.path()))
    .join(" ")
    .replace(/\s+/g, " ");
  expect(amendmentText).toContain("the home we bought in 2027 is shared equally");
  expect(amendmentText).not.toMatch(/not for signature/i);

  // Each spouse confirms their disclosure for the change, signs the printed amendment before a notary
  // (and the witnesses the formalities ask for) and records their own signing with the notarized copy.
  // Half-signed, it changes nothing.
  const signingDay = californiaDay(220 * DAY);
  // A year on, a complete disclosure needs the last three years' income: each spouse adds what is missing.
  const updateIncome = async (page: Page) => {
    const me = await apiAs<{ id: string }>(page, "/users/me");
    const base = `/users/${me.id}/documents/${document!.id}`;
    const { items } = await apiAs<{ items: { year: number }[] }>(page, `${base}/incomes?pageSize=50`);
    const year = Number(signingDay.slice(0, 4));
    for (const incomeYear of [year - 2, year - 1, year])
      if (!items.some((item) => item.year === incomeYear))
        await apiAs(page, `${base}/incomes`, {
          method: "POST",
          data: {
            year: incomeYear,
            incomeType: "BASE_SALARY",
            valueInCents: 9_000_000,
            currency: "USD",
            valueBasis: `W-2 for ${incomeYear}`,
          },
        });
    await page.reload();
  };
  const recordSigning = async (page: Page, names: string[]) => {
    const signing = page.getByRole("region", { name: "Sign it" });
    // California asks each spouse to confirm (or update) their disclosure for the change first.
    const disclosure = signing.getByRole("region", { name: "Your financial disclosure" });
    await disclosure.getByRole("button", { name: "My disclosure is still complete" }).click();
    await expect(disclosure.getByText(/You confirmed your disclosure for this change on /)).toBeVisible();
    await signing.getByLabel(/^The day on the notary's certificate/).fill(signingDay);
    const witnesses = signing.getByRole("textbox", { name: /^Witness \d+: full name/ });
    for (let index = 0; index < (await witnesses.count()); index += 1) await witnesses.nth(index).fill(names[index]!);
    await signing.locator('input[type="file"]').setInputFiles({
      name: "Amendment signed before the notary.pdf",
      mimeType: "application/pdf",
      buffer: SIGNED_CERTIFICATION,
    });
    await signing.getByRole("button", { name: "Record my signing" }).click();
  };
  await updateIncome(pageB);
  await recordSigning(pageB, ["Ada Lee", "Ben Cho"]);
  await expect(pageB.getByText(/Your signing is recorded/)).toBeVisible();
  await expect(history.getByRole("listitem").last()).toHaveText(/Signed by one of you: not in effect/);
  await pageB.getByRole("region", { name: "Sign it" }).scrollIntoViewIfNeeded();
  await screenshot(pageB, "agreement-change-half-signed");
  const readingCopyPath = `/users/${omarUser.id}/documents/${document!.id}/reading-copy`;
  type ReadingCopy = { clauses: { label: string; text: string; amendedBy: number | null }[] };
  const asSignedNow = (await apiAs<ReadingCopy>(pageB, readingCopyPath)).clauses.find((c) => c.label === clause.label);
  expect(asSignedNow?.text).toBe(clause.text);

  await pageA.goto(`${urls.customer}/agreement-changes`);
  await updateIncome(pageA);
  await expect(pageA.getByRole("region", { name: "Sign it" }).getByText(/ signed on /)).toBeVisible();
  await recordSigning(pageA, ["Cara Diaz", "Dev Shah"]);
  const historyA = pageA.getByRole("region", { name: "Your agreement's history" });
  await expect(historyA.getByRole("listitem").last()).toHaveText(/Signed by both of you: in effect from /);
  const readingCopy = pageA.getByRole("region", { name: "The agreement's clauses as they read now" });
  await expect(readingCopy).toContainText(newText);
  await expect(readingCopy.getByText(/^Amendment No\. \d+$/).first()).toBeVisible();
  await readingCopy.getByText(newText).scrollIntoViewIfNeeded();
  await screenshot(pageA, "agreement-change-reading-copy");
  expect(await seriousViolations(pageA)).toEqual([]);
  // The same reading copy as a PDF to print: the amended clause, every page marked as not signed.
  const copyDownload = pageA.waitForEvent("download");
  await pageA.getByRole("button", { name: "Download the reading copy (PDF)" }).click();
  const copyFile = await copyDownload;
  expect(copyFile.suggestedFilename()).toMatch(/ - Reading Copy of the .+\.pdf$/);
  const copyPages = pdfPageTexts(await readFile(await copyFile.path())).map((page) => page.replace(/\s+/g, ""));
  expect(copyPages.join("")).toContain(newText.replace(/\s+/g, ""));
  for (const page of copyPages) expect(page.replace(/[^A-Z]/g, "")).toContain("READINGCOPYNOTASIGNEDDOCUMENT");
  // Each spouse acknowledges the other's updated disclosure (its new version), as for the agreement itself.
  for (const page of [pageA, pageB]) {
    const me = await apiAs<{ id: string }>(page, "/users/me");
    const base = `/users/${me.id}/documents/${document!.id}`;
    const summary = await apiAs<{
      partners: { userId: string; acknowledgement: { state: string; currentVersion: number | null } }[];
    }>(page, `${base}/financial-summary`);
    const other = summary.partners.find((partner) => partner.userId !== me.id)?.acknowledgement;
    if (other?.currentVersion && other.state !== "CURRENT")
      await apiAs(page, `${base}/disclosure-acknowledgement`, {
        method: "POST",
        data: { version: other.currentVersion },
      });
  }
  // The evidence dossier tells both signings and the amendment taking effect.
  const changedDossier = await pageA.context().request.get(`${urls.api}/documents/${document!.id}/evidence-dossier`, {
    headers: { authorization: `Bearer ${await accessToken(pageA)}` },
  });
  const changedText = pdfPageTexts(await changedDossier.body())
    .join(" ")
    .replace(/\s+/g, " ");
  expect(changedText).toMatch(/Amendment No\. \d+ took effect on \d{4}-\d{2}-\d{2}, both spouses having signed it\./);

  // Aftercare: Lena turns on check-ins every two years about a child, and sees the next one.
  await pageA.goto(`${urls.customer}/aftercare`);
  await expect(pageA.getByRole("heading", { name: "Keep your agreement working", level: 1 })).toBeVisible();
  await pageA.getByLabel("A child").check();
  await pageA.getByLabel("Check in with me").selectOption("2");
  await pageA.getByRole("button", { name: "Turn reminders on" }).click();
  await expect(pageA.getByText(/^Next: a check-in on /)).toBeVisible();
  await expect(pageA.getByRole("button", { name: "Turn reminders off" })).toBeVisible();
  await screenshot(pageA, "aftercare-reminders");
  expect(await seriousViolations(pageA)).toEqual([]);
  // She moves to Texas: her account page says once what that means for a California agreement.
  await pageA.goto(`${urls.customer}/profile`);
  await pageA.getByLabel("State you live in", { exact: true }).selectOption("TX");
  const moved = pageA.getByRole("alert").filter({ hasText: "made under California law, and you now live in Texas" });
  await expect(moved).toBeVisible();
  await moved.scrollIntoViewIfNeeded();
  await screenshot(pageA, "aftercare-moved-profile");
  await pageA.goto(`${urls.customer}/aftercare`);
  await expect(pageA.getByText("You live in Texas")).toBeVisible();
  await pageA.getByRole("button", { name: "Turn reminders off" }).click();
  await expect(pageA.getByText(/Reminders are off/)).toBeVisible();
  await apiAs(pageA, `/users/${lena.id}`, { method: "PATCH", data: { residenceState: null } });

  // An admin's force reset puts the couple back at step 4 (for the journeys after this one).
  const { items } = await apiAs<{ items: { id: string; isLive: boolean }[] }>(
    admin,
    `/documents/${document!.id}/notarizations`,
  );
  const adminToken = await accessToken(admin);
  const reset = await admin
    .context()
    .request.patch(`${urls.api}/notarizations/${items.find((item) => item.isLive)!.id}/force-reset`, {
      headers: { authorization: `Bearer ${adminToken}` },
      data: {},
    });
  expect(reset.status()).toBe(204);
  setApiClockOffset(0);
});

test("the couple in Ohio notarizes online with the local notary: each signs through their own link", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  setApiClockOffset(0);
  const pageA = await signedIn(browser, urls.customer, demo.lena.email);
  const lena = await apiAs<{ id: string }>(pageA, "/users/me");
  const [document] = await apiAs<{ id: string }[]>(pageA, `/users/${lena.id}/documents`);
  const stateIdOf = async (abbreviation: string) =>
    (await apiAs<{ id: string; abbreviation: string }[]>(pageA, "/states")).find(
      (state) => state.abbreviation === abbreviation,
    )!.id;
  const reopen = async () => {
    // The regenerate confirmation reopens the agreement (not reviewed, to be generated again).
    expect([200, 409]).toContain(
      await apiMaybe(pageA, "PATCH", `/documents/${document!.id}`, {
        reviewedAt: null,
        lastGeneratedInputHash: null,
        lastGeneratedAt: null,
      }),
    );
  };

  await reopen();
  await apiAs(pageA, `/documents/${document!.id}`, {
    method: "PATCH",
    data: { stateId: await stateIdOf("OH"), confirmStateChange: true },
  });
  const { disputes } = await apiAs<{ disputes: { questionId: string }[] }>(pageA, `/users/${lena.id}/answers/dispute`);
  for (const dispute of disputes)
    await apiAs(pageA, `/users/${lena.id}/answers/dispute/${dispute.questionId}/agree`, { method: "POST" });

  // Just before the couple generates, the admin rewords Ohio's venue line among the state page's terms.
  const admin = await signedIn(browser, urls.admin, demo.admin.email);
  await openAdminState(admin, "Ohio", "OH");
  const seedVenueLine = await saveTerm(admin, "venue_line", ADMIN_VENUE_LINE);
  await screenshot(admin, "admin-state-ohio-term");

  await apiAs(pageA, `/documents/${document!.id}/generate`, { method: "POST" });
  // The agreement just generated (the newest commit of the history the couple's screens read) carries the admin's wording.
  const history = await apiAs<{ commits: { items: { commitAt: string }[] } }>(
    pageA,
    `/documents/${document!.id}/history`,
  );
  const newest = history.commits.items
    .map((item) => item.commitAt)
    .sort()
    .at(-1)!;
  type Clause = { text: string; children: Clause[] };
  const snapshot = await apiAs<{ sections: { title: string; text: string; clauses: Clause[] }[] }>(
    pageA,
    `/documents/${document!.id}/history/${encodeURIComponent(newest)}`,
  );
  const texts = (clauses: Clause[]): string[] => clauses.flatMap((clause) => [clause.text, ...texts(clause.children)]);
  const agreementText = snapshot.sections
    .flatMap((section) => [section.title, section.text, ...texts(section.clauses)])
    .join("\n");
  expect(agreementText).toContain(ADMIN_VENUE_LINE);
  expect(agreementText).not.toContain(seedVenueLine);
  await apiAs(pageA, `/documents/${document!.id}`, { method: "PATCH", data: { reviewedAt: new Date().toISOString() } });
  const pageB = await signedIn(browser, urls.customer, demo.omar.email);
  await apiAs(pageB, `/documents/${document!.id}`, { method: "PATCH", data: { reviewedAt: new Date().toISOString() } });

  // Omar's own attorney reviews the agreement: neither may sign until that attorney's signed
  // certification is on record. Lena is told what is awaited; Omar puts it on record on /notarize.
  await pageA.goto(`${urls.customer}/notarize`);
  await expect(
    pageA.getByRole("heading", {
      name: "Notarization will be available after your partner's attorney's certification is on record.",
    }),
  ).toBeVisible();
  await pageB.goto(`${urls.customer}/notarize`);
  await expect(
    pageB.getByRole("heading", {
      name: "Notarization will be available after your attorney's certification is on record.",
    }),
  ).toBeVisible();
  await expect(pageB.getByRole("button", { name: "Notarize online" })).toHaveCount(0);
  await pageB.getByLabel("Attorney's full name").fill("Jordan Lee");
  await pageB.getByLabel("Attorney's e-mail").fill("jordan.lee@leelaw.example");
  await pageB.getByLabel("Bar number").fill("0091234");
  await pageB.getByLabel("State of bar admission", { exact: true }).first().click();
  await pageB.getByRole("option", { name: "Ohio" }).click();
  await pageB.locator('input[type="file"]').setInputFiles({
    name: "certification-signed.pdf",
    mimeType: "application/pdf",
    buffer: SIGNED_CERTIFICATION,
  });
  await screenshot(pageB, "notarize-counsel-certification");
  expect(await seriousViolations(pageB)).toEqual([]);
  await pageB.getByRole("button", { name: "Put my attorney on record" }).click();
  await expect(pageB.getByRole("heading", { name: "Your attorney is on record" })).toBeVisible();
  await expect(pageB.getByText(/Jordan Lee \(bar no\. 0091234, OH\) certified the final text/)).toBeVisible();

  // /notarize offers the online session: Ohio's law does not make a signer's location
  // matter, so nobody is asked where they will sign, and no other state is named.
  await pageA.goto(`${urls.customer}/notarize`);
  await expect(pageA.getByRole("heading", { name: "Notarize your agreement online" })).toBeVisible();
  await expect(pageA.getByRole("heading", { name: "Where will you be when you sign?" })).toHaveCount(0);
  await expect(pageA.getByText(/California/)).toHaveCount(0);
  // Ohio sets no waiting period: the days advised to consider the final text are said, and signing
  // sooner is the couple's own choice, ticked before the session may start.
  await expect(pageA.getByText(/Ohio sets no waiting period before signing/)).toBeVisible();
  await expect(pageA.getByRole("button", { name: "Notarize online" })).toBeDisabled();
  await pageA.getByRole("checkbox", { name: /choose to sign before the recommended 7 days/ }).check();
  await expect(pageA.getByRole("button", { name: "Notarize online" })).toBeEnabled();
  await screenshot(pageA, "notarize-online");
  expect(await seriousViolations(pageA)).toEqual([]);
  await pageA.getByRole("button", { name: "Notarize online" }).click();
  await expect(pageA).toHaveURL(`${urls.customer}/notarize/review`);
  await expect(pageA.getByRole("heading", { name: "Your notarization" })).toBeVisible();
  await expect(pageA.getByText("Waiting for signers")).toBeVisible();
  await expect(pageA.getByRole("list", { name: "Signers" }).getByRole("listitem")).toHaveCount(2);
  await screenshot(pageA, "notarize-review");
  expect(await seriousViolations(pageA)).toEqual([]);

  // Lena signs on the notary's page.
  await pageA.getByRole("link", { name: "Open my signing session" }).click();
  await expect(pageA).toHaveURL(new RegExp(`^${urls.api}/notary/local/lns_[0-9a-f]{24}/USER_A\\?token=`));
  await pageA.getByRole("button", { name: "Sign and notarize" }).click();
  await expect(pageA.getByText(/^You signed on /)).toBeVisible();
  await screenshot(pageA, "local-notary-signed");

  // Omar signs with his own link.
  await pageB.goto(`${urls.customer}/notarize/review`);
  await expect(pageB.getByText("Signing under way")).toBeVisible();
  // He sees that Lena has signed and that he has not.
  const signers = pageB.getByRole("list", { name: "Signers" }).getByRole("listitem");
  await expect(signers.filter({ hasText: "Lena" })).toContainText("Signed");
  await expect(signers.filter({ hasText: "(you)" })).toContainText("Not signed yet");
  await screenshot(pageB, "notarize-review-one-signed");
  expect(await seriousViolations(pageB)).toEqual([]);
  await pageB.getByRole("link", { name: "Open my signing session" }).click();
  await expect(pageB).toHaveURL(/\/USER_B\?token=/);
  await pageB.getByRole("button", { name: "Sign and notarize" }).click();
  await expect(pageB.getByText(/^You signed on /)).toBeVisible();

  // Back in the app: notarized, on to /congratulations with the progress bar full.
  await pageA.getByRole("link", { name: "Back to your agreement" }).click();
  await expect(pageA.getByRole("heading", { name: "Your agreement is notarized." })).toBeVisible();
  await pageA.getByRole("link", { name: "Continue" }).click();
  await expect(pageA).toHaveURL(`${urls.customer}/congratulations`);
  await expect(pageA.getByRole("progressbar", { name: "Progress" })).toHaveAttribute("aria-valuenow", "5");
  const download = pageA.waitForEvent("download");
  await pageA.getByRole("button", { name: "Download the notarized copy" }).click();
  const saved = await download;
  const bytes = readFileSync((await saved.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  await screenshot(pageA, "congratulations-online");
  // The dossier shows Lena's counsel met, by the attorney on record and the certification's fingerprint.
  const dossier = await pageA.context().request.fetch(`${urls.api}/documents/${document!.id}/evidence-dossier`, {
    headers: { authorization: `Bearer ${await accessToken(pageA)}` },
  });
  expect(dossier.status()).toBe(200);
  const dossierText = (await pdfPageTexts(new Uint8Array(await dossier.body()))).join("\n").replace(/\s+/g, " ");
  expect(dossierText).toMatch(
    /Jordan Lee \(bar no\. 0091234, Ohio\), Omar [^.]*'s own attorney, certified the agreement's final text/,
  );
  expect(dossierText).not.toMatch(/plans to be advised by an attorney; none is on record yet/);

  // Put the couple back: the admin resets the notarization; the agreement reopens, in California.
  const { items } = await apiAs<{ items: { id: string; isLive: boolean }[] }>(
    admin,
    `/documents/${document!.id}/notarizations`,
  );
  const adminToken = await accessToken(admin);
  const reset = await admin
    .context()
    .request.patch(`${urls.api}/notarizations/${items.find((item) => item.isLive)!.id}/force-reset`, {
      headers: { authorization: `Bearer ${adminToken}` },
      data: {},
    });
  expect(reset.status()).toBe(204);
  await reopen();
  await apiAs(pageA, `/documents/${document!.id}`, {
    method: "PATCH",
    data: { stateId: await stateIdOf("CA"), confirmStateChange: true },
  });

  // The admin puts Ohio's seed wording back (for the journeys after this one and for re-runs). Only
  // now: a term edit changes the generation's input, so the Ohio agreement would need generating
  // again (DOCUMENT_NEEDS_REGENERATION) had it been put back before the couple reviewed and signed.
  await openAdminState(admin, "Ohio", "OH");
  expect(await saveTerm(admin, "venue_line", seedVenueLine)).toBe(ADMIN_VENUE_LINE);
});
