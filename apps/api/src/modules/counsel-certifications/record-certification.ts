import {
  COUNSEL_CERTIFICATION_MAX_BYTES,
  COUNSEL_CERTIFICATION_MESSAGES,
  DomainError,
  type CounselCertificationInput,
} from "@prenup/domain";
import { isUniqueViolation } from "../../db/db-errors.ts";
import { notFound } from "../../http/errors.ts";
import { toCertificationResponse } from "./certification-response.ts";
import type { CounselCertificationsContext } from "./counsel-certifications.context.ts";
import type { CounselCertificationResponse } from "./counsel-certifications.schemas.ts";

/** What the certification is sent as; what it is comes from its bytes: a PDF only. */
const CERTIFICATION_TYPES = ["application/pdf"] as const;

/**
 * POST /users/{id}/documents/{docId}/counsel-certifications: the partner puts their own attorney on
 * record with the certification that attorney signed of the agreement's current text. Only a partner
 * whose answer is their own attorney and who has no attorney through the platform, once the text is
 * generated and before it is notarized. The bytes are stored first; then one transaction withdraws
 * the partner's earlier certification and records this one against the latest commit. A refusal
 * stores nothing, and the bytes written are discarded.
 */
export async function recordCertification(
  ctx: CounselCertificationsContext,
  input: {
    partnerId: string;
    documentId: string;
    actorId: string;
    bytes: Uint8Array;
    fileName: string;
    attorney: CounselCertificationInput;
  },
): Promise<CounselCertificationResponse> {
  const context = await ctx.standing.loadContext(input.partnerId, {
    documentId: input.documentId,
    withPartner: true,
    withFinancials: true,
  });
  if (context.facts.document?.id !== input.documentId) throw notFound();
  const standing = ctx.standing.standingOf(context);
  if (!standing.document?.generated)
    throw new DomainError("DOCUMENT_NOT_GENERATED", COUNSEL_CERTIFICATION_MESSAGES.notGenerated);
  if (standing.document.notarizationComplete)
    throw new DomainError("NOTARIZATION_COMPLETE", COUNSEL_CERTIFICATION_MESSAGES.notarized);
  if (standing.notarization.counselCertification.mine === "NOT_NEEDED")
    throw new DomainError("COUNSEL_NOT_OWN_ATTORNEY", COUNSEL_CERTIFICATION_MESSAGES.notOwnAttorney);

  const prepared = await ctx.files.prepareFile({
    bytes: input.bytes,
    name: input.fileName,
    actorId: input.actorId,
    allowedTypes: CERTIFICATION_TYPES,
    maxBytes: COUNSEL_CERTIFICATION_MAX_BYTES,
  });
  const at = ctx.clock.now();
  let id: string;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const document = await ctx.repository.documentFacts(input.documentId, tx);
      if (!document) throw notFound();
      const file = await ctx.files.recordFile(prepared, tx);
      await ctx.repository.withdrawLive(tx, {
        documentId: input.documentId,
        userId: input.partnerId,
        at,
        byId: input.actorId,
      });
      return ctx.repository.insert(tx, {
        userId: input.partnerId,
        documentId: input.documentId,
        name: input.attorney.attorneyName,
        email: input.attorney.attorneyEmail,
        barNumber: input.attorney.barNumber,
        barState: input.attorney.barState,
        certificationFileId: file.id,
        certificationSha256: prepared.sha256 ?? null,
        certifiedTextAt: document.latestCommitAt,
        createdAt: at,
        updatedAt: at,
        createdById: input.actorId,
        updatedById: input.actorId,
      });
    });
  } catch (error) {
    await ctx.files.discardBytes([prepared.key]);
    if (isUniqueViolation(error))
      throw new DomainError("COUNSEL_CERTIFICATION_RECORDED_TWICE", COUNSEL_CERTIFICATION_MESSAGES.recordedTwice);
    throw error;
  }
  const recorded = await ctx.repository.findLive(input.documentId, id);
  return toCertificationResponse(recorded!);
}
