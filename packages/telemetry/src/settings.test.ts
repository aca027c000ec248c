import { describe, expect, it } from "vitest";
import { telemetrySettingsFromEnv } from "./settings.ts";

describe("telemetrySettingsFromEnv", () => {
  it("turns everything off when nothing is set", () => {
    expect(telemetrySettingsFromEnv({ DEV: false }, { chatWidget: true })).toEqual({
      errorReporter: null,
      analytics: null,
      chatWidget: null,
      isDevelopment: false,
    });
  });

  it("treats blank values as unset", () => {
    const settings = telemetrySettingsFromEnv(
      {
        DEV: false,
        VITE_SENTRY_DSN: " ",
        VITE_ANALYTICS_KEY: "",
        VITE_CHAT_WIDGET_ID: "w1",
        VITE_CHAT_WIDGET_SCRIPT_URL: " ",
      },
      { chatWidget: true },
    );
    expect(settings).toMatchObject({ errorReporter: null, analytics: null, chatWidget: null });
  });

  it("reads each piece's variables", () => {
    const settings = telemetrySettingsFromEnv(
      {
        DEV: false,
        VITE_SENTRY_DSN: "https://key@errors.example.com/1",
        VITE_SENTRY_ENVIRONMENT: "staging",
        VITE_SENTRY_RELEASE: "abc123",
        VITE_ANALYTICS_KEY: "phc_1",
        VITE_ANALYTICS_HOST: "https://analytics.example.com",
        VITE_CHAT_WIDGET_ID: "w1",
        VITE_CHAT_WIDGET_SCRIPT_URL: "https://chat.example.com/w.js",
      },
      { chatWidget: true },
    );
    expect(settings).toEqual({
      errorReporter: { dsn: "https://key@errors.example.com/1", environment: "staging", release: "abc123" },
      analytics: { key: "phc_1", host: "https://analytics.example.com" },
      chatWidget: { widgetId: "w1", scriptUrl: "https://chat.example.com/w.js" },
      isDevelopment: false,
    });
  });

  it("keeps the chat widget off in the staff portals, and counts an unknown mode as development", () => {
    const settings = telemetrySettingsFromEnv(
      { VITE_CHAT_WIDGET_ID: "w1", VITE_CHAT_WIDGET_SCRIPT_URL: "https://chat.example.com/w.js" },
      { chatWidget: false },
    );
    expect(settings.chatWidget).toBeNull();
    expect(settings.isDevelopment).toBe(true);
  });
});
