import { expect, type Locator, type Page } from "@playwright/test";
import { fillIdentitySignIn } from "./session.ts";
import { urls } from "./urls.ts";

/** A unique suffix for e-mail addresses of people created by a journey. */
export const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

export type NewPerson = { email: string; firstName: string; lastName: string; password?: string };
export const NEW_PASSWORD = "a-long-enough-secret";

/**
 * On the identity provider's sign-up page (reached from an app): fill the form and create the
 * account, which answers "Check your e-mail" and signs nobody in yet.
 */
export async function submitIdentitySignUp(page: Page, person: NewPerson): Promise<void> {
  const password = person.password ?? NEW_PASSWORD;
  await expect(page).toHaveURL(new RegExp(`^${urls.identity}`));
  await expect(page.getByLabel("Confirm password")).toBeVisible();
  await page.getByLabel("First name").fill(person.firstName);
  await page.getByLabel("Last name").fill(person.lastName);
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Check your e-mail", level: 1 })).toBeVisible();
}

/**
 * Opens, in another tab of the same browser, the newest confirmation link the identity provider
 * e-mailed to `to` (read from its dev mailbox), as the person would from their inbox.
 */
export async function openIdentityConfirmationLink(page: Page, to: string): Promise<void> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.context().request.get(`${urls.identity}/dev/mailbox.json`);
      const { emails } = (await response.json()) as { emails: { to: string; text: string }[] };
      const mail = emails.find(
        (email) => email.to.toLowerCase() === to.toLowerCase() && email.text.includes("/email/verify?"),
      );
      link = mail?.text.split(/\s+/).find((word) => word.startsWith(`${urls.identity}/email/verify?`));
      return Boolean(link);
    })
    .toBe(true);
  const inbox = await page.context().newPage();
  await inbox.goto(link as string);
  await expect(inbox.getByRole("heading", { name: "E-mail confirmed", level: 1 })).toBeVisible();
  await inbox.close();
}

/**
 * The whole sign-up on the identity provider (reached from an app): create the account, confirm
 * the address through the mailed link, then "Sign in" on the "Check your e-mail" page, which
 * continues the same authorization back to the app.
 */
export async function fillIdentitySignUp(page: Page, person: NewPerson): Promise<void> {
  await submitIdentitySignUp(page, person);
  await openIdentityConfirmationLink(page, person.email);
  await page.getByRole("link", { name: "Sign in" }).click();
  await fillIdentitySignIn(page, person.email, person.password ?? NEW_PASSWORD);
}

/** The access token the app holds (oidc-client-ts keeps the session in sessionStorage). */
export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (let index = 0; index < sessionStorage.length; index += 1) {
      const key = sessionStorage.key(index);
      if (key?.startsWith("oidc.user:"))
        return (JSON.parse(sessionStorage.getItem(key) ?? "{}") as { access_token?: string }).access_token ?? null;
    }
    return null;
  });
  expect(token, "the app holds an access token").toBeTruthy();
  return token as string;
}

/** Calls the API as the person signed in on `page` (outside the page, so page routes do not apply). */
export async function apiAs<T>(page: Page, path: string, init: { method?: string; data?: unknown } = {}): Promise<T> {
  const token = await accessToken(page);
  const response = await page.context().request.fetch(`${urls.api}${path}`, {
    method: init.method ?? "GET",
    headers: { authorization: `Bearer ${token}` },
    ...(init.data === undefined ? {} : { data: init.data }),
  });
  expect(response.ok(), `${init.method ?? "GET"} ${path} → ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

type MailboxMessage = { id: string; to: string; subject: string; text: string; html: string; createdAt: string };

/** The newest message the API sent to `to` (its dev mailbox), waiting for it to arrive. */
export async function latestApiMail(page: Page, to: string): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(async () => {
      const response = await page.context().request.get(`${urls.api}/dev/mailbox.json`);
      const { messages } = (await response.json()) as { messages: MailboxMessage[] };
      found = messages.find((message) => message.to.toLowerCase().includes(to.toLowerCase()));
      return Boolean(found);
    })
    .toBe(true);
  return found as MailboxMessage;
}

export type QuestionMeta = {
  id: string;
  key: string;
  title: string;
  isRequired: boolean;
  questionType: "CHECKBOX" | "RADIO" | "DROPDOWN" | "TEXT_BOX" | "TEXT_AREA";
  inputType: "TEXT" | "CURRENCY" | "NUMBER" | "DATE" | "PHONE" | null;
  inputRestriction: "GREATER_THAN_ZERO" | "FUTURE_DATE" | "PAST_DATE" | null;
  generatesDispute: boolean;
  options: {
    id: string;
    value: string;
    isDefault: boolean;
    attorneyRuleTypes: string[];
    restrictedOptionIds: string[];
  }[];
  answer: { valueTyped: string | null; questionOptionIds: string[] } | null;
};

type SectionGroups = { section: { key: string; path: string }; groups: { questions: QuestionMeta[] }[] };

/** A section's questions as the API describes them for the signed-in person. */
export async function sectionQuestions(page: Page, userId: string, section: string): Promise<QuestionMeta[]> {
  const body = await apiAs<SectionGroups>(page, `/users/${userId}/questionnaire-sections/${section}/groups`);
  return body.groups.flatMap((group) => group.questions);
}

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** A value the question's rules accept, as a person would type it. */
export function validTypedValue(question: QuestionMeta): string {
  switch (question.inputType ?? "TEXT") {
    case "DATE":
      // The planned signing comes well before the wedding (120 days out): the server refuses a
      // signing planned after the state's wedding-day cutoff.
      if (question.key === "planned_signing_date") return isoDay(60);
      return question.inputRestriction === "FUTURE_DATE"
        ? isoDay(120)
        : /birth/i.test(question.title)
          ? "1990-05-17"
          : isoDay(-400);
    case "PHONE":
      return "2133734253";
    case "NUMBER":
      return "2";
    case "CURRENCY":
      return "1500";
    default:
      return `Answer to ${question.key.replaceAll("_", " ")}`;
  }
}

/** What the filler chooses for a question: an option's text or a typed value. */
export type Choice = { option: string } | { typed: string };

/**
 * Choices made on purpose: no attorney of one's own (an attorney through the platform would lock
 * sections until representation is bought). Options carrying an attorney rule in the state (a
 * spousal-support waiver, the embryo clause in California) are never picked by the filler.
 */
export const SAFE_CHOICES: Record<string, Choice> = {
  attorney_plan: { option: "No, I will sign without an attorney" },
};

function questionBox(page: Page, id: string): Locator {
  return page.locator(`[data-question-id="${id}"]`);
}

/**
 * A suggestion shown on the question (its default option, nobody's choice yet) that the person
 * keeps: "Keep the suggestion" makes it their answer. Nothing when the question shows none.
 */
export async function keepSuggestion(page: Page, questionId: string): Promise<void> {
  const box = questionBox(page, questionId);
  const keep = box.getByRole("button", { name: "Keep the suggestion" });
  if (await keep.isVisible()) await keep.click();
  await expect(box.getByTestId("suggestion-note")).toHaveCount(0);
}

/** Gives one question the chosen answer through its input, as a person would; a suggestion they keep is confirmed. */
async function answerQuestion(page: Page, question: QuestionMeta, choice: Choice): Promise<void> {
  const box = questionBox(page, question.id);
  if ("typed" in choice) {
    const input = box.locator("input, textarea").first();
    if (question.inputType === "PHONE") {
      await input.fill("");
      await input.pressSequentially(choice.typed);
    } else {
      await input.fill(choice.typed);
    }
    // Leaving the field saves at once (and formats a currency amount).
    await input.blur();
    return;
  }
  switch (question.questionType) {
    case "DROPDOWN": {
      const select = box.locator("select");
      // The suggested option reads "… (suggested)" until it is chosen.
      const escaped = choice.option.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      const label = await select
        .locator("option")
        .filter({ hasText: new RegExp(`^${escaped}( \\(suggested\\))?$`) })
        .first()
        .textContent();
      await select.selectOption({ label: label ?? choice.option });
      await select.blur();
      await keepSuggestion(page, question.id);
      return;
    }
    default: {
      // An option that cannot go with some others is checked once the server has said the partner
      // holds none of them, a moment after the click.
      const input = box.getByRole(question.questionType === "CHECKBOX" ? "checkbox" : "radio", {
        name: choice.option,
        exact: true,
      });
      // A suggestion shows no option as chosen: a click on the suggested option chooses it.
      if (!(await input.isChecked())) await input.click();
      await expect(input).toBeChecked();
      await keepSuggestion(page, question.id);
    }
  }
}

/**
 * What the filler picks: the safe choice, else the first option without an attorney rule that can go
 * with the options already chosen (`chosen`, and `refused`: what those options cannot go with).
 */
function defaultChoice(question: QuestionMeta, chosen: ReadonlySet<string>, refused: ReadonlySet<string>): Choice {
  if (SAFE_CHOICES[question.key]) return SAFE_CHOICES[question.key] as Choice;
  if (["CHECKBOX", "RADIO", "DROPDOWN"].includes(question.questionType)) {
    // A pair is refused whichever of its two options lists the other.
    const compatible = question.options.filter(
      (candidate) => !candidate.restrictedOptionIds.some((id) => chosen.has(id)) && !refused.has(candidate.id),
    );
    const option =
      compatible.find((candidate) => candidate.attorneyRuleTypes.length === 0) ?? compatible[0] ?? question.options[0];
    return { option: option?.value ?? "" };
  }
  return { typed: validTypedValue(question) };
}

/**
 * Answers every question shown on the current section page that has no saved answer (follow-ups
 * revealed by a choice included), with `overrides` by question key. `leaveSuggestions`: questions
 * showing a suggestion are left as they stand. Returns the choices made.
 */
export async function fillSection(
  page: Page,
  userId: string,
  section: string,
  overrides: Record<string, Choice> = {},
  options: { leaveSuggestions?: boolean } = {},
): Promise<Map<string, Choice>> {
  const questions = await sectionQuestions(page, userId, section);
  const byId = new Map(questions.map((question) => [question.id, question]));
  const done = new Set<string>();
  const made = new Map<string, Choice>();
  const chosen = new Set(questions.flatMap((question) => question.answer?.questionOptionIds ?? []));
  const refused = new Set(
    questions.flatMap((question) =>
      question.options.filter((option) => chosen.has(option.id)).flatMap((option) => option.restrictedOptionIds),
    ),
  );
  await expect(page.locator("[data-question-id]").first()).toBeVisible();
  for (;;) {
    const shown = await page
      .locator("[data-question-id]")
      .evaluateAll((boxes) => boxes.map((box) => box.getAttribute("data-question-id") ?? ""));
    const next = shown
      .map((id) => byId.get(id))
      .find((question) => question && !done.has(question.id) && question.answer === null);
    if (!next) break;
    done.add(next.id);
    if (options.leaveSuggestions && next.options.some((option) => option.isDefault)) continue;
    const choice = overrides[next.key] ?? defaultChoice(next, chosen, refused);
    await answerQuestion(page, next, choice);
    made.set(next.key, choice);
    if ("option" in choice) {
      for (const option of next.options.filter((candidate) => candidate.value === choice.option)) {
        chosen.add(option.id);
        for (const id of option.restrictedOptionIds) refused.add(id);
      }
    }
  }
  return made;
}

/** The side menu's link of a section; its mark says whether the section is complete. */
export function sectionLink(page: Page, label: string): Locator {
  return page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: label, exact: true });
}
