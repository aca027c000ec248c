import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

/** The file the journeys' API reads its clock offset from (TEST_CLOCK_FILE in playwright.config.ts). */
export const testClockFile = new URL("../artifacts/clock-offset-ms", import.meta.url).pathname;

/**
 * Moves the API's time by `ms` from now on (0 puts it back); the API reads the file again when it
 * changes. The value is written to a new file that then replaces the old one, so the API never reads
 * a half-written file.
 */
export function setApiClockOffset(ms: number): void {
  mkdirSync(dirname(testClockFile), { recursive: true });
  const next = `${testClockFile}.${process.pid}.next`;
  writeFileSync(next, String(ms));
  renameSync(next, testClockFile);
}

/**
 * The calendar day (YYYY-MM-DD) in California of the API's clock moved by `offsetMs`: the day a
 * notary there would write on the certificate, which the product takes as "today" for a date of
 * signing (the UTC day is already tomorrow on a California evening).
 */
export function californiaDay(offsetMs = 0): string {
  return new Date(Date.now() + offsetMs).toLocaleDateString("en-CA", { timeZone: "America/Los_Angeles" });
}
