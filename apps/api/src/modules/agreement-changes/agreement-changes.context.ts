import type { Clock } from "../../integrations/clock.ts";
import type { StandingService } from "../standing/index.ts";

/**
 * What the agreement changes' use cases run with, built once by its manifest's `build`: the
 * standing's context of one partner (the agreement, its state, its notarization, the wedding date).
 * It owns no table yet.
 */
export type AgreementChangesContext = {
  clock: Clock;
  standing: Pick<StandingService, "loadContext" | "weddingDateOf">;
};
