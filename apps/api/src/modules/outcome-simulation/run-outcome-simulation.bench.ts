/**
 * Where one outcome-simulation request's domain work goes, on the real California questionnaire with
 * every question a partner is shown answered by both partners: reading the couple's choices and
 * representation from the answers, against the 30-year simulation itself; then the request's domain
 * work with the simulation run from scratch, against finding it kept (`SimulationCache`: the key's
 * digest of the input, and the lookup). Run with
 * `npx vitest bench --run src/modules/outcome-simulation/run-outcome-simulation.bench.ts` in apps/api.
 */
import { buildDefaultAnswers, questionnaire, questionnaireInState, toConditionAnswers } from "@prenup/content";
import { stateLawOf } from "@prenup/content/runtime";
import {
  simulateOutcome,
  simulationAssumptions,
  simulationChoicesOf,
  simulationLawOf,
  simulationRepresentationOf,
  type PartnerHoldings,
  type SimulationAnswer,
} from "@prenup/domain";
import { bench, describe } from "vitest";
import type { StateQuestionnaire } from "../content/index.ts";
import { createSimulationCache } from "./simulation-cache.ts";

const engine = questionnaireInState(questionnaire, "CA") as unknown as StateQuestionnaire;
const typed = Object.fromEntries(
  engine.questions.filter((question) => question.options.length === 0).map((question) => [question.id, "written"]),
);
const answersOf = (): SimulationAnswer[] =>
  toConditionAnswers(buildDefaultAnswers(questionnaire, "CA", typed)).map((answer) => ({
    questionId: answer.questionId,
    valueTyped: answer.valueTyped ?? null,
    questionOptionIds: [...(answer.questionOptionIds ?? [])],
  }));
const answers = { A: answersOf(), B: answersOf() };
const questions = engine.questions;
const law = simulationLawOf(stateLawOf("CA")!);
const holdings = (income: number): PartnerHoldings => ({
  otherCents: 85_000_00,
  debtsCents: 12_000_00,
  homeCents: 240_000_00,
  retirementCents: 60_000_00,
  businessCents: 30_000_00,
  jointCents: 5_000_00,
  annualIncomeCents: income,
});
const incomeByYear = {
  A: [
    { year: 2025, usdCents: 100_000_00 },
    { year: 2026, usdCents: 104_000_00 },
  ],
  B: [{ year: 2026, usdCents: 50_000_00 }],
};
const attorneyOnRecord = { A: true, B: false };

function readInputs() {
  const { choices, differing } = simulationChoicesOf({ questions, answers });
  const represented = simulationRepresentationOf({ questions, answers, attorneyOnRecord });
  return { choices, differing, represented };
}
const { choices, represented } = readInputs();
const assumptions = simulationAssumptions({}, incomeByYear);
// As the route makes it: a new input object for every request.
const simulationInput = () => ({
  holdings: { A: holdings(104_000_00), B: holdings(50_000_00) },
  choices,
  law,
  represented,
  assumptions,
  voice: "couple" as const,
});
const simulate = () => simulateOutcome(simulationInput());
const cache = createSimulationCache();
cache.simulate(simulationInput());

describe(`one simulation's domain work, ${answers.A.length} answers each on ${questions.length} questions`, () => {
  bench("choices and representation from the answers", () => {
    readInputs();
  });
  bench("the 30-year simulation", () => {
    simulate();
  });
});

/** The input one request makes: its choices and representation read from the answers, its own objects. */
function requestInput() {
  const read = readInputs();
  return {
    ...simulationInput(),
    choices: read.choices,
    represented: read.represented,
    assumptions: simulationAssumptions({}, incomeByYear),
  };
}

describe("one request's domain work", () => {
  bench("simulated from scratch", () => {
    simulateOutcome(requestInput());
  });
  bench("simulation found in the cache (key and lookup)", () => {
    cache.simulate(requestInput());
  });
});
