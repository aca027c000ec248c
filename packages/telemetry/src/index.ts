// Help, support and observability: the error reporter, product analytics and the
// customer-chat widget, each off unless configured and fetched only after the first screen.
export { startTelemetry, createTelemetry, telemetry, afterFirstScreen } from "./start.ts";
export type { Telemetry, StartTelemetryOptions } from "./start.ts";
export type { TelemetryPiece } from "./piece.ts";
export { useTelemetryUser } from "./use-telemetry-user.ts";
export { telemetrySettingsFromEnv } from "./settings.ts";
export type {
  TelemetrySettings,
  TelemetryEnv,
  ErrorReporterSettings,
  AnalyticsSettings,
  ChatWidgetSettings,
} from "./settings.ts";
export { unixSeconds } from "./user.ts";
export type { TelemetryUser } from "./user.ts";
