import { z } from "zod";
import { LIVE_PLACES } from "./live.ts";

/** POST /users/{id}/live/presence: where the customer is (kept apart from live.ts so screens that only say presence do not load zod). */
export const livePresenceBodySchema = z.object({
  place: z.enum(LIVE_PLACES, { error: `place must be one of: ${LIVE_PLACES.join(", ")}` }),
  /** The questionnaire section on screen (place "questionnaire"). */
  sectionId: z.uuid({ error: "sectionId must be a section's id" }).nullish(),
});
export type LivePresenceBody = z.infer<typeof livePresenceBodySchema>;
