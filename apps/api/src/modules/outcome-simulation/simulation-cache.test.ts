import { stateLawMatrix } from "@prenup/content/runtime";
import {
  DomainError,
  simulateOutcome,
  simulationLawOf,
  type PartnerHoldings,
  type SimulationChoices,
  type SimulationInput,
} from "@prenup/domain";
import { describe, expect, it } from "vitest";
import { createSimulationCache, simulationKey } from "./simulation-cache.ts";

const holdings = (income: number): PartnerHoldings => ({
  otherCents: 85_000_00,
  debtsCents: 12_000_00,
  homeCents: 240_000_00,
  retirementCents: 60_000_00,
  businessCents: 30_000_00,
  jointCents: 5_000_00,
  annualIncomeCents: income,
});
const choices: SimulationChoices = {
  premaritalAssets: "all_separate",
  separateGrowth: "effort_shared",
  premaritalDebts: "owner",
  maritalRegime: "joint_only",
  earnings: "earner",
  division: "contribution",
  retirementPremarital: "separate",
  retirementMarital: "shared",
  business: { A: "growth_shared", B: "owner_keeps_all" },
  homePlan: "owned_home",
  homeGrowth: "growth_shared",
  support: { choice: "cap", monthlyCapCents: 2_500_00, maxMonths: 36, sunsetAfterYears: 12 },
};
const inputIn = (stateId: string): SimulationInput => ({
  holdings: { A: holdings(104_000_00), B: holdings(50_000_00) },
  choices,
  law: simulationLawOf(stateLawMatrix[stateId as keyof typeof stateLawMatrix]),
  represented: { A: true, B: false },
  assumptions: { assetGrowthPercent: 5, incomeGrowthPercentA: 4, incomeGrowthPercentB: 3, savingsRatePercent: 10 },
  years: 30,
  voice: "couple",
});

type Leaf = { path: string[]; value: string | number | boolean | null };
/** Every leaf of `value` (a field holding a string, number, boolean or null), by its path. */
function leavesOf(value: unknown, path: string[] = []): Leaf[] {
  if (value !== null && typeof value === "object")
    return Object.entries(value).flatMap(([name, field]) => leavesOf(field, [...path, name]));
  return [{ path, value: value as Leaf["value"] }];
}
/** A copy of `input` with the leaf at `path` set to `value`. */
function withLeaf(input: SimulationInput, path: string[], value: unknown): SimulationInput {
  const copy = structuredClone(input) as unknown as Record<string, unknown>;
  let target = copy;
  for (const name of path.slice(0, -1)) target = target[name] as Record<string, unknown>;
  target[path.at(-1)!] = value;
  return copy as unknown as SimulationInput;
}
/** Another value of a leaf's kind: a number moved by one, a string changed, a boolean flipped, null made 0. */
function changed(value: Leaf["value"]): Leaf["value"] {
  if (value === null) return 0;
  if (typeof value === "number") return value + 1;
  if (typeof value === "string") return `${value}x`;
  return !value;
}

describe("the simulation cache", () => {
  it("answers what simulateOutcome answers, in every state, and keeps it for an equal input made anew", () => {
    const cache = createSimulationCache();
    for (const stateId of Object.keys(stateLawMatrix)) {
      for (const voice of ["couple", "counsel"] as const) {
        const input = { ...inputIn(stateId), voice };
        const first = cache.simulate(input);
        expect(first, stateId).toEqual(simulateOutcome(input));
        // The same data in new objects, fields in another order: the kept result.
        const again = Object.fromEntries(Object.entries(structuredClone(input)).reverse()) as SimulationInput;
        expect(cache.simulate(again), stateId).toBe(first);
      }
    }
  });

  it("never answers one input with another's result: every field of the input is in the key", () => {
    const input = inputIn("CA");
    const cache = createSimulationCache();
    const original = cache.simulate(input);
    const leaves = leavesOf(input);
    expect(leaves.length).toBeGreaterThan(30);
    const keys = new Set([simulationKey(input)]);
    for (const leaf of leaves) {
      const other = withLeaf(input, leaf.path, changed(leaf.value));
      const key = simulationKey(other);
      expect(keys.has(key), leaf.path.join(".")).toBe(false);
      keys.add(key);
      // Where the change moves the figures, the cache answers the changed input's own result.
      let fresh: ReturnType<typeof simulateOutcome> | null = null;
      try {
        fresh = simulateOutcome(other);
      } catch {
        continue;
      }
      const kept = cache.simulate(other);
      expect(kept, leaf.path.join(".")).toEqual(fresh);
      if (JSON.stringify(fresh) !== JSON.stringify(original)) expect(kept).not.toEqual(original);
    }
  });

  it("keeps an absent optional field and an undefined one as the same input", () => {
    const { years: _years, voice: _voice, ...bare } = inputIn("NY");
    expect(simulationKey({ ...bare, years: undefined, voice: undefined })).toBe(simulationKey(bare));
    expect(simulationKey({ ...bare, voice: "couple" })).not.toBe(simulationKey(bare));
  });

  it("keeps nothing of a refused simulation: each request is refused again", () => {
    const cache = createSimulationCache();
    const huge = { ...holdings(Number.MAX_SAFE_INTEGER), otherCents: Number.MAX_SAFE_INTEGER };
    const input = { ...inputIn("CA"), holdings: { A: huge, B: huge } };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(() => cache.simulate(input)).toThrow(DomainError);
    }
    expect(cache.simulate(inputIn("CA"))).toEqual(simulateOutcome(inputIn("CA")));
  });

  it("drops the least recently used simulation beyond its bound and runs it again when asked", () => {
    const cache = createSimulationCache({ max: 1 });
    const first = cache.simulate(inputIn("CA"));
    cache.simulate(inputIn("TX"));
    const again = cache.simulate(inputIn("CA"));
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
