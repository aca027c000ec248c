import type { DisclosureSource } from "../agreement/index.ts";
import type { FinancialDisclosureContext } from "./financial-disclosure.context.ts";
import { partnerDisclosureOf } from "./partner-disclosure.ts";

/** The agreement's view of the disclosure (Schedules A and B, its input hash). */
export function disclosureSource(ctx: Pick<FinancialDisclosureContext, "clock" | "repository">): DisclosureSource {
  return {
    async forDocument(documentId) {
      const loaded = await ctx.repository.loadDocumentDisclosure({ documentId });
      if (!loaded) return { userA: null, userB: null };
      const now = ctx.clock.now();
      return {
        userA: partnerDisclosureOf(loaded, loaded.document.userAId, now),
        userB: partnerDisclosureOf(loaded, loaded.document.userBId, now),
      };
    },
  };
}
