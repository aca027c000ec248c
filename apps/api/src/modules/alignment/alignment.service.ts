import { randomUUID } from "node:crypto";
import type { Executor } from "@prenup/db";
import { findDisputes } from "@prenup/domain";
import { conflict, notFound } from "../../http/errors.ts";
import type { ModuleDeps } from "../../http/types.ts";
import type { Clock } from "../../integrations/clock.ts";
import type { AnswerBody } from "../answers/answers.schemas.ts";
import { createAnswersRepository } from "../answers/answers.repository.ts";
import { ANSWER_ERRORS, writeAnswer } from "../answers/answers.service.ts";
import { answerText, toAnswerLike, type OfferedQuestion, type UserStanding } from "../questionnaire/questionnaire.model.ts";
import { createQuestionnaireRepository, type AnswerRecord } from "../questionnaire/questionnaire.repository.ts";
import {
  assessLoadedUser,
  isQuestionnaireCompleteFor,
  loadUserContext,
  toAnswerResponse,
  type UserContext,
} from "../questionnaire/questionnaire.service.ts";
import { createAlignmentRepository } from "./alignment.repository.ts";
import type { DisputeResponse, DisputesResponse, ResolutionResponse, ResolveDisputeResponse } from "./alignment.schemas.ts";

export const ALIGNMENT_ERRORS = {
  disputeNotFound: "Dispute not found. Please refresh the page.",
  documentNotFound: "Document not found",
} as const;

type Couple = { me: UserContext; partner: UserStanding | null };

/** The user's context and, once the partner has joined, the partner's standing on the same content. */
async function loadCouple(db: Executor, clock: Clock, userId: string): Promise<Couple> {
  const repository = createQuestionnaireRepository(db);
  const me = await loadUserContext(repository, clock, { userId });
  if (!me.document) throw conflict(ANSWER_ERRORS.noDocument, "NO_DOCUMENT");
  const { document } = me.document;
  const partnerId = document.userAId === userId ? document.userBId : document.userAId;
  if (!partnerId) return { me, partner: null };
  const [partnerUser, partnerAnswers, partnerRepresentation] = await repository.all(
    () => repository.findUser(partnerId),
    () => repository.listAnswers({ userIds: [partnerId], documentId: document.id }),
    () => repository.hasRepresentation(partnerId),
  );
  if (!partnerUser) return { me, partner: null };
  const partner = assessLoadedUser({
    questionnaire: me.standing.questionnaire,
    user: partnerUser,
    document: me.document,
    state: me.state,
    answers: partnerAnswers,
    representationPaid: partnerRepresentation,
    clock,
  });
  return { me, partner };
}

type DisputeFound = { question: OfferedQuestion; mine: AnswerRecord; theirs: AnswerRecord };

/** Disputes on questions both partners see, by section order, group order and question order. */
function disputesOf(me: UserStanding, partner: UserStanding): DisputeFound[] {
  const { questionnaire } = me;
  const sectionOrder = new Map(questionnaire.sections.map((section) => [section.id, section.order]));
  const groupOrder = new Map([...questionnaire.groupsBySection.values()].flat().map((group) => [group.id, group.order]));
  const questions = questionnaire.questions
    .filter((question) => question.row.generatesDispute && me.visible.has(question.id) && partner.visible.has(question.id))
    .sort(
      (a, b) =>
        (sectionOrder.get(a.sectionId) ?? 0) - (sectionOrder.get(b.sectionId) ?? 0) ||
        (groupOrder.get(a.row.groupId ?? "") ?? 0) - (groupOrder.get(b.row.groupId ?? "") ?? 0) ||
        a.row.order - b.row.order,
    );
  const withRecord = (standing: UserStanding) =>
    [...standing.answersByQuestion.values()].map((record) => ({ ...toAnswerLike(record), record }));
  return findDisputes({
    questions: questions.map((question) => ({ id: question.id, generatesDispute: true })),
    answersA: withRecord(me),
    answersB: withRecord(partner),
  }).map((dispute) => ({
    question: questionnaire.questionById.get(dispute.questionId)!,
    mine: dispute.answerA.record,
    theirs: dispute.answerB.record,
  }));
}

export function createAlignmentService(deps: ModuleDeps) {
  const { db, clock } = deps;
  const repository = createAlignmentRepository(db);
  const questionnaireRepository = createQuestionnaireRepository(db);

  async function toResolutions(rows: Awaited<ReturnType<typeof repository.listResolutions>>): Promise<ResolutionResponse[]> {
    const values = await repository.findOptionValues(rows.flatMap((row) => [...row.previousOptionIds, ...(row.newOptionIds ?? [])]));
    const valueOf = (id: string) => values.get(id);
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      question: { id: row.questionId, title: row.questionTitle },
      initiatedBy: { id: row.initiatedById, firstName: row.initiatedByFirstName, lastName: row.initiatedByLastName },
      previousTypedValue: row.previousTypedValue,
      previousOptionIds: row.previousOptionIds,
      previousAnswerText: answerText({ valueTyped: row.previousTypedValue, questionOptionIds: row.previousOptionIds }, valueOf),
      newAnswerText: answerText({ valueTyped: row.newValueTyped, questionOptionIds: row.newOptionIds ?? [] }, valueOf),
      createdAt: row.createdAt.toISOString(),
    }));
  }

  /** Resolves the dispute on `questionId` with the answer `body` (agree: the partner's answer). */
  async function resolve(input: {
    userId: string;
    questionId: string;
    kind: "AGREE" | "CHANGE";
    body: (dispute: DisputeFound) => AnswerBody;
  }): Promise<ResolveDisputeResponse> {
    const { resolutionId, answer, documentId } = await db.transaction(async (tx) => {
      await createAnswersRepository(tx).lockAnswersOfUser(input.userId);
      const couple = await loadCouple(tx, clock, input.userId);
      const questionId = input.questionId.toLowerCase();
      const dispute = couple.partner ? disputesOf(couple.me.standing, couple.partner).find((found) => found.question.id === questionId) : undefined;
      if (!dispute) throw notFound(ALIGNMENT_ERRORS.disputeNotFound, "DISPUTE_NOT_FOUND");
      const historyId = randomUUID();
      const result = await writeAnswer(tx, clock, {
        userId: input.userId,
        questionId,
        body: input.body(dispute),
        actorId: input.userId,
        mode: "resolve",
        strict: input.kind === "CHANGE",
        historyId,
        context: couple.me,
      });
      await createAlignmentRepository(tx).insertResolution({
        id: historyId,
        documentId: result.document.document.id,
        questionId,
        answerId: result.answer.id,
        initiatedByUserId: input.userId,
        previousTypedValue: dispute.mine.valueTyped,
        previousOptionIds: dispute.mine.questionOptionIds,
        kind: input.kind,
      });
      return { resolutionId: historyId, answer: result.answer, documentId: result.document.document.id };
    });
    const [resolution] = await toResolutions(await repository.listResolutions(documentId, resolutionId));
    return { resolution: resolution!, answer: toAnswerResponse(answer) };
  }

  return {
    async listDisputes(userId: string): Promise<DisputesResponse> {
      const { me, partner } = await loadCouple(db, clock, userId);
      const userComplete = isQuestionnaireCompleteFor(me.standing);
      if (!partner) return { partnerJoined: false, userComplete, partnerComplete: false, disputes: [] };
      const { questionnaire } = me.standing;
      const groupTitle = new Map([...questionnaire.groupsBySection.values()].flat().map((group) => [group.id, group.title]));
      const disputes: DisputeResponse[] = disputesOf(me.standing, partner).map(({ question, mine, theirs }) => {
        const valueOf = (id: string) => question.options.find((option) => option.id === id)?.row.value;
        return {
          questionId: question.id,
          sectionKey: questionnaire.sectionById.get(question.sectionId)?.key ?? "",
          groupTitle: groupTitle.get(question.row.groupId ?? "") ?? "",
          question: {
            id: question.id,
            title: question.row.title,
            description: question.row.description,
            questionType: question.row.questionType,
            inputType: question.row.inputType,
            inputRestriction: question.row.inputRestriction,
            allowsOtherOption: question.row.allowsOtherOption,
            options: question.options.map((option) => ({ id: option.id, value: option.row.value })),
          },
          myAnswer: toAnswerResponse(mine),
          partnerAnswer: toAnswerResponse(theirs),
          myAnswerText: answerText(mine, valueOf),
          partnerAnswerText: answerText(theirs, valueOf),
        };
      });
      return { partnerJoined: true, userComplete, partnerComplete: isQuestionnaireCompleteFor(partner), disputes };
    },

    async listResolutions(userId: string, documentId: string): Promise<ResolutionResponse[]> {
      const document = await questionnaireRepository.findDocument(documentId);
      if (!document || (document.document.userAId !== userId && document.document.userBId !== userId)) {
        throw notFound(ALIGNMENT_ERRORS.documentNotFound, "DOCUMENT_NOT_FOUND");
      }
      return toResolutions(await repository.listResolutions(documentId));
    },

    agreeWithPartner(userId: string, questionId: string): Promise<ResolveDisputeResponse> {
      return resolve({
        userId,
        questionId,
        kind: "AGREE",
        body: ({ theirs }) => ({ valueTyped: theirs.valueTyped, questionOptionIds: theirs.questionOptionIds }),
      });
    },

    changeAnswer(userId: string, questionId: string, body: AnswerBody): Promise<ResolveDisputeResponse> {
      return resolve({ userId, questionId, kind: "CHANGE", body: () => body });
    },
  };
}
