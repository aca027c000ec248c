// "Send the message again": from the "Check your e-mail" page and from a sign-in to an account
// whose address is not confirmed yet. The provider trusts one proxy hop, so each test speaks from its
// own client address (the rightmost X-Forwarded-For entry) and the in-memory limiters do not mix.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../src/seed.ts";
import {
  Browser,
  CUSTOMER_ORIGIN,
  formAction,
  startAuthorization,
  startIdentity,
  type TestIdentity,
} from "./helpers.ts";

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startIdentity(
    { trustProxy: 1 },
    { rateLimits: { resendPerIp: { limit: 5, windowMs: 60 * 60_000 } } },
  );
  // Booting the in-memory database takes long on a busy machine.
}, 90_000);
afterAll(async () => {
  await identity?.close();
});

const PASSWORD = "a-long-enough-secret";

/** Form POST as sent through our proxy, from client address `client`. */
function post(browser: Browser, url: string, fields: Record<string, string>, client: string) {
  return browser.follow(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": client },
    body: new URLSearchParams(fields).toString(),
  });
}

async function outbox(): Promise<{ to: string; subject: string; text: string }[]> {
  await identity.app.drain();
  return (
    (await (await fetch(`${identity.issuer}/dev/mailbox.json`)).json()) as {
      emails: { to: string; subject: string; text: string }[];
    }
  ).emails;
}

/** The confirmation links mailed to `to`, oldest first. */
async function confirmationLinks(to: string): Promise<string[]> {
  return (await outbox())
    .filter((email) => email.to === to && email.subject === "Confirm your Prenup e-mail address")
    .map((email) => email.text.split(/\s+/).find((word) => word.startsWith(`${identity.issuer}/email/verify?`))!)
    .reverse();
}

/** The action of the page's "Send the message again" form. */
function resendAction(page: string): string {
  const match = /<form method="post" action="([^"]+)" class="resend">/.exec(page);
  if (!match) throw new Error("no resend form on the page");
  return match[1]!;
}

/** Signs up `email` from `client`; answers the browser and the "Check your e-mail" page. */
async function signUp(email: string, client: string) {
  const start = await startAuthorization(identity.issuer, { prompt: "create" });
  const result = await post(
    start.browser,
    formAction(start.page),
    { givenName: "Kim", familyName: "Ode", email, password: PASSWORD, confirmPassword: PASSWORD },
    client,
  );
  expect(result.response?.status).toBe(200);
  return { start, page: await result.response!.text() };
}

/** A "Check your e-mail" page of a fresh sign-up, for asking about `email` (which it did not sign up). */
async function checkEmailPageFor(client: string) {
  return signUp(`someone-${client.replaceAll(/\W/g, "-")}@example.test`, client);
}

const resend = (browser: Browser, page: string, email: string, client: string) =>
  post(browser, resendAction(page), { email }, client);

describe("send the confirmation again", () => {
  it("offers it on the 'Check your e-mail' page and mails a new link that confirms the address; the first link stays valid too", async () => {
    const email = "kim.ode@example.test";
    const { start, page } = await signUp(email, "10.9.0.1");
    expect(page).toContain(">Send the message again</button>");
    expect(page).toContain(`<input type="hidden" name="email" value="${email}">`);
    expect(await confirmationLinks(email)).toHaveLength(1);

    const again = await resend(start.browser, page, email, "10.9.0.1");
    expect(again.response?.status).toBe(200);
    const answer = await again.response!.text();
    expect(answer).toContain(`If an account waits for confirmation at ${email}, we have sent a new link to it.`);
    expect(answer).toContain(">Send the message again</button>");
    const links = await confirmationLinks(email);
    expect(links).toHaveLength(2);
    expect(new Set(links).size).toBe(2);

    // The newer message's link confirms the address, and the page leads back to the app.
    const opened = await fetch(links[1]!);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain(`href="${CUSTOMER_ORIGIN}/login"`);
    expect((await identity.app.accounts.findByEmail(email))?.emailVerified).toBe(true);
    // Confirming spends every link of the account.
    expect((await fetch(links[0]!)).status).toBe(400);
  });

  it("keeps the earlier link working after a new one was sent", async () => {
    const email = "late.mail@example.test";
    const { start, page } = await signUp(email, "10.9.0.2");
    await resend(start.browser, page, email, "10.9.0.2");
    const [first] = await confirmationLinks(email);
    expect((await fetch(first!)).status).toBe(200);
    expect((await identity.app.accounts.findByEmail(email))?.emailVerified).toBe(true);
  });

  it("answers an unknown and a confirmed address exactly as an unconfirmed one, and mails neither", async () => {
    const unconfirmed = "waiting@example.test";
    await signUp(unconfirmed, "10.9.0.3");
    const answerFor = async (email: string, client: string) => {
      const { start, page } = await checkEmailPageFor(client);
      const result = await resend(start.browser, page, email, client);
      const text = (await result.response!.text())
        .replaceAll(email, "EMAIL")
        .replace(/\/interaction\/[A-Za-z0-9_-]+/g, "/interaction/UID");
      return { status: result.response?.status, text };
    };
    const before = await outbox();
    const waiting = await answerFor(unconfirmed, "10.9.0.4");
    const unknown = await answerFor("nobody.here@example.test", "10.9.0.5");
    const confirmed = await answerFor("ALEX@demo.prenup.test", "10.9.0.6");
    expect(unknown).toEqual(waiting);
    expect(confirmed).toEqual(waiting);
    expect(waiting.status).toBe(200);

    const after = await outbox();
    const newMail = after
      .slice(0, after.length - before.length)
      .filter((mail) => mail.subject !== "Confirm your Prenup e-mail address" || !mail.to.startsWith("someone-"));
    expect(newMail.map((mail) => mail.to)).toEqual([unconfirmed]);
  });

  it("sends at most three an hour per address, from any client address, and says so", async () => {
    const email = "many.asks@example.test";
    const { start, page } = await signUp(email, "10.9.1.1");
    for (const client of ["10.9.1.1", "10.9.1.2", "10.9.1.3"])
      expect((await resend(start.browser, page, email, client)).response?.status).toBe(200);
    const refused = await resend(start.browser, page, email, "10.9.1.4");
    expect(refused.response?.status).toBe(429);
    const text = await refused.response!.text();
    expect(text).toContain(`We have sent several links to ${email} in the last hour.`);
    expect(text).not.toContain("Send the message again");
    // The sign-up's link and three more.
    expect(await confirmationLinks(email)).toHaveLength(4);
  });

  it("limits one client address across addresses", async () => {
    const { start, page } = await checkEmailPageFor("10.9.2.1");
    for (let i = 0; i < 5; i += 1)
      expect((await resend(start.browser, page, `person-${i}@example.test`, "10.9.2.1")).response?.status).toBe(200);
    expect((await resend(start.browser, page, "person-5@example.test", "10.9.2.1")).response?.status).toBe(429);
    expect((await resend(start.browser, page, "person-5@example.test", "10.9.2.2")).response?.status).toBe(200);
  });

  it("refuses a request posted from another site (no interaction cookie) and mails nothing", async () => {
    const email = "forged@example.test";
    const { page } = await signUp(email, "10.9.3.1");
    const stranger = new Browser(identity.issuer);
    const forged = await resend(stranger, page, email, "10.9.3.2");
    expect(forged.response?.status).toBe(400);
    expect(await forged.response!.text()).toContain("This sign-in page has expired.");
    expect(await confirmationLinks(email)).toHaveLength(1);
  });

  it("explains a request without a valid address and sends nothing", async () => {
    const { start, page } = await checkEmailPageFor("10.9.4.1");
    const before = (await outbox()).length;
    const bad = await resend(start.browser, page, "not-an-address", "10.9.4.1");
    expect(bad.response?.status).toBe(422);
    expect(await bad.response!.text()).toContain("Enter a valid email address.");
    expect((await outbox()).length).toBe(before);
  });
});

describe("signing in before the address is confirmed", () => {
  it("says so, offers the message again, and Continue finishes the sign-in", async () => {
    const email = "early.bird@example.test";
    const { start, page: checkEmail } = await signUp(email, "10.9.5.1");
    const signInLink = /href="(\/interaction\/[^"]+\/login)"/.exec(checkEmail)![1]!;
    const signInPage = await (await start.browser.follow(signInLink)).response!.text();
    const result = await post(start.browser, formAction(signInPage), { email, password: PASSWORD }, "10.9.5.1");
    expect(result.externalUrl).toBeUndefined();
    expect(result.response?.status).toBe(200);
    const page = await result.response!.text();
    expect(page).toContain("<title>Confirm your e-mail address · Prenup</title>");
    expect(page).toContain(`Your address ${email} is not confirmed yet.`);

    const again = await resend(start.browser, page, email, "10.9.5.1");
    expect(await again.response!.text()).toContain(
      `If an account waits for confirmation at ${email}, we have sent a new link to it.`,
    );
    expect(await confirmationLinks(email)).toHaveLength(2);

    const continueUrl = /<a class="button" href="([^"]+)">Continue<\/a>/.exec(page)![1]!.replace(/&amp;/g, "&");
    const finished = await start.browser.follow(continueUrl);
    expect(finished.externalUrl?.origin).toBe(CUSTOMER_ORIGIN);
    expect(finished.externalUrl!.searchParams.get("code")).toBeTruthy();
  });

  it("answers a wrong password for such an account as any other", async () => {
    const email = "wrong.guess@example.test";
    const { start } = await signUp(email, "10.9.6.1");
    const signIn = await startAuthorization(identity.issuer, {}, start.browser);
    const result = await post(
      signIn.browser,
      formAction(signIn.page),
      { email, password: "not-the-password" },
      "10.9.6.1",
    );
    expect(result.response?.status).toBe(401);
    const page = await result.response!.text();
    expect(page).toContain("Incorrect email or password.");
    expect(page).not.toContain("not confirmed");
  });

  it("signs a confirmed account straight in", async () => {
    const start = await startAuthorization(identity.issuer);
    const result = await post(
      start.browser,
      formAction(start.page),
      { email: "alex@demo.prenup.test", password: DEMO_PASSWORD },
      "10.9.7.1",
    );
    expect(result.externalUrl?.origin).toBe(CUSTOMER_ORIGIN);
  });
});
