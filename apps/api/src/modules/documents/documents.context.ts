import type { Database, NewDocument } from "@prenup/db";
import type { Clock } from "../../integrations/clock.ts";
import type { ContentService } from "../content/index.ts";
import type { StandingService } from "../standing/index.ts";
import type { StatesService } from "../states/index.ts";
import type { UsersService } from "../users/index.ts";
import type { DocumentsRepository } from "./documents.repository.ts";
import type { AgreementChange } from "./documents.schemas.ts";

/** The agreement module applies a review, a finalization or the regenerate confirmation (PATCH /documents/{id} hands them over). */
export interface AgreementChangeHandler {
  applyAgreementChange(documentId: string, actorId: string, change: AgreementChange): Promise<void>;
}

/** The document columns the agreement's lifecycle writes. */
export type AgreementFieldsChange = Partial<
  Pick<
    NewDocument,
    | "userAReviewedAt"
    | "userBReviewedAt"
    | "reviewedAt"
    | "finalizedAt"
    | "priorFinalizedAt"
    | "reviewPeriodFrom"
    | "lastGeneratedInputHash"
    | "lastGeneratedAt"
    | "generatedPdfFileId"
    | "attorneyAApprovedAt"
    | "attorneyBApprovedAt"
    | "priorAttorneyAApprovedAt"
    | "priorAttorneyBApprovedAt"
    | "status"
    | "statusModifiedAt"
    | "updatedById"
  >
>;

/**
 * What the document's row needs to be read and locked: the repository and the people's names. The
 * agreement and purchase-items modules are built on this part (`documentRecords`) before the whole
 * context exists, since the documents' PATCH hands agreement changes to the agreement module.
 */
export type DocumentRecordsContext = {
  repository: DocumentsRepository;
  /** The users module's names of people (the partner on a document, the participants). */
  users: Pick<UsersService, "findPeople">;
  /** The attorney portal's names of attorneys, with their law firm (the participants). */
  attorneys: DocumentAttorneys;
};

/** An attorney as a document's participants name them. */
export type DocumentAttorney = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  lawFirmName: string | null;
};

/** The attorneys with these ids (closed ones included), asked of the module that keeps them. */
export interface DocumentAttorneys {
  namesOf(attorneyIds: readonly string[]): Promise<DocumentAttorney[]>;
}

/**
 * What every use case of the documents module runs with: built once by its manifest's `build` and
 * passed as the first argument (`createDocument(ctx, input)`), with the module's repository, the
 * clock and the other modules' services it uses.
 */
export type DocumentsContext = DocumentRecordsContext & {
  db: Database;
  clock: Clock;
  states: Pick<StatesService, "findState">;
  /** The user's context and standing: the state-change rules and the will-hire flags read them. */
  standing: Pick<StandingService, "loadContext" | "standingOf">;
  /** The questionnaire as built for a state (what the user's answers trigger there). */
  content: Pick<ContentService, "questionnaire">;
  /** Reviews, finalizations and regenerate confirmations (the agreement module). */
  agreementChanges: AgreementChangeHandler;
};
