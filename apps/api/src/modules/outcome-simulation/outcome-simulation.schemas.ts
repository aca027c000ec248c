import { DISTRIBUTION_LAWS, SIMULATION_NOTES, SPOUSAL_SUPPORT_LAWS, simulationAssumptionsQuerySchema } from "@prenup/domain";
import { z } from "zod";
import { apiSchemaRegistry, uuidSchema } from "../../http/schemas.ts";

export const simulationParamsSchema = z.object({ id: uuidSchema, docId: uuidSchema });
export const simulationQuerySchema = simulationAssumptionsQuerySchema;

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
  property: z.object({ separate: rangeSchema, shared: rangeSchema, home: rangeSchema, retirement: rangeSchema, business: rangeSchema }),
  totalProperty: rangeSchema,
  support: supportSchema,
});

/** One partner's year: their income that year and both scenarios; null when their disclosure is not given. */
const partnerYearSchema = z
  .object({ incomeCents: z.int(), agreement: partnerOutcomeSchema, stateLaw: partnerOutcomeSchema })
  .nullable();

const assumptionsSchema = z.object({
  assetGrowthPercent: z.number(),
  incomeGrowthPercentA: z.number(),
  incomeGrowthPercentB: z.number(),
  savingsRatePercent: z.number(),
});

export const outcomeSimulationSchema = z.object({
  documentId: z.uuid(),
  state: z.object({
    abbreviation: z.string(),
    name: z.string(),
    distributionLaw: z.enum(DISTRIBUTION_LAWS),
    spousalSupportLaw: z.enum(SPOUSAL_SUPPORT_LAWS),
  }),
  /** Each partner and whether the viewer sees their figures (a partner who has disclosed nothing: false). */
  partners: z.object({
    A: z.object({ userId: z.uuid(), disclosed: z.boolean() }),
    B: z.object({ userId: z.uuid().nullable(), disclosed: z.boolean() }),
  }),
  /** The assumptions used, and their defaults (income growth from each partner's income history). */
  assumptions: assumptionsSchema,
  defaults: assumptionsSchema,
  /** Equitable distribution: the range the state's-law figures span, with its source; null in a community-property state. */
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
  /** Currencies without an exchange rate: their entries are left out. */
  currenciesWithoutRate: z.array(z.string()),
  /** Years of marriage 1..30. `estateCents` counts what has been disclosed. */
  years: z.array(z.object({ year: z.int(), estateCents: z.int(), A: partnerYearSchema, B: partnerYearSchema })),
});
apiSchemaRegistry.add(outcomeSimulationSchema, { id: "OutcomeSimulation" });
export type OutcomeSimulationResponse = z.infer<typeof outcomeSimulationSchema>;
