import type { Database, Executor } from "@prenup/db";
import type { AgreementProblem, StoredClauseDraft, StoredSectionDraft } from "@prenup/domain";
import type { Clock } from "../../integrations/clock.ts";
import type { EditorRepository } from "./editor.repository.ts";

/** Who edits: the lock and the drafts are theirs. */
export type EditorActor = { id: string; isAdmin: boolean };

/** The agreement module's commit (its manifest's `build` wires `agreement.commitEdits`). */
export type EditsCommitter = {
  commitEdits(
    documentId: string,
    actorId: string,
    input: {
      message: string;
      nonsubstantive: boolean;
      sectionDrafts: StoredSectionDraft[];
      clauseDrafts: StoredClauseDraft[];
    },
    inTransaction: (executor: Executor) => Promise<void>,
  ): Promise<{ commitAt: string; pdfFileId: string; docxFileId: string }>;
};

/** The notarizations module's word on whether the text may change (its manifest's `build` wires it). */
export type TextEditGate = {
  textEditProblem(documentId: string, executor?: Executor): Promise<AgreementProblem | null>;
};

/**
 * What every use case of the editor module runs with: built once by its manifest's `build` and
 * passed as the first argument (`saveDrafts(ctx, input)`), with the module's repository and the
 * other modules' parts it uses.
 */
export type EditorContext = {
  db: Database;
  clock: Clock;
  repository: EditorRepository;
  agreement: EditsCommitter;
  notarization?: TextEditGate;
};
