import { buildReadingCopyModel } from "@prenup/agreement";
import { DomainError, documentFileName } from "@prenup/domain";
import type { PrivateFile } from "../../http/private-file.ts";
import type { AgreementChangesContext } from "./agreement-changes.context.ts";
import { AGREEMENT_CHANGE_MESSAGES } from "./agreement-changes.messages.ts";
import { originalReferenceOf, partyOfRow, termsOf } from "./change-document.ts";
import { clausesInEffect, signedAgreementFacts } from "./change-draft-facts.ts";

/**
 * GET …/reading-copy/pdf: the reading copy (`readingCopy`) as a PDF to print or share — the signed
 * original with its signed amendments applied, saying on every page that it is not itself a signed
 * document — drawn by the agreement's renderer off the request thread.
 */
export async function readingCopyFile(
  ctx: AgreementChangesContext,
  input: { ownerId: string; documentId: string },
): Promise<PrivateFile> {
  const facts = await signedAgreementFacts(ctx, input.ownerId, input.documentId);
  const [{ clauses, signed }, original, terms] = await Promise.all([
    clausesInEffect(ctx, facts.document.id),
    ctx.repository.signedOriginal(facts.document.id, facts.document),
    termsOf(ctx, facts.agreementState.id),
  ]);
  const record = original.signedRecord;
  if (!record?.signedOn) throw new DomainError("CHANGE_NOT_AVAILABLE", AGREEMENT_CHANGE_MESSAGES.noRecord);
  const model = buildReadingCopyModel({
    original: originalReferenceOf(
      terms,
      { signedOn: record.signedOn, hash: record.hash },
      facts.agreementRow,
      facts.document.kind,
    ),
    parties: { A: partyOfRow("A", original.partyA), B: partyOfRow("B", original.partyB) },
    versions: signed.map(({ kind, number, effectiveOn }) => ({ kind, number, effectiveOn })),
    clauses,
    generatedAt: ctx.clock.now().toISOString(),
  });
  const rendered = await ctx.renderer.render(model);
  return {
    bytes: rendered.pdf,
    name: documentFileName(original.partyA ?? {}, original.partyB ?? {}, model.documentTitle),
    contentType: "application/pdf",
  };
}
