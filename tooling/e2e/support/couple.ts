import { expect, type Browser, type Page, type TestInfo } from "@playwright/test";
import { demo as demoContent, questions as contentQuestions } from "@prenup/content";
import { accessToken, apiAs, fillIdentitySignUp, latestApiMail, unique } from "./questionnaire.ts";
import { DEMO_PASSWORD, urls } from "./urls.ts";

// A couple of its own for one attempt of a journey: two new accounts (signed up on the identity
// provider, the partner through the e-mailed invitation), their agreement in the demo couple's state,
// the prenup bought with the test card, and every answer the demo couple's content gives, written
// through the API as the pages write them. A retry gets a new couple: it never meets what a failed
// attempt left half-way.

type DemoCoupleKey = "couple_1" | "couple_3";
type DemoCouple = (typeof demoContent.couples)[number];
type DemoAnswers = DemoCouple["answersA"];

export type CouplePartner = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
};

export type Couple = {
  /** Partner A, who started the agreement and paid for it. */
  a: CouplePartner;
  /** Partner B, who joined through A's invitation. */
  b: CouplePartner;
  documentId: string;
  /** Unique to this attempt: for text a journey types that a retry must tell from the last attempt's. */
  tag: string;
};

type Section = { path: string };
type SectionQuestion = { id: string; key: string; options: { id: string; value: string }[] };
type SectionGroups = { groups: { questions: SectionQuestion[] }[] };

/** A new account on the customer app (sign-up, e-mail confirmed, signed in), on a page of its own. */
async function signUp(browser: Browser, startUrl: string, person: Omit<CouplePartner, "id">): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto(startUrl);
  if (startUrl.includes("/invite?")) await page.getByRole("button", { name: "Create an account" }).click();
  await fillIdentitySignUp(page, { ...person, password: DEMO_PASSWORD });
  await expect(page).toHaveURL(`${urls.customer}/`);
  return page;
}

/** The answer body of a demo answer: options by their content key, or a typed value. */
function answerBody(question: SectionQuestion, value: DemoAnswers[string]) {
  if (!Array.isArray(value)) return { valueTyped: value };
  const content = contentQuestions.find((candidate) => candidate.key === question.key);
  const questionOptionIds = value.map((optionKey) => {
    const label = content?.options.find((option) => option.key === optionKey)?.value;
    const option = question.options.find((candidate) => candidate.value === label);
    if (!option) throw new Error(`No option ${optionKey} on question ${question.key}`);
    return option.id;
  });
  return { questionOptionIds };
}

/**
 * Writes `answers` as the person on `page`, in the content's order (a follow-up after the answer that
 * opens it), except a plan to hire an attorney through the platform, which goes last: it locks the
 * sections with attorney rules until representation is bought, and the demo couple answered those.
 */
async function answerAll(page: Page, userId: string, answers: DemoAnswers): Promise<void> {
  const sections = await apiAs<Section[]>(page, `/users/${userId}/questionnaire-sections`);
  const byKey = new Map<string, SectionQuestion>();
  for (const section of sections) {
    const { groups } = await apiAs<SectionGroups>(
      page,
      `/users/${userId}/questionnaire-sections/${section.path}/groups`,
    );
    for (const question of groups.flatMap((group) => group.questions)) byKey.set(question.key, question);
  }
  const locks = ([key, value]: [string, DemoAnswers[string]]) =>
    Number(key === "attorney_plan" && Array.isArray(value) && value.includes("attorney_plan__hire_through_us"));
  const entries = Object.entries(answers).sort((a, b) => locks(a) - locks(b));
  const token = await accessToken(page);
  for (const [key, value] of entries) {
    const question = byKey.get(key);
    if (!question) throw new Error(`The questionnaire has no question ${key}`);
    const url = `${urls.api}/users/${userId}/answers?questionId=${question.id}`;
    const request = { headers: { authorization: `Bearer ${token}` }, data: answerBody(question, value) };
    // A question the profile already answers (the birth date, the phone number) is updated instead.
    let response = await page.context().request.post(url, request);
    if (response.status() === 409 && (await response.json()).code === "ANSWER_EXISTS")
      response = await page.context().request.patch(url, request);
    expect(response.ok(), `answer ${key} → ${response.status()} ${await response.text()}`).toBe(true);
  }
}

/** The prenup bought by partner A with the local gateway's test card. */
async function buyPrenup(page: Page, userId: string): Promise<void> {
  const products = await apiAs<{ id: string; productType: string; isActive: boolean }[]>(page, "/products");
  const prenup = products.find((product) => product.productType === "PRENUP" && product.isActive);
  expect(prenup, "the prenup product").toBeTruthy();
  const cart = await apiAs<{ id: string }>(page, `/users/${userId}/carts`, {
    method: "POST",
    data: { cartStatus: "UNPAID" },
  });
  await apiAs(page, `/users/${userId}/carts/${cart.id}/cart-items`, {
    method: "POST",
    data: { productId: prenup!.id, quantity: 1 },
  });
  await apiAs(page, `/users/${userId}/checkout`, {
    method: "POST",
    data: { cartId: cart.id, paymentMethod: "CARD", paymentMethodToken: "tok_local_success" },
  });
}

/**
 * Each partner's financial disclosure on file, as the demo seed gives couples 3 and 4: one checking
 * account with the basis of its value and, as the product asks before a disclosure is complete, a
 * salary for each of the last three years; declared complete (version 1), and acknowledged by the other.
 */
async function discloseAndAcknowledge(
  pages: { page: Page; id: string; accountNumber: string; valueInCents: number; salaryInCents: number }[],
  documentId: string,
) {
  const year = new Date().getUTCFullYear();
  for (const partner of pages) {
    const base = `/users/${partner.id}/documents/${documentId}`;
    for (const incomeYear of [year - 2, year - 1, year]) {
      await apiAs(partner.page, `${base}/incomes`, {
        method: "POST",
        data: {
          year: incomeYear,
          incomeType: "BASE_SALARY",
          valueInCents: partner.salaryInCents,
          currency: "USD",
          valueBasis: `W-2 for ${incomeYear}`,
        },
      });
    }
    await apiAs(partner.page, `${base}/assets`, {
      method: "POST",
      data: {
        assetAccountType: "ACCOUNT",
        accountType: "CHECKING",
        institution: "First Community Bank",
        accountNumber: partner.accountNumber,
        valueInCents: partner.valueInCents,
        currency: "USD",
        valueBasis: "account statement of 2026-10-31",
      },
    });
    await apiAs(partner.page, `${base}/disclosure-declaration`, { method: "PUT", data: { declaration: "COMPLETE" } });
  }
  for (const partner of pages) {
    await apiAs(partner.page, `/users/${partner.id}/documents/${documentId}/disclosure-acknowledgement`, {
      method: "POST",
      data: { version: 1 },
    });
  }
}

/**
 * A new couple in the state of the demo couple `coupleKey` (its names, state, answers and paid
 * prenup), with new e-mail addresses for this attempt (`testInfo.retry` is in them), and with
 * `disclosed`, both financial disclosures given and acknowledged. The pages it used are closed: the
 * journey signs the partners in as it does the demo accounts (same password).
 */
export async function createCouple(
  browser: Browser,
  testInfo: TestInfo,
  coupleKey: DemoCoupleKey,
  options: { disclosed?: boolean } = {},
): Promise<Couple> {
  const demoCouple = demoContent.couples.find((couple) => couple.key === coupleKey);
  if (!demoCouple) throw new Error(`No demo couple ${coupleKey}`);
  const tag = `r${testInfo.retry}-${unique()}`;
  const person = (partner: DemoCouple["partnerA"]) => ({
    email: `${partner.firstName.toLowerCase()}-${tag}@couples.prenup.test`,
    firstName: partner.firstName,
    lastName: partner.lastName,
  });
  const a = person(demoCouple.partnerA);
  const b = person(demoCouple.partnerB);
  const pageA = await signUp(browser, `${urls.customer}/signup`, a);
  try {
    await expect(pageA.getByText("You have not started a prenup yet.")).toBeVisible();
    const userA = await apiAs<{ id: string }>(pageA, "/users/me");
    await apiAs(pageA, `/users/${userA.id}`, { method: "PATCH", data: { gender: demoCouple.partnerA.gender } });
    const states = await apiAs<{ id: string; abbreviation: string }[]>(pageA, "/states");
    const state = states.find((candidate) => candidate.abbreviation === demoCouple.stateId);
    expect(state, `the state ${demoCouple.stateId}`).toBeTruthy();
    const document = await apiAs<{ id: string }>(pageA, "/documents", {
      method: "POST",
      data: { stateId: state!.id, userAId: userA.id },
    });

    await apiAs(pageA, `/users/${userA.id}/invite`, { method: "POST", data: { email: b.email } });
    const invitation = /https?:\/\/[^\s"<>]+\/invite\?document=[^\s"<>]+/.exec(
      (await latestApiMail(pageA, b.email)).text,
    );
    expect(invitation, "the invitation link").toBeTruthy();
    const pageB = await signUp(browser, invitation![0].replace(/^https?:\/\/[^/]+/, urls.customer), b);
    try {
      await expect(pageB.getByRole("region", { name: "Your partner" })).toContainText(
        `You are building your prenup together with ${a.firstName} ${a.lastName}.`,
      );
      const userB = await apiAs<{ id: string }>(pageB, "/users/me");
      await apiAs(pageB, `/users/${userB.id}`, { method: "PATCH", data: { gender: demoCouple.partnerB.gender } });

      if (demoCouple.prenupPaid) await buyPrenup(pageA, userA.id);
      await answerAll(pageA, userA.id, demoCouple.answersA);
      await answerAll(pageB, userB.id, demoCouple.answersB);
      if (options.disclosed) {
        await discloseAndAcknowledge(
          [
            { page: pageA, id: userA.id, accountNumber: "4821", valueInCents: 2_450_000, salaryInCents: 11_800_000 },
            { page: pageB, id: userB.id, accountNumber: "7730", valueInCents: 1_180_000, salaryInCents: 9_400_000 },
          ],
          document.id,
        );
      }
      return { a: { ...a, id: userA.id }, b: { ...b, id: userB.id }, documentId: document.id, tag };
    } finally {
      await pageB.context().close();
    }
  } finally {
    await pageA.context().close();
  }
}
