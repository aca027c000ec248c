import { valueBasisRuleFor } from "@prenup/content/runtime";
import type { Database } from "@prenup/db";
import {
  DomainError,
  financialEntrySchemaFor,
  type Currency,
  type DisclosureKind,
  type JointConfirmation,
} from "@prenup/domain";
import type { z } from "zod";
import { notFound, StaleWriteError } from "../../http/errors.ts";
import { requireSameRequest, type WriteKey } from "../../http/idempotency.ts";
import type { Clock } from "../../integrations/clock.ts";
import { mailAfterEntryWrite, type AcknowledgementMailDeps } from "./acknowledgement-mail.ts";
import {
  columnsOf,
  DISCLOSURE_MESSAGES,
  entryAsInput,
  entryToApi,
  invalid,
  num,
  rawOf,
  requireOpen,
  requireValueBasis,
  type Body,
} from "./entry-columns.ts";
import type { EditableKind } from "./entry-kinds.ts";
import type { FinancialDisclosureRepository, Viewer } from "./financial-disclosure.repository.ts";

const ENTRY_CHANGED_MESSAGE = "This entry was changed since you last saw it. Keep your version or take the saved one.";

/** The first outcome of a used key, when this request is the one it was used with (else 422 IDEMPOTENCY_KEY_REUSED). */
function replayed(
  claim: Extract<Awaited<ReturnType<FinancialDisclosureRepository["claimWriteKey"]>>, { claimed: false }>,
  writeKey: WriteKey,
) {
  requireSameRequest(claim.request, writeKey);
  return claim.response as ReturnType<typeof entryToApi>;
}

/** A partner's entries: the list and one entry (both partners), and their owner's writes; the other partner's answer to a joint entry. */
export function createDisclosureEntries(
  deps: {
    db: Database;
    clock: Clock;
    repository: FinancialDisclosureRepository;
  } & AcknowledgementMailDeps,
) {
  const { db, clock, repository } = deps;

  return {
    async list(
      kind: DisclosureKind,
      input: {
        ownerId: string;
        documentId: string;
        viewer: Viewer;
        currency?: Currency | undefined;
        page: number;
        pageSize: number;
      },
    ) {
      const found = await repository.listEntries(kind, {
        ...input,
        limit: input.pageSize,
        offset: (input.page - 1) * input.pageSize,
      });
      if (!found) throw notFound();
      return {
        items: found.items.map((raw) => entryToApi(kind, raw)),
        total: found.total,
        page: input.page,
        pageSize: input.pageSize,
      };
    },

    async get(kind: DisclosureKind, input: { ownerId: string; documentId: string; entryId: string; viewer: Viewer }) {
      const found = await repository.findEntry(kind, input);
      if (!found.document) throw notFound();
      if (!found.entry) throw new DomainError("FINANCIAL_ENTRY_NOT_FOUND", DISCLOSURE_MESSAGES.entryNotFound);
      return entryToApi(kind, found.entry);
    },

    /**
     * A partner's new entry (the body already passed the kind's create schema). With an
     * Idempotency-Key, the same request again answers the first entry and creates nothing; the key
     * with another request answers 422 IDEMPOTENCY_KEY_REUSED, creating nothing.
     */
    async create(
      kind: EditableKind,
      input: { ownerId: string; documentId: string; body: Body; actorId: string; writeKey?: WriteKey | null },
    ) {
      const now = clock.now();
      const values: Record<string, unknown> = {
        ...columnsOf(kind, input.body),
        userId: input.ownerId,
        documentId: input.documentId,
        createdById: input.actorId,
        updatedById: input.actorId,
      };
      if (kind === "assets" && input.body["isJoint"] === true) values["jointSetById"] = input.actorId;
      return db.transaction(async (tx) => {
        const claim = input.writeKey ? await repository.claimWriteKey(tx, input.ownerId, input.writeKey) : null;
        if (claim && !claim.claimed) return replayed(claim, input.writeKey!);
        // The change time first (a new entry withdraws "nothing to disclose"): its statement also brings
        // the gate's facts and the disclosure as it stood before.
        const { gate, acknowledgement } = await repository.touchDisclosureReading(tx, {
          userId: input.ownerId,
          documentId: input.documentId,
          at: now,
          byId: input.actorId,
          entryAdded: true,
        });
        requireOpen(gate, input.ownerId);
        requireValueBasis(gate, input.body);
        const row = await repository.insertEntry(tx, kind, values);
        const entry = entryToApi(kind, rawOf(kind, row));
        if (claim) await repository.storeWriteKeyResponse(tx, claim.id, entry);
        await mailAfterEntryWrite(deps, tx, input, acknowledgement, { at: now, entryDelta: 1 });
        return entry;
      });
    },

    /**
     * A partial update, checked against the whole entry (the stored one with the update) with the
     * create schema, so an update cannot leave an entry the create call would refuse. Changing a
     * joint entry's percentages (or making it joint) asks the partner to confirm them again.
     * With an Idempotency-Key, the same request again answers the first outcome and changes nothing
     * (the key with another request: 422 IDEMPOTENCY_KEY_REUSED, nothing changed); with `baseUpdatedAt` (the entry's updatedAt the change was made on), an entry changed since
     * answers 409 FINANCIAL_ENTRY_CHANGED with the stored entry, changing nothing.
     */
    async update(
      kind: EditableKind,
      input: {
        ownerId: string;
        documentId: string;
        entryId: string;
        body: Body;
        actorId: string;
        writeKey?: WriteKey | null;
        baseUpdatedAt?: string | undefined;
      },
    ) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const claim = input.writeKey ? await repository.claimWriteKey(tx, input.ownerId, input.writeKey) : null;
        if (claim && !claim.claimed) return replayed(claim, input.writeKey!);
        const {
          entry: stored,
          gate,
          acknowledgement,
        } = await repository.lockEntry(tx, kind, { ...input, withAcknowledgement: true });
        requireOpen(gate, input.ownerId);
        if (!stored) throw new DomainError("FINANCIAL_ENTRY_NOT_FOUND", DISCLOSURE_MESSAGES.entryNotFound);
        if (input.baseUpdatedAt !== undefined) {
          const current = entryToApi(kind, stored);
          if (new Date(current.updatedAt as string).getTime() !== new Date(input.baseUpdatedAt).getTime()) {
            throw new StaleWriteError("FINANCIAL_ENTRY_CHANGED", ENTRY_CHANGED_MESSAGE, current);
          }
        }
        const merged = {
          ...entryAsInput(kind, stored),
          ...Object.fromEntries(Object.entries(input.body).filter(([, value]) => value !== undefined)),
        };
        const checked = (
          financialEntrySchemaFor(kind, valueBasisRuleFor(gate.document?.stateAbbreviation)) as z.ZodType
        ).safeParse(merged);
        if (!checked.success) throw invalid(checked.error);
        const values: Record<string, unknown> = {
          ...columnsOf(kind, input.body),
          updatedById: input.actorId,
          updatedAt: now,
        };
        if (kind === "assets") {
          const after = checked.data as {
            isJoint?: boolean | null;
            userAPercentage?: number | null;
            userBPercentage?: number | null;
          };
          const sharesChanged =
            (after.isJoint ?? false) !== (stored["is_joint"] as boolean) ||
            (after.userAPercentage ?? null) !== num(stored["user_a_percentage"]) ||
            (after.userBPercentage ?? null) !== num(stored["user_b_percentage"]);
          if (sharesChanged) {
            Object.assign(
              values,
              after.isJoint
                ? { jointSetById: input.actorId, jointConfirmedAt: null, jointConfirmedById: null }
                : { jointSetById: null, jointConfirmedAt: null, jointConfirmedById: null },
            );
          }
        }
        const row = await repository.updateEntry(tx, kind, input.entryId, values);
        await repository.touchDisclosure(tx, {
          userId: input.ownerId,
          documentId: input.documentId,
          at: now,
          byId: input.actorId,
        });
        // The row the update returns, with the documents the locked entry carries.
        const entry = entryToApi(kind, { ...rawOf(kind, row), documents: stored["documents"] });
        if (claim) await repository.storeWriteKeyResponse(tx, claim.id, entry);
        await mailAfterEntryWrite(deps, tx, input, acknowledgement, { at: now, entryDelta: 0 });
        return entry;
      });
    },

    /** Forgets the idempotency keys of entry writes older than `before`. */
    purgeWriteKeys: (before: Date): Promise<number> => repository.purgeWriteKeys(before),

    /** Soft delete (the row keeps its history; lists, totals and the schedules leave it out). */
    async remove(
      kind: DisclosureKind,
      input: { ownerId: string; documentId: string; entryId: string; actorId: string },
    ) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const {
          entry: stored,
          gate,
          acknowledgement,
        } = await repository.lockEntry(tx, kind, { ...input, withAcknowledgement: true });
        requireOpen(gate, input.ownerId);
        if (!stored) throw new DomainError("FINANCIAL_ENTRY_NOT_FOUND", DISCLOSURE_MESSAGES.entryNotFound);
        await repository.updateEntry(tx, kind, input.entryId, {
          deletedAt: now,
          updatedAt: now,
          updatedById: input.actorId,
        });
        await repository.touchDisclosure(tx, {
          userId: input.ownerId,
          documentId: input.documentId,
          at: now,
          byId: input.actorId,
        });
        await mailAfterEntryWrite(deps, tx, input, acknowledgement, { at: now, entryDelta: -1 });
      });
    },

    /**
     * The other partner's answer to a joint account or asset: CONFIRM settles the percentages;
     * PROPOSE sets other percentages, which the owner then confirms (or changes). Whoever set the
     * percentages last cannot confirm them.
     */
    async answerJoint(input: {
      ownerId: string;
      documentId: string;
      entryId: string;
      decision: JointConfirmation;
      actorId: string;
    }) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const { entry: stored, gate } = await repository.lockEntry(tx, "assets", input);
        requireOpen(gate, input.ownerId);
        if (!stored) throw new DomainError("FINANCIAL_ENTRY_NOT_FOUND", DISCLOSURE_MESSAGES.entryNotFound);
        if (stored["is_joint"] !== true) throw new DomainError("JOINT_ENTRY_NOT_JOINT", DISCLOSURE_MESSAGES.notJoint);
        const setBy = (stored["joint_set_by_id"] as string | null) ?? input.ownerId;
        if (setBy === input.actorId)
          throw new DomainError("JOINT_CONFIRMATION_NOT_YOURS", DISCLOSURE_MESSAGES.confirmOwnShares);
        const values =
          input.decision.decision === "CONFIRM"
            ? { jointConfirmedAt: now, jointConfirmedById: input.actorId, updatedAt: now, updatedById: input.actorId }
            : {
                userAPercentage: input.decision.userAPercentage,
                userBPercentage: input.decision.userBPercentage,
                jointSetById: input.actorId,
                jointConfirmedAt: null,
                jointConfirmedById: null,
                updatedAt: now,
                updatedById: input.actorId,
              };
        const row = await repository.updateEntry(tx, "assets", input.entryId, values);
        if (input.decision.decision === "PROPOSE") {
          await repository.touchDisclosure(tx, {
            userId: input.ownerId,
            documentId: input.documentId,
            at: now,
            byId: input.actorId,
          });
        }
        return entryToApi("assets", { ...rawOf("assets", row), documents: stored["documents"] });
      });
    },
  };
}
