import { useEffect } from "react";
import { type Telemetry, telemetry as appTelemetry } from "./start.ts";
import type { TelemetryUser } from "./user.ts";

/** Identifies the signed-in user to the started pieces (nothing while the user is loading). */
export function useTelemetryUser(user: TelemetryUser | null | undefined, telemetry: Telemetry = appTelemetry): void {
  useEffect(() => {
    if (user) telemetry.identify(user);
  }, [user, telemetry]);
}
