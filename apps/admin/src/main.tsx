import "@prenup/ui/styles.css";
import { startApp } from "@prenup/ui/app";
import { startTelemetry, telemetrySettingsFromEnv } from "@prenup/telemetry";
import { SIGN_OUT_PATH, config } from "./config.ts";
import { routes } from "./app/routes.tsx";

startApp({ config, signOutPath: SIGN_OUT_PATH, routes });
// The error reporter and analytics (no customer chat here): each off unless configured (README),
// fetched after the first screen.
void startTelemetry(telemetrySettingsFromEnv(import.meta.env, { chatWidget: false }));
