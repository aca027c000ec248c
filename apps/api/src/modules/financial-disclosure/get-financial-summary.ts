import { stateLawOf, valueBasisRuleFor } from "@prenup/content/runtime";
import {
  computeDisclosureTotals,
  disclosureChangesSince,
  disclosureStatus,
  disclosureStepOf,
  EDITABLE_DISCLOSURE_KINDS,
  isDisclosureGiven,
  isPendingJointEntry,
  missingIncomeMessage,
  partnerIdOf,
  sideOf,
  type DisclosureChanges,
  type VersionedEntry,
} from "@prenup/domain";
import { notFound } from "../../http/errors.ts";
import { amountsOf, declarationToApi } from "./entry-columns.ts";
import type { FinancialDisclosureContext } from "./financial-disclosure.context.ts";
import type { Viewer } from "./financial-disclosure.repository.ts";
import { acknowledgementOfOwner, acknowledgementToApi, partnerDisclosureOf } from "./partner-disclosure.ts";

/** The document's disclosure as the summary reads it (amounts only), with both partners' totals. */
async function loadSummary(ctx: FinancialDisclosureContext, ownerId: string, documentId: string, viewer: Viewer) {
  const loaded = await ctx.repository.loadDocumentDisclosure({
    documentId,
    viewer: { subjectId: ownerId, viewer },
    amountsOnly: true,
  });
  if (!loaded) throw notFound();
  const now = ctx.clock.now();
  const totals = computeDisclosureTotals({
    userAId: loaded.document.userAId,
    userBId: loaded.document.userBId,
    entries: amountsOf(loaded.entries),
    rates: loaded.rates,
    now,
  });
  return { loaded, totals };
}

/** GET …/financial-summary: both partners' totals, completeness and the joint entries awaiting confirmation. */
export async function getFinancialSummary(
  ctx: FinancialDisclosureContext,
  input: { ownerId: string; documentId: string; viewer: Viewer },
) {
  const { loaded, totals } = await loadSummary(ctx, input.ownerId, input.documentId, input.viewer);
  const { userAId, userBId } = loaded.document;
  const acknowledgements = new Map(
    totals.partners.map((partner) => {
      const declared = loaded.declarations.get(partner.userId) ?? { completedAt: null, nothingToDiscloseAt: null };
      const given = isDisclosureGiven(disclosureStatus({ entryCount: partner.entryCount, ...declared }));
      return [partner.userId, acknowledgementOfOwner(loaded, partner.userId, given)] as const;
    }),
  );
  // What changed since a lapsed acknowledgement: the entries as the schedules print them (one more statement, only then).
  const lapsed = [...acknowledgements].filter(([, acknowledgement]) => acknowledgement.state === "LAPSED");
  const changes = new Map<string, DisclosureChanges>();
  if (lapsed.length > 0) {
    const whole = await ctx.repository.loadDocumentDisclosure({
      documentId: input.documentId,
      viewer: { subjectId: input.ownerId, viewer: input.viewer },
    });
    for (const [ownerId] of lapsed) {
      const before = loaded.versions.get(ownerId)?.acknowledged?.entries ?? [];
      const after = whole ? (partnerDisclosureOf(whole, ownerId, ctx.clock.now())?.entries ?? []) : [];
      changes.set(ownerId, disclosureChangesSince(before, after as unknown as VersionedEntry[]));
    }
  }
  return {
    documentId: input.documentId,
    partners: totals.partners.map((partner) => {
      const declared = loaded.declarations.get(partner.userId) ?? { completedAt: null, nothingToDiscloseAt: null };
      const step = disclosureStepOf({
        entryCount: partner.entryCount,
        ...declared,
        incomeYears: partner.incomeByYear.map((row) => row.year),
        now: ctx.clock.now(),
      });
      return {
        ...partner,
        missingIncomeYears: step.missingIncomeYears,
        incomeMessage: missingIncomeMessage(step.missingIncomeYears),
        financialsComplete: step.given,
        respondent: sideOf({ userAId, userBId }, partner.userId) ?? ("B" as const),
        lastChangedAt: loaded.lastChangedAt.get(partner.userId)?.toISOString() ?? null,
        ...declarationToApi(partner.userId, partner.entryCount, declared),
        acknowledgement: {
          ...acknowledgementToApi(acknowledgements.get(partner.userId)!),
          changesSinceAcknowledged: changes.get(partner.userId) ?? null,
        },
        entriesWithoutValueBasis: EDITABLE_DISCLOSURE_KINDS.reduce(
          (missing, kind) =>
            missing +
            (loaded.entries[kind] ?? []).filter(
              (raw) =>
                raw["user_id"] === partner.userId &&
                !(typeof raw["value_basis"] === "string" && raw["value_basis"].trim() !== ""),
            ).length,
          0,
        ),
      };
    }),
    stateAbbreviation: loaded.stateAbbreviation,
    valueBasisRequired: valueBasisRuleFor(loaded.stateAbbreviation).required,
    stateName: stateLawOf(loaded.stateAbbreviation)?.name ?? null,
    pendingJointEntries: (loaded.entries.assets ?? [])
      .filter((raw) =>
        isPendingJointEntry({
          isJoint: raw["is_joint"] as boolean,
          jointConfirmedAt: raw["joint_confirmed_at"] as string | null,
        }),
      )
      .map((raw) => {
        const owner = raw["user_id"] as string;
        const setBy = (raw["joint_set_by_id"] as string | null) ?? owner;
        const other = partnerIdOf({ userAId, userBId }, owner);
        return { id: raw["id"] as string, userId: owner, awaitingUserId: setBy === owner ? other : owner };
      }),
    rates: loaded.rates.map((rate) => ({
      currency: rate.currency,
      rate: rate.rate,
      asOf: rate.asOf.toISOString(),
    })),
    rateDate: totals.rateDate,
    currenciesWithoutRate: totals.currenciesWithoutRate,
  };
}
