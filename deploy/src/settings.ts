import { envSchema, loadConfig, loadReleaseConfig, releaseEnvSchema, type AppConfig } from "@prenup/api/src/config.ts";

/** Every setting the API reads (apps/api/src/config.ts). */
export const API_SETTINGS: readonly string[] = Object.keys(envSchema.shape);

/** The settings the release step reads (`loadReleaseConfig`): its database, nothing of the providers. */
export const RELEASE_SETTINGS: readonly string[] = Object.keys(releaseEnvSchema.shape);

/** The loader of a command of the API's image: the release step's, or the servers' and the worker's. */
export type Loader = (env: Record<string, string>) => unknown;
export const loaderOf = (role: "server" | "worker" | "release"): Loader =>
  role === "release" ? loadReleaseConfig : loadConfig;

/**
 * Named by the production refusal without being requirements: the environment itself, and the
 * switch that starts production on stand-ins anyway (a demo), which a real deployment never sets.
 */
const NOT_REQUIREMENTS = new Set(["NODE_ENV", "DEMO_MODE"]);

export type ProductionSettings = {
  /** The settings production requires, in the order the API's checks asked for them. */
  required: string[];
  /** Those of `required` that the environment does not provide. */
  missing: string[];
  /** The API's refusal when the provided values do not satisfy it; null when it starts. */
  refusal: string | null;
};

function refusalOf(env: Record<string, string>, load: Loader = loadConfig): string | null {
  try {
    load(env);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * The settings production requires, found by asking the API's own configuration loader rather than
 * keeping a list: start from NODE_ENV=production alone, and while `loadConfig` refuses, take the
 * settings its message names (the stand-ins to replace, the keys that go together, INVITE_SECRET
 * with a database…) from `provided` and ask again. What `provided` lacks is reported as missing;
 * a provided value that is refused (a test key, a local address) ends the search with the refusal.
 */
export function productionSettings(provided: Record<string, string>, load: Loader = loadConfig): ProductionSettings {
  const env: Record<string, string> = { NODE_ENV: "production" };
  const required: string[] = [];
  const missing: string[] = [];
  for (;;) {
    const refusal = refusalOf(env, load);
    if (refusal === null) return { required, missing, refusal: null };
    const named = API_SETTINGS.filter(
      (name) =>
        !NOT_REQUIREMENTS.has(name) &&
        !(name in env) &&
        !missing.includes(name) &&
        new RegExp(`\\b${name}\\b`).test(refusal),
    );
    if (named.length === 0) return { required, missing, refusal };
    for (const name of named) {
      required.push(name);
      const value = provided[name];
      if (value === undefined) missing.push(name);
      else env[name] = value;
    }
    if (named.every((name) => missing.includes(name))) return { required, missing, refusal: refusalOf(env, load) };
  }
}

/** The refusal of a loader for the full environment, or null. */
export const refusalOfFull = (env: Record<string, string>, load: Loader): string | null => refusalOf(env, load);

/** The API's configuration for an environment, or the refusal's message. */
export function apiConfig(env: Record<string, string>): { config: AppConfig } | { refusal: string } {
  try {
    return { config: loadConfig(env) };
  } catch (error) {
    return { refusal: error instanceof Error ? error.message : String(error) };
  }
}
