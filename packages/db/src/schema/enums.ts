import { pgEnum } from "drizzle-orm/pg-core";
import {
  ACCOUNT_TYPES,
  ASSET_ACCOUNT_TYPES,
  ASSET_TYPES,
  ATTORNEY_RULE_TYPES,
  ATTORNEY_STAGES,
  ATTORNEY_SUPPORTS,
  BOOKING_STATUSES,
  BUSINESS_TYPES,
  CART_STATUSES,
  CURRENCIES,
  DISTRIBUTION_LAWS,
  DOCUMENT_STATUSES,
  EVENT_STATUSES,
  GENDERS,
  INCOME_TYPES,
  INHERITANCE_CATEGORIES,
  INPUT_RESTRICTIONS,
  INPUT_TYPES,
  LIST_STYLES,
  LOCATION_TYPES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PAYOUT_STATUSES,
  PRODUCT_CATEGORIES,
  PRODUCT_TYPES,
  QUESTION_TYPES,
  REVIEW_STATUSES,
  SECTION_STATUSES,
  SPOUSAL_SUPPORT_LAWS,
  TEXT_STYLES,
  USER_TYPES,
  VEHICLE_TYPES,
} from "@prenup/domain";

// Postgres enums built from the domain's const arrays: the values are never retyped here.

/**
 * The documents that change a signed agreement and are stored as drafts (`agreement_changes`): the
 * domain's MARITAL_AGREEMENT_KINDS without POSTNUP, which is a new agreement, not a change.
 */
export const AGREEMENT_CHANGE_KINDS = ["AMENDMENT", "REVOCATION"] as const;
export type AgreementChangeKind = (typeof AGREEMENT_CHANGE_KINDS)[number];
/** A change document's life: a DRAFT the couple edits, then SIGNED, or CANCELLED. */
export const AGREEMENT_CHANGE_STATUSES = ["DRAFT", "SIGNED", "CANCELLED"] as const;
export type AgreementChangeStatus = (typeof AGREEMENT_CHANGE_STATUSES)[number];
export const userTypeEnum = pgEnum("user_type", USER_TYPES);
export const genderEnum = pgEnum("gender", GENDERS);
export const distributionLawEnum = pgEnum("distribution_law", DISTRIBUTION_LAWS);
export const spousalSupportLawEnum = pgEnum("spousal_support_law", SPOUSAL_SUPPORT_LAWS);
export const attorneySupportEnum = pgEnum("attorney_support", ATTORNEY_SUPPORTS);
export const documentStatusEnum = pgEnum("document_status", DOCUMENT_STATUSES);
export const productTypeEnum = pgEnum("product_type", PRODUCT_TYPES);
export const productCategoryEnum = pgEnum("product_category", PRODUCT_CATEGORIES);
export const cartStatusEnum = pgEnum("cart_status", CART_STATUSES);
export const paymentMethodEnum = pgEnum("payment_method", PAYMENT_METHODS);
export const payoutStatusEnum = pgEnum("payout_status", PAYOUT_STATUSES);
export const bookingStatusEnum = pgEnum("booking_status", BOOKING_STATUSES);
export const paymentStatusEnum = pgEnum("payment_status", PAYMENT_STATUSES);
export const eventStatusEnum = pgEnum("event_status", EVENT_STATUSES);
export const sectionStatusEnum = pgEnum("section_status", SECTION_STATUSES);
export const questionTypeEnum = pgEnum("question_type", QUESTION_TYPES);
export const inputTypeEnum = pgEnum("input_type", INPUT_TYPES);
export const inputRestrictionEnum = pgEnum("input_restriction", INPUT_RESTRICTIONS);
export const attorneyRuleTypeEnum = pgEnum("attorney_rule_type", ATTORNEY_RULE_TYPES);
export const assetAccountTypeEnum = pgEnum("asset_account_type", ASSET_ACCOUNT_TYPES);
export const accountTypeEnum = pgEnum("account_type", ACCOUNT_TYPES);
export const assetTypeEnum = pgEnum("asset_type", ASSET_TYPES);
export const vehicleTypeEnum = pgEnum("vehicle_type", VEHICLE_TYPES);
export const businessTypeEnum = pgEnum("business_type", BUSINESS_TYPES);
export const incomeTypeEnum = pgEnum("income_type", INCOME_TYPES);
export const inheritanceCategoryEnum = pgEnum("inheritance_category", INHERITANCE_CATEGORIES);
export const currencyEnum = pgEnum("currency", CURRENCIES);
export const attorneyStageEnum = pgEnum("attorney_stage", ATTORNEY_STAGES);
export const reviewStatusEnum = pgEnum("review_status", REVIEW_STATUSES);
export const listStyleEnum = pgEnum("list_style", LIST_STYLES);
export const textStyleEnum = pgEnum("text_style", TEXT_STYLES);
export const locationTypeEnum = pgEnum("location_type", LOCATION_TYPES);
export const agreementChangeKindEnum = pgEnum("agreement_change_kind", AGREEMENT_CHANGE_KINDS);
export const agreementChangeStatusEnum = pgEnum("agreement_change_status", AGREEMENT_CHANGE_STATUSES);
