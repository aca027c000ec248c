import { config } from "zod";

/**
 * Makes zod parse without compiling schemas into functions (`new Function`), for pages served under
 * a Content-Security-Policy without 'unsafe-eval' (the apps'): there even zod's check for eval is
 * reported as a violation. Call once at start-up, before anything is parsed; the server does not
 * call it and keeps the compiled parsers.
 */
export function parseSchemasWithoutEval(): void {
  config({ jitless: true });
}
