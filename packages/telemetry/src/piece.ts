import type { TelemetryUser } from "./user.ts";

/** A started third-party piece (error reporter, analytics, chat widget). `null` forgets the user (sign-out). */
export interface TelemetryPiece {
  identify(user: TelemetryUser | null): void;
}
