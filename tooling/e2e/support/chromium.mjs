import { existsSync } from "node:fs";

/**
 * The browser the journeys run in: CHROMIUM_PATH when set (Debian's headless shell,
 * `/usr/bin/chromium-headless-shell`, costs about a quarter less CPU), else Debian's Chromium, as
 * users run it. Undefined when none is installed.
 * @returns {string | undefined}
 */
export function journeyChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return ["/usr/bin/chromium"].find((path) => existsSync(path));
}
