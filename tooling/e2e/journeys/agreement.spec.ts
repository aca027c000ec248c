import { execFileSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { expect, test } from "../support/test.ts";
import { createCouple } from "../support/couple.ts";
import { accessToken, apiAs } from "../support/questionnaire.ts";
import { capture, screenshot, screenshotsKept, signedIn } from "../support/session.ts";
import { artifacts, urls } from "../support/urls.ts";
import { seriousViolations } from "../support/axe.ts";

// The agreement, with a couple of this attempt's own made as demo couple 1 is (Alex and Jordan,
// California, paid, both questionnaires answered, one disagreement): they settle their one disagreement, generate, read the PDF in the page with an explanation of each
// article and clause (beside California's default), mark it reviewed; A asks to regenerate and
// changes one answer; both see that A changed it; they generate again and the history shows the
// redline of that clause. A rendered PDF page is saved too.

test("a couple generates, reviews, changes an answer, regenerates and reads the redline", async ({ browser }) => {
  test.setTimeout(300_000);
  const couple = await createCouple(browser, test.info(), "couple_1");
  const pageA = await signedIn(browser, urls.customer, couple.a.email);
  const pageB = await signedIn(browser, urls.customer, couple.b.email);
  const alex = await apiAs<{ id: string }>(pageA, "/users/me");

  // The couple's one disagreement: Alex agrees with Jordan.
  const { disputes } = await apiAs<{ disputes: { questionId: string }[] }>(pageA, `/users/${alex.id}/answers/dispute`);
  for (const dispute of disputes)
    await apiAs(pageA, `/users/${alex.id}/answers/dispute/${dispute.questionId}/agree`, { method: "POST" });

  // /documents: all but the financial disclosures is done, and Generate waits for them.
  await pageA.goto(`${urls.customer}/documents`);
  await expect(pageA.getByRole("heading", { name: "Documents", level: 1 })).toBeVisible();
  await expect(pageA.getByText("California's 7-day rule")).toBeVisible();
  const requirements = pageA.getByRole("list", { name: "What generating your agreement needs" });
  // The standing's seven (every answer chosen included); the disclosures not yet.
  await expect(requirements.getByText("Done.")).toHaveCount(7);
  await expect(
    requirements.getByRole("link", { name: "Both financial disclosures given and acknowledged" }),
  ).toBeVisible();
  await expect(pageA.getByRole("button", { name: "Generate agreement" })).toHaveCount(0);

  // Each declares, with the attestation, that they have nothing to disclose (the disclosure journey lists Alex's later).
  for (const page of [pageA, pageB]) {
    await page.goto(`${urls.customer}/financial-disclosure`);
    const declaration = page.getByTestId("disclosure-declaration");
    await declaration.getByRole("checkbox").check();
    await declaration.getByRole("button", { name: "I have nothing to disclose" }).click();
    await expect(declaration.getByText(/You declared that you have nothing to disclose/)).toBeVisible();
  }
  await screenshot(pageB, "disclosure-nothing-declared");
  // Each acknowledges the other's disclosure, version 1, which generation needs.
  for (const [page, partner] of [
    [pageA, "Jordan"],
    [pageB, "Alex"],
  ] as const) {
    await page.goto(`${urls.customer}/financial-disclosure`);
    await page.getByRole("tab", { name: `${partner}'s disclosure` }).click();
    const acknowledgement = page.getByTestId("disclosure-acknowledgement");
    await acknowledgement
      .getByRole("checkbox", {
        name: `I have received and reviewed ${partner}'s financial disclosure, version 1 (nothing to disclose).`,
      })
      .check();
    if (page === pageB) await screenshot(page, "disclosure-acknowledgement");
    await acknowledgement.getByRole("button", { name: "Acknowledge version 1" }).click();
    await expect(acknowledgement.getByTestId("acknowledged-version")).toContainText("You acknowledged version 1 on");
  }
  await screenshot(pageB, "disclosure-acknowledged");

  await pageA.goto(`${urls.customer}/documents`);
  await expect(requirements.getByText("Done.")).toHaveCount(8);
  expect(await seriousViolations(pageA, { exclude: ["canvas"] })).toEqual([]);
  await screenshot(pageA, "agreement-documents");
  await pageA.getByRole("button", { name: "Generate agreement" }).click();
  await expect(pageA.getByRole("heading", { name: "Your agreement is ready" })).toBeVisible({ timeout: 30_000 });
  await screenshot(pageA, "agreement-generated");

  // /documents/review: the PDF in the page, an explanation, Mark as reviewed.
  await pageA.getByRole("link", { name: "Review your agreement" }).click();
  await expect(pageA).toHaveURL(`${urls.customer}/documents/review`);
  await expect(pageA.getByRole("img", { name: /page 1 of \d+/ })).toBeVisible({ timeout: 20_000 });
  await pageA.getByRole("button", { name: "Separate Property" }).click();
  await expect(pageA.getByText(/stays yours alone/)).toBeVisible();
  await screenshot(pageA, "agreement-review");
  // Each clause's own "What this means": what it does for the couple, then California's default.
  const separateProperty = pageA.getByRole("region", { name: "Separate Property", exact: true });
  await expect(separateProperty.getByRole("button", { name: "What this means", exact: true }).first()).toBeVisible();
  await separateProperty.getByRole("button", { name: "What this means", exact: true }).first().click();
  const note = separateProperty.getByRole("note", { name: "What this means", exact: true });
  await expect(note.getByText(/^Without this agreement, .*(California law|community property)/)).toBeVisible();
  await expect(note.locator("p").first()).not.toHaveText(/^Without this agreement/);
  await note.scrollIntoViewIfNeeded();
  await capture(pageA, "agreement-review-clause-explained");
  expect(await seriousViolations(pageA, { exclude: ["canvas"] })).toEqual([]);
  await pageA.getByRole("button", { name: "Mark as reviewed" }).click();
  await expect(
    pageA.getByText(/^Thank you: your review is recorded\. Jordan .+ reviews it too before it is final\.$/),
  ).toBeVisible();
  // Jordan reviews on a phone: the text with its notes first, the pages as printed on request.
  await pageB.setViewportSize({ width: 375, height: 812 });
  await pageB.goto(`${urls.customer}/documents/review`);
  await expect(
    pageB.getByRole("article", { name: "Your agreement's text" }).getByRole("heading", { name: "Separate Property" }),
  ).toBeVisible();
  await screenshot(pageB, "agreement-review-mobile");
  await pageB.getByRole("button", { name: "Show the pages as printed" }).click();
  await expect(pageB.getByRole("img", { name: /page 1 of \d+/ })).toBeVisible({ timeout: 20_000 });
  await pageB.getByRole("button", { name: "Mark as reviewed" }).click();
  await expect(pageB.getByText("Thank you: you have both reviewed this version.")).toBeVisible();
  await pageB.setViewportSize({ width: 1280, height: 900 });
  await pageA.reload();
  await expect(
    pageA.getByRole("region", { name: "Reviews of this version" }).getByText(/^Jordan .+ reviewed it /),
  ).toBeVisible();
  await expect(pageA.getByRole("progressbar", { name: "Progress" })).toHaveAttribute("aria-valuenow", "4");

  // A asks to regenerate (the questionnaire opens again) and changes one answer: the business's name.
  await pageA.goto(`${urls.customer}/documents`);
  await pageA.getByRole("button", { name: "Make changes (regenerate)" }).click();
  const popup = pageA.getByRole("dialog", { name: "Regenerate your agreement?" });
  await popup.getByRole("button", { name: "Regenerate" }).click();
  await expect(popup).toBeHidden();
  const sections = await apiAs<{ path: string }[]>(
    pageA,
    `/users/${alex.id}/questionnaire-sections?includeStatus=true`,
  );
  let businessName: { id: string; key: string } | undefined;
  for (const section of sections) {
    const body = await apiAs<{ groups: { questions: { id: string; key: string }[] }[] }>(
      pageA,
      `/users/${alex.id}/questionnaire-sections/${section.path}/groups`,
    );
    businessName = body.groups.flatMap((group) => group.questions).find((question) => question.key === "business_name");
    if (businessName) break;
  }
  expect(businessName, "the business name question").toBeTruthy();
  await apiAs(pageA, `/users/${alex.id}/answers?questionId=${businessName!.id}`, {
    method: "PATCH",
    data: { valueTyped: "Rivera Data Studio LLC" },
  });

  // Both see that the agreement must be generated again, and that Alex changed it.
  for (const page of [pageA, pageB]) {
    await page.goto(`${urls.customer}/documents`);
    const alert = page.getByRole("status").filter({ hasText: "Your agreement needs to be generated again" });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText("Alex Rivera changed an answer");
  }
  await screenshot(pageB, "agreement-needs-regeneration");

  // Jordan generates again; the history compares the two versions.
  await pageB.getByRole("button", { name: "Generate again" }).click();
  await expect(pageB.getByRole("heading", { name: "Your agreement is ready" })).toBeVisible({ timeout: 30_000 });
  await pageB.goto(`${urls.customer}/documents/review`);
  await expect(pageB.getByRole("list", { name: "Versions of your agreement" }).getByRole("listitem")).toHaveCount(2);
  const changes = pageB.getByRole("region", { name: "Changes between the two versions" });
  // The business is named in the agreement's clause and in each partner's written explanation.
  await expect(changes.locator("del").filter({ hasText: "Analytics" }).first()).toBeVisible();
  await expect(changes.locator("ins").filter({ hasText: "Data Studio" }).first()).toBeVisible();
  await capture(changes, "agreement-redline");

  // The rendered PDF's first pages as pictures (Debian's poppler-utils, when installed).
  const document = (
    await apiAs<{ id: string; generatedPdfFileId: string }[]>(
      pageB,
      `/users/${(await apiAs<{ id: string }>(pageB, "/users/me")).id}/documents`,
    )
  )[0]!;
  const token = await accessToken(pageB);
  const pdf = await pageB
    .context()
    .request.get(`${urls.api}/documents/${document.id}/files/${document.generatedPdfFileId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
  expect(pdf.headers()["content-disposition"]).toContain("Alex Rivera - Jordan Lee - Premarital Agreement.pdf");
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  writeFileSync(`${artifacts}agreement.pdf`, bytes);
  // Its first pages as pictures, to look at with the screenshots.
  if (screenshotsKept && existsSync("/usr/bin/pdftoppm"))
    execFileSync("/usr/bin/pdftoppm", [
      "-r",
      "80",
      "-png",
      "-f",
      "1",
      "-l",
      "3",
      `${artifacts}agreement.pdf`,
      `${artifacts}agreement-pdf-page`,
    ]);
});
