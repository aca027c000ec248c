import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireCurrentUser } from "../../access/request-context.ts";
import { access } from "../../access/rules.ts";
import { errorResponses, idParamsSchema } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import type { AgreementChangesContext } from "./agreement-changes.context.ts";
import {
  changeDocumentFileSchema,
  readingCopyFileSchema,
  changeDocumentParamsSchema,
  changeDraftDetailSchema,
  changeDraftListSchema,
  changeDraftParamsSchema,
  changeDraftSchema,
  changeEligibilityParamsSchema,
  postnupEligibilityQuerySchema,
  changeEligibilityQuerySchema,
  changeEligibilitySchema,
  createChangeDraftBodySchema,
  readingCopySchema,
  signChangeBodySchema,
  signedCopyParamsSchema,
  signedCopySchema,
  signChangeQuerySchema,
  signedClausesSchema,
  updateChangeDraftBodySchema,
} from "./agreement-changes.schemas.ts";
import { changeDocumentFile } from "./change-document-file.ts";
import { checkChangeEligibility } from "./check-change-eligibility.ts";
import { createChangeDraft } from "./create-change-draft.ts";
import { sendPrivateFile } from "../../http/private-file.ts";
import { deleteChangeDraft } from "./delete-change-draft.ts";
import { downloadSignedCopy } from "./download-signed-copy.ts";
import { getChangeDraft } from "./get-change-draft.ts";
import { listChangeDrafts } from "./list-change-drafts.ts";
import { listSignedClauses } from "./list-signed-clauses.ts";
import { changeApproval } from "./approve-change.ts";
import { readingCopy } from "./reading-copy.ts";
import { readingCopyFile } from "./reading-copy-file.ts";
import { checkPostnupEligibility } from "./check-postnup-eligibility.ts";
import { signChange } from "./sign-change.ts";
import { updateChangeDraft } from "./update-change-draft.ts";

/** The couple, their assigned attorneys and admins read; only the couple writes. {id} is either partner (another user → 404). */
const READERS = access.anyOf(
  access.documentParty("docId"),
  access.assignedAttorney("docId", "document"),
  access.admin(),
);
const WRITERS = access.documentParty("docId");
const tags = ["agreement-changes"];
const security = [{ bearerAuth: [] }];

export function registerAgreementChangesRoutes(
  app: ApiInstance,
  deps: { agreementChanges: AgreementChangesContext },
): void {
  const ctx = deps.agreementChanges;
  app.get(
    "/users/:id/documents/:docId/change-eligibility",
    {
      config: { access: access.anyOf(access.documentParty("docId"), access.assignedAttorney("docId", "document")) },
      schema: {
        operationId: "getChangeEligibility",
        tags: ["agreement-changes"],
        summary:
          "Whether the couple may amend or revoke their signed agreement, or make one during the marriage, in the state they live in now, and what it requires",
        description:
          "Readers: both partners of the document and its assigned attorneys; anyone else gets 404. {id} is either partner. " +
          "kind: AMENDMENT, REVOCATION or POSTNUP; state: where the couple lives now (two letters, default the agreement's state); " +
          "movedIn: the day they moved there (YYYY-MM-DD, no later than today), which matters where a court's approval is not needed " +
          "for a time after a move. Before the wedding date the outcome is PREMARITAL_REGENERATION (change the answers and generate " +
          "again); after it the state's law decides: BLOCKED with the reason, COURT_PETITION with the court's checklist, or ALLOWED; " +
          "each requirement and the decision name the state-law cell's citation and its confidence (UNVERIFIED: not read in the " +
          "state's own text). An amendment or revocation of an agreement not yet notarized, or a document without a state → 409 " +
          "CHANGE_NOT_AVAILABLE. An illustration of the law, not legal advice.",
        security: [{ bearerAuth: [] }],
        params: changeEligibilityParamsSchema,
        querystring: changeEligibilityQuerySchema,
        response: { 200: changeEligibilitySchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) =>
      checkChangeEligibility(deps.agreementChanges, {
        ownerId: request.params.id,
        documentId: request.params.docId,
        query: request.query,
      }),
  );

  app.get(
    "/users/:id/postnup-eligibility",
    {
      config: { access: access.self() },
      schema: {
        operationId: "getPostnupEligibility",
        tags,
        summary: "Whether a married couple may make a postnuptial agreement in a state, and what it requires",
        description:
          "Only the signed-in user. state: where the couple lives (two letters); movedIn: the day they moved there " +
          "(YYYY-MM-DD, no later than today), which matters where a court's approval is not needed for a time after a move. " +
          "The state's law decides: BLOCKED with the reason (POST /documents then refuses a postnup there), COURT_PETITION " +
          "with the court's checklist, or ALLOWED; each requirement and the decision name the state-law cell's citation and " +
          "its confidence. An illustration of the law, not legal advice.",
        security,
        params: idParamsSchema,
        querystring: postnupEligibilityQuerySchema,
        response: { 200: changeEligibilitySchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => checkPostnupEligibility(ctx, request.query),
  );

  app.post(
    "/users/:id/documents/:docId/changes",
    {
      config: { access: WRITERS },
      schema: {
        operationId: "createChangeDraft",
        tags,
        summary: "Start the couple's draft amendment or revocation of their signed agreement",
        description:
          "Only the partners of the document. kind: AMENDMENT or REVOCATION; state: where the couple lives now (two " +
          "letters); movedIn: the day they moved there (YYYY-MM-DD, no later than today); changes: an amendment's changes " +
          "in order (at most 50, each clause text at most 20,000 characters, label at most 20, note at most 500; none for " +
          "a revocation). 409 CHANGE_NOT_AVAILABLE, nothing stored: the agreement is not notarized, the state's law does " +
          "not allow the change today (BLOCKED: the reason; COURT_PETITION: the court's checklist), or the document " +
          "already has a live draft (one at a time, also for two requests at once). An amendment is numbered from 1.",
        security,
        params: changeEligibilityParamsSchema,
        body: createChangeDraftBodySchema,
        response: { 201: changeDraftSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const created = await createChangeDraft(deps.agreementChanges, {
        ownerId: request.params.id,
        documentId: request.params.docId,
        actorId: requireCurrentUser(request).id,
        body: request.body,
      });
      return reply.code(201).send(created);
    },
  );

  app.get(
    "/users/:id/documents/:docId/changes",
    {
      config: { access: READERS },
      schema: {
        operationId: "listChangeDrafts",
        tags,
        summary: "The signed original and the document's draft and signed amendments and revocations, newest first",
        description:
          "Readers: both partners, the assigned attorneys and admins; anyone else 404. original: the signed agreement every " +
          "change refers to (its day of signing and the record hash), null until it is signed. A document has few " +
          "changes, so the list is not paginated. Deleted drafts are not listed.",
        security,
        params: changeEligibilityParamsSchema,
        response: { 200: changeDraftListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      listChangeDrafts(deps.agreementChanges, { ownerId: request.params.id, documentId: request.params.docId }),
  );

  app.get(
    "/users/:id/documents/:docId/signed-clauses",
    {
      config: { access: READERS },
      schema: {
        operationId: "listSignedClauses",
        tags,
        summary: "The signed agreement's clauses an amendment can name, with their signed text",
        description:
          "Readers: both partners, the assigned attorneys and admins; anyone else 404. Every labelled clause of a numbered " +
          "article, sub-clauses by their full label (3.2(a)), in the agreement's order, each with its title and text as " +
          "signed: what an amendment's change of that label quotes as the old text. One agreement's text, so the list is " +
          "not paginated. 409 CHANGE_NOT_AVAILABLE before the agreement is notarized.",
        security,
        params: changeEligibilityParamsSchema,
        response: { 200: signedClausesSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) =>
      listSignedClauses(deps.agreementChanges, { ownerId: request.params.id, documentId: request.params.docId }),
  );

  app.get(
    "/users/:id/documents/:docId/changes/:changeId",
    {
      config: { access: READERS },
      schema: {
        operationId: "getChangeDraft",
        tags,
        summary: "One amendment or revocation with its text as it would be signed today and its redline",
        description:
          "Readers: both partners, the assigned attorneys and admins; anyone else 404. text: the document's plain text (the " +
          "original by its title, day of signing and record hash; the current state's requirements and formalities); " +
          "null with unavailableReason when the state's law no longer allows the change, an amendment has no change " +
          "yet, or the signing is not on record. pendingAttorneyInserts: statements an attorney must insert before " +
          "signing. redline: an amendment's changes, old and new text side by side.",
        security,
        params: changeDraftParamsSchema,
        response: { 200: changeDraftDetailSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) =>
      getChangeDraft(deps.agreementChanges, {
        ownerId: request.params.id,
        documentId: request.params.docId,
        changeId: request.params.changeId,
      }),
  );

  app.patch(
    "/users/:id/documents/:docId/changes/:changeId",
    {
      config: { access: WRITERS },
      schema: {
        operationId: "updateChangeDraft",
        tags,
        summary: "Replace a draft amendment's changes",
        description:
          "Only the partners of the document. changes: the amendment's changes in order, replacing the stored ones " +
          "(the same limits as on creation). 409 CHANGE_NOT_AVAILABLE for a revocation or a change that is no longer a " +
          "draft; 404 for an unknown or deleted one.",
        security,
        params: changeDraftParamsSchema,
        body: updateChangeDraftBodySchema,
        response: { 200: changeDraftSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) =>
      updateChangeDraft(deps.agreementChanges, {
        ownerId: request.params.id,
        documentId: request.params.docId,
        changeId: request.params.changeId,
        actorId: requireCurrentUser(request).id,
        body: request.body,
      }),
  );

  app.delete(
    "/users/:id/documents/:docId/changes/:changeId",
    {
      config: { access: WRITERS },
      schema: {
        operationId: "deleteChangeDraft",
        tags,
        summary: "Delete a draft amendment or revocation",
        description:
          "Only the partners of the document. The draft is kept as deleted and no longer listed, and a new draft may " +
          "be started. 409 CHANGE_NOT_AVAILABLE for a change that is no longer a draft; 404 for an unknown or deleted one.",
        security,
        params: changeDraftParamsSchema,
        response: {
          204: z.unknown().optional().meta({ description: "Deleted (no body)" }),
          ...errorResponses(401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      await deleteChangeDraft(deps.agreementChanges, {
        ownerId: request.params.id,
        documentId: request.params.docId,
        changeId: request.params.changeId,
        actorId: requireCurrentUser(request).id,
      });
      return reply.code(204).send();
    },
  );

  app.get(
    "/users/:id/documents/:docId/reading-copy",
    {
      config: { access: READERS },
      schema: {
        operationId: "getReadingCopy",
        tags,
        summary: "The agreement as it reads with its signed amendments applied (a reading copy, not itself signed)",
        description:
          "Readers: both partners, the assigned attorneys and admins; anyone else 404. Every labelled clause of the signed " +
          "agreement, in order, with each signed amendment applied in its number's order (a rewritten clause takes its " +
          "new text, a removed one is marked removed, a new one goes in its label's place); a draft or an amendment only " +
          "one spouse has signed changes nothing. versions: the changes in effect, oldest first; revokedOn: the day a " +
          "signed revocation ended the agreement. One agreement's text, so not paginated. 409 CHANGE_NOT_AVAILABLE " +
          "before the agreement is notarized.",
        security,
        params: changeEligibilityParamsSchema,
        response: { 200: readingCopySchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => readingCopy(ctx, { ownerId: request.params.id, documentId: request.params.docId }),
  );

  for (const action of ["grant", "rescind"] as const) {
    app.post(
      `/users/:id/documents/:docId/changes/:changeId/approval/${action}`,
      {
        config: { access: access.assignedAttorney("docId", "document") },
        schema: {
          operationId: action === "grant" ? "approveChange" : "withdrawChangeApproval",
          tags,
          summary:
            action === "grant"
              ? "An assigned attorney approves a draft amendment or revocation as it reads now, for their client"
              : "An assigned attorney withdraws their approval of a draft amendment or revocation",
          description:
            "Only an attorney assigned to the agreement (for either spouse); anyone else 404. {id} is either partner. " +
            "The approval is for the side the attorney represents (both when they represent both) and of the change's " +
            "content as it reads now: once the couple edits the change, the approval shows as of an earlier text " +
            "(`approvals[].current` false) until it is given again. Granting again or withdrawing none changes nothing. " +
            "409 CHANGE_NOT_AVAILABLE once the change is in effect, for an amendment without a change, or before the " +
            "agreement is notarized; a deleted change → 404. Answers the change.",
          security,
          params: changeDraftParamsSchema,
          response: { 200: changeDraftSchema, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) =>
        changeApproval(ctx, {
          ownerId: request.params.id,
          documentId: request.params.docId,
          changeId: request.params.changeId,
          attorneyId: requireCurrentUser(request).id,
          action,
        }),
    );
  }

  app.get(
    "/users/:id/documents/:docId/reading-copy/pdf",
    {
      config: { access: READERS },
      schema: {
        operationId: "downloadReadingCopy",
        tags,
        summary:
          "Download the reading copy as a PDF: the agreement with its signed amendments applied, not itself signed",
        description:
          "Readers: both partners, the assigned attorneys and admins; anyone else 404. The text of GET …/reading-copy as a " +
          "PDF: what it is (the signed original by its date, state and record hash, the amendments in effect), that the " +
          "signed documents govern, a revocation's day where one took effect, every clause as it reads now with the " +
          "amendment behind each change; every page marked as a reading copy, nothing to initial or sign. 409 " +
          "CHANGE_NOT_AVAILABLE before the agreement is notarized.",
        security,
        params: changeEligibilityParamsSchema,
        produces: ["application/pdf"],
        response: { 200: readingCopyFileSchema, ...errorResponses(401, 403, 404, 409, 503) },
      },
    },
    async (request, reply) =>
      sendPrivateFile(
        reply,
        await readingCopyFile(ctx, { ownerId: request.params.id, documentId: request.params.docId }),
      ),
  );

  app.get(
    "/users/:id/documents/:docId/changes/:changeId/document/:format",
    {
      config: { access: READERS },
      schema: {
        operationId: "downloadChangeDocument",
        tags,
        summary: "Download an amendment or revocation as the couple signs it: a PDF to print, or a Word file",
        description:
          "Readers: both partners, the assigned attorneys and admins; anyone else 404. format: pdf or docx. The same text as " +
          "the change's detail, drawn for signature (a document that still needs an attorney's insert carries the draft mark " +
          "on every page). When it cannot be drawn (the state's law no longer allows the change, an amendment without a " +
          "change) → 409 CHANGE_NOT_AVAILABLE with the reason; a deleted change → 404.",
        security,
        params: changeDocumentParamsSchema,
        produces: ["application/pdf", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
        response: { 200: changeDocumentFileSchema, ...errorResponses(401, 403, 404, 409, 503) },
      },
    },
    async (request, reply) =>
      sendPrivateFile(
        reply,
        await changeDocumentFile(ctx, {
          ownerId: request.params.id,
          documentId: request.params.docId,
          changeId: request.params.changeId,
          format: request.params.format,
        }),
      ),
  );

  app.get(
    "/users/:id/documents/:docId/changes/:changeId/signatures/:respondent/file",
    {
      config: { access: READERS },
      schema: {
        operationId: "downloadChangeSignedCopy",
        tags,
        summary: "Download the notarized copy a spouse recorded with their signing of a change",
        description:
          "Readers: both partners, the assigned attorneys and admins; anyone else 404. respondent: A or B, the spouse whose " +
          "signing it is. A spouse who has not signed the change, or a deleted change → 404.",
        security,
        params: signedCopyParamsSchema,
        produces: ["application/pdf"],
        response: { 200: signedCopySchema, ...errorResponses(401, 403, 404, 503) },
      },
    },
    async (request, reply) => {
      const file = await downloadSignedCopy(ctx, {
        ownerId: request.params.id,
        documentId: request.params.docId,
        changeId: request.params.changeId,
        respondent: request.params.respondent,
      });
      return sendPrivateFile(reply, file);
    },
  );

  // A signing's body is the notarized PDF's raw bytes.
  void app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: ctx.uploadLimitBytes }, (_request, body, done) =>
      done(null, body),
    );

    scope.post(
      "/users/:id/documents/:docId/changes/:changeId/signatures",
      {
        config: { access: WRITERS },
        bodyLimit: ctx.uploadLimitBytes,
        schema: {
          operationId: "signChange",
          tags,
          summary: "Record the caller's own signing of a draft amendment or revocation before a notary",
          description:
            "Only the partners of the document, each for themselves. The body is the notarized PDF's bytes (anything but a " +
            "PDF is 415 FILE_TYPE_NOT_ALLOWED; over the limit 413); signedOn: the day on the notarial certificate; witness: " +
            "each witness's name (repeat the parameter; at most 4); counsel: the attorney who advised the caller. Checked " +
            "for the day of signing: the couple married by then and the current state's law allowing the change on that " +
            "day (409 CHANGE_NOT_AVAILABLE with the reason), the day no later than today and not before the text was last " +
            "changed (422), as many distinct witnesses as the stricter of the original's and the current state's formalities " +
            "ask, no spouse among them (422), and where the state requires each spouse's own attorney, one named and not the " +
            "other spouse's (422). A spouse's second signing, a change not a draft or a revoked agreement: 409. Once both " +
            "have signed, the change is SIGNED and in effect from the later day, and the agreement's record names the version " +
            "it changes. A refused signing stores nothing.",
          security,
          params: changeDraftParamsSchema,
          querystring: signChangeQuerySchema,
          consumes: ["application/pdf", "application/octet-stream"],
          body: signChangeBodySchema,
          response: { 201: changeDraftSchema, ...errorResponses(401, 403, 404, 409, 413, 415, 422, 503) },
        },
      },
      async (request, reply) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signed = await signChange(ctx, {
          ownerId: request.params.id,
          documentId: request.params.docId,
          changeId: request.params.changeId,
          actorId: requireCurrentUser(request).id,
          query: request.query,
          bytes: new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
        });
        return reply.code(201).send(signed);
      },
    );
  });
}
