import {
  DIVISION_SYSTEMS,
  ESTIMATE_SUBJECTS,
  SEPARATE_GROWTH_RULES,
  SIMULATION_NOTES,
  SPOUSAL_SUPPORT_LAWS,
  simulationAssumptionsQuerySchema,
} from "@prenup/domain";
import { z } from "zod";
import { apiSchemaRegistry, uuidSchema } from "../../http/schemas.ts";

export const simulationParamsSchema = z.object({ id: uuidSchema, docId: uuidSchema });
export const simulationQuerySchema = simulationAssumptionsQuerySchema;

/**
 * Every figure in cents is z.int(): whole cents within ±(2^53 − 1), the range `simulateOutcome`
 * checks every figure against (beyond it the simulation answers 422 AMOUNTS_OUT_OF_RANGE).
 */
const rangeSchema = z.object({ low: z.int(), expected: z.int(), high: z.int() });

/** Support as the screen shows it: no figure where the state's law decides (STATE_LAW). */
const supportSchema = z.object({
  kind: z.enum(["STATE_LAW", "WAIVED", "AGREED"]),
  /** AGREED: whether this partner receives, pays, or neither (equal incomes); WAIVED: NONE; STATE_LAW: null. */
  role: z.enum(["RECEIVES", "PAYS", "NONE"]).nullable(),
  /** The monthly amount (a cap's ceiling when `upTo`); null when the agreement does not fix it. */
  monthlyCents: z.int().nullable(),
  months: z.number().nullable(),
  lumpSumCents: z.int().nullable(),
  upTo: z.boolean(),
});

const partnerOutcomeSchema = z.object({
  property: z.object({
    separate: rangeSchema,
    shared: rangeSchema,
    home: rangeSchema,
    retirement: rangeSchema,
    business: rangeSchema,
  }),
  totalProperty: rangeSchema,
  /** What the partner owned before the marriage, with its growth, that a court may divide (0: it stays theirs). */
  premaritalAtRiskCents: z.int(),
  support: supportSchema,
});

/**
 * One partner's year: their income that year, both scenarios, and whether the agreement leaves them
 * exactly what the state's law would; null when their disclosure is not given.
 */
const partnerYearSchema = z
  .object({
    incomeCents: z.int(),
    agreement: partnerOutcomeSchema,
    stateLaw: partnerOutcomeSchema,
    sameAsStateLaw: z.boolean(),
  })
  .nullable();

const assumptionsSchema = z.object({
  assetGrowthPercent: z.number(),
  incomeGrowthPercentA: z.number(),
  incomeGrowthPercentB: z.number(),
  savingsRatePercent: z.number(),
});

export const outcomeSimulationSchema = z.object({
  documentId: z.uuid(),
  /** The state's law as the simulator reads it from the state-law matrix. */
  state: z.object({
    abbreviation: z.string(),
    name: z.string(),
    /** How a court divides property without an agreement; `allProperty`: what either owned before the marriage too. */
    division: z.object({ system: z.enum(DIVISION_SYSTEMS), allProperty: z.boolean() }),
    separateGrowth: z.enum(SEPARATE_GROWTH_RULES),
    spousalSupport: z.enum(SPOUSAL_SUPPORT_LAWS),
    /** A waiver or limit of support binds a partner only if they had independent counsel when signing. */
    supportLimitNeedsCounsel: z.boolean(),
    sharedPropertyTerm: z.enum(["community property", "marital property"]),
  }),
  /**
   * Each partner, whether the viewer sees their figures (a partner who has disclosed nothing: false)
   * and whether they have independent counsel on record.
   */
  partners: z.object({
    A: z.object({ userId: z.uuid(), disclosed: z.boolean(), represented: z.boolean() }),
    B: z.object({ userId: z.uuid().nullable(), disclosed: z.boolean(), represented: z.boolean() }),
  }),
  /** The assumptions used, and their defaults (income growth from each partner's income history). */
  assumptions: assumptionsSchema,
  defaults: assumptionsSchema,
  /** The court divides by equity: the range the state's-law figures span, with its source; null where it divides equally. */
  equitableRange: z.object({ lowPercent: z.number(), highPercent: z.number(), source: z.string() }).nullable(),
  /** What the agreement says, as the simulator reads it (keys of the questionnaire's options). */
  choices: z.object({
    premaritalAssets: z.string(),
    separateGrowth: z.string(),
    maritalRegime: z.string(),
    division: z.string(),
    retirementPremarital: z.string(),
    retirementMarital: z.string(),
    homePlan: z.string(),
    homeGrowth: z.string(),
    support: z.enum(["state_law", "waive", "cap", "formula", "lump_sum"]),
    supportSunsetAfterYears: z.int().nullable(),
  }),
  /** Questions the simulator reads where the partners' answers differ (their defaults are used until aligned). */
  differingAnswers: z.array(z.string()),
  notes: z.array(z.enum(SIMULATION_NOTES)),
  /** Why each estimate is one (or why no figure is given): per scenario and subject, a sentence naming the state. */
  estimates: z.array(
    z.object({ scenario: z.enum(["agreement", "stateLaw"]), subject: z.enum(ESTIMATE_SUBJECTS), reason: z.string() }),
  ),
  /** Currencies without an exchange rate: their entries are left out. */
  currenciesWithoutRate: z.array(z.string()),
  /** Years of marriage 1..30. `estateCents` counts what has been disclosed. */
  years: z.array(z.object({ year: z.int(), estateCents: z.int(), A: partnerYearSchema, B: partnerYearSchema })),
});
apiSchemaRegistry.add(outcomeSimulationSchema, { id: "OutcomeSimulation" });
export type OutcomeSimulationResponse = z.infer<typeof outcomeSimulationSchema>;
