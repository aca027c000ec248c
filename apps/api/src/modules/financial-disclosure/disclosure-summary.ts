import { stateLawOf, valueBasisRuleFor } from "@prenup/content/runtime";
import {
  computeDisclosureTotals,
  disclosureAcknowledgementOf,
  disclosureChangesSince,
  DISCLOSURE_KINDS,
  disclosureStatus,
  disclosureStepOf,
  EDITABLE_DISCLOSURE_KINDS,
  isDisclosureGiven,
  EMPTY_HOLDINGS,
  isPartnerDisclosed,
  isPendingJointEntry,
  missingIncomeMessage,
  partnerIdOf,
  sideOf,
  simulationHoldingsOf,
  toUsdCents,
  type AssetType,
  type DisclosureKind,
  type Respondent,
  type SimulationEntry,
  type Currency,
  type DisclosureChanges,
  type VersionedEntry,
} from "@prenup/domain";
import { notFound } from "../../http/errors.ts";
import type { Clock } from "../../integrations/clock.ts";
import type { DisclosedEntry, DisclosureSource, PartnerDisclosure } from "../agreement/index.ts";
import {
  amountOf,
  amountsOf,
  declarationToApi,
  describe,
  entryDocumentsOf,
  num,
  SCHEDULE_KIND,
} from "./entry-columns.ts";
import type { FinancialDisclosureRepository, Viewer } from "./financial-disclosure.repository.ts";

type LoadedDisclosure = NonNullable<Awaited<ReturnType<FinancialDisclosureRepository["loadDocumentDisclosure"]>>>;

/**
 * Where the other partner's acknowledgement of `ownerId`'s disclosure stands
 * (`disclosureAcknowledgementOf`), with the acknowledgement's date.
 */
export function acknowledgementOfOwner(loaded: LoadedDisclosure, ownerId: string, given: boolean) {
  const versions = loaded.versions.get(ownerId) ?? { latest: null, acknowledged: null };
  return {
    ...disclosureAcknowledgementOf({
      given,
      latest: versions.latest,
      ownerLastChangedAt: loaded.lastChangedAt.get(ownerId) ?? null,
      acknowledgedVersion: versions.acknowledged?.number ?? null,
    }),
    acknowledgedAt: versions.acknowledged?.acknowledgedAt ?? null,
    latestVersionAt: versions.latest?.createdAt ?? null,
  };
}

/**
 * One partner's disclosure as the agreement's schedules print it (null when they recorded
 * nothing): entries described, amounts in USD, totals, the declaration and the acknowledgement.
 */
export function partnerDisclosureOf(
  loaded: LoadedDisclosure,
  userId: string | null,
  now: Date,
): PartnerDisclosure | null {
  if (!userId) return null;
  const rates = new Map(loaded.rates.map((rate) => [rate.currency, rate.rate]));
  const totals = computeDisclosureTotals({
    userAId: loaded.document.userAId,
    userBId: loaded.document.userBId,
    entries: amountsOf(loaded.entries),
    rates: loaded.rates,
    now,
  });
  const entries: DisclosedEntry[] = DISCLOSURE_KINDS.flatMap((kind) =>
    (loaded.entries[kind] ?? [])
      .filter((raw) => raw["user_id"] === userId)
      .map((raw) => {
        const { amountInCents } = amountOf(kind, raw);
        const currency = raw["currency"] as Currency;
        const documents = entryDocumentsOf(raw).map((document) => ({ name: document.name, sha256: document.sha256 }));
        return {
          kind: SCHEDULE_KIND[kind],
          ...describe(kind, raw),
          amountInCents,
          currency,
          amountInUsdCents: amountInCents === null ? null : toUsdCents(amountInCents, currency, rates),
          isJoint: raw["is_joint"] === true,
          userAPercentage: num(raw["user_a_percentage"]),
          userBPercentage: num(raw["user_b_percentage"]),
          ...(documents.length > 0 ? { documents } : {}),
        };
      }),
  );
  const lastChangedAt = loaded.lastChangedAt.get(userId) ?? null;
  if (entries.length === 0 && !lastChangedAt) return null;
  const partner = totals.partners.find((totalsOf) => totalsOf.userId === userId)!;
  const declared = loaded.declarations.get(userId) ?? { completedAt: null, nothingToDiscloseAt: null };
  const status = disclosureStatus({ entryCount: entries.length, ...declared });
  return {
    userId,
    status,
    declaredAt:
      status === "COMPLETED"
        ? declared.completedAt
        : status === "NOTHING_TO_DISCLOSE"
          ? declared.nothingToDiscloseAt
          : null,
    entries,
    totalsInUsdCents: {
      assets: partner.assetsUsdCents,
      debts: partner.debtsUsdCents,
      netWorth: partner.netWorthUsdCents,
      annualIncome: partner.annualIncomeUsdCents,
    },
    rateDate: totals.rateDate,
    lastChangedAt,
    acknowledgement: acknowledgementOfOwner(loaded, userId, isDisclosureGiven(status)),
  };
}

/** Both partners' totals and completeness (the summary), and the disclosure the agreement's schedules print. */
export function createDisclosureSummary(deps: { clock: Clock; repository: FinancialDisclosureRepository }) {
  const { clock, repository } = deps;

  async function loadSummary(ownerId: string, documentId: string, viewer: Viewer) {
    const loaded = await repository.loadDocumentDisclosure({
      documentId,
      viewer: { subjectId: ownerId, viewer },
      amountsOnly: true,
    });
    if (!loaded) throw notFound();
    const now = clock.now();
    const totals = computeDisclosureTotals({
      userAId: loaded.document.userAId,
      userBId: loaded.document.userBId,
      entries: amountsOf(loaded.entries),
      rates: loaded.rates,
      now,
    });
    return { loaded, totals };
  }

  return {
    /** Both partners' totals, completeness and the joint entries awaiting confirmation. */
    async summary(input: { ownerId: string; documentId: string; viewer: Viewer }) {
      const { loaded, totals } = await loadSummary(input.ownerId, input.documentId, input.viewer);
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
        const whole = await repository.loadDocumentDisclosure({
          documentId: input.documentId,
          viewer: { subjectId: input.ownerId, viewer: input.viewer },
        });
        for (const [ownerId] of lapsed) {
          const before = loaded.versions.get(ownerId)?.acknowledged?.entries ?? [];
          const after = whole ? (partnerDisclosureOf(whole, ownerId, clock.now())?.entries ?? []) : [];
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
            now: clock.now(),
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
    },

    /**
     * What the outcome simulator reads of the disclosure, in the summary's one statement (null when
     * the viewer may not read it): the document's partners and state, each partner's holdings
     * and income history, and whether each partner has disclosed anything (`isPartnerDisclosed`). A
     * partner who has not counts as holding nothing, so no figure stands on what they did not give.
     */
    async simulationDisclosure(input: { ownerId: string; documentId: string; viewer: Viewer }) {
      const loaded = await repository.loadDocumentDisclosure({
        documentId: input.documentId,
        viewer: { subjectId: input.ownerId, viewer: input.viewer },
        amountsOnly: true,
      });
      if (!loaded) return null;
      const { userAId, userBId } = loaded.document;
      const entries: SimulationEntry[] = DISCLOSURE_KINDS.flatMap((kind: DisclosureKind) =>
        (loaded.entries[kind] ?? []).map((raw) => ({
          userId: raw["user_id"] as string,
          kind,
          currency: raw["currency"] as Currency,
          ...amountOf(kind, raw),
          isJoint: raw["is_joint"] === true,
          userAPercentage: num(raw["user_a_percentage"]),
          userBPercentage: num(raw["user_b_percentage"]),
          assetType: (raw["asset_type"] as AssetType | null | undefined) ?? null,
        })),
      );
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
      const simulation = simulationHoldingsOf({ userAId, userBId, entries, rates: loaded.rates, now: clock.now() });
      for (const side of ["A", "B"] as const) {
        if (disclosed[side]) continue;
        simulation.holdings[side] = { ...EMPTY_HOLDINGS };
        simulation.incomeByYear[side] = [];
      }
      return { userAId, userBId, stateAbbreviation: loaded.stateAbbreviation, disclosed, ...simulation };
    },

    /** The agreement's view of the disclosure (Schedules A and B, its input hash). */
    disclosureSource(): DisclosureSource {
      return {
        async forDocument(documentId) {
          const loaded = await repository.loadDocumentDisclosure({ documentId });
          if (!loaded) return { userA: null, userB: null };
          const now = clock.now();
          return {
            userA: partnerDisclosureOf(loaded, loaded.document.userAId, now),
            userB: partnerDisclosureOf(loaded, loaded.document.userBId, now),
          };
        },
      };
    },
  };
}

/** The acknowledgement as the summary serves it (dates as ISO strings). */
export function acknowledgementToApi(acknowledgement: ReturnType<typeof acknowledgementOfOwner>) {
  return {
    state: acknowledgement.state,
    currentVersion: acknowledgement.currentVersion,
    currentIsNew: acknowledgement.currentIsNew,
    acknowledgedVersion: acknowledgement.acknowledgedVersion,
    acknowledgedAt: acknowledgement.acknowledgedAt?.toISOString() ?? null,
    latestVersionAt: acknowledgement.latestVersionAt?.toISOString() ?? null,
  };
}
