/**
 * Partners together in the app: each customer's live stream (the partner's presence and changes,
 * from every API instance through the couple bus) and the report of where they are. Owns no table:
 * who a customer's partner is comes from the documents service. One use case per file, each a
 * function of the module's context (`openLiveStream(ctx, input)`); the routes and the hook that
 * announces a route's change call them directly, and no other module does.
 */
export { installLiveChanges } from "./live.routes.ts";
export { liveContext, type Couples, type LiveContext } from "./live.context.ts";
export { LIVE_MESSAGES, MAX_LIVE_STREAMS_PER_USER } from "./live.messages.ts";
