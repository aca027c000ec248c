import { DomainError, sideOf } from "@prenup/domain";
import type { DocumentsContext } from "./documents.context.ts";
import { DOCUMENT_MESSAGES } from "./documents.messages.ts";
import type { CreateDocumentBody, UserDocumentResponse } from "./documents.schemas.ts";
import { requireKindAllowedIn, requireSelectableState } from "./selectable-state.ts";
import { toUserDocument } from "./user-document.ts";

export type CreateDocumentInput = { actorId: string; body: CreateDocumentBody };

/**
 * POST /documents: partner A starts an agreement in a state, premarital or (for a married couple) a
 * postnup where the state's law allows one. One active agreement per customer: the
 * check and the insert run under a per-user lock, so two tabs cannot both create one.
 */
export async function createDocument(ctx: DocumentsContext, input: CreateDocumentInput): Promise<UserDocumentResponse> {
  const { actorId, body } = input;
  const { repository } = ctx;
  if (sideOf(body, actorId) !== "A") throw new DomainError("FORBIDDEN", DOCUMENT_MESSAGES.createForYourself);
  const state = await requireSelectableState(ctx, body.stateId);
  const kind = body.kind ?? "PRENUP";
  requireKindAllowedIn(state, kind, ctx.clock.now());
  let templateId: string | null;
  if (body.templateId !== undefined) {
    const template = await repository.findTemplate(body.templateId);
    if (!template) throw DomainError.invalidField("templateId", DOCUMENT_MESSAGES.templateUnknown);
    templateId = template.id;
  } else {
    templateId = (await repository.findCountryTemplate(state.countryId))?.id ?? null;
  }
  const document = await ctx.db.transaction(async (tx) => {
    await repository.lockDocumentsOfUser(actorId, tx);
    if (await repository.findActiveDocumentOfUser(actorId, tx))
      throw new DomainError("DOCUMENT_EXISTS", DOCUMENT_MESSAGES.documentExists);
    return repository.insertDocument(
      {
        userAId: actorId,
        kind,
        stateId: state.id,
        templateId,
        createdById: actorId,
        updatedById: actorId,
        createdAt: ctx.clock.now(),
      },
      tx,
    );
  });
  return toUserDocument(document, state, "A", null);
}
