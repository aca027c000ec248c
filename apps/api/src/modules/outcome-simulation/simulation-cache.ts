import { createHash } from "node:crypto";
import { simulateOutcome, type SimulationInput, type SimulationResult } from "@prenup/domain";
import { LRUCache } from "lru-cache";
import { stringify } from "safe-stable-stringify";

/**
 * How many simulations are kept, the most recently used: one is about 60 KB (30 years, two
 * scenarios, two partners), so they hold about 15 MB at most.
 */
export const SIMULATIONS_KEPT = 250;

/**
 * The domain's `simulateOutcome`, run once per distinct input. The 30 years are nearly all of a
 * simulation request's work (reading the choices from the answers is a few percent of it:
 * run-outcome-simulation.bench.ts), and a couple who opens the simulator again, or their attorney
 * after them, asks for the same input until an answer, a disclosure entry or an assumption changes.
 *
 * A hit is exact: the key is a digest of the whole input written out canonically (`simulationKey`:
 * every field of every object, at any depth, with its name), so any change of the holdings, the
 * choices, the state's law, the representation, the assumptions, the years or the voice is another
 * key; the result is a pure function of the input, so a kept one is never stale. The result is
 * shared between the requests that find it: callers read it and never change it.
 */
export type SimulationCache = {
  simulate(input: SimulationInput): SimulationResult;
};

/**
 * The digest of a simulation's whole input as canonical JSON (object fields sorted by name, an
 * undefined field left out as a missing one reads the same).
 */
export function simulationKey(input: SimulationInput): string {
  return createHash("sha256")
    .update(stringify(input) ?? "")
    .digest("base64");
}

export function createSimulationCache(options: { max?: number } = {}): SimulationCache {
  const kept = new LRUCache<string, SimulationResult>({ max: options.max ?? SIMULATIONS_KEPT });
  return {
    simulate(input) {
      const key = simulationKey(input);
      const known = kept.get(key);
      if (known) return known;
      // A refused simulation (AMOUNTS_OUT_OF_RANGE) throws here and keeps nothing.
      const result = simulateOutcome(input);
      kept.set(key, result);
      return result;
    },
  };
}
