import { fullName } from "@prenup/domain";
import { DRAFT_KINDS, type DraftKind, type DraftLink, type DraftRow } from "./draft-kinds.ts";

/** A draft as the API answers it: its text and the ids it names (not its bookkeeping or the template it came from). */
export function draftOut<K extends DraftKind>(kind: K, row: DraftRow<K>) {
  const links = DRAFT_KINDS[kind].links as readonly DraftLink<K>[];
  return {
    id: row.id,
    authorUserId: row.authorUserId,
    isRemoved: row.isRemoved,
    title: row.title,
    text: row.text,
    listStyle: row.listStyle,
    textStyle: row.textStyle,
    order: row.order,
    isSeparatePage: row.isSeparatePage,
    updatedAt: row.updatedAt.toISOString(),
    ...(Object.fromEntries(links.map((link) => [link, row[link as keyof DraftRow<K>] as string | null])) as Record<
      DraftLink<K>,
      string | null
    >),
  };
}

/** The lock holder's name as a refusal or the lock view shows it. */
export const holderName = (row: { firstName: string | null; lastName: string | null }) => fullName(row) || "Someone";
