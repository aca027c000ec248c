import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isScryptHash } from "../src/passwords.ts";
import { CUSTOMER_ORIGIN, exchangeCode, formAction, startAuthorization, startIdentity, type TestIdentity } from "./helpers.ts";

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
  it("opens the sign-up page directly with prompt=create and continues to the app after creating the account", async () => {
    const start = await startAuthorization(identity.issuer, { prompt: "create" });
    expect(start.page).toContain("<title>Create your account · Prenup</title>");
    expect(start.page).toContain("At least 10 characters.");
    expect(start.page).toMatch(/<label for="field-givenName">First name<\/label>/);

    const result = await start.browser.postForm(formAction(start.page), newUser);
    expect(result.externalUrl?.origin).toBe(CUSTOMER_ORIGIN);
    const code = result.externalUrl!.searchParams.get("code")!;
    const { body } = await exchangeCode(identity.issuer, code, start.verifier);
    const claims = decodeJwt(body.access_token!);
    expect(claims.email).toBe("Dana.Morales@Example.test");

    const account = await identity.app.accounts.findByEmail("dana.morales@example.test");
    expect(account).toMatchObject({ id: claims.sub, givenName: "Dana", familyName: "Morales", emailVerified: false });
    const hash = (await identity.app.accounts.passwordHashOf(account!.id))!;
    expect(hash).not.toContain(newUser.password);
    expect(isScryptHash(hash)).toBe(true);
    expect(decodeJwt(body.id_token!)).toMatchObject({ name: "Dana Morales", given_name: "Dana" });
  });

  it("also opens sign-up with screen_hint=signup, and from the sign-in page's link", async () => {
    const hinted = await startAuthorization(identity.issuer, { screen_hint: "signup" });
    expect(hinted.page).toContain("Create your account");

    const plain = await startAuthorization(identity.issuer);
    const link = /href="(\/interaction\/[^"]+\/signup)"/.exec(plain.page)![1]!;
    const signUp = await plain.browser.follow(link);
    expect(await signUp.response!.text()).toContain("Create your account");
  });

  it("refuses an e-mail that already has an account, whatever its case, and keeps the entered values", async () => {
    const start = await startAuthorization(identity.issuer, { prompt: "create" });
    const result = await start.browser.postForm(formAction(start.page), { ...newUser, email: "ALEX@demo.prenup.test", givenName: "Alexa" });
    expect(result.response?.status).toBe(409);
    const page = await result.response!.text();
    expect(page).toContain("An account with this email already exists.");
    expect(page).toContain('value="Alexa"');
    expect(page).toMatch(/role="alert"[^>]*>An account with this email already exists\. Sign in instead, or reset your password\./);
    expect((await identity.app.accounts.findByEmail("alex@demo.prenup.test"))?.givenName).toBe("Alex");
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

    const mismatch = await start.browser.postForm(formAction(start.page), { ...newUser, email: "other@example.test", confirmPassword: "a-long-enough-secreT" });
    expect(await mismatch.response!.text()).toContain("Passwords do not match.");
    expect(await identity.app.accounts.findByEmail("other@example.test")).toBeUndefined();
  });
});
