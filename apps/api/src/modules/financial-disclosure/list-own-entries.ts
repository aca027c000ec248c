import { DISCLOSURE_KINDS, type DisclosureKind } from "@prenup/domain";
import type { FinancialDisclosureContext } from "./financial-disclosure.context.ts";
import { listEntries } from "./list-entries.ts";

const PAGE_SIZE = 200;

/**
 * Every entry the owner made on the document, kind by kind, as GET …/{kind} answers them to the
 * owner (their attached documents named, without bytes): what the owner's copy of their data holds.
 * The partner's entries are not among them.
 */
export async function listOwnEntries(
  ctx: FinancialDisclosureContext,
  input: { ownerId: string; documentId: string },
): Promise<{ kind: DisclosureKind; entries: Record<string, unknown>[] }[]> {
  const viewer = { id: input.ownerId, isAdmin: false };
  const kinds: { kind: DisclosureKind; entries: Record<string, unknown>[] }[] = [];
  for (const kind of DISCLOSURE_KINDS) {
    const entries: Record<string, unknown>[] = [];
    for (let page = 1; ; page += 1) {
      const found = await listEntries(ctx, kind, { ...input, viewer, page, pageSize: PAGE_SIZE });
      entries.push(...found.items);
      if (entries.length >= found.total || found.items.length === 0) break;
    }
    kinds.push({ kind, entries });
  }
  return kinds;
}
