// Findings of the security review of the embedded provider, each checked through HTTP as a browser
// or an attacker would see it. The provider trusts one proxy hop, so each test speaks from its own
// client address (the rightmost X-Forwarded-For entry) and the in-memory limiters do not mix.
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../src/db.ts";
import { OutboxMailer, type Email } from "../src/mailer.ts";
import { loadConfig } from "../src/config.ts";
import { hashPassword } from "../src/passwords.ts";
import { DEMO_PASSWORD } from "../src/seed.ts";
import {
  Browser,
  CUSTOMER_ORIGIN,
  exchangeCode,
  formAction,
  mailedLink,
  signInAndGetCode,
  startAuthorization,
  startIdentity,
  testDatabase,
  type AuthorizationStart,
  type TestIdentity,
} from "./helpers.ts";

/** The outbox, except that mails to a held address wait until released. */
class HeldMailer extends OutboxMailer {
  held = new Set<string>();
  private waiters: (() => void)[] = [];
  override async send(email: Email): Promise<void> {
    if (this.held.has(email.to)) await new Promise<void>((resolve) => this.waiters.push(resolve));
    await super.send(email);
  }
  release() {
    this.held.clear();
    for (const resume of this.waiters.splice(0)) resume();
  }
}

let identity: TestIdentity;
let db: Db;
let mailer: HeldMailer;
let clock = new Date("2026-11-21T08:00:00Z");
beforeAll(async () => {
  db = await testDatabase();
  mailer = new HeldMailer(db, () => clock);
  identity = await startIdentity(
    // Two sign-ups an hour per client address, from the configuration (SIGN_UPS_PER_HOUR).
    { trustProxy: 1, signUpsPerHour: 2 },
    {
      db,
      mailer,
      now: () => clock,
      signInThrottle: { freeAttempts: 5, firstDelayMs: 1000, maxDelayMs: 15 * 60_000, forgetAfterMs: 24 * 3600_000 },
      rateLimits: {
        signInPerIp: { limit: 20, windowMs: 15 * 60_000 },
        forgotPerIp: { limit: 4, windowMs: 60 * 60_000 },
        forgotPerIpAndEmail: { limit: 2, windowMs: 60 * 60_000 },
      },
    },
  );
});
afterAll(async () => {
  mailer?.release();
  await identity?.close();
  await db?.close();
});

/** Form POST as sent through our proxy: `client` is what the proxy appended, `spoofed` what the client sent. */
function post(browser: Browser, url: string, fields: Record<string, string>, client: string, spoofed?: string) {
  return browser.follow(url, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": spoofed ? `${spoofed}, ${client}` : client,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const signIn = (start: AuthorizationStart, email: string, password: string, client: string, spoofed?: string) =>
  post(start.browser, formAction(start.page), { email, password }, client, spoofed);

async function outbox(): Promise<{ to: string; subject: string; text: string }[]> {
  await identity.app.drain();
  return (
    (await (await fetch(`${identity.issuer}/dev/mailbox.json`)).json()) as {
      emails: { to: string; subject: string; text: string }[];
    }
  ).emails;
}

async function signUp(email: string, client: string) {
  const start = await startAuthorization(identity.issuer, { prompt: "create" });
  const result = await post(
    start.browser,
    formAction(start.page),
    {
      givenName: "Noa",
      familyName: "Quist",
      email,
      password: "a-long-enough-secret",
      confirmPassword: "a-long-enough-secret",
    },
    client,
  );
  return { start, result };
}

describe("1. dev mailbox and stored secrets", () => {
  it("drops a reset e-mail from the outbox once its link is used, and once it has expired", async () => {
    const browser = new Browser(identity.issuer);
    await post(browser, "/password/forgot", { email: "jordan@demo.prenup.test" }, "10.1.0.1");
    const link = (await mailedLink(identity, "jordan@demo.prenup.test", "/password/reset"))!;
    expect(link).toBeTruthy();
    const token = new URL(link).searchParams.get("token")!;
    const done = await browser.postForm("/password/reset", {
      token,
      password: "jordans-new-password",
      confirmPassword: "jordans-new-password",
    });
    expect(done.response?.status).toBe(200);
    expect(await mailedLink(identity, "jordan@demo.prenup.test", "/password/reset")).toBeUndefined();
    const stored = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM outbox_emails WHERE text_body LIKE $1",
      [`%${token}%`],
    );
    expect(stored.rows[0]!.n).toBe(0);

    await post(browser, "/password/forgot", { email: "riley@demo.prenup.test" }, "10.1.0.1");
    const rileyLink = (await mailedLink(identity, "riley@demo.prenup.test", "/password/reset"))!;
    const rileyToken = new URL(rileyLink).searchParams.get("token")!;
    clock = new Date(clock.getTime() + 61 * 60_000);
    // Past its hour the link is no longer shown, and the next write deletes the mail and the token rows.
    expect(await mailedLink(identity, "riley@demo.prenup.test", "/password/reset")).toBeUndefined();
    await post(browser, "/password/forgot", { email: "sam@demo.prenup.test" }, "10.1.0.2");
    await identity.app.drain();
    const rows = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox_emails WHERE text_body LIKE $1", [
      `%${rileyToken}%`,
    ]);
    expect(rows.rows[0]!.n).toBe(0);
    const tokens = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM password_reset_tokens WHERE expires_at <= $1",
      [clock],
    );
    expect(tokens.rows[0]!.n).toBe(0);
  });
});

const status = (result: { response?: Response }) => result.response?.status;

describe("2. sign-in limits", () => {
  it("counts each attempt before the password check, so a parallel burst from one address stops at the free attempts", async () => {
    const start = await startAuthorization(identity.issuer);
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn(start, "attorney@demo.prenup.test", `wrong-guess-${i}`, "10.2.0.1")),
    );
    const statuses = burst.map(status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it("slows only the address that guesses: after ten wrong passwords from one address the owner signs in from another at once", async () => {
    const start = await startAuthorization(identity.issuer);
    let wrong = 0;
    while (wrong < 10) {
      const result = await signIn(start, "applicant@demo.prenup.test", "wrong-guess", "10.3.0.1");
      if (status(result) === 429)
        clock = new Date(clock.getTime() + Number(result.response!.headers.get("retry-after")) * 1000);
      else {
        expect(status(result)).toBe(401);
        wrong += 1;
      }
    }
    const attacker = await signIn(start, "applicant@demo.prenup.test", DEMO_PASSWORD, "10.3.0.1");
    expect(status(attacker)).toBe(429);
    expect(await attacker.response!.text()).toContain(
      "Too many attempts for this e-mail. Try again in 32 seconds, or reset your password.",
    );
    expect(attacker.response!.headers.get("retry-after")).toBe("32");
    const owner = await signIn(
      await startAuthorization(identity.issuer),
      "applicant@demo.prenup.test",
      DEMO_PASSWORD,
      "10.3.9.9",
    );
    expect(owner.externalUrl?.origin).toBe(CUSTOMER_ORIGIN);
  });

  it("makes each attempt past the free ones wait twice as long as the one before, up to 15 minutes", async () => {
    const start = await startAuthorization(identity.issuer);
    const guess = () => signIn(start, "growing.wait@example.test", "wrong-guess", "10.3.1.1");
    for (let i = 0; i < 4; i += 1) expect(status(await guess())).toBe(401);
    const waits: number[] = [];
    let last = "";
    for (let i = 0; i < 12; i += 1) {
      expect(status(await guess())).toBe(401);
      const refused = await guess();
      expect(status(refused)).toBe(429);
      waits.push(Number(refused.response!.headers.get("retry-after")));
      last = await refused.response!.text();
      clock = new Date(clock.getTime() + waits.at(-1)! * 1000);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    expect(last).toContain("Try again in 15 minutes, or reset your password.");
  });

  it("slows an e-mail the same way whether or not it has an account", async () => {
    const start = await startAuthorization(identity.issuer);
    const answers: string[] = [];
    for (const email of ["riley@demo.prenup.test", "no-such-person@demo.prenup.test"]) {
      for (let i = 0; i < 5; i += 1) expect(status(await signIn(start, email, "wrong-guess", "10.3.2.1"))).toBe(401);
      const refused = await signIn(start, email, "wrong-guess", "10.3.2.1");
      expect(status(refused)).toBe(429);
      answers.push((await refused.response!.text()).replaceAll(email, "EMAIL"));
    }
    expect(answers[0]).toBe(answers[1]);
  });

  it("ends the waits on an e-mail when its owner resets the password", async () => {
    const start = await startAuthorization(identity.issuer);
    for (let i = 0; i < 5; i += 1) await signIn(start, "sam@demo.prenup.test", "wrong-guess", "10.3.8.1");
    expect(status(await signIn(start, "sam@demo.prenup.test", DEMO_PASSWORD, "10.3.8.1"))).toBe(429);
    const browser = new Browser(identity.issuer);
    await post(browser, "/password/forgot", { email: "sam@demo.prenup.test" }, "10.3.8.1");
    const token = new URL((await mailedLink(identity, "sam@demo.prenup.test", "/password/reset"))!).searchParams.get(
      "token",
    )!;
    await browser.postForm("/password/reset", {
      token,
      password: "sams-new-password",
      confirmPassword: "sams-new-password",
    });
    expect((await signIn(start, "sam@demo.prenup.test", "sams-new-password", "10.3.8.1")).externalUrl?.origin).toBe(
      CUSTOMER_ORIGIN,
    );
  });

  it("keeps a wait however many other e-mails and addresses fail meanwhile, and across a restart", async () => {
    const start = await startAuthorization(identity.issuer);
    for (let i = 0; i < 5; i += 1)
      expect(status(await signIn(start, "priya@demo.prenup.test", "wrong-guess", "10.3.5.1"))).toBe(401);
    expect(status(await signIn(start, "priya@demo.prenup.test", "wrong-guess", "10.3.5.1"))).toBe(429);
    // 10,001 other (e-mail, address) pairs fail meanwhile (the old in-memory map kept 10,000 keys).
    await db.query(
      `INSERT INTO sign_in_failures (email_key, source, failures, next_attempt_at, updated_at)
       SELECT 'other-' || n || '@example.test', '10.200.' || (n / 256) || '.' || (n % 256), 1, $1::timestamptz, $1::timestamptz FROM generate_series(1, 10001) AS n`,
      [clock],
    );
    expect(status(await signIn(start, "priya@demo.prenup.test", DEMO_PASSWORD, "10.3.5.1"))).toBe(429);
    const restarted = await startIdentity(
      { trustProxy: 1 },
      { db, mailer: new OutboxMailer(db, () => clock), now: () => clock },
    );
    try {
      const again = await startAuthorization(restarted.issuer);
      expect(status(await signIn(again, "priya@demo.prenup.test", DEMO_PASSWORD, "10.3.5.1"))).toBe(429);
    } finally {
      await restarted.close();
    }
    await db.query("DELETE FROM sign_in_failures WHERE email_key LIKE 'other-%'");
  });

  it("limits one address across e-mails, and reads the address from the rightmost X-Forwarded-For entry", async () => {
    const start = await startAuthorization(identity.issuer);
    // The client writes a different address each time on the left; our proxy appends the real one.
    for (let i = 0; i < 20; i += 1) {
      expect(
        (await signIn(start, `person-${i}@example.test`, "wrong-guess", "10.4.0.1", `192.0.2.${i}`)).response?.status,
      ).toBe(401);
    }
    const blocked = await signIn(start, "person-99@example.test", "wrong-guess", "10.4.0.1", "192.0.2.99");
    expect(blocked.response?.status).toBe(429);
    expect(await blocked.response!.text()).toContain("Too many attempts. Wait a few minutes and try again.");
    // A different client (as the proxy saw it) is not blocked.
    expect(
      (await signIn(start, "person-99@example.test", "wrong-guess", "10.4.0.2", "10.4.0.1")).response?.status,
    ).toBe(401);
  });

  it("keeps an address's block however many other addresses try meanwhile, and refuses new ones while every tracked one is blocked", async () => {
    // The per-address limiter with room for three addresses (10,000 in production).
    const small = await startIdentity(
      { trustProxy: 1 },
      {
        db,
        mailer: new OutboxMailer(db, () => clock),
        now: () => clock,
        rateLimits: { signInPerIp: { limit: 2, windowMs: 15 * 60_000, maxKeys: 3 } },
      },
    );
    try {
      const start = await startAuthorization(small.issuer);
      for (let i = 0; i < 2; i += 1)
        expect(status(await signIn(start, `blocked-${i}@example.test`, "wrong-guess", "10.6.0.1"))).toBe(401);
      expect(status(await signIn(start, "blocked-2@example.test", "wrong-guess", "10.6.0.1"))).toBe(429);
      // Four other addresses fail once each: more keys than the limiter holds.
      for (let i = 1; i <= 4; i += 1)
        expect(status(await signIn(start, `rotated-${i}@example.test`, "wrong-guess", `10.6.1.${i}`))).toBe(401);
      expect(status(await signIn(start, "blocked-3@example.test", "wrong-guess", "10.6.0.1"))).toBe(429);
      // The two addresses still tracked reach the limit too: with every tracked address blocked, a new one is refused.
      for (const address of ["10.6.1.3", "10.6.1.4"])
        expect(status(await signIn(start, "rotated-9@example.test", "wrong-guess", address))).toBe(401);
      expect(status(await signIn(start, "newcomer@example.test", "wrong-guess", "10.6.2.1"))).toBe(429);
      clock = new Date(clock.getTime() + 15 * 60_000);
      expect(status(await signIn(start, "newcomer@example.test", "wrong-guess", "10.6.2.1"))).toBe(401);
    } finally {
      await small.close();
    }
  });

  it("counts the addresses of one IPv6 /64 network as one client", async () => {
    const start = await startAuthorization(identity.issuer);
    for (let i = 0; i < 5; i += 1)
      expect(status(await signIn(start, "emma@demo.prenup.test", "wrong-guess", `2001:db8:1:2::${i + 1}`))).toBe(401);
    expect(status(await signIn(start, "emma@demo.prenup.test", "wrong-guess", "2001:db8:1:2:ffff::9"))).toBe(429);
    expect((await signIn(start, "emma@demo.prenup.test", DEMO_PASSWORD, "2001:db8:1:3::1")).externalUrl?.origin).toBe(
      CUSTOMER_ORIGIN,
    );
  });
});

describe("4. e-mail verification", () => {
  it("mails a single-use link at sign-up; opening it verifies the address in both tokens", async () => {
    const { start, result } = await signUp("noa.quist@example.test", "10.5.0.1");
    // An account whose address is not confirmed yet can sign in (after a page that says so, whose
    // Continue finishes the sign-in); its tokens say so.
    const signInLink = /href="(\/interaction\/[^"]+\/login)"/.exec(await result.response!.text())![1]!;
    const signInPage = await (await start.browser.follow(signInLink)).response!.text();
    const unconfirmed = await post(
      start.browser,
      formAction(signInPage),
      { email: "noa.quist@example.test", password: "a-long-enough-secret" },
      "10.5.0.1",
    );
    const continueUrl = /<a class="button" href="([^"]+)">Continue<\/a>/.exec(await unconfirmed.response!.text())![1]!;
    const callback = await start.browser.follow(continueUrl);
    const { body } = await exchangeCode(
      identity.issuer,
      callback.externalUrl!.searchParams.get("code")!,
      start.verifier,
    );
    expect(decodeJwt(body.access_token!)).toMatchObject({ email: "noa.quist@example.test", email_verified: false });
    expect(decodeJwt(body.id_token!)).toMatchObject({ email_verified: false });

    const link = (await mailedLink(identity, "noa.quist@example.test", "/email/verify"))!;
    expect(link).toBeTruthy();
    const token = new URL(link).searchParams.get("token")!;
    const stored = await db.query<{ token_hash: string; expires_at: Date }>(
      "SELECT token_hash, expires_at FROM email_verification_tokens",
    );
    expect(stored.rows.map((r) => r.token_hash)).not.toContain(token);
    expect(stored.rows[0]!.expires_at.getTime() - clock.getTime()).toBe(24 * 3600 * 1000);

    const opened = await fetch(link);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain("your e-mail address is confirmed");
    const again = await fetch(link);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("This confirmation link has already been used.");
    expect(await mailedLink(identity, "noa.quist@example.test", "/email/verify")).toBeUndefined();

    const refreshed = await fetch(`${identity.issuer}/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "refresh_token",
        refresh_token: body.refresh_token!,
        client_id: "prenup-customer",
      }),
    });
    const next = (await refreshed.json()) as Record<string, string>;
    expect(decodeJwt(next.access_token!)).toMatchObject({ email: "noa.quist@example.test", email_verified: true });
    expect(decodeJwt(next.id_token!)).toMatchObject({ email_verified: true });
    expect((await fetch(`${identity.issuer}/email/verify?token=made-up`)).status).toBe(400);
  });

  it("refuses a link after 24 hours, and counts a completed password reset as proof of the address", async () => {
    await signUp("late.reader@example.test", "10.5.0.2");
    const link = (await mailedLink(identity, "late.reader@example.test", "/email/verify"))!;
    clock = new Date(clock.getTime() + 24 * 3600 * 1000 + 1000);
    const late = await fetch(link);
    expect(late.status).toBe(400);
    expect(await late.text()).toContain("This confirmation link has expired.");
    expect((await identity.app.accounts.findByEmail("late.reader@example.test"))?.emailVerified).toBe(false);

    const browser = new Browser(identity.issuer);
    await post(browser, "/password/forgot", { email: "late.reader@example.test" }, "10.5.0.2");
    const reset = (await mailedLink(identity, "late.reader@example.test", "/password/reset"))!;
    const token = new URL(reset).searchParams.get("token")!;
    await browser.postForm("/password/reset", {
      token,
      password: "a-new-long-password",
      confirmPassword: "a-new-long-password",
    });
    expect((await identity.app.accounts.findByEmail("late.reader@example.test"))?.emailVerified).toBe(true);
  });

  it("puts email_verified in the access token of a seeded (verified) demo account", async () => {
    const start = await startAuthorization(identity.issuer);
    const callback = await signInAndGetCode(start, "alex@demo.prenup.test", DEMO_PASSWORD);
    const { body } = await exchangeCode(identity.issuer, callback.searchParams.get("code")!, start.verifier);
    expect(decodeJwt(body.access_token!)).toMatchObject({ sub: "demo-couple1-a", email_verified: true });
  });
});

describe("5. forgot-password limits and timing", () => {
  it("limits per address and e-mail, so a request from elsewhere still reaches the owner", async () => {
    const browser = new Browser(identity.issuer);
    const count = async () =>
      (await outbox()).filter((e) => e.to === "sam@demo.prenup.test" && e.subject.startsWith("Reset")).length;
    const before = await count();
    for (let i = 0; i < 3; i += 1) {
      const answer = await post(browser, "/password/forgot", { email: "sam@demo.prenup.test" }, "10.6.0.1");
      expect(await answer.response!.text()).toContain("If an account exists for that e-mail");
    }
    expect(await count()).toBe(before + 2);
    await post(browser, "/password/forgot", { email: "sam@demo.prenup.test" }, "10.6.0.2");
    expect(await count()).toBe(before + 3);
  });

  it("limits one address across e-mails", async () => {
    const browser = new Browser(identity.issuer);
    for (const name of ["alex", "jordan", "riley", "admin", "attorney"]) {
      await post(browser, "/password/forgot", { email: `${name}@demo.prenup.test` }, "10.6.1.1");
    }
    const toAttorney = (await outbox()).filter(
      (e) => e.to === "attorney@demo.prenup.test" && e.subject.startsWith("Reset"),
    );
    expect(toAttorney).toHaveLength(0);
  });

  it("answers before looking the account up or sending, so known and unknown e-mails take the same time", async () => {
    mailer.held.add("applicant@demo.prenup.test");
    const browser = new Browser(identity.issuer);
    const answered = await Promise.race([
      post(browser, "/password/forgot", { email: "applicant@demo.prenup.test" }, "10.6.2.1").then(
        (r) => r.response?.status,
      ),
      new Promise((resolve) => setTimeout(() => resolve("still waiting for the e-mail"), 2000)),
    ]);
    expect(answered).toBe(200);
    mailer.release();
    expect((await outbox()).some((e) => e.to === "applicant@demo.prenup.test")).toBe(true);
  });
});

describe("6. sign-up limit", () => {
  it("refuses more sign-ups from one address before hashing, and creates nothing", async () => {
    expect((await signUp("first.new@example.test", "10.7.0.1")).result.response?.status).toBe(200);
    expect((await signUp("second.new@example.test", "10.7.0.1")).result.response?.status).toBe(200);
    const third = await signUp("third.new@example.test", "10.7.0.1");
    expect(third.result.response?.status).toBe(429);
    expect(await third.result.response!.text()).toContain("Too many accounts were created from your network.");
    expect(await identity.app.accounts.findByEmail("third.new@example.test")).toBeUndefined();
    expect((await signUp("third.new@example.test", "10.7.0.2")).result.response?.status).toBe(200);
    expect(await identity.app.accounts.findByEmail("third.new@example.test")).toBeTruthy();
  });

  it("mails the owner of a taken address at most three times an hour, however many sign-ups name it", async () => {
    const notices = async () =>
      (await outbox()).filter(
        (e) => e.to === "omar@demo.prenup.test" && e.subject === "You already have a Prenup account",
      ).length;
    for (let i = 0; i < 5; i += 1) {
      const { result } = await signUp("omar@demo.prenup.test", `10.7.1.${i}`);
      expect(result.response?.status).toBe(200);
    }
    expect(await notices()).toBe(3);
  });
});

describe("7. sign-out page and provider page headers", () => {
  it("submits sign-out by itself only with a valid id_token_hint; otherwise asks with a button", async () => {
    const browser = new Browser(identity.issuer);
    const start = await startAuthorization(identity.issuer, {}, browser);
    const callback = await post(
      start.browser,
      formAction(start.page),
      { email: "riley@demo.prenup.test", password: DEMO_PASSWORD },
      "10.8.0.1",
    );
    const { body } = await exchangeCode(
      identity.issuer,
      callback.externalUrl!.searchParams.get("code")!,
      start.verifier,
    );

    // A link from any site: no hint.
    const bare = await browser.follow("/session/end");
    const barePage = await bare.response!.text();
    expect(barePage).not.toContain("auto-submit.js");
    expect(barePage).toContain("Sign out?");
    expect(barePage).toMatch(/<button type="submit" form="op.logoutForm">Continue<\/button>/);
    const byClient = await browser.follow(`/session/end?${new URLSearchParams({ client_id: "prenup-customer" })}`);
    expect(await byClient.response!.text()).not.toContain("auto-submit.js");

    const hinted = await browser.follow(
      `/session/end?${new URLSearchParams({ id_token_hint: body.id_token!, post_logout_redirect_uri: `${CUSTOMER_ORIGIN}/login` })}`,
    );
    expect(await hinted.response!.text()).toContain('src="/assets/auto-submit.js"');
    // The pages alone sign nobody out: the session still answers a new authorization at once.
    const again = await browser.follow(
      `/auth?${new URLSearchParams({
        client_id: "prenup-customer",
        response_type: "code",
        redirect_uri: `${CUSTOMER_ORIGIN}/oauth/callback`,
        scope: "openid",
        code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
        code_challenge_method: "S256",
      })}`,
    );
    expect(again.externalUrl?.searchParams.get("code")).toBeTruthy();
  });

  it("sends CSP, frame-ancestors 'none' and no-referrer on pages oidc-provider renders", async () => {
    const error = await new Browser(identity.issuer).follow(`/auth?client_id=unknown-client&response_type=code`);
    const logout = await new Browser(identity.issuer).follow("/session/end");
    for (const response of [error.response!, logout.response!]) {
      expect(response.headers.get("content-type")).toMatch(/text\/html/);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'none'");
      expect(response.headers.get("referrer-policy")).toBe("no-referrer");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });
});

describe("9. cookies", () => {
  const authorizeCookies = async (issuer: string) => {
    const query = new URLSearchParams({
      client_id: "prenup-customer",
      response_type: "code",
      redirect_uri: `${CUSTOMER_ORIGIN}/oauth/callback`,
      scope: "openid",
      code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
      code_challenge_method: "S256",
    });
    const response = await fetch(`${issuer}/auth?${query}`, { redirect: "manual" });
    return response.headers.getSetCookie();
  };

  it("marks the provider's cookies Secure when its issuer is not on this machine, with no proxy setting", async () => {
    const remote = await startIdentity(
      { ...loadConfig({ OIDC_ISSUER: "https://id.example.test" }), port: 0 },
      { db, now: () => clock, mailer: new OutboxMailer(db, () => clock) },
    );
    try {
      const cookies = await authorizeCookies(remote.issuer);
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) expect(cookie.toLowerCase()).toMatch(/; secure(;|$)/);
    } finally {
      await remote.close();
    }
    // On this machine (http://localhost) they cannot be Secure.
    for (const cookie of await authorizeCookies(identity.issuer))
      expect(cookie.toLowerCase()).not.toContain("; secure");
  });

  /** Signs in through the whole flow and answers every Set-Cookie the provider sent on the way. */
  async function cookiesOfSignIn(issuer: string, email: string): Promise<string[]> {
    const setCookies: string[] = [];
    const browser = new (class extends Browser {
      override async request(url: string, init: RequestInit = {}) {
        const response = await super.request(url, init);
        setCookies.push(...response.headers.getSetCookie());
        return response;
      }
    })(issuer);
    const start = await startAuthorization(issuer, {}, browser);
    let result = await browser.postForm(formAction(start.page), { email, password: DEMO_PASSWORD });
    // With an https issuer the provider's own redirects say https; the test speaks http to the same server.
    for (let hops = 0; hops < 5 && result.externalUrl && result.externalUrl.origin !== CUSTOMER_ORIGIN; hops += 1) {
      result = await browser.follow(`${result.externalUrl.pathname}${result.externalUrl.search}`);
    }
    expect(result.externalUrl?.origin).toBe(CUSTOMER_ORIGIN);
    return setCookies;
  }
  const cookieNames = (cookies: string[]) => new Set(cookies.map((cookie) => cookie.slice(0, cookie.indexOf("="))));

  it("marks the session and interaction cookies of a whole sign-in Secure with an https issuer, and not on http://localhost", async () => {
    const remote = await startIdentity(
      { ...loadConfig({ OIDC_ISSUER: "https://id.example.test" }), port: 0 },
      { db, now: () => clock, mailer: new OutboxMailer(db, () => clock) },
    );
    try {
      const cookies = await cookiesOfSignIn(remote.issuer, "lena@demo.prenup.test");
      for (const name of ["_interaction", "_interaction_resume", "_session"])
        expect(cookieNames(cookies).has(name)).toBe(true);
      for (const cookie of cookies) expect(cookie.toLowerCase()).toMatch(/; secure(;|$)/);
    } finally {
      await remote.close();
    }
    const local = await startIdentity(
      { ...loadConfig({ OIDC_ISSUER: "http://localhost:4100" }), port: 0 },
      { db, now: () => clock, mailer: new OutboxMailer(db, () => clock) },
    );
    try {
      const cookies = await cookiesOfSignIn(local.issuer, "lena@demo.prenup.test");
      expect(cookieNames(cookies).has("_session")).toBe(true);
      for (const cookie of cookies) expect(cookie.toLowerCase()).not.toContain("; secure");
    } finally {
      await local.close();
    }
  });
});

describe("8. password hash cost", () => {
  it("hashes again with the current parameters when a sign-in succeeds on a weaker stored hash", async () => {
    await identity.app.accounts.setPasswordHash(
      "demo-admin",
      await hashPassword(DEMO_PASSWORD, { ln: 10, r: 8, p: 1 }),
    );
    const start = await startAuthorization(identity.issuer);
    expect((await signIn(start, "admin@demo.prenup.test", DEMO_PASSWORD, "10.9.0.1")).externalUrl).toBeTruthy();
    expect(await identity.app.accounts.passwordHashOf("demo-admin")).toMatch(/^\$scrypt\$ln=12,r=8,p=1\$/);
    const again = await startAuthorization(identity.issuer);
    expect((await signIn(again, "admin@demo.prenup.test", DEMO_PASSWORD, "10.9.0.1")).externalUrl).toBeTruthy();
  });
});
