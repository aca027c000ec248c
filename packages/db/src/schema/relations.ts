import { relations } from "drizzle-orm";
import { attorneyDisciplinaryRecords, attorneys, attorneyStates, internalNotes } from "./attorneys.ts";
import { attorneyServices, cartItems, carts, coupons, discountCodes, products, purchaseItems } from "./commerce.ts";
import { documents, externalAttorneys } from "./documents.ts";
import { lawFirms } from "./law-firms.ts";
import { countries, states } from "./states.ts";
import {
  clauseTemplates,
  documentTemplates,
  documentTemplateStates,
  libraryGroupClauses,
  libraryGroups,
  libraryGroupSections,
  sectionTemplates,
  terms,
} from "./templates.ts";
import { users } from "./users.ts";

// Relations for drizzle's query API (`db.query.documents.findFirst({ with: { userA: true } })`).
// All in one file so the table files never import each other in a cycle.

export const usersRelations = relations(users, ({ one, many }) => ({
  attorney: one(attorneys, { fields: [users.id], references: [attorneys.userId] }),
  documentsAsA: many(documents, { relationName: "userA" }),
  documentsAsB: many(documents, { relationName: "userB" }),
  purchaseItems: many(purchaseItems),
  carts: many(carts),
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

export const purchaseItemsRelations = relations(purchaseItems, ({ one }) => ({
  user: one(users, { fields: [purchaseItems.userId], references: [users.id] }),
  product: one(products, { fields: [purchaseItems.productId], references: [products.id] }),
  cart: one(carts, { fields: [purchaseItems.cartId], references: [carts.id] }),
  document: one(documents, { fields: [purchaseItems.documentId], references: [documents.id] }),
  attorney: one(attorneys, { fields: [purchaseItems.attorneyId], references: [attorneys.id] }),
}));
