import type { ContentService } from "../content/index.ts";
import type { DocumentsService } from "../documents/index.ts";
import type { StandingService } from "../standing/index.ts";
import type { StatesService } from "../states/index.ts";

/**
 * What every use case of the questionnaire module runs with: built once by its manifest's `build` and
 * passed as the first argument (`listSections(ctx, input)`). The rules are the domain engine's; the
 * user's context comes from the standing module in one statement.
 */
export type QuestionnaireContext = {
  standing: Pick<StandingService, "loadContext">;
  /** The help videos of the groups and questions shown. */
  content: Pick<ContentService, "videosOf">;
  /** The routes' check that an attorney's questionnaire view names a party of the document. */
  documents: Pick<DocumentsService, "findParties">;
  /** The state a section's groups are shown for. */
  states: Pick<StatesService, "findState">;
};
