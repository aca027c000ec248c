// Signing keys and cookie keys, generated once and kept in the identity database so that tokens,
// sessions and the published JWKS survive a restart.
import { randomBytes } from "node:crypto";
import { exportJWK, generateKeyPair, type JWK } from "jose";
import type { Db } from "./db.ts";

export interface ProviderSecrets {
  signingKeys: JWK[];
  cookieKeys: string[];
}

async function loadOrCreate<T>(db: Db, name: string, create: () => Promise<T>): Promise<T> {
  const existing = await db.query<{ value: T }>("SELECT value FROM provider_secrets WHERE name = $1", [name]);
  if (existing.rows[0]) return existing.rows[0].value;
  const value = await create();
  // Another instance may have created it meanwhile: keep whichever was stored first.
  await db.query("INSERT INTO provider_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING", [
    name,
    JSON.stringify(value),
  ]);
  const stored = await db.query<{ value: T }>("SELECT value FROM provider_secrets WHERE name = $1", [name]);
  return stored.rows[0]!.value;
}

async function createSigningKey(): Promise<JWK[]> {
  const { privateKey } = await generateKeyPair("RS256", { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return [{ ...jwk, kid: randomBytes(12).toString("base64url"), alg: "RS256", use: "sig" }];
}

export async function loadProviderSecrets(db: Db): Promise<ProviderSecrets> {
  const signingKeys = await loadOrCreate(db, "signing_keys", createSigningKey);
  const cookieKeys = await loadOrCreate(db, "cookie_keys", async () => [randomBytes(32).toString("base64url")]);
  return { signingKeys, cookieKeys };
}
