import { access } from "../../access/rules.ts";
import { errorResponses } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import { listVideosQuerySchema, listVideosResponseSchema } from "./content.schemas.ts";
import type { ContentContext } from "./content.context.ts";
import { listVideos } from "./list-videos.ts";

export function registerContentRoutes(app: ApiInstance, deps: { content: ContentContext }): void {
  app.get(
    "/videos",
    {
      config: { access: access.anonymous() },
      schema: {
        operationId: "listVideos",
        tags: ["reference"],
        summary: "Help videos, ordered, optionally for one location and one state",
        description:
          "`location` keeps the videos of that screen (exact match); `stateId` keeps the videos shown in that " +
          "state: those without state rows (shown everywhere) and those listing the state.",
        querystring: listVideosQuerySchema,
        response: { 200: listVideosResponseSchema, ...errorResponses() },
      },
    },
    async (request) => listVideos(deps.content, request.query),
  );
}
