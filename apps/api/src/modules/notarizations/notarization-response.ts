import { fullName, notarySignerRoles, type NotaryExternalStatus, type NotarySignerRole } from "@prenup/domain";
import type { NotaryActor } from "./notarizations.context.ts";
import type { NotarizationRow } from "./notarizations.repository.ts";
import type { NotarizationResponse } from "./notarizations.schemas.ts";
import { roleOf } from "./notarization-steps.ts";

const LINK_COLUMNS = {
  USER_A: "userALink",
  USER_B: "userBLink",
  ATTORNEY_A: "attorneyALink",
  ATTORNEY_B: "attorneyBLink",
} as const satisfies Record<NotarySignerRole, keyof NotarizationRow>;

type Person = { firstName: string | null; lastName: string | null; suffix?: string | null; email: string } | null;
type Parties = {
  userAId: string;
  userBId: string | null;
  attorneyAId: string | null;
  attorneyBId: string | null;
  userA: Person;
  userB: Person;
  attorneyA: Person;
  attorneyB: Person;
};

/** A notarization as the caller sees it: their own signing link only, each signer and whether they signed. */
export function toNotarizationResponse(
  row: NotarizationRow,
  parties: Parties,
  actor: NotaryActor,
): NotarizationResponse {
  const role = roleOf(parties, actor.id);
  const live = row.deletedAt === null;
  const people = {
    USER_A: parties.userA,
    USER_B: parties.userB,
    ATTORNEY_A: parties.attorneyA,
    ATTORNEY_B: parties.attorneyB,
  };
  const signers = row.isProofUpload
    ? []
    : notarySignerRoles(parties).map((signerRole) => {
        const who = people[signerRole];
        return {
          role: signerRole,
          name: who ? fullName(who) || who.email : null,
          hasLink: row[LINK_COLUMNS[signerRole]] !== null,
          signed: row.signedRoles.includes(signerRole),
        };
      });
  return {
    id: row.id,
    documentId: row.documentId,
    mode: row.isProofUpload ? "PROOF" : "ONLINE",
    provider: row.provider,
    externalStatus: (row.externalStatus as NotaryExternalStatus | null) ?? null,
    myLink: role && live && row.notarizationCompletedAt === null ? (row[LINK_COLUMNS[role]] ?? null) : null,
    signers,
    notarizationCompletedAt: row.notarizationCompletedAt?.toISOString() ?? null,
    signedOn: row.signedOn,
    signingProblem: row.signingProblem,
    notarizedFileId: row.notarizedFileId,
    sessionRecord: row.sessionRecordRef ? { reference: row.sessionRecordRef, notary: row.sessionNotary } : null,
    createdAt: row.createdAt.toISOString(),
    resetAt: row.resetAt?.toISOString() ?? null,
    isLive: live,
  };
}
