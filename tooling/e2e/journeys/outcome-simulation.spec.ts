import { expect, test } from "../support/test.ts";
import { expectNoSeriousAxeViolations } from "../support/axe.ts";
import { capture, signIn } from "../support/session.ts";
import { demo, urls } from "../support/urls.ts";

// The outcome simulator on the demo data: Lena (couple 4, California, both disclosures on file)
// follows the dashboard's link to /outcomes, moves the year slider and sees both scenarios change
// with no request per move (all 30 years came in one answer). Read-only: the notarization journey,
// which uses the same couple, finds everything as it was.

test("a partner opens the simulator from the dashboard and moves the slider: both scenarios change, no request per move", async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  const failures: string[] = [];
  const simulationRequests: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("response", (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on("request", (request) => {
    if (request.url().includes("/outcome-simulation")) simulationRequests.push(request.url());
  });

  await signIn(page, urls.customer, demo.lena.email);
  await expect(page.getByText(`Welcome, ${demo.lena.firstName}`)).toBeVisible();
  await page.getByRole("link", { name: /If we divorce: see your agreement in numbers/ }).click();
  await expect(page).toHaveURL(`${urls.customer}/outcomes`);
  await expect(page.getByRole("heading", { name: "If we divorce after 10 years", level: 1 })).toBeVisible();

  const year = page.getByTestId("simulation-year");
  await expect(year).toHaveText("After 10 years of marriage");
  const you = page.getByRole("region", { name: "You" });
  const agreement = you.getByTestId("agreement-total");
  const stateLaw = you.getByTestId("state-law-total");
  await expect(agreement).toHaveText(/^\$/);
  await expect(page.getByRole("region", { name: demo.omar.firstName })).toBeVisible();
  await expect(page.getByTestId("simulation-disclaimer")).toContainText("This is an illustration, not legal advice.");
  const before = { agreement: await agreement.textContent(), stateLaw: await stateLaw.textContent() };
  expect(simulationRequests).toHaveLength(1);

  // Five steps right with the keyboard, then the far end.
  const slider = page.getByRole("slider", { name: "Years of marriage" });
  await slider.focus();
  for (let step = 0; step < 5; step += 1) await page.keyboard.press("ArrowRight");
  await expect(year).toHaveText("After 15 years of marriage");
  await expect(page.getByRole("heading", { name: "If we divorce after 15 years", level: 1 })).toBeVisible();
  await expect(agreement).not.toHaveText(before.agreement ?? "");
  await expect(stateLaw).not.toHaveText(before.stateLaw ?? "");
  const at15 = { agreement: await agreement.textContent(), stateLaw: await stateLaw.textContent() };
  await page.keyboard.press("End");
  await expect(year).toHaveText("After 30 years of marriage");
  await expect(agreement).not.toHaveText(at15.agreement ?? "");
  await expect(stateLaw).not.toHaveText(at15.stateLaw ?? "");
  // Every position came from the one answer.
  expect(simulationRequests).toHaveLength(1);

  await expectNoSeriousAxeViolations(page);
  await capture(page, "outcome-simulation", { fullPage: true });
  expect(consoleErrors).toEqual([]);
  expect(failures).toEqual([]);
});
