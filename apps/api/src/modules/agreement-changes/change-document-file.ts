import { DomainError, documentFileName } from "@prenup/domain";
import { notFound } from "../../http/errors.ts";
import type { PrivateFile } from "../../http/private-file.ts";
import type { AgreementChangesContext } from "./agreement-changes.context.ts";
import { AGREEMENT_CHANGE_MESSAGES } from "./agreement-changes.messages.ts";
import { changeDocumentOf } from "./change-document.ts";
import { signedAgreementFacts } from "./change-draft-facts.ts";

const CONTENT_TYPES = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;

/**
 * GET …/changes/{changeId}/document/{format}: the amendment or revocation as a PDF to print and sign
 * before the notary, or as a Word file for an attorney to work in — the same text the change's detail
 * shows, drawn by the agreement's renderers off the request thread. 409 CHANGE_NOT_AVAILABLE with the
 * reason when it cannot be drawn (the state's law no longer allows it, an amendment without a change).
 */
export async function changeDocumentFile(
  ctx: AgreementChangesContext,
  input: { ownerId: string; documentId: string; changeId: string; format: keyof typeof CONTENT_TYPES },
): Promise<PrivateFile> {
  const facts = await signedAgreementFacts(ctx, input.ownerId, input.documentId);
  const change = await ctx.repository.findChangeDetail(facts.document.id, input.changeId, facts.document);
  if (!change) throw notFound();
  const drawn = await changeDocumentOf(ctx, facts, change);
  if ("unavailable" in drawn)
    throw new DomainError("CHANGE_NOT_AVAILABLE", AGREEMENT_CHANGE_MESSAGES.documentUnavailable(drawn.unavailable));
  const rendered = await ctx.renderer.render(drawn.model);
  const name = documentFileName(change.partyA ?? {}, change.partyB ?? {}, drawn.model.documentTitle);
  return input.format === "pdf"
    ? { bytes: rendered.pdf, name, contentType: CONTENT_TYPES.pdf }
    : { bytes: rendered.docx, name: name.replace(/\.pdf$/, ".docx"), contentType: CONTENT_TYPES.docx };
}
