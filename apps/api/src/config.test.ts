import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("has the documented defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      databaseUrl: undefined,
      oidcIssuer: "http://localhost:4100",
      apiAudience: "http://localhost:4000",
      clientIds: { customer: "prenup-customer", attorney: "prenup-attorney", admin: "prenup-admin" },
      appOrigins: ["http://localhost:5173", "http://localhost:5174", "http://localhost:5175"],
      seedDemo: false,
      rateLimit: { max: 600, windowMs: 60_000 },
    });
  });

  it("reads the environment", () => {
    const config = loadConfig({
      PORT: "8080",
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/prenup",
      APP_ORIGINS: "https://app.example.com, https://attorneys.example.com",
      SEED_DEMO: "1",
    });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe("postgres://postgres@127.0.0.1:5432/prenup");
    expect(config.appOrigins).toEqual(["https://app.example.com", "https://attorneys.example.com"]);
    expect(config.seedDemo).toBe(true);
  });

  it("names every bad variable", () => {
    expect(() => loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", APP_ORIGINS: "not a url" })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*APP_ORIGINS/,
    );
  });
});
