import "@prenup/ui/styles.css";
import { startApp } from "@prenup/ui/app";
import { prefetchStartData } from "@prenup/api-client";
import { startTelemetry, telemetrySettingsFromEnv } from "@prenup/telemetry";
import { SIGN_OUT_PATH, config } from "./config.ts";
import { routes } from "./app/routes.tsx";
import { startPageOf } from "./app/require-customer.tsx";

startApp({
  config,
  signOutPath: SIGN_OUT_PATH,
  routes,
  // The opened page's first reads start with the current user's, before its modules have arrived.
  startReads: ({ api, queryClient, userId, schedule }) =>
    prefetchStartData(queryClient, api, userId, startPageOf(window.location.pathname), schedule),
});
// The error reporter, analytics and the customer-chat widget: each off unless configured (README),
// fetched after the first screen.
void startTelemetry(telemetrySettingsFromEnv(import.meta.env, { chatWidget: true }));
