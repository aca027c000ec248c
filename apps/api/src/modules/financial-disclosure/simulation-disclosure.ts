import {
  DISCLOSURE_KINDS,
  disclosureStatus,
  EMPTY_HOLDINGS,
  isPartnerDisclosed,
  simulationHoldingsOf,
  type Respondent,
  type SimulationEntry,
} from "@prenup/domain";
import { amountEntryOf } from "./entry-columns.ts";
import type { FinancialDisclosureContext } from "./financial-disclosure.context.ts";
import type { Viewer } from "./financial-disclosure.repository.ts";

/**
 * What the outcome simulator reads of the disclosure, in the summary's one statement (null when
 * the viewer may not read it): the document's partners and state, each partner's holdings
 * and income history, and whether each partner has disclosed anything (`isPartnerDisclosed`). A
 * partner who has not counts as holding nothing, so no figure stands on what they did not give.
 */
export async function simulationDisclosure(
  ctx: FinancialDisclosureContext,
  input: { ownerId: string; documentId: string; viewer: Viewer },
) {
  const loaded = await ctx.repository.loadDocumentDisclosure({
    documentId: input.documentId,
    viewer: { subjectId: input.ownerId, viewer: input.viewer },
    amountsOnly: true,
  });
  if (!loaded) return null;
  const { userAId, userBId } = loaded.document;
  const entries: SimulationEntry[] = [];
  for (const kind of DISCLOSURE_KINDS) {
    for (const raw of loaded.entries[kind] ?? []) entries.push(amountEntryOf(kind, raw, raw["is_joint"] === true));
  }
  const status = (userId: string | null) => {
    if (!userId) return "NOT_STARTED" as const;
    const declared = loaded.declarations.get(userId) ?? { completedAt: null, nothingToDiscloseAt: null };
    const entryCount = entries.filter((entry) => entry.userId === userId).length;
    return disclosureStatus({ entryCount, ...declared });
  };
  const disclosed: Record<Respondent, boolean> = {
    A: isPartnerDisclosed({ joined: true, status: status(userAId) }),
    B: isPartnerDisclosed({ joined: userBId !== null, status: status(userBId) }),
  };
  const simulation = simulationHoldingsOf({ userAId, userBId, entries, rates: loaded.rates, now: ctx.clock.now() });
  for (const side of ["A", "B"] as const) {
    if (disclosed[side]) continue;
    simulation.holdings[side] = { ...EMPTY_HOLDINGS };
    simulation.incomeByYear[side] = [];
  }
  return { userAId, userBId, stateAbbreviation: loaded.stateAbbreviation, disclosed, ...simulation };
}
