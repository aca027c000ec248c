import type { Page } from "@playwright/test";
import { expect, test } from "../support/test.ts";
import { seriousViolations } from "../support/axe.ts";
import { screenshot, signedIn } from "../support/session.ts";
import { demo, urls } from "../support/urls.ts";

// The conversation around a disagreement, with demo couple 5 (California, paid, both questionnaires
// answered, one disagreement): Mia proposes an answer with a comment, Theo sees on his dashboard that
// it awaits him and counters with another, Mia accepts his, and the disagreement is settled.

const QUESTION =
  "If something you own separately earns income or grows in value during the marriage, whose is that growth?";
const SHARED = "All income and growth during the marriage is shared";
const EFFORT_SHARED = "Passive growth stays separate, but growth from either spouse's work is shared";

/** Console errors and responses of 400 or more, collected from now on: the path must meet none. */
function watchForErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400)
      problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return problems;
}

test("partners settle a disagreement by proposing, countering and accepting on /alignment", async ({ browser }) => {
  test.setTimeout(120_000);
  const mia = await signedIn(browser, urls.customer, demo.mia.email);
  const theo = await signedIn(browser, urls.customer, demo.theo.email);
  const problems = [mia, theo].map(watchForErrors);

  // 1. Mia proposes that all growth is shared, with a comment.
  await mia.goto(`${urls.customer}/alignment`);
  const miaCard = mia.getByRole("article", { name: QUESTION });
  await expect(miaCard).toBeVisible();
  await miaCard.getByRole("button", { name: "Propose an answer" }).click();
  const miaForm = miaCard.getByRole("form", { name: "Your proposal" });
  await miaForm.getByRole("radio", { name: SHARED }).check();
  await miaForm.getByLabel("Comment (optional)").fill("We build everything together, so let's share what grows.");
  await miaForm.getByRole("button", { name: "Send proposal" }).click();
  await expect(miaCard.getByText(`Waiting for Theo to answer your proposal: “${SHARED}”.`)).toBeVisible();
  await expect(miaCard.getByText(`You proposed “${SHARED}”.`)).toBeVisible();
  expect(await seriousViolations(mia)).toEqual([]);
  await screenshot(mia, "alignment-conversation-proposed");

  // 2. Theo's dashboard says a proposal awaits him; on /alignment he counters with another answer.
  await theo.goto(`${urls.customer}/`);
  const next = theo.getByRole("region", { name: "Your next step" });
  await expect(
    next.getByText("Mia Torres proposed an answer you see differently. Accept or propose another."),
  ).toBeVisible();
  await screenshot(theo, "alignment-conversation-dashboard");
  await next.getByRole("link", { name: "Open alignment" }).click();
  await expect(theo).toHaveURL(`${urls.customer}/alignment`);
  const theoCard = theo.getByRole("article", { name: QUESTION });
  await expect(theoCard.getByText(`Mia proposes “${SHARED}”. Accept it, or propose another answer.`)).toBeVisible();
  await expect(theoCard.getByText("“We build everything together, so let's share what grows.”")).toBeVisible();
  await theoCard.getByRole("button", { name: "Propose another answer" }).click();
  const theoForm = theoCard.getByRole("form", { name: "Your proposal" });
  await theoForm.getByRole("radio", { name: EFFORT_SHARED }).check();
  await theoForm
    .getByLabel("Comment (optional)")
    .fill("What we earn by working is shared; what my savings earn on their own stays mine.");
  await screenshot(theo, "alignment-conversation-counter-form");
  await theoForm.getByRole("button", { name: "Send proposal" }).click();
  await expect(theoCard.getByText(`Waiting for Mia to answer your proposal: “${EFFORT_SHARED}”.`)).toBeVisible();
  await expect(theoCard.getByText("Answered with another proposal")).toBeVisible();
  await screenshot(theo, "alignment-conversation-countered");

  // 3. Mia accepts Theo's answer: both answers become it, and nothing is disputed any more.
  await mia.reload();
  await expect(
    miaCard.getByText(`Theo proposes “${EFFORT_SHARED}”. Accept it, or propose another answer.`),
  ).toBeVisible();
  await screenshot(mia, "alignment-conversation-to-accept");
  await miaCard.getByRole("button", { name: "Accept proposal" }).click();
  await expect(mia.getByRole("article")).toHaveCount(0);
  await expect(
    mia.getByText("You and your partner agree on every question. You can continue to your documents."),
  ).toBeVisible();
  // The conversation stays readable once settled.
  const settled = mia.getByRole("list", { name: "Settled conversations" }).getByRole("listitem", { name: QUESTION });
  await expect(settled.getByText(`Theo proposed another answer: “${EFFORT_SHARED}”.`)).toBeVisible();
  await expect(settled.getByText(`You accepted “${EFFORT_SHARED}”.`)).toBeVisible();
  expect(await seriousViolations(mia)).toEqual([]);
  await screenshot(mia, "alignment-conversation-settled");
  await mia.getByRole("button", { name: "View alignment history" }).click();
  const history = mia.getByRole("dialog", { name: "Alignment history" });
  await expect(history.getByText("Mia Torres accepted their partner's proposal")).toBeVisible();
  await expect(history.getByText(`→ ${EFFORT_SHARED}`)).toBeVisible();
  await screenshot(mia, "alignment-conversation-resolved");

  // Theo sees the same: nothing left to settle.
  await theo.reload();
  await expect(
    theo.getByText("You and your partner agree on every question. You can continue to your documents."),
  ).toBeVisible();
  expect(problems.flat()).toEqual([]);
});
