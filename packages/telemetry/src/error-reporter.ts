// The error reporter (Sentry's browser SDK). Loaded only by start.ts, after the first screen, when
// VITE_SENTRY_DSN is set. No default personal data: see README.md, "Personal data".
import * as Sentry from "@sentry/react";
import type { Breadcrumb, BrowserOptions, ErrorEvent } from "@sentry/react";
import type { ErrorReporterSettings } from "./settings.ts";
import type { TelemetryPiece } from "./piece.ts";
import type { TelemetryUser } from "./user.ts";

/** A URL without its query string and fragment (invitation tokens, search terms, e-mail addresses). */
export function withoutQuery(url: string): string {
  return url.replace(/[?#].*$/, "");
}

/**
 * Breadcrumbs keep what happened, not what was typed: typing breadcrumbs are dropped, request and
 * navigation URLs lose their query strings, request and response bodies are never kept.
 */
export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb | null {
  if (breadcrumb.category === "ui.input") return null;
  const data = breadcrumb.data;
  if (!data) return breadcrumb;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (/body|payload|input|value/i.test(key)) continue;
    kept[key] =
      typeof value === "string" && (key === "url" || key === "from" || key === "to") ? withoutQuery(value) : value;
  }
  return { ...breadcrumb, data: kept };
}

/** An event carries the user's id only, and the page address without its query string. */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  const scrubbed: ErrorEvent = { ...event };
  scrubbed.user = event.user?.id === undefined ? undefined : { id: event.user.id };
  if (event.request) {
    const userAgent = event.request.headers?.["User-Agent"];
    scrubbed.request = {
      ...(event.request.url ? { url: withoutQuery(event.request.url) } : {}),
      ...(userAgent ? { headers: { "User-Agent": userAgent } } : {}),
    };
  }
  return scrubbed;
}

/** The SDK's options: no default personal data, no session replay, no performance tracing. */
export function errorReporterOptions(settings: ErrorReporterSettings): BrowserOptions {
  return {
    dsn: settings.dsn,
    environment: settings.environment,
    release: settings.release,
    // Sentry 11's replacement for `sendDefaultPii`: collect no user details, cookies, bodies or
    // query parameters by itself, and no local variables of stack frames.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: { request: { allow: ["User-Agent"] }, response: false },
      httpBodies: [],
      urlQueryParams: false,
      stackFrameVariables: false,
    },
    beforeBreadcrumb: scrubBreadcrumb,
    beforeSend: scrubEvent,
  };
}

export function startErrorReporter(settings: ErrorReporterSettings): TelemetryPiece {
  Sentry.init(errorReporterOptions(settings));
  return {
    identify: (user: TelemetryUser | null) => Sentry.setUser(user ? { id: user.id } : null),
  };
}
