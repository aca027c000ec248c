import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

/** The file the journeys' API reads its clock offset from (TEST_CLOCK_FILE in playwright.config.ts). */
export const testClockFile = new URL("../artifacts/clock-offset-ms", import.meta.url).pathname;

/** Moves the API's time by `ms` from now on (0 puts it back); the API reads the file again when it changes. */
export function setApiClockOffset(ms: number): void {
  mkdirSync(dirname(testClockFile), { recursive: true });
  writeFileSync(testClockFile, String(ms));
}
