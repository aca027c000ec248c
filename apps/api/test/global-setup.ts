import { exportJWK, generateKeyPair } from "jose";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** RS256 key pairs (private JWKs) the test APIs sign tokens with: generated once per run, not per file. */
    apiSigningKeys: { trusted: JsonWebKeyPair; foreign: JsonWebKeyPair };
  }
}

export interface JsonWebKeyPair {
  privateJwk: Record<string, unknown>;
  publicJwk: Record<string, unknown>;
}

async function keyPair(): Promise<JsonWebKeyPair> {
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  return { privateJwk: { ...(await exportJWK(privateKey)) }, publicJwk: { ...(await exportJWK(publicKey)) } };
}

/**
 * An RSA key pair takes a few hundred milliseconds to generate on a busy two-core machine; every
 * test API used to make two, so the run makes them once here and the harness imports them.
 */
export default async function setup(project: TestProject): Promise<void> {
  project.provide("apiSigningKeys", { trusted: await keyPair(), foreign: await keyPair() });
}
