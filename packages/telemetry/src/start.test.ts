import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TelemetrySettings } from "./settings.ts";
import type { TelemetryUser } from "./user.ts";

// The SDKs are replaced (freshTelemetry); `imported` records each time a piece's SDK module is fetched.
const sdk = vi.hoisted(() => ({
  imported: vi.fn<(name: string) => void>(),
  sentryInit: vi.fn(),
  sentrySetUser: vi.fn(),
  posthogInit: vi.fn(),
  posthogIdentify: vi.fn(),
  posthogReset: vi.fn(),
}));

const OFF: TelemetrySettings = { errorReporter: null, analytics: null, chatWidget: null, isDevelopment: false };
const USER: TelemetryUser & Record<string, unknown> = {
  id: "6f1c2a54-8f43-4c55-9a7e-2d0c7b0e9f11",
  firstName: "Dana",
  lastName: "Reyes",
  email: "dana@example.com",
  createdAt: "2026-03-01T12:00:00.750Z",
  phoneNumber: "+15555550100",
  birthdate: "1990-01-01",
};
const CREATED_AT_SECONDS = 1772366400;
const atOnce = (run: () => void) => run();

async function freshTelemetry() {
  // A new module graph and new SDK stand-ins per test, so "never imported" means never in this
  // test, not "already cached" by an earlier one.
  vi.resetModules();
  vi.doMock("@sentry/react", () => {
    sdk.imported("@sentry/react");
    return { init: sdk.sentryInit, setUser: sdk.sentrySetUser };
  });
  vi.doMock("posthog-js", () => {
    sdk.imported("posthog-js");
    return { default: { init: sdk.posthogInit, identify: sdk.posthogIdentify, reset: sdk.posthogReset } };
  });
  const { createTelemetry } = await import("./start.ts");
  return createTelemetry();
}

const chatScripts = () => document.querySelectorAll("script");

beforeEach(() => {
  vi.clearAllMocks();
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  delete (window as { intercomSettings?: unknown }).intercomSettings;
  delete (window as { Intercom?: unknown }).Intercom;
});

afterEach(() => {
  vi.useRealTimers();
});

describe("startTelemetry when nothing is configured", () => {
  it("loads nothing, waits for nothing and adds no script, even once a user signs in", async () => {
    const telemetry = await freshTelemetry();
    const whenIdle = vi.fn();
    await telemetry.start(OFF, { whenIdle });
    telemetry.identify(USER);

    expect(whenIdle).not.toHaveBeenCalled();
    expect(sdk.imported).not.toHaveBeenCalled();
    expect(sdk.sentryInit).not.toHaveBeenCalled();
    expect(sdk.posthogInit).not.toHaveBeenCalled();
    expect(chatScripts()).toHaveLength(0);
    expect((window as { intercomSettings?: unknown }).intercomSettings).toBeUndefined();
  });

  it("keeps analytics unloaded in a development build even with a key", async () => {
    const telemetry = await freshTelemetry();
    await telemetry.start({ ...OFF, analytics: { key: "phc_test" }, isDevelopment: true }, { whenIdle: atOnce });
    telemetry.identify(USER);

    expect(sdk.imported).not.toHaveBeenCalled();
    expect(sdk.posthogInit).not.toHaveBeenCalled();
  });
});

describe("startTelemetry when configured", () => {
  it("fetches nothing before the first screen is up", async () => {
    const telemetry = await freshTelemetry();
    let run: () => void = () => {};
    const started = telemetry.start(
      { ...OFF, errorReporter: { dsn: "https://key@errors.example.com/1" }, analytics: { key: "phc_test" } },
      { whenIdle: (later) => (run = later) },
    );
    await Promise.resolve();
    expect(sdk.imported).not.toHaveBeenCalled();

    run();
    await started;
    expect(sdk.imported.mock.calls.map(([name]) => name).sort()).toEqual(["@sentry/react", "posthog-js"]);
  });

  it("waits for the browser to be idle after the first render by default", async () => {
    vi.useFakeTimers();
    const idle = vi.fn((callback: () => void) => callback());
    vi.stubGlobal("requestIdleCallback", idle);
    const telemetry = await freshTelemetry();
    const started = telemetry.start({ ...OFF, errorReporter: { dsn: "https://key@errors.example.com/1" } });
    expect(idle).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    await started;
    expect(idle).toHaveBeenCalledOnce();
    expect(sdk.sentryInit).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it("starts the error reporter without default personal data and gives it the user's id only", async () => {
    const telemetry = await freshTelemetry();
    telemetry.identify(USER);
    await telemetry.start(
      {
        ...OFF,
        errorReporter: { dsn: "https://key@errors.example.com/1", environment: "production", release: "1.2.3" },
      },
      { whenIdle: atOnce },
    );

    expect(sdk.sentryInit).toHaveBeenCalledOnce();
    const options = sdk.sentryInit.mock.calls[0]?.[0];
    expect(options).toMatchObject({
      dsn: "https://key@errors.example.com/1",
      environment: "production",
      release: "1.2.3",
      dataCollection: {
        userInfo: false,
        cookies: false,
        httpBodies: [],
        urlQueryParams: false,
        stackFrameVariables: false,
      },
    });
    expect(options).not.toHaveProperty("sendDefaultPii", true);
    expect(options).not.toHaveProperty("integrations");
    expect(sdk.sentrySetUser).toHaveBeenCalledWith({ id: USER.id });
    // Fetched afresh in this test's module graph (an earlier test fetched it too): the checks that a
    // piece is never fetched are not fooled by a cached module.
    expect(sdk.imported).toHaveBeenCalledWith("@sentry/react");
    expect(sdk.imported).not.toHaveBeenCalledWith("posthog-js");
    expect(chatScripts()).toHaveLength(0);
  });

  it("starts analytics outside development with recording, keystrokes and input values off", async () => {
    const telemetry = await freshTelemetry();
    await telemetry.start(
      { ...OFF, analytics: { key: "phc_test", host: "https://analytics.example.com" } },
      { whenIdle: atOnce },
    );
    telemetry.identify(USER);

    expect(sdk.posthogInit).toHaveBeenCalledOnce();
    const [key, options] = sdk.posthogInit.mock.calls[0] ?? [];
    expect(key).toBe("phc_test");
    expect(options).toMatchObject({
      api_host: "https://analytics.example.com",
      disable_session_recording: true,
      session_recording: { maskAllInputs: true },
      autocapture: { capture_value_css_selector_allowlist: [], capture_copied_text: false },
      mask_all_text: true,
      mask_all_element_attributes: true,
      disable_external_dependency_loading: true,
    });
    expect(sdk.posthogIdentify).toHaveBeenCalledWith(USER.id);
    expect(sdk.imported).not.toHaveBeenCalledWith("@sentry/react");
  });

  it("adds the chat widget's script once a customer is known, with id, name, e-mail and createdAt in seconds", async () => {
    const telemetry = await freshTelemetry();
    await telemetry.start(
      { ...OFF, chatWidget: { widgetId: "w123", scriptUrl: "https://chat.example.com/widget.js" } },
      { whenIdle: atOnce },
    );
    expect(chatScripts()).toHaveLength(0);

    telemetry.identify(USER);
    const scripts = chatScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe("https://chat.example.com/widget.js");
    expect(scripts[0]?.async).toBe(true);
    expect((window as { intercomSettings?: unknown }).intercomSettings).toEqual({
      app_id: "w123",
      user_id: USER.id,
      name: "Dana Reyes",
      email: "dana@example.com",
      created_at: CREATED_AT_SECONDS,
    });
    expect(sdk.imported).not.toHaveBeenCalled();
  });

  it("tells a loaded widget about changes without adding its script again", async () => {
    const telemetry = await freshTelemetry();
    await telemetry.start(
      { ...OFF, chatWidget: { widgetId: "w123", scriptUrl: "https://chat.example.com/widget.js" } },
      { whenIdle: atOnce },
    );
    telemetry.identify(USER);
    const messenger = vi.fn();
    (window as { Intercom?: unknown }).Intercom = messenger;

    telemetry.identify({ ...USER });
    expect(messenger).not.toHaveBeenCalled();

    telemetry.identify({ ...USER, email: "dana.reyes@example.com" });
    expect(chatScripts()).toHaveLength(1);
    expect(messenger).toHaveBeenCalledWith(
      "update",
      expect.objectContaining({ email: "dana.reyes@example.com", created_at: CREATED_AT_SECONDS }),
    );
  });

  it("keeps the app running when a piece fails to start", async () => {
    sdk.sentryInit.mockImplementationOnce(() => {
      throw new Error("blocked");
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const telemetry = await freshTelemetry();
    await expect(
      telemetry.start(
        { ...OFF, errorReporter: { dsn: "https://key@errors.example.com/1" }, analytics: { key: "phc_test" } },
        { whenIdle: atOnce },
      ),
    ).resolves.toBeUndefined();
    telemetry.identify(USER);
    expect(sdk.posthogIdentify).toHaveBeenCalledWith(USER.id);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
