import {
  answerText,
  DomainError,
  findUnchosenQuestions,
  sectionPath,
  UI_MESSAGES,
  type CoupleDispute,
  type ProposalBody,
} from "@prenup/domain";
import type { AnswerBody, AnswersService } from "../answers/index.ts";
import { toAnswerResponse } from "../answers/index.ts";
import type { StandingService } from "../standing/index.ts";
import type { AlignmentRepository } from "./alignment.repository.ts";
import { alignmentGateRefusal, disputesOf } from "./dispute-gates.ts";
import type {
  AcceptProposalResponse,
  DisputeResponse,
  DisputesResponse,
  ListThreadEntriesResponse,
  ResolutionResponse,
  ResolveDisputeResponse,
  ThreadEntryResponse,
} from "./alignment.schemas.ts";
import { threadSummaryOf, type DisputeThreadsService } from "./dispute-threads.service.ts";

export const ALIGNMENT_MESSAGES = {
  disputeNotFound: UI_MESSAGES.alignmentDisputeMissing,
  documentNotFound: "Document not found",
  noDocument: "Choose your state to start your prenup before answering questions.",
} as const;

export function createAlignmentService(deps: {
  standing: StandingService;
  answers: AnswersService;
  repository: AlignmentRepository;
  threads: DisputeThreadsService;
}) {
  const { standing, answers, repository, threads } = deps;

  async function toResolutions(
    rows: Awaited<ReturnType<AlignmentRepository["listResolutions"]>>,
  ): Promise<ResolutionResponse[]> {
    const values = await repository.findOptionValues(
      rows.flatMap((row) => [...row.previousOptionIds, ...(row.newOptionIds ?? [])]),
    );
    // The options named in a history row (deleted ones included), in the order they were stored.
    const optionsOf = (...lists: string[][]) =>
      [...new Set(lists.flat())].flatMap((id) => (values.has(id) ? [{ id, value: values.get(id)! }] : []));
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      question: { id: row.questionId, title: row.questionTitle },
      initiatedBy: { id: row.initiatedById, firstName: row.initiatedByFirstName, lastName: row.initiatedByLastName },
      previousTypedValue: row.previousTypedValue,
      previousOptionIds: row.previousOptionIds,
      previousAnswerText: answerText(
        { questionId: row.questionId, valueTyped: row.previousTypedValue, questionOptionIds: row.previousOptionIds },
        optionsOf(row.previousOptionIds, row.newOptionIds ?? []),
      ),
      newAnswerText: answerText(
        { questionId: row.questionId, valueTyped: row.newValueTyped, questionOptionIds: row.newOptionIds ?? [] },
        optionsOf(row.previousOptionIds, row.newOptionIds ?? []),
      ),
      createdAt: row.createdAt.toISOString(),
    }));
  }

  /** Resolves the dispute on `questionId` with the answer `body` gives (agree: the partner's answer). */
  async function resolve(input: {
    userId: string;
    questionId: string;
    kind: "AGREE" | "CHANGE";
    body: (dispute: CoupleDispute) => AnswerBody;
  }): Promise<ResolveDisputeResponse> {
    const questionId = input.questionId.toLowerCase();
    const result = await answers.writeAnswer({
      userId: input.userId,
      questionId,
      actorId: input.userId,
      withPartner: true,
      withFinancials: true,
      decide: (context) => {
        // The Alignment menu item's rule, from the context the write reads anyway (no statement more).
        const refusal = alignmentGateRefusal(context);
        if (refusal) throw new DomainError(refusal.code, refusal.message);
        const dispute = disputesOf(context).find((found) => found.question.id === questionId);
        if (!dispute) throw new DomainError("DISPUTE_NOT_FOUND", ALIGNMENT_MESSAGES.disputeNotFound);
        return {
          change: input.body(dispute),
          mode: "resolve",
          strict: input.kind === "CHANGE",
          resolutionKind: input.kind,
        };
      },
    });
    const [resolution] = await toResolutions(
      await repository.listResolutions(result.context.facts.document!.id, result.historyId),
    );
    return { resolution: resolution!, answer: toAnswerResponse(result.answer) };
  }

  return {
    async listDisputes(userId: string): Promise<DisputesResponse> {
      const context = await standing.loadContext(userId, { withPartner: true });
      if (!context.facts.document) throw new DomainError("NO_DOCUMENT", ALIGNMENT_MESSAGES.noDocument);
      const userComplete = context.me.isComplete();
      const { questionnaire } = context;
      const suggestions = findUnchosenQuestions(questionnaire, context.me, context.partner).map(
        ({ question, byMe, byPartner }) => {
          const section = questionnaire.sectionById.get(question.sectionId);
          return {
            questionId: question.id,
            title: question.title,
            sectionPath: section ? sectionPath(section) : "",
            byMe,
            byPartner,
          };
        },
      );
      if (!context.partner)
        return { partnerJoined: false, userComplete, partnerComplete: false, disputes: [], suggestions };
      const disputes: DisputeResponse[] = disputesOf(context).map(({ question, mine, theirs }) => {
        const row = questionnaire.questionById.get(question.id)!;
        const myAnswer = context.myAnswers.find((answer) => answer.questionId === question.id)!;
        const partnerAnswer = context.partnerAnswers.find((answer) => answer.questionId === question.id)!;
        return {
          questionId: question.id,
          sectionKey: questionnaire.sectionById.get(question.sectionId)?.key ?? "",
          groupTitle: (row.groupId && questionnaire.groupById.get(row.groupId)?.title) || "",
          question: {
            id: row.id,
            title: row.title,
            description: row.description,
            questionType: row.questionType,
            inputType: row.inputType,
            inputRestriction: row.inputRestriction,
            allowsOtherOption: row.allowsOtherOption,
            options: row.options.map((option) => ({ id: option.id, value: option.value })),
          },
          myAnswer: toAnswerResponse(myAnswer),
          partnerAnswer: toAnswerResponse(partnerAnswer),
          myAnswerText: answerText(mine, row.options),
          partnerAnswerText: answerText(theirs, row.options),
          thread: threadSummaryOf(context, question.id),
        };
      });
      return {
        partnerJoined: true,
        userComplete,
        partnerComplete: context.partner.isComplete(),
        disputes,
        suggestions,
      };
    },

    /** The document's alignment history (the caller is a party: the access rule checked it). */
    async listResolutions(documentId: string): Promise<ResolutionResponse[]> {
      return toResolutions(await repository.listResolutions(documentId));
    },

    agreeWithPartner(userId: string, questionId: string): Promise<ResolveDisputeResponse> {
      return resolve({
        userId,
        questionId,
        kind: "AGREE",
        body: ({ theirs }) => ({
          valueTyped: theirs.valueTyped ?? null,
          questionOptionIds: [...(theirs.questionOptionIds ?? [])],
        }),
      });
    },

    changeAnswer(userId: string, questionId: string, body: AnswerBody): Promise<ResolveDisputeResponse> {
      return resolve({ userId, questionId, kind: "CHANGE", body: () => body });
    },

    /** The entries of the document's dispute threads, oldest first (the parties and their assigned attorneys: the access rule checked). */
    listThreadEntries(
      documentId: string,
      query: { questionId?: string; page: number; pageSize: number },
    ): Promise<ListThreadEntriesResponse> {
      return threads.listEntries(documentId, query);
    },

    propose(actorId: string, documentId: string, questionId: string, body: ProposalBody): Promise<ThreadEntryResponse> {
      return threads.propose(actorId, documentId, questionId, body);
    },

    /** Accepts the partner's pending proposal: both answers become its option, and the resolution is in the history. */
    async acceptProposal(
      actorId: string,
      documentId: string,
      questionId: string,
      proposalId: string,
    ): Promise<AcceptProposalResponse> {
      const { entry, resolutionId } = await threads.accept(actorId, documentId, questionId, proposalId);
      const [resolution] = await toResolutions(await repository.listResolutions(documentId, resolutionId));
      return { entry, resolution: resolution! };
    },

    askAttorney(actorId: string, documentId: string, questionId: string): Promise<ThreadEntryResponse> {
      return threads.askAttorney(actorId, documentId, questionId);
    },

    /** The batched e-mail of the dispute threads (defined on the job queue by the composition root). */
    threadMailJob: () => threads.mailJob(),
  };
}

export type AlignmentService = ReturnType<typeof createAlignmentService>;
