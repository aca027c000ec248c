import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RETENTION_RULES } from "@prenup/domain";
import { escapeHtml } from "../src/pages/html.ts";
import { startAuthorization, startIdentity, type TestIdentity } from "./helpers.ts";

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startIdentity();
});
afterAll(async () => {
  await identity?.close();
});

/** Visible words of a page's main content (tags and the title dropped, entities counted as one word). */
function words(page: string): number {
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(page)![1]!;
  return main
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

const headingLevels = (page: string) => [...page.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));

describe.each([
  {
    path: "/terms",
    title: "Terms of Service",
    mustSay: [
      "not a law firm",
      "represents <strong>only you</strong>",
      "flat fee shown before purchase",
      "20-minute",
      "7 calendar days",
      "notaries",
    ],
  },
  {
    path: "/privacy",
    title: "Privacy Notice",
    mustSay: [
      "privacy@prenup.test",
      "support@prenup.test",
      "Financial disclosures",
      "no advertising",
      "delete",
      "payment provider",
    ],
  },
])("GET $path", ({ path, title, mustSay }) => {
  it("answers an HTML page with one h1, the draft notice, the last-updated date and ordered headings", async () => {
    const response = await fetch(`${identity.issuer}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const page = await response.text();

    expect(page).toContain('<html lang="en">');
    expect(page).toContain(`<title>${title} · Prenup</title>`);
    expect(page).toContain('<link rel="stylesheet" href="/assets/styles.css">');
    expect(page.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(page).toMatch(new RegExp(`<h1 id="page-heading">${title}</h1>`));
    // The draft notice comes right after the heading, before any of the text.
    const draftAt = page.indexOf("Draft pending legal review.");
    expect(draftAt).toBeGreaterThan(page.indexOf("<h1"));
    expect(draftAt).toBeLessThan(page.indexOf("<h2"));
    expect(page).toContain('Last updated: <time datetime="2026-11-21">November 21, 2026</time>');

    // Headings never skip a level (h1, then h2 sections, h3 only inside them).
    const levels = headingLevels(page);
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, i) => expect(level).toBeLessThanOrEqual(levels[i]! + 1));
    expect(levels.filter((level) => level === 2).length).toBeGreaterThanOrEqual(8);

    // Every contents entry points at a section of the page.
    const anchors = [...page.matchAll(/<a href="#([a-z-]+)">/g)].map((match) => match[1]!);
    expect(anchors.length).toBeGreaterThanOrEqual(8);
    for (const id of anchors) expect(page).toContain(`<h2 id="${id}">`);

    for (const text of mustSay) expect(page).toContain(text);
  });

  it("reads in five to eight minutes", async () => {
    const count = words(await (await fetch(`${identity.issuer}${path}`)).text());
    // About 200–250 words a minute.
    expect(count).toBeGreaterThanOrEqual(1150);
    expect(count).toBeLessThanOrEqual(1850);
  });

  it("answers HEAD and refuses other methods", async () => {
    expect((await fetch(`${identity.issuer}${path}`, { method: "HEAD" })).status).toBe(200);
    const response = await fetch(`${identity.issuer}${path}`, { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });
});

describe("links to the terms and the privacy notice", () => {
  it("the sign-up page states the agreement next to the button, linking both pages", async () => {
    const start = await startAuthorization(identity.issuer, { prompt: "create" });
    expect(start.page).toContain(
      'By creating an account you agree to the <a href="/terms">Terms of Service</a> and acknowledge the <a href="/privacy">Privacy Notice</a>.',
    );
    expect(start.page.indexOf("By creating an account")).toBeLessThan(
      start.page.indexOf('<button type="submit">Create account</button>'),
    );

    for (const link of ["/terms", "/privacy"]) {
      const followed = await start.browser.follow(link);
      expect(followed.response?.status).toBe(200);
    }
  });

  it("the sign-in page links both in its footer", async () => {
    const start = await startAuthorization(identity.issuer);
    const footer = /<footer class="page-footer">([\s\S]*?)<\/footer>/.exec(start.page)?.[1] ?? "";
    expect(footer).toContain('<a href="/terms">Terms of Service</a>');
    expect(footer).toContain('<a href="/privacy">Privacy Notice</a>');
  });

  it("each page links the other", async () => {
    expect(await (await fetch(`${identity.issuer}/terms`)).text()).toContain('<a href="/privacy">Privacy Notice</a>');
    expect(await (await fetch(`${identity.issuer}/privacy`)).text()).toContain('<a href="/terms">Terms of Service</a>');
  });
});

describe("the privacy notice's retention", () => {
  const section = (page: string) => /<h2 id="retention">[\s\S]*?<\/section>/.exec(page)?.[0] ?? "";

  it("lists every rule of the retention table, with why and for how long it is kept", async () => {
    const retention = section(await (await fetch(`${identity.issuer}/privacy`)).text());
    for (const rule of RETENTION_RULES) {
      expect(retention).toContain(`<strong>${escapeHtml(rule.what)}</strong>`);
      if (rule.reason) expect(retention).toContain(escapeHtml(rule.reason));
      if (rule.period) expect(retention).toContain(`How long: ${escapeHtml(rule.period)}.`);
    }
  });

  it("says in short that a copy and the deletion are in the profile", async () => {
    const page = await (await fetch(`${identity.issuer}/privacy`)).text();
    const summary = /<h2 id="summary">[\s\S]*?<\/section>/.exec(page)?.[0] ?? "";
    expect(summary).toContain(
      "From your profile in the app you can download a copy of your information or delete your account",
    );
  });
});
