// The start-up side of telemetry: the only part in an app's start-up scripts. It decides which pieces
// are configured and, after the first screen, fetches just those (each is its own chunk); an
// unconfigured piece is never fetched. The signed-in user is handed on as soon as a piece is there.
import type { TelemetryPiece } from "./piece.ts";
import type { TelemetrySettings } from "./settings.ts";
import type { TelemetryUser } from "./user.ts";

export interface StartTelemetryOptions {
  /** Runs the loading once the first screen is up; tests run it at once. */
  whenIdle?: (run: () => void) => void;
}

export interface Telemetry {
  /** Starts the configured pieces (once); resolves when they are loaded, at once when none is. */
  start(settings: TelemetrySettings, options?: StartTelemetryOptions): Promise<void>;
  /** Tells the pieces who is signed in, now or when they load. */
  identify(user: TelemetryUser | null): void;
}

/** After the first render: when the browser is idle, or after a short wait where it cannot tell. */
export function afterFirstScreen(run: () => void): void {
  setTimeout(() => {
    if (typeof requestIdleCallback === "function") requestIdleCallback(() => run(), { timeout: 3000 });
    else setTimeout(run, 1000);
  }, 0);
}

export function createTelemetry(): Telemetry {
  const pieces: TelemetryPiece[] = [];
  let user: TelemetryUser | null = null;
  let userKey = "";
  let started = false;

  return {
    start(settings, { whenIdle = afterFirstScreen } = {}) {
      if (started) return Promise.resolve();
      started = true;
      const { errorReporter, analytics, chatWidget } = settings;
      const loaders: (() => Promise<TelemetryPiece>)[] = [];
      if (errorReporter)
        loaders.push(async () => (await import("./error-reporter.ts")).startErrorReporter(errorReporter));
      if (analytics && !settings.isDevelopment)
        loaders.push(async () => (await import("./analytics.ts")).startAnalytics(analytics));
      if (chatWidget) loaders.push(async () => (await import("./chat-widget.ts")).startChatWidget(chatWidget));
      if (loaders.length === 0) return Promise.resolve();
      return new Promise<void>((resolve) => whenIdle(resolve)).then(async () => {
        await Promise.all(
          loaders.map(async (load) => {
            try {
              const piece = await load();
              pieces.push(piece);
              if (user) piece.identify(user);
            } catch (error) {
              // A blocked or failing third party must not break the app.
              console.warn("telemetry: a piece did not start", error);
            }
          }),
        );
      });
    },
    identify(next) {
      const key = next ? JSON.stringify([next.id, next.firstName, next.lastName, next.email, next.createdAt]) : "";
      if (key === userKey) return;
      userKey = key;
      user = next;
      for (const piece of pieces) piece.identify(next);
    },
  };
}

/** The app's one telemetry (main.tsx starts it, the sign-in gate identifies the user). */
export const telemetry: Telemetry = createTelemetry();

export function startTelemetry(settings: TelemetrySettings, options?: StartTelemetryOptions): Promise<void> {
  return telemetry.start(settings, options);
}
