import { toCard } from "./attorney-card.ts";
import type { AttorneyServicesContext } from "./attorney-services.context.ts";
import { PUBLIC_ATTORNEYS_SHOWN, type PublicAttorneysResponse } from "./attorney-services.schemas.ts";

/** GET /attorneys: the approved attorneys' public cards, best rated first, for visitors. */
export async function listPublicAttorneys(ctx: AttorneyServicesContext): Promise<PublicAttorneysResponse> {
  const { rows, total } = await ctx.repository.publicCards(PUBLIC_ATTORNEYS_SHOWN);
  return { attorneys: rows.map(toCard), total };
}
