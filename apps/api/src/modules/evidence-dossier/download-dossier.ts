import { buildDossier, type RecordEntry } from "@prenup/agreement";
import { stateLawOf } from "@prenup/content/runtime";
import {
  coupleAnswer,
  DomainError,
  fullName,
  isSha256Hex,
  stateLawPath,
  verificationPath,
  type Respondent,
} from "@prenup/domain";
import type { DossierAttachment } from "@prenup/agreement/render";
import type { EvidenceDossierContext } from "./evidence-dossier.context.ts";
import { dossierFacts, type DossierFacts, type DossierStatementFact } from "./dossier-facts.read-model.ts";

/**
 * The most bytes of documents the appendix reproduces; documents beyond it are listed with their
 * hashes only (the dossier stays a file a court's filing system and an e-mail accept).
 */
export const DOSSIER_APPENDIX_MAX_BYTES = 40 * 1024 * 1024;

/** The appendix's documents (the read model's order: A's, then B's), read through the files module while they fit. */
async function attachmentsOf(
  ctx: EvidenceDossierContext,
  statements: readonly DossierStatementFact[],
): Promise<{ available: boolean; attachment: DossierAttachment }[]> {
  let budget = DOSSIER_APPENDIX_MAX_BYTES;
  const out: { available: boolean; attachment: DossierAttachment }[] = [];
  for (const statement of statements) {
    const file = statement.file;
    if (!file || file.size > budget) {
      out.push({ available: false, attachment: { bytes: null, contentType: file?.contentType ?? "" } });
      continue;
    }
    budget -= file.size;
    const bytes = await ctx.files.readFile({ ...file, createdAt: new Date(file.createdAt) }).catch(() => null);
    out.push({ available: bytes !== null, attachment: { bytes, contentType: file.contentType } });
  }
  return out;
}

export const DOSSIER_MESSAGES = { documentNotFound: "Agreement not found" } as const;

/** The SHA-256 of the document's current PDF: the hash its last generation or edit recorded for that file. */
export function currentPdfSha256(record: readonly RecordEntry[], pdfFileId: string | null): string | null {
  if (!pdfFileId) return null;
  for (let index = record.length - 1; index >= 0; index--) {
    const details = record[index]!.details;
    if (details["pdfFileId"] === pdfFileId && typeof details["pdfSha256"] === "string") return details["pdfSha256"];
  }
  return null;
}

function partyOf(facts: DossierFacts, side: Respondent) {
  const partner = facts.partners[side];
  if (!partner) return null;
  return {
    respondent: side,
    fullName: fullName(partner) || (side === "A" ? "The first partner" : "The second partner"),
    accountCreatedAt: partner.createdAt,
  };
}

/**
 * GET /documents/{id}/evidence-dossier: the agreement's evidence dossier as a PDF, built from one
 * read (`dossierFacts`) and the state's row of the state-law matrix, with the documents behind the
 * disclosure read through the files module for its appendix (up to `DOSSIER_APPENDIX_MAX_BYTES`).
 * The verification link on its cover names the notarized copy's hash once there is one, else the
 * final text's.
 */
export async function downloadDossier(
  ctx: EvidenceDossierContext,
  documentId: string,
): Promise<{ pdf: Uint8Array; fileName: string }> {
  const facts = await dossierFacts(ctx.db, documentId);
  if (!facts) throw new DomainError("DOCUMENT_NOT_FOUND", DOSSIER_MESSAGES.documentNotFound);
  const partyA = partyOf(facts, "A") ?? {
    respondent: "A" as const,
    fullName: "The first partner",
    accountCreatedAt: null,
  };
  const partyB = partyOf(facts, "B");
  const pdfSha256 = facts.finalizedAt ? currentPdfSha256(facts.record, facts.generatedPdfFileId) : null;
  const notarized = facts.notarization?.completedAt ? facts.notarization.notarizedSha256 : null;
  const verifiable = [notarized, pdfSha256].find((hash): hash is string => hash !== null && isSha256Hex(hash));
  const appendix = await attachmentsOf(ctx, facts.statements);
  const law = stateLawOf(facts.stateAbbreviation);
  const dossier = buildDossier({
    documentId,
    generatedAt: ctx.clock.now().toISOString(),
    parties: { A: partyA, B: partyB },
    law,
    kind: facts.kind,
    weddingDate: coupleAnswer({ questionId: facts.weddingQuestionId, ...facts.weddingAnswers }),
    invitation: { sentAt: facts.invitationSentAt, acceptedAt: facts.invitationAcceptedAt },
    disclosureVersions: facts.versions,
    acknowledgements: facts.acknowledgements,
    disagreements: facts.disagreements,
    agreement: {
      reviewedAt: facts.reviewedAt,
      finalizedAt: facts.finalizedAt,
      reviewPeriodFrom: facts.reviewPeriodFrom,
      currentPdfSha256: pdfSha256,
      anyAttorneyInvolved: facts.anyAttorneyInvolved,
    },
    notarization: facts.notarization
      ? {
          method: facts.notarization.isProofUpload ? "IN_PERSON" : "ONLINE",
          signedOn: facts.notarization.signedOn,
          completedAt: facts.notarization.completedAt,
          sessionRecordRef: facts.notarization.sessionRecordRef,
          sessionNotary: facts.notarization.sessionNotary,
          notarizedSha256: facts.notarization.notarizedSha256,
          signingProblem: facts.notarization.signingProblem,
          earlySigningChosen: facts.notarization.earlySigningChosenAt
            ? { by: facts.notarization.earlySigningChosenBy, at: facts.notarization.earlySigningChosenAt }
            : null,
        }
      : null,
    record: facts.record,
    // The bar's state by its name, as the dossier prints it.
    counselCertifications: facts.counselCertifications.map((certification) => ({
      ...certification,
      barState: stateLawOf(certification.barState)?.name ?? certification.barState,
    })),
    verificationUrl: verifiable ? `${ctx.customerAppUrl}${verificationPath(verifiable)}` : null,
    lawPageUrl: law ? `${ctx.customerAppUrl}${stateLawPath(law.stateId)}` : null,
    statements: facts.statements.map((statement, index) => ({
      owner: statement.owner,
      version: statement.version,
      entryTitle: statement.entryTitle,
      name: statement.name,
      sha256: statement.sha256,
      available: appendix[index]!.available,
    })),
  });
  const names = [partyA.fullName, partyB?.fullName].filter(Boolean).join(" and ");
  return {
    pdf: await ctx.renderer.renderDossier(
      dossier,
      appendix.map((item) => item.attachment),
    ),
    fileName: `Evidence dossier - ${names}.pdf`,
  };
}
