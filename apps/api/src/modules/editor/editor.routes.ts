import { z } from "zod";
import { access } from "../../access/rules.ts";
import { requireActor } from "../../access/request-context.ts";
import { errorResponses, idParamsSchema } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import { commitDraftsBodySchema, saveDraftsBodySchema } from "@prenup/domain";
import {
  clauseDraftsResponseSchema,
  commitResponseSchema,
  currentTextResponseSchema,
  emptyBodySchema,
  lockResponseSchema,
  saveDraftsResponseSchema,
  sectionDraftsResponseSchema,
} from "./editor.schemas.ts";
import { acquireLock } from "./acquire-lock.ts";
import { commitDrafts } from "./commit-drafts.ts";
import type { EditorContext } from "./editor.context.ts";
import { getLock } from "./get-lock.ts";
import { listClauseDrafts } from "./list-clause-drafts.ts";
import { listCurrentText } from "./list-current-text.ts";
import { listSectionDrafts } from "./list-section-drafts.ts";
import { releaseLock } from "./release-lock.ts";
import { saveDrafts } from "./save-drafts.ts";
import { unlockErase } from "./unlock-erase.ts";

const security = [{ bearerAuth: [] }];
const tags = ["editor"];
const noContentSchema = z.unknown().optional().meta({ description: "No content" });
/** Who edits: the document's assigned attorneys and admins. */
const editors = () => access.anyOf(access.assignedAttorney("id", "document"), access.admin());

export function registerEditorRoutes(app: ApiInstance, deps: { editor: EditorContext }): void {
  const ctx = deps.editor;

  app.get(
    "/documents/:id/lock",
    {
      config: {
        access: access.anyOf(access.documentParty("id"), access.assignedAttorney("id", "document"), access.admin()),
      },
      schema: {
        operationId: "getDocumentLock",
        tags,
        summary: "Who is editing the agreement (null when nobody is, or the lock lapsed)",
        security,
        params: idParamsSchema,
        response: { 200: lockResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getLock(ctx, { documentId: request.params.id, actor: requireActor(request) }),
  );

  app.post(
    "/documents/:id/lock",
    {
      config: { access: editors() },
      schema: {
        operationId: "acquireDocumentLock",
        tags,
        summary: "Take the editor's lock, or renew it (the heartbeat); a lapsed lock can be taken over",
        description:
          "One editor at a time: someone else's live lock is 409 DOCUMENT_LOCKED naming them. The lock lapses ttlSeconds after the last POST.",
        security,
        params: idParamsSchema,
        body: emptyBodySchema,
        response: { 200: lockResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => acquireLock(ctx, { documentId: request.params.id, actor: requireActor(request) }),
  );

  app.delete(
    "/documents/:id/lock",
    {
      config: { access: editors() },
      schema: {
        operationId: "releaseDocumentLock",
        tags,
        summary: "Let go of the editor's lock (the holder); someone else's live lock is 409 DOCUMENT_LOCKED",
        security,
        params: idParamsSchema,
        response: { 204: noContentSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await releaseLock(ctx, { documentId: request.params.id, actor: requireActor(request) });
      return reply.code(204).send();
    },
  );

  // The text the drafts change, with the ids they refer to (the couple reads it through the history).
  app.get(
    "/documents/:id/sections",
    {
      config: { access: editors() },
      schema: {
        operationId: "listDocumentSections",
        tags,
        summary:
          "The agreement as it currently stands: sections and their clauses, in order, with the ids drafts refer to",
        security,
        params: idParamsSchema,
        response: { 200: currentTextResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => listCurrentText(ctx, request.params.id),
  );

  // Drafts: the editors' unpublished changes (the couple reads only committed text).
  app.get(
    "/documents/:id/drafts/sections",
    {
      config: { access: editors() },
      schema: {
        operationId: "listSectionDrafts",
        tags,
        summary: "The agreement's section drafts (edits of sections and new sections), in order",
        security,
        params: idParamsSchema,
        response: { 200: sectionDraftsResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => listSectionDrafts(ctx, request.params.id),
  );

  app.get(
    "/documents/:id/drafts/clauses",
    {
      config: { access: editors() },
      schema: {
        operationId: "listClauseDrafts",
        tags,
        summary: "The agreement's clause drafts (edits of clauses and new clauses), in order",
        security,
        params: idParamsSchema,
        response: { 200: clauseDraftsResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => listClauseDrafts(ctx, request.params.id),
  );

  app.post(
    "/documents/:id/drafts/many",
    {
      config: { access: editors() },
      schema: {
        operationId: "saveDrafts",
        tags,
        summary: "Autosave: the sections and clauses changed since the last save (each replaces its earlier draft)",
        description:
          "Only the lock's live holder saves (409 DOCUMENT_LOCKED otherwise); a save renews the lock. Every id must be " +
          "this agreement's section, clause or draft (400 naming the field). Answers the drafts with their ids.",
        security,
        params: idParamsSchema,
        body: saveDraftsBodySchema,
        response: { 200: saveDraftsResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) =>
      saveDrafts(ctx, { documentId: request.params.id, actor: requireActor(request), body: request.body }),
  );

  app.post(
    "/documents/:id/drafts/admin/unlock-erase",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "unlockEraseDrafts",
        tags,
        summary: "Admin: release the editor's lock and erase every draft of the agreement",
        security,
        params: idParamsSchema,
        body: emptyBodySchema,
        response: { 204: noContentSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await unlockErase(ctx, request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    "/documents/:id/drafts/commit",
    {
      config: { access: editors(), live: "agreement" },
      schema: {
        operationId: "commitDrafts",
        tags,
        summary: "Commit: the drafts become the agreement's text, with a new PDF and a history version",
        description:
          "Only the lock's live holder commits (409 DOCUMENT_LOCKED, also when the lock is taken over or the drafts change " +
          "during the commit: nothing is committed). The review, finalization and attorneys' approvals are cleared; the " +
          "couple reads the new version and its redline in the history. With `nonsubstantive: true` the editor says the " +
          "change leaves the terms as they were: the review period already running keeps its start (California: Fam. Code " +
          "§ 1615(c)(2)(B)) and the record entry says so. 400 when there are no drafts.",
        security,
        params: idParamsSchema,
        body: commitDraftsBodySchema,
        response: { 200: commitResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) =>
      commitDrafts(ctx, { documentId: request.params.id, actor: requireActor(request), body: request.body }),
  );
}
