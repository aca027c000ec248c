import {
  agreementChangeSignatures,
  agreementChanges,
  live,
  subquery,
  type AgreementChangeKind,
  type AgreementChangeStatus,
  type Executor,
  type StoredAgreementChange,
} from "@prenup/db";
import { and, asc, inArray, type Column, type SQL } from "drizzle-orm";

/**
 * What other modules ask of the agreement changes (DESIGN.md, "Data ownership"): a user's own copy of
 * the amendments and revocations of their agreements.
 */

/** The user's own signing of a change, with the notarized copy they uploaded. */
export type OwnChangeSignature = {
  signedOn: string;
  witnesses: string[];
  counsel: string | null;
  fileId: string;
  fileSha256: string;
  recordedAt: string;
};

/** An amendment or revocation of one of the user's agreements, with the user's own signing (null: not signed by them). */
export type OwnChangeRow = {
  id: string;
  documentId: string;
  kind: AgreementChangeKind;
  number: number | null;
  status: AgreementChangeStatus;
  stateId: string;
  movedIntoStateOn: string | null;
  changes: StoredAgreementChange[];
  convertsSeparateProperty: boolean | null;
  waivesDeathRights: boolean | null;
  effectiveOn: string | null;
  createdAt: Date;
  updatedAt: Date;
  ownSignature: OwnChangeSignature | null;
};

/**
 * The live changes of the documents `documentIds` selects, oldest first, each with the signing of the
 * side `sideOf` names for its document ("A" or "B", as the documents module knows the user's side):
 * one statement. The caller passes the documents module's fragments.
 */
export async function ownChangesOf(
  executor: Executor,
  documentIds: SQL,
  sideOf: (documentId: Column) => SQL,
): Promise<OwnChangeRow[]> {
  return executor
    .select({
      id: agreementChanges.id,
      documentId: agreementChanges.documentId,
      kind: agreementChanges.kind,
      number: agreementChanges.number,
      status: agreementChanges.status,
      stateId: agreementChanges.stateId,
      movedIntoStateOn: agreementChanges.movedIntoStateOn,
      changes: agreementChanges.changes,
      convertsSeparateProperty: agreementChanges.convertsSeparateProperty,
      waivesDeathRights: agreementChanges.waivesDeathRights,
      effectiveOn: agreementChanges.effectiveOn,
      createdAt: agreementChanges.createdAt,
      updatedAt: agreementChanges.updatedAt,
      ownSignature: subquery<OwnChangeSignature | null>`select json_build_object(
          'signedOn', s.signed_on, 'witnesses', s.witnesses, 'counsel', s.counsel, 'fileId', s.file_id,
          'fileSha256', s.file_sha256, 'recordedAt', s.created_at)
        from ${agreementChangeSignatures} s
        where s.change_id = ${agreementChanges.id} and s.respondent = ${sideOf(agreementChanges.documentId)} and ${live("s")}`,
    })
    .from(agreementChanges)
    .where(and(live(agreementChanges), inArray(agreementChanges.documentId, documentIds)))
    .orderBy(asc(agreementChanges.createdAt), asc(agreementChanges.id));
}
