import type { Executor } from "@prenup/db";
import { optionValues } from "./option-values.read-model.ts";
import { resolutionHistory } from "./resolution-history.read-model.ts";

/**
 * Reads of the alignment history. A resolution is written with the answer that resolves the dispute,
 * in the answers module's one write statement; its id is the id of the answer_history row written
 * with it, which keeps the new value (the resolution itself keeps only the previous one).
 */
export function createAlignmentRepository(db: Executor) {
  return {
    /** The document's resolutions, newest first, with the question, the initiator and the new value. */
    async listResolutions(documentId: string, resolutionId?: string) {
      return resolutionHistory(db, documentId, resolutionId);
    },

    /** Option values by id (deleted options included: history names what was chosen then). */
    async findOptionValues(optionIds: string[]): Promise<Map<string, string>> {
      if (optionIds.length === 0) return new Map();
      const rows = await optionValues(db, optionIds);
      return new Map(rows.map((row) => [row.id, row.value]));
    },
  };
}

export type AlignmentRepository = ReturnType<typeof createAlignmentRepository>;
