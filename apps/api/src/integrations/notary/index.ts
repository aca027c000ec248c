import type { Database } from "@prenup/db";
import { createLocalNotary, type LocalNotary } from "./local.ts";
import type { NotaryPort } from "./notary-port.ts";
import { createProofNotary, PROOF } from "./proof.ts";

export { appendNotarialCertificate } from "./certificate.ts";
export { createLocalNotary, LOCAL_NOTARY_NAME, type LocalNotary, type LocalSigningPage } from "./local.ts";
export {
  createProofNotary,
  deliveryIdOf,
  PROOF,
  PROOF_EVENT_STATUSES,
  signProofWebhook,
  type ProofNotaryOptions,
} from "./proof.ts";
export * from "./notary-port.ts";

/** The header the notary webhook's signature arrives in (Proof's; the local notary sends no webhooks). */
export const NOTARY_SIGNATURE_HEADER = PROOF.signatureHeader;

/**
 * The composition root's choice: Proof when its API key and webhook signing key are configured
 * (PROOF_API_URL defaults to Proof's production API), otherwise the embedded local notary.
 */
export async function createNotaryPort(deps: {
  db: Database;
  publicApiUrl: string;
  now: () => Date;
  proof: { baseUrl: string; apiKey: string; webhookSecret: string } | null;
}): Promise<{ port: NotaryPort; localNotary: LocalNotary | null }> {
  if (deps.proof) {
    return { port: createProofNotary(deps.proof), localNotary: null };
  }
  const localNotary = createLocalNotary({
    db: deps.db,
    publicApiUrl: deps.publicApiUrl.replace(/\/+$/, ""),
    now: deps.now,
  });
  return { port: localNotary, localNotary };
}
