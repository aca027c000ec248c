import type { Page } from "@playwright/test";
import { expect, test } from "../support/test.ts";
import { watchProblems } from "../support/problems.ts";
import { accessToken, apiAs, unique } from "../support/questionnaire.ts";
import { screenshot, signedIn } from "../support/session.ts";
import { demo, urls } from "../support/urls.ts";

// Partners together, live, each on their own API instance: demo couple 5 (California, paid). Mia's
// browser reaches the first instance and Theo's the second (the instance proxy pins them by user
// agent; on PostgreSQL, as in CI, the two are separate processes on one database). Each sees where
// the other is without a reload, and Theo's new disclosure entry appears on Mia's open page.

type Standing = { questionnaire: { sections: { label: string; path: string }[] } };
type Served = { served: { first: number; second: number }; distinct: boolean };

const served = async (page: Page) =>
  (await (await page.context().request.get(`${urls.instanceProxy}/__proxy/served`)).json()) as Served;

test("each partner sees the other's presence and changes live, through two API instances", async ({ browser }) => {
  test.setTimeout(120_000);
  const mia = await signedIn(browser, urls.customer, demo.mia.email);
  const chromeAgent = await mia.evaluate(() => navigator.userAgent);
  const theo = await signedIn(browser, urls.customer, demo.theo.email, undefined, {
    userAgent: `${chromeAgent} prenup-instance-2`,
  });
  const problems = [mia, theo].map((page) => watchProblems(page));
  const before = await served(mia);
  const miaId = (await apiAs<{ id: string }>(mia, "/users/me")).id;
  const section = (await apiAs<Standing>(mia, `/users/${miaId}/standing`)).questionnaire.sections[0]!;

  // 1. Mia on her disclosure; Theo in the questionnaire: each header says where the other is.
  await mia.goto(`${urls.customer}/financial-disclosure`);
  await theo.goto(`${urls.customer}/questionnaire/${section.path}`);
  const miaSees = mia.getByTestId("partner-presence");
  const theoSees = theo.getByTestId("partner-presence");
  await expect(miaSees).toContainText(`Theo is on ${section.label}`);
  await expect(theoSees).toContainText("Mia is on Financial disclosure");
  await screenshot(mia, "live-together-presence");

  // 2. Theo moves to the disclosure and adds an account (through his instance): Mia's open page lists
  //    it without a reload, and her header says what changed.
  await theo.goto(`${urls.customer}/financial-disclosure`);
  await expect(miaSees).toContainText("Theo is on Financial disclosure");
  await mia.getByRole("tab", { name: "Theo's disclosure" }).click();
  // A name of this attempt's own: a retry finds the first attempt's account on the demo couple.
  const institution = `Harbor Credit Union ${unique()}`;
  await expect(mia.getByText(institution)).toHaveCount(0);
  const theoId = (await apiAs<{ id: string }>(theo, "/users/me")).id;
  const [document] = await apiAs<{ id: string }[]>(theo, `/users/${theoId}/documents`);
  const token = await accessToken(theo);
  const status = await theo.evaluate(
    async ({ path, token, institution }) => {
      const response = await fetch(`/api${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({
          assetAccountType: "ACCOUNT",
          accountType: "SAVINGS",
          institution,
          accountNumber: "4821",
          valueInCents: 1_250_000,
          currency: "USD",
        }),
      });
      return response.status;
    },
    { path: `/users/${theoId}/documents/${document!.id}/assets`, token, institution },
  );
  expect(status).toBe(201);
  await expect(mia.getByText(institution)).toBeVisible();
  await expect(miaSees).toContainText("Theo updated the financial disclosure.");
  await screenshot(mia, "live-together-change");
  await screenshot(theo, "live-together-theo");

  // 3. Both instances served their partner: Mia's calls the first, Theo's the second.
  const after = await served(mia);
  expect(after.served.first).toBeGreaterThan(before.served.first);
  if (after.distinct) expect(after.served.second).toBeGreaterThan(before.served.second);

  // 4. Theo closes the app: Mia's header no longer says he is here.
  await theo.context().close();
  await expect(miaSees.getByText(/Theo is on/)).toHaveCount(0);
  expect(problems.flat()).toEqual([]);
});
