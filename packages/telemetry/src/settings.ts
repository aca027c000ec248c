// What each third-party piece needs, read from the app's build-time environment (Vite env). A piece
// whose variables are unset is off: nothing of it is fetched, nothing is sent.

export interface ErrorReporterSettings {
  dsn: string;
  environment?: string;
  release?: string;
}

export interface AnalyticsSettings {
  key: string;
  /** The analytics service's address; its cloud default when unset. */
  host?: string;
}

export interface ChatWidgetSettings {
  /** The workspace or app id the vendor gave the widget. */
  widgetId: string;
  /** The vendor's loader script. */
  scriptUrl: string;
}

export interface TelemetrySettings {
  errorReporter: ErrorReporterSettings | null;
  analytics: AnalyticsSettings | null;
  chatWidget: ChatWidgetSettings | null;
  /** `import.meta.env.DEV`: product analytics never runs in development. */
  isDevelopment: boolean;
}

/** The build-time variables read here (a subset of Vite's `import.meta.env`). */
export interface TelemetryEnv {
  readonly DEV?: boolean;
  readonly VITE_SENTRY_DSN?: string;
  readonly VITE_SENTRY_ENVIRONMENT?: string;
  readonly VITE_SENTRY_RELEASE?: string;
  readonly VITE_ANALYTICS_KEY?: string;
  readonly VITE_ANALYTICS_HOST?: string;
  readonly VITE_CHAT_WIDGET_ID?: string;
  readonly VITE_CHAT_WIDGET_SCRIPT_URL?: string;
}

const valueOf = (text: string | undefined): string | undefined => text?.trim() || undefined;

/**
 * The settings of one app. `chatWidget: false` keeps the customer-chat widget off whatever the
 * environment says (the staff portals have none).
 */
export function telemetrySettingsFromEnv(
  env: TelemetryEnv,
  { chatWidget }: { chatWidget: boolean },
): TelemetrySettings {
  const dsn = valueOf(env.VITE_SENTRY_DSN);
  const key = valueOf(env.VITE_ANALYTICS_KEY);
  const widgetId = valueOf(env.VITE_CHAT_WIDGET_ID);
  const scriptUrl = valueOf(env.VITE_CHAT_WIDGET_SCRIPT_URL);
  return {
    errorReporter: dsn
      ? { dsn, environment: valueOf(env.VITE_SENTRY_ENVIRONMENT), release: valueOf(env.VITE_SENTRY_RELEASE) }
      : null,
    analytics: key ? { key, host: valueOf(env.VITE_ANALYTICS_HOST) } : null,
    chatWidget: chatWidget && widgetId && scriptUrl ? { widgetId, scriptUrl } : null,
    isDevelopment: env.DEV !== false,
  };
}
