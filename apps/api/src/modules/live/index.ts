/**
 * Partners together in the app: each customer's live stream (the partner's presence and changes,
 * from every API instance through the couple bus) and the report of where they are. Owns no table:
 * who a customer's partner is comes from the documents service.
 */
export { installLiveChanges, registerLiveRoutes } from "./live.routes.ts";
export {
  createLiveService,
  LIVE_MESSAGES,
  MAX_LIVE_STREAMS_PER_USER,
  type Couples,
  type LiveService,
} from "./live.service.ts";
