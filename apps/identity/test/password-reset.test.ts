import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../src/seed.ts";
import {
  ADMIN_TOKEN,
  Browser,
  exchangeCode,
  formAction,
  signInAndGetCode,
  startAuthorization,
  startIdentity,
  type TestIdentity,
} from "./helpers.ts";

let identity: TestIdentity;
let clock = new Date("2026-11-21T08:00:00Z");
beforeAll(async () => {
  identity = await startIdentity({}, { now: () => clock });
});
afterAll(async () => {
  await identity?.close();
});

async function latestResetLink(to: string): Promise<string> {
  await identity.app.drain();
  const { emails } = (await (await fetch(`${identity.issuer}/dev/mailbox.json`)).json()) as {
    emails: { to: string; text: string }[];
  };
  const email = emails.find((e) => e.to === to);
  const link = /https?:\/\/\S+\/password\/reset\?token=\S+/.exec(email?.text ?? "")?.[0];
  if (!link) throw new Error("no reset e-mail");
  return link;
}

async function outboxCount() {
  await identity.app.drain();
  const { emails } = (await (await fetch(`${identity.issuer}/dev/mailbox.json`)).json()) as { emails: unknown[] };
  return emails.length;
}

describe("password reset", () => {
  it("answers the same for known and unknown e-mails, and mails only the known one", async () => {
    const browser = new Browser(identity.issuer);
    const before = await outboxCount();
    const known = await browser.postForm("/password/forgot", { email: "jordan@demo.prenup.test" });
    const unknown = await browser.postForm("/password/forgot", { email: "nobody@demo.prenup.test" });
    const text = (page: string) => page.replace(/<[^>]+>/g, "");
    expect(text(await known.response!.text())).toBe(text(await unknown.response!.text()));
    expect(await outboxCount()).toBe(before + 1);
  });

  it("resets the password with the e-mailed link, once, and the new password signs in", async () => {
    const signedIn = await startAuthorization(identity.issuer);
    const code = (await signInAndGetCode(signedIn, "sam@demo.prenup.test", DEMO_PASSWORD)).searchParams.get("code")!;
    const { body: before } = await exchangeCode(identity.issuer, code, signedIn.verifier);

    const browser = new Browser(identity.issuer);
    await browser.postForm("/password/forgot", { email: "sam@demo.prenup.test" });
    const link = await latestResetLink("sam@demo.prenup.test");
    expect(await fetch(`${identity.issuer}/dev/mailbox`).then((r) => r.text())).toContain("Reset your Prenup password");

    const form = await browser.follow(link);
    const page = await form.response!.text();
    expect(page).toContain("Choose a new password");
    const token = new URL(link).searchParams.get("token")!;

    const tooShort = await browser.postForm(formAction(page), { token, password: "short", confirmPassword: "short" });
    expect(await tooShort.response!.text()).toContain("Password must be at least 10 characters.");

    const done = await browser.postForm(formAction(page), {
      token,
      password: "brand-new-password",
      confirmPassword: "brand-new-password",
    });
    expect(done.response?.status).toBe(200);
    expect(await done.response!.text()).toContain("Your password has been changed.");

    const again = await browser.postForm(formAction(page), {
      token,
      password: "another-password-1",
      confirmPassword: "another-password-1",
    });
    expect(again.response?.status).toBe(400);
    expect(await again.response!.text()).toContain("already been used");

    // Sessions and refresh tokens from before the reset are gone.
    const refresh = await fetch(`${identity.issuer}/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "refresh_token",
        refresh_token: before.refresh_token!,
        client_id: "prenup-customer",
      }),
    });
    expect(refresh.status).toBe(400);
    const reopened = await startAuthorization(identity.issuer, {}, signedIn.browser);
    expect(reopened.page).toContain("<title>Sign in · Prenup</title>");

    const oldPassword = await startAuthorization(identity.issuer);
    const rejected = await oldPassword.browser.postForm(formAction(oldPassword.page), {
      email: "sam@demo.prenup.test",
      password: DEMO_PASSWORD,
    });
    expect(rejected.response?.status).toBe(401);
    const newPassword = await startAuthorization(identity.issuer);
    expect(
      (await signInAndGetCode(newPassword, "sam@demo.prenup.test", "brand-new-password")).searchParams.get("code"),
    ).toBeTruthy();
  });

  it("refuses a link older than one hour and an invented one", async () => {
    const browser = new Browser(identity.issuer);
    await browser.postForm("/password/forgot", { email: "riley@demo.prenup.test" });
    const link = await latestResetLink("riley@demo.prenup.test");
    clock = new Date(clock.getTime() + 61 * 60 * 1000);
    const expired = await browser.follow(link);
    expect(expired.response?.status).toBe(400);
    expect(await expired.response!.text()).toContain("This password reset link has expired.");
    const token = new URL(link).searchParams.get("token")!;
    const post = await browser.postForm("/password/reset", {
      token,
      password: "brand-new-password",
      confirmPassword: "brand-new-password",
    });
    expect(post.response?.status).toBe(400);

    const invented = await browser.follow("/password/reset?token=made-up");
    expect(await invented.response!.text()).toContain("This password reset link is not valid.");
    const riley = await startAuthorization(identity.issuer);
    expect(
      (await signInAndGetCode(riley, "riley@demo.prenup.test", DEMO_PASSWORD)).searchParams.get("code"),
    ).toBeTruthy();
  });

  it("links 'Forgot your password?' from the sign-in page back to the same sign-in", async () => {
    const start = await startAuthorization(identity.issuer);
    const href = /href="(\/password\/forgot\?interaction=[^"]+)"/.exec(start.page)![1]!;
    const forgot = await start.browser.follow(href);
    const page = await forgot.response!.text();
    expect(page).toContain("Reset your password");
    expect(page).toMatch(/href="\/interaction\/[^"]+\/login">Back to sign in/);
  });

  it("lets the API ask for a reset e-mail with the shared admin token only", async () => {
    const call = (headers: Record<string, string>, body: unknown) =>
      fetch(`${identity.issuer}/admin/password-reset`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      });

    expect((await call({}, { sub: "demo-couple1-a" })).status).toBe(401);
    expect(
      (await call({ "x-identity-admin-token": "wrong-token-wrong-token" }, { sub: "demo-couple1-a" })).status,
    ).toBe(401);

    const before = await outboxCount();
    const ok = await call({ "x-identity-admin-token": ADMIN_TOKEN }, { sub: "demo-couple1-a" });
    expect(ok.status).toBe(202);
    expect(await outboxCount()).toBe(before + 1);
    expect(await latestResetLink("alex@demo.prenup.test")).toContain("/password/reset?token=");

    const missing = await call({ "x-identity-admin-token": ADMIN_TOKEN }, { email: "nobody@demo.prenup.test" });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "No account matches", code: "ACCOUNT_NOT_FOUND" });

    const invalid = await call({ "x-identity-admin-token": ADMIN_TOKEN }, {});
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { error: { issues: unknown[] } }).error.issues).toHaveLength(1);
  });
});
