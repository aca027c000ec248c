import { relations } from "drizzle-orm";
import {
  documentClauseDrafts,
  documentClauseHistory,
  documentClauses,
  documentCommits,
  documentLocks,
  documentSectionDrafts,
  documentSectionHistory,
  documentSections,
} from "./agreements.ts";
import { answerQuestionOptions, answers, discussions, resolutions } from "./answers.ts";
import { attorneyDisciplinaryRecords, attorneys, attorneyStates, internalNotes } from "./attorneys.ts";
import { answerHistory, auditLog } from "./audit.ts";
import { chatMessages } from "./chats.ts";
import {
  attorneyServices,
  cartItems,
  carts,
  coupons,
  discountCodes,
  payouts,
  products,
  purchaseItems,
  refunds,
} from "./commerce.ts";
import { documentFiles, documents, externalAttorneys } from "./documents.ts";
import { availabilitySlots, events } from "./events.ts";
import { files } from "./files.ts";
import {
  accountsAndAssets,
  businesses,
  debts,
  financialDisclosures,
  incomes,
  inheritancesAndTrusts,
  legacyJointProperties,
  realEstates,
  vehicles,
} from "./financial.ts";
import { lawFirms } from "./law-firms.ts";
import { notarizations } from "./notarizations.ts";
import {
  attorneyRules,
  conditionalVisibilities,
  questionGroups,
  questionnaireSections,
  questionOptions,
  questionOptionStates,
  questions,
  questionStateRestrictions,
  restrictedQuestionOptions,
  sectionProgress,
} from "./questionnaire.ts";
import { attorneyReviews } from "./reviews.ts";
import { countries, states } from "./states.ts";
import {
  clauseTemplates,
  documentTemplates,
  documentTemplateStates,
  libraryGroupClauses,
  libraryGroups,
  libraryGroupSections,
  libraryGroupStates,
  sectionTemplates,
  terms,
} from "./templates.ts";
import { users } from "./users.ts";
import { questionGroupVideos, questionVideos, videos, videoStates } from "./videos.ts";

// Relations for drizzle's query API (`db.query.documents.findFirst({ with: { userA: true } })`).
// All in one file so the table files never import each other in a cycle.

export const usersRelations = relations(users, ({ one, many }) => ({
  attorney: one(attorneys, { fields: [users.id], references: [attorneys.userId] }),
  documentsAsA: many(documents, { relationName: "userA" }),
  documentsAsB: many(documents, { relationName: "userB" }),
  purchaseItems: many(purchaseItems),
  carts: many(carts),
  answers: many(answers),
}));

export const countriesRelations = relations(countries, ({ many }) => ({ states: many(states) }));

export const statesRelations = relations(states, ({ one, many }) => ({
  country: one(countries, { fields: [states.countryId], references: [countries.id] }),
  documentTemplateStates: many(documentTemplateStates),
  terms: many(terms),
}));

export const lawFirmsRelations = relations(lawFirms, ({ many }) => ({ attorneys: many(attorneys) }));

export const attorneysRelations = relations(attorneys, ({ one, many }) => ({
  user: one(users, { fields: [attorneys.userId], references: [users.id] }),
  lawFirm: one(lawFirms, { fields: [attorneys.lawFirmId], references: [lawFirms.id] }),
  attorneyStates: many(attorneyStates),
  attorneyServices: many(attorneyServices),
  disciplinaryRecords: many(attorneyDisciplinaryRecords),
  internalNotes: many(internalNotes),
  reviews: many(attorneyReviews),
  events: many(events),
  availabilitySlots: many(availabilitySlots),
}));

export const attorneyStatesRelations = relations(attorneyStates, ({ one }) => ({
  attorney: one(attorneys, { fields: [attorneyStates.attorneyId], references: [attorneys.id] }),
  state: one(states, { fields: [attorneyStates.stateId], references: [states.id] }),
}));

export const attorneyDisciplinaryRecordsRelations = relations(attorneyDisciplinaryRecords, ({ one }) => ({
  attorney: one(attorneys, { fields: [attorneyDisciplinaryRecords.attorneyId], references: [attorneys.id] }),
}));

export const internalNotesRelations = relations(internalNotes, ({ one }) => ({
  attorney: one(attorneys, { fields: [internalNotes.attorneyId], references: [attorneys.id] }),
}));

export const attorneyServicesRelations = relations(attorneyServices, ({ one }) => ({
  attorney: one(attorneys, { fields: [attorneyServices.attorneyId], references: [attorneys.id] }),
  product: one(products, { fields: [attorneyServices.productId], references: [products.id] }),
}));

export const documentTemplatesRelations = relations(documentTemplates, ({ one, many }) => ({
  country: one(countries, { fields: [documentTemplates.countryId], references: [countries.id] }),
  documentTemplateStates: many(documentTemplateStates),
  sectionTemplates: many(sectionTemplates),
  terms: many(terms),
}));

export const documentTemplateStatesRelations = relations(documentTemplateStates, ({ one }) => ({
  documentTemplate: one(documentTemplates, {
    fields: [documentTemplateStates.documentTemplateId],
    references: [documentTemplates.id],
  }),
  state: one(states, { fields: [documentTemplateStates.stateId], references: [states.id] }),
}));

export const termsRelations = relations(terms, ({ one }) => ({
  state: one(states, { fields: [terms.stateId], references: [states.id] }),
  documentTemplate: one(documentTemplates, { fields: [terms.documentTemplateId], references: [documentTemplates.id] }),
}));

export const sectionTemplatesRelations = relations(sectionTemplates, ({ one, many }) => ({
  documentTemplate: one(documentTemplates, {
    fields: [sectionTemplates.documentTemplateId],
    references: [documentTemplates.id],
  }),
  clauseTemplates: many(clauseTemplates),
}));

export const clauseTemplatesRelations = relations(clauseTemplates, ({ one, many }) => ({
  sectionTemplate: one(sectionTemplates, {
    fields: [clauseTemplates.sectionTemplateId],
    references: [sectionTemplates.id],
  }),
  parent: one(clauseTemplates, {
    fields: [clauseTemplates.parentClauseTemplateId],
    references: [clauseTemplates.id],
    relationName: "clauseTemplateChildren",
  }),
  children: many(clauseTemplates, { relationName: "clauseTemplateChildren" }),
}));

export const libraryGroupsRelations = relations(libraryGroups, ({ many }) => ({
  sections: many(libraryGroupSections),
  clauses: many(libraryGroupClauses),
  states: many(libraryGroupStates),
}));

export const libraryGroupStatesRelations = relations(libraryGroupStates, ({ one }) => ({
  libraryGroup: one(libraryGroups, { fields: [libraryGroupStates.libraryGroupId], references: [libraryGroups.id] }),
  state: one(states, { fields: [libraryGroupStates.stateId], references: [states.id] }),
}));

export const libraryGroupSectionsRelations = relations(libraryGroupSections, ({ one }) => ({
  libraryGroup: one(libraryGroups, { fields: [libraryGroupSections.libraryGroupId], references: [libraryGroups.id] }),
  sectionTemplate: one(sectionTemplates, {
    fields: [libraryGroupSections.sectionTemplateId],
    references: [sectionTemplates.id],
  }),
}));

export const libraryGroupClausesRelations = relations(libraryGroupClauses, ({ one }) => ({
  libraryGroup: one(libraryGroups, { fields: [libraryGroupClauses.libraryGroupId], references: [libraryGroups.id] }),
  clauseTemplate: one(clauseTemplates, {
    fields: [libraryGroupClauses.clauseTemplateId],
    references: [clauseTemplates.id],
  }),
}));

export const documentsRelations = relations(documents, ({ one, many }) => ({
  userA: one(users, { fields: [documents.userAId], references: [users.id], relationName: "userA" }),
  userB: one(users, { fields: [documents.userBId], references: [users.id], relationName: "userB" }),
  invitedUser: one(users, { fields: [documents.invitedUserId], references: [users.id] }),
  attorneyA: one(attorneys, { fields: [documents.attorneyAId], references: [attorneys.id] }),
  attorneyB: one(attorneys, { fields: [documents.attorneyBId], references: [attorneys.id] }),
  state: one(states, { fields: [documents.stateId], references: [states.id] }),
  template: one(documentTemplates, { fields: [documents.templateId], references: [documentTemplates.id] }),
  purchaseItems: many(purchaseItems),
  externalAttorneys: many(externalAttorneys),
  documentFiles: many(documentFiles),
  answers: many(answers),
  resolutions: many(resolutions),
  discussions: many(discussions),
  notarizations: many(notarizations),
  chatMessages: many(chatMessages),
  sections: many(documentSections),
  clauses: many(documentClauses),
  commits: many(documentCommits),
  locks: many(documentLocks),
  events: many(events),
  generatedPdfFile: one(files, {
    fields: [documents.generatedPdfFileId],
    references: [files.id],
    relationName: "generatedPdf",
  }),
  proofFile: one(files, { fields: [documents.proofFileId], references: [files.id], relationName: "proofFile" }),
}));

export const externalAttorneysRelations = relations(externalAttorneys, ({ one }) => ({
  user: one(users, { fields: [externalAttorneys.userId], references: [users.id] }),
  document: one(documents, { fields: [externalAttorneys.documentId], references: [documents.id] }),
}));

export const productsRelations = relations(products, ({ many }) => ({
  purchaseItems: many(purchaseItems),
  attorneyServices: many(attorneyServices),
}));

export const couponsRelations = relations(coupons, ({ many }) => ({ discountCodes: many(discountCodes) }));

export const discountCodesRelations = relations(discountCodes, ({ one }) => ({
  coupon: one(coupons, { fields: [discountCodes.couponId], references: [coupons.id] }),
}));

export const cartsRelations = relations(carts, ({ one, many }) => ({
  user: one(users, { fields: [carts.userId], references: [users.id] }),
  document: one(documents, { fields: [carts.documentId], references: [documents.id] }),
  discountCode: one(discountCodes, { fields: [carts.discountCodeId], references: [discountCodes.id] }),
  cartItems: many(cartItems),
  purchaseItems: many(purchaseItems),
}));

export const cartItemsRelations = relations(cartItems, ({ one }) => ({
  cart: one(carts, { fields: [cartItems.cartId], references: [carts.id] }),
  product: one(products, { fields: [cartItems.productId], references: [products.id] }),
  chosenAttorney: one(attorneys, { fields: [cartItems.chosenAttorneyId], references: [attorneys.id] }),
}));

export const purchaseItemsRelations = relations(purchaseItems, ({ one, many }) => ({
  events: many(events),
  refunds: many(refunds),
  payouts: many(payouts),
  user: one(users, { fields: [purchaseItems.userId], references: [users.id] }),
  product: one(products, { fields: [purchaseItems.productId], references: [products.id] }),
  cart: one(carts, { fields: [purchaseItems.cartId], references: [carts.id] }),
  document: one(documents, { fields: [purchaseItems.documentId], references: [documents.id] }),
  attorney: one(attorneys, { fields: [purchaseItems.attorneyId], references: [attorneys.id] }),
}));

export const documentFilesRelations = relations(documentFiles, ({ one }) => ({
  document: one(documents, { fields: [documentFiles.documentId], references: [documents.id] }),
  file: one(files, { fields: [documentFiles.fileId], references: [files.id] }),
}));

export const refundsRelations = relations(refunds, ({ one }) => ({
  purchaseItem: one(purchaseItems, { fields: [refunds.purchaseItemId], references: [purchaseItems.id] }),
}));

export const payoutsRelations = relations(payouts, ({ one }) => ({
  purchaseItem: one(purchaseItems, { fields: [payouts.purchaseItemId], references: [purchaseItems.id] }),
  lawFirm: one(lawFirms, { fields: [payouts.lawFirmId], references: [lawFirms.id] }),
}));

export const questionnaireSectionsRelations = relations(questionnaireSections, ({ many }) => ({
  groups: many(questionGroups),
  questions: many(questions),
  progress: many(sectionProgress),
}));

export const questionGroupsRelations = relations(questionGroups, ({ one, many }) => ({
  section: one(questionnaireSections, { fields: [questionGroups.sectionId], references: [questionnaireSections.id] }),
  questions: many(questions),
  videos: many(questionGroupVideos),
}));

export const questionsRelations = relations(questions, ({ one, many }) => ({
  section: one(questionnaireSections, { fields: [questions.sectionId], references: [questionnaireSections.id] }),
  group: one(questionGroups, { fields: [questions.groupId], references: [questionGroups.id] }),
  parentQuestion: one(questions, {
    fields: [questions.parentQuestionId],
    references: [questions.id],
    relationName: "questionChildren",
  }),
  childQuestions: many(questions, { relationName: "questionChildren" }),
  questionOptions: many(questionOptions),
  answers: many(answers),
  videos: many(questionVideos),
  parentConditionalVisibilities: many(conditionalVisibilities, { relationName: "visibilityChild" }),
  childConditionalVisibilities: many(conditionalVisibilities, { relationName: "visibilityParent" }),
  questionStateRestrictions: many(questionStateRestrictions),
}));

export const questionOptionsRelations = relations(questionOptions, ({ one, many }) => ({
  question: one(questions, { fields: [questionOptions.questionId], references: [questions.id] }),
  restrictedQuestionOptions: many(restrictedQuestionOptions, { relationName: "restrictingOption" }),
  attorneyRules: many(attorneyRules),
  states: many(questionOptionStates),
}));

export const questionOptionStatesRelations = relations(questionOptionStates, ({ one }) => ({
  questionOption: one(questionOptions, {
    fields: [questionOptionStates.questionOptionId],
    references: [questionOptions.id],
  }),
  state: one(states, { fields: [questionOptionStates.stateId], references: [states.id] }),
}));

export const restrictedQuestionOptionsRelations = relations(restrictedQuestionOptions, ({ one }) => ({
  questionOption: one(questionOptions, {
    fields: [restrictedQuestionOptions.questionOptionId],
    references: [questionOptions.id],
    relationName: "restrictingOption",
  }),
  restrictedQuestionOption: one(questionOptions, {
    fields: [restrictedQuestionOptions.restrictedQuestionOptionId],
    references: [questionOptions.id],
  }),
}));

export const conditionalVisibilitiesRelations = relations(conditionalVisibilities, ({ one }) => ({
  parentQuestion: one(questions, {
    fields: [conditionalVisibilities.parentQuestionId],
    references: [questions.id],
    relationName: "visibilityParent",
  }),
  childQuestion: one(questions, {
    fields: [conditionalVisibilities.childQuestionId],
    references: [questions.id],
    relationName: "visibilityChild",
  }),
  questionOption: one(questionOptions, {
    fields: [conditionalVisibilities.questionOptionId],
    references: [questionOptions.id],
  }),
}));

export const questionStateRestrictionsRelations = relations(questionStateRestrictions, ({ one }) => ({
  question: one(questions, { fields: [questionStateRestrictions.questionId], references: [questions.id] }),
  state: one(states, { fields: [questionStateRestrictions.stateId], references: [states.id] }),
}));

export const attorneyRulesRelations = relations(attorneyRules, ({ one }) => ({
  questionOption: one(questionOptions, { fields: [attorneyRules.questionOptionId], references: [questionOptions.id] }),
  state: one(states, { fields: [attorneyRules.stateId], references: [states.id] }),
}));

export const sectionProgressRelations = relations(sectionProgress, ({ one }) => ({
  user: one(users, { fields: [sectionProgress.userId], references: [users.id] }),
  document: one(documents, { fields: [sectionProgress.documentId], references: [documents.id] }),
  section: one(questionnaireSections, { fields: [sectionProgress.sectionId], references: [questionnaireSections.id] }),
}));

export const videosRelations = relations(videos, ({ one, many }) => ({
  state: one(states, { fields: [videos.stateId], references: [states.id] }),
  questions: many(questionVideos),
  groups: many(questionGroupVideos),
  states: many(videoStates),
}));

export const videoStatesRelations = relations(videoStates, ({ one }) => ({
  video: one(videos, { fields: [videoStates.videoId], references: [videos.id] }),
  state: one(states, { fields: [videoStates.stateId], references: [states.id] }),
}));

export const questionVideosRelations = relations(questionVideos, ({ one }) => ({
  video: one(videos, { fields: [questionVideos.videoId], references: [videos.id] }),
  question: one(questions, { fields: [questionVideos.questionId], references: [questions.id] }),
}));

export const questionGroupVideosRelations = relations(questionGroupVideos, ({ one }) => ({
  video: one(videos, { fields: [questionGroupVideos.videoId], references: [videos.id] }),
  group: one(questionGroups, { fields: [questionGroupVideos.groupId], references: [questionGroups.id] }),
}));

export const answersRelations = relations(answers, ({ one, many }) => ({
  question: one(questions, { fields: [answers.questionId], references: [questions.id] }),
  user: one(users, { fields: [answers.userId], references: [users.id] }),
  document: one(documents, { fields: [answers.documentId], references: [documents.id] }),
  answerQuestionOptions: many(answerQuestionOptions),
  history: many(answerHistory),
}));

export const answerQuestionOptionsRelations = relations(answerQuestionOptions, ({ one }) => ({
  answer: one(answers, { fields: [answerQuestionOptions.answerId], references: [answers.id] }),
  questionOption: one(questionOptions, {
    fields: [answerQuestionOptions.questionOptionId],
    references: [questionOptions.id],
  }),
}));

export const resolutionsRelations = relations(resolutions, ({ one }) => ({
  document: one(documents, { fields: [resolutions.documentId], references: [documents.id] }),
  question: one(questions, { fields: [resolutions.questionId], references: [questions.id] }),
  answer: one(answers, { fields: [resolutions.answerId], references: [answers.id] }),
  initiatedByUser: one(users, { fields: [resolutions.initiatedByUserId], references: [users.id] }),
}));

export const discussionsRelations = relations(discussions, ({ one }) => ({
  document: one(documents, { fields: [discussions.documentId], references: [documents.id] }),
  question: one(questions, { fields: [discussions.questionId], references: [questions.id] }),
  user: one(users, { fields: [discussions.userId], references: [users.id] }),
}));

export const answerHistoryRelations = relations(answerHistory, ({ one }) => ({
  answer: one(answers, { fields: [answerHistory.answerId], references: [answers.id] }),
  question: one(questions, { fields: [answerHistory.questionId], references: [questions.id] }),
}));

export const auditLogRelations = relations(auditLog, ({ one }) => ({
  actor: one(users, { fields: [auditLog.actorUserId], references: [users.id] }),
  document: one(documents, { fields: [auditLog.documentId], references: [documents.id] }),
}));

export const accountsAndAssetsRelations = relations(accountsAndAssets, ({ one }) => ({
  user: one(users, { fields: [accountsAndAssets.userId], references: [users.id] }),
  document: one(documents, { fields: [accountsAndAssets.documentId], references: [documents.id] }),
}));
export const incomesRelations = relations(incomes, ({ one }) => ({
  user: one(users, { fields: [incomes.userId], references: [users.id] }),
  document: one(documents, { fields: [incomes.documentId], references: [documents.id] }),
}));
export const realEstatesRelations = relations(realEstates, ({ one }) => ({
  user: one(users, { fields: [realEstates.userId], references: [users.id] }),
  document: one(documents, { fields: [realEstates.documentId], references: [documents.id] }),
}));
export const vehiclesRelations = relations(vehicles, ({ one }) => ({
  user: one(users, { fields: [vehicles.userId], references: [users.id] }),
  document: one(documents, { fields: [vehicles.documentId], references: [documents.id] }),
}));
export const businessesRelations = relations(businesses, ({ one }) => ({
  user: one(users, { fields: [businesses.userId], references: [users.id] }),
  document: one(documents, { fields: [businesses.documentId], references: [documents.id] }),
}));
export const debtsRelations = relations(debts, ({ one }) => ({
  user: one(users, { fields: [debts.userId], references: [users.id] }),
  document: one(documents, { fields: [debts.documentId], references: [documents.id] }),
}));
export const inheritancesAndTrustsRelations = relations(inheritancesAndTrusts, ({ one }) => ({
  user: one(users, { fields: [inheritancesAndTrusts.userId], references: [users.id] }),
  document: one(documents, { fields: [inheritancesAndTrusts.documentId], references: [documents.id] }),
}));
export const legacyJointPropertiesRelations = relations(legacyJointProperties, ({ one }) => ({
  user: one(users, { fields: [legacyJointProperties.userId], references: [users.id] }),
  document: one(documents, { fields: [legacyJointProperties.documentId], references: [documents.id] }),
}));
export const financialDisclosuresRelations = relations(financialDisclosures, ({ one }) => ({
  user: one(users, { fields: [financialDisclosures.userId], references: [users.id] }),
  document: one(documents, { fields: [financialDisclosures.documentId], references: [documents.id] }),
}));

export const eventsRelations = relations(events, ({ one }) => ({
  purchaseItem: one(purchaseItems, { fields: [events.purchaseItemId], references: [purchaseItems.id] }),
  attorney: one(attorneys, { fields: [events.attorneyId], references: [attorneys.id] }),
  user: one(users, { fields: [events.userId], references: [users.id] }),
  document: one(documents, { fields: [events.documentId], references: [documents.id] }),
}));

export const availabilitySlotsRelations = relations(availabilitySlots, ({ one }) => ({
  attorney: one(attorneys, { fields: [availabilitySlots.attorneyId], references: [attorneys.id] }),
  event: one(events, { fields: [availabilitySlots.eventId], references: [events.id] }),
}));

export const notarizationsRelations = relations(notarizations, ({ one }) => ({
  document: one(documents, { fields: [notarizations.documentId], references: [documents.id] }),
  notarizedFile: one(files, { fields: [notarizations.notarizedFileId], references: [files.id] }),
}));

export const chatMessagesRelations = relations(chatMessages, ({ one }) => ({
  document: one(documents, { fields: [chatMessages.documentId], references: [documents.id] }),
  fromUser: one(users, { fields: [chatMessages.fromUserId], references: [users.id], relationName: "chatFrom" }),
  toUser: one(users, { fields: [chatMessages.toUserId], references: [users.id], relationName: "chatTo" }),
}));

export const attorneyReviewsRelations = relations(attorneyReviews, ({ one }) => ({
  attorney: one(attorneys, { fields: [attorneyReviews.attorneyId], references: [attorneys.id] }),
  user: one(users, { fields: [attorneyReviews.userId], references: [users.id] }),
  document: one(documents, { fields: [attorneyReviews.documentId], references: [documents.id] }),
}));

export const documentSectionsRelations = relations(documentSections, ({ one, many }) => ({
  document: one(documents, { fields: [documentSections.documentId], references: [documents.id] }),
  sectionTemplate: one(sectionTemplates, {
    fields: [documentSections.sectionTemplateId],
    references: [sectionTemplates.id],
  }),
  clauses: many(documentClauses),
}));

export const documentClausesRelations = relations(documentClauses, ({ one, many }) => ({
  document: one(documents, { fields: [documentClauses.documentId], references: [documents.id] }),
  section: one(documentSections, { fields: [documentClauses.documentSectionId], references: [documentSections.id] }),
  parent: one(documentClauses, {
    fields: [documentClauses.parentClauseId],
    references: [documentClauses.id],
    relationName: "documentClauseChildren",
  }),
  children: many(documentClauses, { relationName: "documentClauseChildren" }),
  clauseTemplate: one(clauseTemplates, {
    fields: [documentClauses.clauseTemplateId],
    references: [clauseTemplates.id],
  }),
}));

export const documentSectionDraftsRelations = relations(documentSectionDrafts, ({ one }) => ({
  document: one(documents, { fields: [documentSectionDrafts.documentId], references: [documents.id] }),
  documentSection: one(documentSections, {
    fields: [documentSectionDrafts.documentSectionId],
    references: [documentSections.id],
  }),
  author: one(users, { fields: [documentSectionDrafts.authorUserId], references: [users.id] }),
}));

export const documentClauseDraftsRelations = relations(documentClauseDrafts, ({ one }) => ({
  document: one(documents, { fields: [documentClauseDrafts.documentId], references: [documents.id] }),
  documentClause: one(documentClauses, {
    fields: [documentClauseDrafts.documentClauseId],
    references: [documentClauses.id],
  }),
  author: one(users, { fields: [documentClauseDrafts.authorUserId], references: [users.id] }),
}));

export const documentCommitsRelations = relations(documentCommits, ({ one, many }) => ({
  document: one(documents, { fields: [documentCommits.documentId], references: [documents.id] }),
  author: one(users, { fields: [documentCommits.authorUserId], references: [users.id] }),
  sections: many(documentSectionHistory),
  clauses: many(documentClauseHistory),
}));

export const documentSectionHistoryRelations = relations(documentSectionHistory, ({ one }) => ({
  commit: one(documentCommits, { fields: [documentSectionHistory.commitId], references: [documentCommits.id] }),
}));

export const documentClauseHistoryRelations = relations(documentClauseHistory, ({ one }) => ({
  commit: one(documentCommits, { fields: [documentClauseHistory.commitId], references: [documentCommits.id] }),
}));

export const documentLocksRelations = relations(documentLocks, ({ one }) => ({
  document: one(documents, { fields: [documentLocks.documentId], references: [documents.id] }),
  user: one(users, { fields: [documentLocks.userId], references: [users.id] }),
}));
