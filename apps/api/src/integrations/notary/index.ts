import type { Database } from "@prenup/db";
import { createLocalNotary, type LocalNotary } from "./local.ts";
import type { NotaryPort } from "./notary-port.ts";

export { appendNotarialCertificate } from "./certificate.ts";
export { createLocalNotary, LOCAL_NOTARY_NAME, type LocalNotary, type LocalSigningPage } from "./local.ts";
export { createRemoteNotary, NOTARY_SIGNATURE_HEADER, NOTARY_WEBHOOK_TOLERANCE_SECONDS, signNotaryWebhook, type RemoteNotaryOptions } from "./provider.ts";
export * from "./notary-port.ts";

/**
 * The composition root's choice: the remote provider when its URL, key and webhook secret are all
 * configured, otherwise the embedded local notary.
 */
export async function createNotaryPort(deps: {
  db: Database;
  publicApiUrl: string;
  now: () => Date;
  provider: { baseUrl: string; apiKey: string; webhookSecret: string } | null;
}): Promise<{ port: NotaryPort; localNotary: LocalNotary | null }> {
  if (deps.provider) {
    const { createRemoteNotary } = await import("./provider.ts");
    return { port: createRemoteNotary(deps.provider), localNotary: null };
  }
  const localNotary = createLocalNotary({ db: deps.db, publicApiUrl: deps.publicApiUrl.replace(/\/+$/, ""), now: deps.now });
  return { port: localNotary, localNotary };
}
