import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isScryptHash } from "../src/passwords.ts";
import {
  confirmAndSignIn,
  CUSTOMER_ORIGIN,
  exchangeCode,
  formAction,
  mailedLink,
  startAuthorization,
  startIdentity,
  type TestIdentity,
} from "./helpers.ts";

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startIdentity();
});
afterAll(async () => {
  await identity?.close();
});

const newUser = {
  givenName: "Dana",
  familyName: "Morales",
  email: "Dana.Morales@Example.test",
  password: "a-long-enough-secret",
  confirmPassword: "a-long-enough-secret",
};

describe("sign-up", () => {
  it("opens the sign-up page with prompt=create; the new account signs in once its address is confirmed, and the app gets email_verified", async () => {
    const start = await startAuthorization(identity.issuer, { prompt: "create" });
    expect(start.page).toContain("<title>Create your account · Prenup</title>");
    expect(start.page).toContain("At least 10 characters.");
    expect(start.page).toMatch(/<label for="field-givenName">First name<\/label>/);

    const result = await start.browser.postForm(formAction(start.page), newUser);
    // Nobody is signed in yet: the page asks to confirm the address.
    expect(result.externalUrl).toBeUndefined();
    expect(result.response?.status).toBe(200);
    const checkEmail = await result.response!.text();
    expect(checkEmail).toContain("<title>Check your e-mail · Prenup</title>");
    expect(checkEmail).toContain(
      "We have sent a message to Dana.Morales@Example.test. Open the link in it to confirm your address, then sign in.",
    );

    const account = await identity.app.accounts.findByEmail("dana.morales@example.test");
    expect(account).toMatchObject({ givenName: "Dana", familyName: "Morales", emailVerified: false });
    const hash = (await identity.app.accounts.passwordHashOf(account!.id))!;
    expect(hash).not.toContain(newUser.password);
    expect(isScryptHash(hash)).toBe(true);

    // The confirmation page leads back to the app the sign-up started from.
    const link = (await mailedLink(identity, "Dana.Morales@Example.test", "/email/verify"))!;
    const confirmedPage = await (await fetch(link)).text();
    expect(confirmedPage).toContain(`href="${CUSTOMER_ORIGIN}/login"`);
    expect((await identity.app.accounts.findById(account!.id))?.emailVerified).toBe(true);
  });

  it("continues the same authorization from the 'Check your e-mail' page once the link was opened", async () => {
    const start = await startAuthorization(identity.issuer, { prompt: "create" });
    const email = "river.stone@example.test";
    const result = await start.browser.postForm(formAction(start.page), {
      ...newUser,
      email,
      givenName: "River",
      familyName: "Stone",
    });
    const callback = await confirmAndSignIn(
      identity,
      start.browser,
      await result.response!.text(),
      email,
      newUser.password,
    );
    expect(callback.externalUrl?.origin).toBe(CUSTOMER_ORIGIN);
    expect(callback.externalUrl!.searchParams.get("state")).toBe(start.state);
    const { body } = await exchangeCode(
      identity.issuer,
      callback.externalUrl!.searchParams.get("code")!,
      start.verifier,
    );
    const claims = decodeJwt(body.access_token!);
    expect(claims).toMatchObject({ email, email_verified: true });
    expect(claims.sub).toBe((await identity.app.accounts.findByEmail(email))!.id);
    expect(decodeJwt(body.id_token!)).toMatchObject({ name: "River Stone", given_name: "River", email_verified: true });
  });

  it("also opens sign-up with screen_hint=signup, and from the sign-in page's link", async () => {
    const hinted = await startAuthorization(identity.issuer, { screen_hint: "signup" });
    expect(hinted.page).toContain("Create your account");

    const plain = await startAuthorization(identity.issuer);
    const link = /href="(\/interaction\/[^"]+\/signup)"/.exec(plain.page)![1]!;
    const signUp = await plain.browser.follow(link);
    expect(await signUp.response!.text()).toContain("Create your account");
  });

  it("answers an address that already has an account exactly as a new one, and mails the account's owner instead", async () => {
    const signUpAs = async (email: string) => {
      const start = await startAuthorization(identity.issuer, { prompt: "create" });
      const result = await start.browser.postForm(formAction(start.page), { ...newUser, email, givenName: "Alexa" });
      const page = await result.response!.text();
      return {
        status: result.response?.status,
        page: page.replaceAll(email, "EMAIL").replace(/\/interaction\/[A-Za-z0-9_-]+/g, "/interaction/UID"),
      };
    };
    const taken = await signUpAs("ALEX@demo.prenup.test");
    const fresh = await signUpAs("nobody.yet@example.test");
    expect(taken).toEqual(fresh);
    expect(taken.status).toBe(200);
    expect(taken.page).toContain("Check your e-mail");

    const existing = await identity.app.accounts.findByEmail("alex@demo.prenup.test");
    expect(existing).toMatchObject({ id: "demo-couple1-a", givenName: "Alex", emailVerified: true });
    await identity.app.drain();
    const { emails } = (await (await fetch(`${identity.issuer}/dev/mailbox.json`)).json()) as {
      emails: { to: string; subject: string; text: string }[];
    };
    const notice = emails.find((email) => email.to === "alex@demo.prenup.test");
    expect(notice?.subject).toBe("You already have a Prenup account");
    expect(notice?.text).toContain(`${identity.issuer}/password/forgot`);
    expect(notice?.text).toContain(`${CUSTOMER_ORIGIN}/login`);
    expect(notice?.text).not.toContain("/email/verify");
    expect(emails.find((email) => email.to === "nobody.yet@example.test")?.subject).toBe(
      "Confirm your Prenup e-mail address",
    );
  });

  it("fills the e-mail field from the app's login_hint, escaped, and leaves it to change", async () => {
    const hint = 'jo"<b>x</b>@example.test';
    const start = await startAuthorization(identity.issuer, { prompt: "create", login_hint: hint });
    expect(start.page).toContain('value="jo&quot;&lt;b&gt;x&lt;/b&gt;@example.test"');
    expect(start.page).not.toContain("<b>");
    // Focus stays on the first name; the field is an ordinary, editable input.
    expect(start.page).toMatch(/id="field-givenName"[^>]*autofocus/);
    expect(start.page).toMatch(
      /<input id="field-email" name="email" type="email" autocomplete="email" value="[^"]*" required>/,
    );

    const plain = await startAuthorization(identity.issuer, { prompt: "create", login_hint: "jordan@example.test" });
    const result = await plain.browser.postForm(formAction(plain.page), {
      ...newUser,
      email: "jordan.changed@example.test",
    });
    expect(await result.response!.text()).toContain("We have sent a message to jordan.changed@example.test.");
    expect(await identity.app.accounts.findByEmail("jordan@example.test")).toBeUndefined();
  });

  it("fills the sign-in page's e-mail from login_hint and focuses the password; ignores a hint that is no address", async () => {
    const signIn = await startAuthorization(identity.issuer, { login_hint: " sam@demo.prenup.test " });
    expect(signIn.page).toMatch(/<input id="field-email"[^>]*value="sam@demo.prenup.test"/);
    expect(signIn.page).toMatch(/<input id="field-password"[^>]*autofocus/);
    expect(signIn.page).not.toMatch(/<input id="field-email"[^>]*autofocus/);

    for (const hint of ["not an address", "user-123", "a@b", `${"x".repeat(250)}@example.test`]) {
      const page = (await startAuthorization(identity.issuer, { login_hint: hint })).page;
      expect(page).not.toMatch(/<input id="field-email"[^>]*value=/);
      expect(page).toMatch(/<input id="field-email"[^>]*autofocus/);
    }
  });

  it("explains each invalid field and creates nothing", async () => {
    const start = await startAuthorization(identity.issuer, { prompt: "create" });
    const result = await start.browser.postForm(formAction(start.page), {
      givenName: "",
      familyName: "Nguyen",
      email: "not-an-email",
      password: "short",
      confirmPassword: "different",
    });
    expect(result.response?.status).toBe(422);
    const page = await result.response!.text();
    expect(page).toContain("Enter your first name.");
    expect(page).toContain("Enter a valid email address.");
    expect(page).toContain("Password must be at least 10 characters.");
    expect(page).toMatch(/id="field-password"[^>]*aria-invalid="true"/);

    const empty = await start.browser.postForm(formAction(start.page), {});
    const emptyPage = await empty.response!.text();
    expect(emptyPage).toContain("Enter your last name.");
    expect(emptyPage).not.toContain("Invalid input");

    const mismatch = await start.browser.postForm(formAction(start.page), {
      ...newUser,
      email: "other@example.test",
      confirmPassword: "a-long-enough-secreT",
    });
    expect(await mismatch.response!.text()).toContain("Passwords do not match.");
    expect(await identity.app.accounts.findByEmail("other@example.test")).toBeUndefined();
  });
});
