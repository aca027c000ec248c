import { describe, expect, it } from "vitest";
import { apiProxy } from "./vite-config.js";

describe("apiProxy", () => {
  const [[pattern, entry]] = Object.entries(apiProxy("http://localhost:4000")) as [
    [string, { target: string; rewrite: (path: string) => string }],
  ];
  const matches = (path: string) => new RegExp(pattern).test(path);

  it("forwards /api and everything under it to the API without the prefix", () => {
    expect(entry.target).toBe("http://localhost:4000");
    expect(matches("/api/users/me")).toBe(true);
    expect(entry.rewrite("/api/users/me")).toBe("/users/me");
    expect(entry.rewrite("/api/users/u1/carts?transactionStatus=pending")).toBe(
      "/users/u1/carts?transactionStatus=pending",
    );
    expect(matches("/api")).toBe(true);
    expect(entry.rewrite("/api")).toBe("/");
  });

  it("leaves the app's own pages alone, even ones whose path starts with the same letters", () => {
    expect(matches("/apiary")).toBe(false);
    expect(matches("/alignment")).toBe(false);
    expect(matches("/questionnaire/api")).toBe(false);
  });
});
