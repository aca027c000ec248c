import { stateLawOf } from "@prenup/content/runtime";
import {
  DomainError,
  equitableRangeOf,
  isDocumentParty,
  simulationAssumptions,
  simulationChoicesOf,
  simulationLawOf,
  simulationRepresentationOf,
  type PartnerOutcome,
  type Respondent,
  type SimulationAssumptionsQuery,
  type SupportOutcome,
} from "@prenup/domain";
import { notFound } from "../../http/errors.ts";
import type { OutcomeSimulationContext } from "./outcome-simulation.context.ts";
import { SIMULATION_MESSAGES } from "./outcome-simulation.messages.ts";
import type { OutcomeSimulationResponse } from "./outcome-simulation.schemas.ts";

type Viewer = { id: string; isAdmin: boolean };

function supportOf(outcome: SupportOutcome) {
  if (outcome.kind === "STATE_LAW")
    return { kind: outcome.kind, role: null, monthlyCents: null, months: null, lumpSumCents: null, upTo: false };
  if (outcome.kind === "WAIVED")
    return { kind: outcome.kind, role: "NONE" as const, monthlyCents: 0, months: 0, lumpSumCents: 0, upTo: false };
  return { ...outcome };
}

function partnerOf(outcome: PartnerOutcome) {
  return {
    property: outcome.property,
    totalProperty: outcome.totalProperty,
    premaritalAtRiskCents: outcome.premaritalAtRiskCents,
    support: supportOf(outcome.support),
  };
}

/**
 * The outcome simulator (GET …/outcome-simulation): the disclosure's read (the summary's one
 * statement: the viewer's right to read, the holdings, the document's state), the couple's answers
 * and attorneys on record from partner A's context (the standing's read model, one statement), the
 * state's row of the state-law matrix (content, no statement), then the domain's `simulateOutcome`
 * for 30 years, run once per exact input (`SimulationCache`). A partner who has disclosed nothing is
 * shown as not disclosed.
 */
export async function runOutcomeSimulation(
  ctx: OutcomeSimulationContext,
  input: {
    ownerId: string;
    documentId: string;
    viewer: Viewer;
    query: SimulationAssumptionsQuery;
  },
): Promise<OutcomeSimulationResponse> {
  const disclosure = await ctx.financialDisclosure.simulationDisclosure(input);
  if (!disclosure) throw notFound();
  const row = stateLawOf(disclosure.stateAbbreviation);
  if (!row) throw new DomainError("SIMULATION_NOT_READY", SIMULATION_MESSAGES.noState);
  const law = simulationLawOf(row);
  const context = await ctx.standing.loadContext(disclosure.userAId, {
    documentId: input.documentId,
    withPartner: true,
  });
  const questions = context.questionnaire.questions;
  const answers = { A: context.myAnswers, B: context.partnerAnswers };
  const { choices, differing } = simulationChoicesOf({ questions, answers });
  const document = context.facts.document;
  const represented = simulationRepresentationOf({
    questions,
    answers,
    attorneyOnRecord: { A: document?.attorneyAId != null, B: document?.attorneyBId != null },
  });
  const assumptions = simulationAssumptions(input.query, disclosure.incomeByYear);
  const defaults = simulationAssumptions({}, disclosure.incomeByYear);
  // The couple read "each of you"; their attorneys and staff read about "each partner".
  const parties = { userAId: disclosure.userAId, userBId: disclosure.userBId };
  const voice = isDocumentParty(parties, input.viewer.id) ? "couple" : "counsel";
  const result = ctx.simulations.simulate({
    holdings: disclosure.holdings,
    choices,
    law,
    represented,
    assumptions,
    voice,
  });
  const shown = (side: Respondent, year: (typeof result.years)[number]) =>
    disclosure.disclosed[side]
      ? {
          incomeCents: year.incomeCents[side],
          agreement: partnerOf(year.agreement[side]),
          stateLaw: partnerOf(year.stateLaw[side]),
          sameAsStateLaw: year.sameAsStateLaw[side],
        }
      : null;
  const support = choices.support;
  return {
    documentId: input.documentId,
    state: {
      abbreviation: row.stateId,
      name: law.name,
      division: { system: law.division.system, allProperty: law.division.allProperty },
      separateGrowth: law.separateGrowth,
      spousalSupport: law.spousalSupport,
      supportLimitNeedsCounsel: law.supportLimitNeedsCounsel,
      sharedPropertyTerm: law.sharedPropertyTerm,
    },
    partners: {
      A: { userId: disclosure.userAId, disclosed: disclosure.disclosed.A, represented: represented.A },
      B: { userId: disclosure.userBId, disclosed: disclosure.disclosed.B, represented: represented.B },
    },
    assumptions,
    defaults,
    equitableRange: equitableRangeOf(row),
    choices: {
      premaritalAssets: choices.premaritalAssets,
      separateGrowth: choices.separateGrowth,
      maritalRegime: choices.maritalRegime,
      division: choices.division,
      retirementPremarital: choices.retirementPremarital,
      retirementMarital: choices.retirementMarital,
      homePlan: choices.homePlan,
      homeGrowth: choices.homeGrowth,
      support: support.choice,
      supportSunsetAfterYears: support.choice === "state_law" ? null : support.sunsetAfterYears,
    },
    differingAnswers: differing,
    notes: differing.length ? [...result.notes, "ANSWERS_DIFFER"] : result.notes,
    estimates: result.estimates,
    currenciesWithoutRate: disclosure.currenciesWithoutRate,
    years: result.years.map((year) => ({
      year: year.year,
      estateCents: year.estateCents,
      A: shown("A", year),
      B: shown("B", year),
    })),
  };
}
