import type { Page } from "@playwright/test";
import { expect, test } from "../support/test.ts";
import { setApiClockOffset } from "../support/clock.ts";
import { watchProblems } from "../support/problems.ts";
import { accessToken, apiAs } from "../support/questionnaire.ts";
import { screenshot, signedIn } from "../support/session.ts";
import { demo, urls } from "../support/urls.ts";

// Both partners review the final text before it binds them, with demo couple 4 (California, paid;
// after the notarization journey their agreement is back in California, not generated). Lena
// reviews first: she is told Omar has not reviewed it yet, finds no way to finalize on the page,
// and the API refuses her finalization. Omar reviews on his phone, the text before the button; his
// review completes the couple's, and Lena then sees both reviews and California's 7 days. (Who the
// dashboard's next step waits on is nextStep's, unit-tested: here an earlier journey's answers may
// put an attorney meeting first.)

/** The status of a call through the API outside the pages (a refusal the journey expects). */
async function apiStatus(
  page: Page,
  method: string,
  path: string,
  data?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const token = await accessToken(page);
  const response = await page.context().request.fetch(`${urls.api}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  return { status: response.status(), body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

test("one partner cannot finalize alone: each reviews the text, the other is told, and only both reviews make it final", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  setApiClockOffset(0);
  const lena = await signedIn(browser, urls.customer, demo.lena.email);
  const lenaUser = await apiAs<{ id: string }>(lena, "/users/me");
  const [document] = await apiAs<{ id: string; partner: { firstName: string } | null }[]>(
    lena,
    `/users/${lenaUser.id}/documents`,
  );
  const documentPath = `/documents/${document!.id}`;

  // A fresh text: the regenerate confirmation (when there was one), the disagreement settled, generated.
  expect([200, 409]).toContain(
    (
      await apiStatus(lena, "PATCH", documentPath, {
        reviewedAt: null,
        lastGeneratedInputHash: null,
        lastGeneratedAt: null,
      })
    ).status,
  );
  const { disputes } = await apiAs<{ disputes: { questionId: string }[] }>(
    lena,
    `/users/${lenaUser.id}/answers/dispute`,
  );
  for (const dispute of disputes)
    await apiAs(lena, `/users/${lenaUser.id}/answers/dispute/${dispute.questionId}/agree`, { method: "POST" });
  expect((await apiStatus(lena, "POST", `${documentPath}/generate`)).status).toBe(201);
  const problems = watchProblems(lena);

  // Lena reviews on the review page: her review is recorded, Omar's is not in yet, and there is no way to finalize.
  await lena.goto(`${urls.customer}/documents/review`);
  await lena.getByRole("button", { name: "Mark as reviewed" }).click();
  await expect(
    lena.getByText(/^Thank you: your review is recorded\. Omar .+ reviews it too before it is final\.$/),
  ).toBeVisible();
  const lenaReviews = lena.getByRole("region", { name: "Reviews of this version" });
  await expect(lenaReviews.getByText(/^You reviewed it /)).toBeVisible();
  await expect(lenaReviews.getByText(/^Omar .+ has not reviewed it yet$/)).toBeVisible();
  await expect(
    lena.getByText(
      "Your partner has not reviewed this version yet: it can be finalized once you have both reviewed it.",
    ),
  ).toBeVisible();
  await expect(lena.getByRole("button", { name: "Finalize the agreement" })).toHaveCount(0);
  await screenshot(lena, "review-waiting-for-partner");

  // Finalizing alone through the API is refused, and nothing changes.
  const alone = await apiStatus(lena, "PATCH", documentPath, { finalizedAt: new Date().toISOString() });
  expect(alone).toMatchObject({ status: 409, body: { code: "PARTNER_NOT_REVIEWED" } });
  expect(
    (await apiAs<{ finalizedAt: string | null; reviewedAt: string | null }>(lena, documentPath)).finalizedAt,
  ).toBeNull();

  // Omar, on his phone: Lena's review shows; he reads the text with its notes, and his review,
  // asked for after the text, completes the couple's.
  const omar = await signedIn(browser, urls.customer, demo.omar.email, { width: 390, height: 844 });
  const omarProblems = watchProblems(omar);
  await omar.goto(`${urls.customer}/documents/review`);
  const omarReviews = omar.getByRole("region", { name: "Reviews of this version" });
  await expect(omarReviews.getByText(/^Lena .+ reviewed it /)).toBeVisible();
  const text = omar.getByRole("article", { name: "Your agreement's text" });
  await expect(text.getByRole("heading").first()).toBeVisible();
  await screenshot(omar, "review-on-a-phone");
  const markReviewed = omar.getByRole("button", { name: "Mark as reviewed" });
  expect(
    await text.evaluate(
      (article, button) => Boolean(article.compareDocumentPosition(button!) & Node.DOCUMENT_POSITION_FOLLOWING),
      await markReviewed.elementHandle(),
    ),
  ).toBe(true);
  await markReviewed.click();
  await expect(omar.getByText("Thank you: you have both reviewed this version.")).toBeVisible();
  await screenshot(omar, "review-both-reviewed");

  // Both reviews are on Lena's page; California's 7 days now run before the text may be finalized.
  await lena.goto(`${urls.customer}/documents/review`);
  await expect(lenaReviews.getByText(/^Omar .+ reviewed it /)).toBeVisible();
  await expect(
    lena.getByText(
      /^California law requires 7 days between receiving the final agreement and signing it\. You can finalize on or after /,
    ),
  ).toBeVisible();
  const reviewed = await apiAs<{
    userAReviewedAt: string | null;
    userBReviewedAt: string | null;
    reviewedAt: string | null;
  }>(lena, documentPath);
  expect(reviewed.userAReviewedAt && reviewed.userBReviewedAt && reviewed.reviewedAt).toBeTruthy();
  expect([...problems, ...omarProblems]).toEqual([]);

  // The agreement goes back to not generated for later runs.
  expect(
    (
      await apiStatus(lena, "PATCH", documentPath, {
        reviewedAt: null,
        lastGeneratedInputHash: null,
        lastGeneratedAt: null,
      })
    ).status,
  ).toBe(200);
});
