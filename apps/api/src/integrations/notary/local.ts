import { randomBytes, timingSafeEqual } from "node:crypto";
import { localNotarySessions, type Database } from "@prenup/db";
import type { NotaryExternalStatus, NotarySignerRole } from "@prenup/domain";
import { eq } from "drizzle-orm";
import { appendNotarialCertificate } from "./certificate.ts";
import {
  NotaryUnavailableError,
  NotaryWebhookRejected,
  type NotaryEvent,
  type NotaryPort,
  type NotarySession,
  type NotarySessionRequest,
} from "./notary-port.ts";

/** The embedded notary's name on the certificate: a simulation, said plainly. */
export const LOCAL_NOTARY_NAME = "Local notary (simulated session; not a legal notarization)";

type StoredSigner = { role: string; name: string; token: string; signedAt: string | null };

export type LocalSigningPage = {
  title: string;
  signer: { role: NotarySignerRole; name: string; signedAt: Date | null };
  /** The agreement's state (its time zone is the one the signing's day is read in). */
  stateAbbreviation: string;
  status: NotaryExternalStatus;
  others: { role: NotarySignerRole; name: string; signed: boolean }[];
};

export type LocalNotary = NotaryPort & {
  /** The signing page of one signer (null: unknown session, role or token). */
  describe(externalId: string, role: string, token: string): Promise<LocalSigningPage | null>;
  /**
   * The signer signs before the simulated notary: the session moves to IN_PROGRESS, or COMPLETED
   * when every signer has signed. Answers the event to apply (null: unknown session, role or token;
   * signing twice answers the same event again, which the notarization applies once).
   */
  sign(externalId: string, role: string, token: string): Promise<NotaryEvent | null>;
};

function tokensMatch(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The embedded notary: a simulated remote online notarization session for each agreement. Its
 * sessions live in `local_notary_sessions`; each signer's link opens a page the API serves
 * (`/notary/local/{session}/{role}?token=…`) where they "appear" and sign; when everyone has, the
 * session completes and the notarized PDF is the agreement with a certificate page. No webhooks:
 * the page's answer is applied directly.
 */
export function createLocalNotary(deps: { db: Database; publicApiUrl: string; now: () => Date }): LocalNotary {
  const { db } = deps;
  const linkOf = (externalId: string, signer: StoredSigner) =>
    `${deps.publicApiUrl}/notary/local/${externalId}/${signer.role}?token=${signer.token}`;

  async function load(externalId: string) {
    const [row] = await db.select().from(localNotarySessions).where(eq(localNotarySessions.externalId, externalId));
    return row ?? null;
  }

  function findSigner(
    row: NonNullable<Awaited<ReturnType<typeof load>>>,
    role: string,
    token: string,
  ): StoredSigner | null {
    const signer = row.signers.find((candidate) => candidate.role === role);
    return signer && tokensMatch(token, signer.token) ? signer : null;
  }

  return {
    kind: "local",

    async startSession(request: NotarySessionRequest): Promise<NotarySession> {
      const externalId = `lns_${randomBytes(12).toString("hex")}`;
      const signers: StoredSigner[] = request.signers.map((signer) => ({
        role: signer.role,
        name: signer.name,
        token: randomBytes(24).toString("hex"),
        signedAt: null,
      }));
      await db.insert(localNotarySessions).values({
        externalId,
        title: request.title,
        stateAbbreviation: request.stateAbbreviation,
        sourcePdfBase64: Buffer.from(request.pdf).toString("base64"),
        signers,
        status: "CREATED",
      });
      return {
        externalId,
        status: "CREATED",
        links: Object.fromEntries(signers.map((signer) => [signer.role, linkOf(externalId, signer)])),
      };
    },

    async getStatus(externalId) {
      const row = await load(externalId);
      if (!row) throw new NotaryUnavailableError(`unknown local notary session ${externalId}`);
      return { status: row.status as NotaryExternalStatus, occurredAt: row.completedAt ?? row.updatedAt };
    },

    async fetchNotarizedPdf(externalId) {
      const row = await load(externalId);
      if (!row || row.status !== "COMPLETED" || !row.completedAt)
        throw new NotaryUnavailableError(`local notary session ${externalId} is not completed`);
      return appendNotarialCertificate(new Uint8Array(Buffer.from(row.sourcePdfBase64, "base64")), {
        title: row.title,
        sessionId: row.externalId,
        stateAbbreviation: row.stateAbbreviation,
        completedAt: row.completedAt,
        notaryName: LOCAL_NOTARY_NAME,
        signers: row.signers.map((signer) => ({
          role: signer.role,
          name: signer.name,
          signedAt: new Date(signer.signedAt ?? row.completedAt!),
        })),
      });
    },

    async fetchSessionRecord(externalId) {
      const row = await load(externalId);
      if (!row || row.status !== "COMPLETED") return null;
      // The simulation keeps no journal or recording: the session itself is the record.
      return { reference: row.externalId, notary: LOCAL_NOTARY_NAME, endedAt: row.completedAt };
    },

    async cancelSession(externalId) {
      const row = await load(externalId);
      if (!row || row.status === "COMPLETED" || row.status === "CANCELLED") return;
      await db
        .update(localNotarySessions)
        .set({ status: "CANCELLED" })
        .where(eq(localNotarySessions.externalId, externalId));
    },

    verifyWebhook(): NotaryEvent | null {
      throw new NotaryWebhookRejected("The local notary sends no webhooks.");
    },

    async describe(externalId, role, token) {
      const row = await load(externalId);
      if (!row) return null;
      const signer = findSigner(row, role, token);
      if (!signer) return null;
      return {
        title: row.title,
        stateAbbreviation: row.stateAbbreviation,
        status: row.status as NotaryExternalStatus,
        signer: {
          role: signer.role as NotarySignerRole,
          name: signer.name,
          signedAt: signer.signedAt ? new Date(signer.signedAt) : null,
        },
        others: row.signers
          .filter((other) => other.role !== role)
          .map((other) => ({
            role: other.role as NotarySignerRole,
            name: other.name,
            signed: other.signedAt !== null,
          })),
      };
    },

    async sign(externalId, role, token) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(localNotarySessions)
          .where(eq(localNotarySessions.externalId, externalId))
          .for("update");
        if (!row || !findSigner(row, role, token)) return null;
        if (row.status === "CANCELLED") return null;
        const now = deps.now();
        const signers = row.signers.map((signer) =>
          signer.role === role && !signer.signedAt ? { ...signer, signedAt: now.toISOString() } : signer,
        );
        const everyone = signers.every((signer) => signer.signedAt !== null);
        const status: NotaryExternalStatus = everyone ? "COMPLETED" : "IN_PROGRESS";
        if (row.status !== "COMPLETED") {
          await tx
            .update(localNotarySessions)
            .set({ signers, status, ...(everyone ? { completedAt: now } : {}) })
            .where(eq(localNotarySessions.externalId, externalId));
        }
        const finalStatus = row.status === "COMPLETED" ? "COMPLETED" : status;
        const signedCount = signers.filter((signer) => signer.signedAt !== null).length;
        return {
          deliveryId: `local:${externalId}:${finalStatus}:${signedCount}`,
          externalId,
          status: finalStatus,
          occurredAt: row.completedAt ?? now,
          signedRoles: signers
            .filter((signer) => signer.signedAt !== null)
            .map((signer) => signer.role as NotarySignerRole),
        };
      });
    },
  };
}
