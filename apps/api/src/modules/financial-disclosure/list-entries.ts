import type { Currency, DisclosureKind } from "@prenup/domain";
import { notFound } from "../../http/errors.ts";
import { entryToApi } from "./entry-columns.ts";
import type { FinancialDisclosureContext } from "./financial-disclosure.context.ts";
import type { Viewer } from "./financial-disclosure.repository.ts";

/** GET …/{kind}: a partner's entries of one kind on the document, oldest first, a page at a time. */
export async function listEntries(
  ctx: FinancialDisclosureContext,
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
  const found = await ctx.repository.listEntries(kind, {
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
}
