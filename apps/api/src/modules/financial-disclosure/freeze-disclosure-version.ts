import { createHash } from "node:crypto";
import type { Executor } from "@prenup/db";
import { isDisclosureGiven } from "@prenup/domain";
import { notFound } from "../../http/errors.ts";
import type { FinancialDisclosureContext } from "./financial-disclosure.context.ts";
import { partnerDisclosureOf } from "./partner-disclosure.ts";

/** Canonical JSON (keys sorted), so a version's hash depends on its content only. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * Freezes the owner's disclosure as it stands as a numbered version, in `tx` (when they give it, and
 * when the other partner acknowledges what changed since), unless the latest version already holds
 * it; answers the current version's number, content facts and where the other partner's
 * acknowledgement stands, or null while it is not given.
 */
export async function freezeDisclosureVersion(
  ctx: Pick<FinancialDisclosureContext, "repository">,
  tx: Executor,
  input: { documentId: string; ownerId: string; at: Date; actorId: string },
) {
  const loaded = await ctx.repository.loadDocumentDisclosure({ documentId: input.documentId, executor: tx });
  if (!loaded) throw notFound();
  const partner = partnerDisclosureOf(loaded, input.ownerId, input.at);
  if (!partner?.acknowledgement || !isDisclosureGiven(partner.status)) return null;
  const { currentVersion, currentIsNew } = partner.acknowledgement;
  if (currentIsNew) {
    const content = {
      status: partner.status,
      declaredAt: partner.declaredAt,
      entries: partner.entries,
      totalsInUsdCents: partner.totalsInUsdCents,
      rateDate: partner.rateDate,
    };
    await ctx.repository.insertVersion(tx, {
      documentId: input.documentId,
      ownerId: input.ownerId,
      number: currentVersion!,
      status: partner.status,
      entryCount: partner.entries.length,
      netWorthUsdCents: partner.totalsInUsdCents.netWorth,
      content,
      contentSha256: createHash("sha256").update(canonical(content)).digest("hex"),
      asOf: partner.lastChangedAt ?? input.at,
      asOfChange: loaded.changeCounts.get(input.ownerId) ?? 0,
      createdAt: input.at,
      updatedAt: input.at,
      createdById: input.actorId,
      updatedById: input.actorId,
    });
  }
  return { loaded, number: currentVersion!, acknowledgement: partner.acknowledgement };
}
