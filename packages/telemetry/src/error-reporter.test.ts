import { describe, expect, it, vi } from "vitest";
import type { ErrorEvent } from "@sentry/react";
import { scrubBreadcrumb, scrubEvent, withoutQuery } from "./error-reporter.ts";

vi.mock("@sentry/react", () => ({ init: vi.fn(), setUser: vi.fn() }));

describe("scrubBreadcrumb", () => {
  it("drops what was typed", () => {
    expect(scrubBreadcrumb({ category: "ui.input", message: "input[name=assetValue]" })).toBeNull();
  });

  it("keeps a request's method and status but not its query string or body", () => {
    const breadcrumb = scrubBreadcrumb({
      category: "fetch",
      data: {
        method: "PATCH",
        url: "https://api.example.com/users/1?email=a%40b.c",
        status_code: 200,
        request_body: '{"income":120000}',
      },
    });
    expect(breadcrumb?.data).toEqual({ method: "PATCH", url: "https://api.example.com/users/1", status_code: 200 });
  });

  it("takes invitation tokens out of navigations", () => {
    const breadcrumb = scrubBreadcrumb({
      category: "navigation",
      data: { from: "/login", to: "/invite?token=secret#x" },
    });
    expect(breadcrumb?.data).toEqual({ from: "/login", to: "/invite" });
  });

  it("leaves a click alone", () => {
    const click = { category: "ui.click", message: "button.mantine-Button-root" };
    expect(scrubBreadcrumb(click)).toEqual(click);
  });
});

describe("scrubEvent", () => {
  it("keeps the user's id only, the page without its query string and the browser", () => {
    const event: ErrorEvent = {
      type: undefined,
      user: { id: "u1", email: "dana@example.com", username: "Dana", ip_address: "203.0.113.9" },
      request: {
        url: "https://app.example.com/invite?token=secret",
        headers: { "User-Agent": "Mozilla/5.0", Referer: "https://mail.example.com/?q=prenup" },
        cookies: { session: "x" },
        data: { income: 1 },
        query_string: "token=secret",
      },
    };
    expect(scrubEvent(event)).toEqual({
      type: undefined,
      user: { id: "u1" },
      request: { url: "https://app.example.com/invite", headers: { "User-Agent": "Mozilla/5.0" } },
    });
  });

  it("sends no user when none is set", () => {
    expect(scrubEvent({ type: undefined, user: { email: "dana@example.com" } }).user).toBeUndefined();
  });

  it("strips queries and fragments", () => {
    expect(withoutQuery("/a/b?c=d#e")).toBe("/a/b");
    expect(withoutQuery("/a#e")).toBe("/a");
  });
});
