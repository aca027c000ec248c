import { HttpError } from "../../http/errors.ts";
import type { ModuleDeps } from "../../http/types.ts";
import type { SectionGroupsResponse, SectionResponse, SelectedRestrictedOptionsResponse } from "./questionnaire.schemas.ts";

const notImplemented = () => new HttpError(501, "NOT_IMPLEMENTED", "Not implemented yet");

export function createQuestionnaireService(_deps: ModuleDeps) {
  return {
    async listSections(_userId: string, _options: { includeStatus: boolean; stateIdOverride?: string | undefined }): Promise<SectionResponse[]> {
      throw notImplemented();
    },
    async getSection(_userId: string, _section: string): Promise<SectionResponse> {
      throw notImplemented();
    },
    async getSectionGroups(_input: { userId: string; section: string; documentId?: string | undefined }): Promise<SectionGroupsResponse> {
      throw notImplemented();
    },
    async getDocumentSectionGroups(_input: {
      documentId: string;
      section: string;
      respondentUserId: string;
      callerId: string;
      callerIsParty: boolean;
    }): Promise<SectionGroupsResponse> {
      throw notImplemented();
    },
    async findSelectedOptions(_userId: string, _optionIds: string[]): Promise<SelectedRestrictedOptionsResponse> {
      throw notImplemented();
    },
  };
}
