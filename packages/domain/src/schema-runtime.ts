/** zod's configuration object: zod (v4 core) keeps it on this global and reads `jitless` from it. */
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

/**
 * Makes zod parse without compiling schemas into functions (`new Function`), for pages served under
 * a Content-Security-Policy without 'unsafe-eval' (the apps'): there even zod's check for eval is
 * reported as a violation. Call once at start-up, before anything is parsed; the server does not
 * call it and keeps the compiled parsers. It sets zod's global configuration directly (what
 * `z.config({ jitless: true })` sets) so that start-up does not load zod itself, which only later
 * pages need; zod loaded before or after finds the setting there.
 */
export function parseSchemasWithoutEval(): void {
  const holder = globalThis as ZodGlobal;
  holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
}
