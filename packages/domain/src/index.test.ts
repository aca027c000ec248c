import { describe, expect, it } from "vitest";
import * as domain from "./index.ts";

/** The public API of shared/contracts/domain-api.md: every name must be exported from the root. */
const CONTRACT_FUNCTIONS = [
  "computeProgressStep",
  "progressPercent",
  "progressLabel",
  "isQuestionnaireComplete",
  "firstIncompleteSection",
  "nextSectionAfter",
  "normalizeSectionStatus",
  "sectionSlug",
  "isProductPaid",
  "representationBookingStatus",
  "qaBookingStatus",
  "isQaAvailable",
  "partnerRequiresAttorney",
  "representationType",
  "representationQuantity",
  "qaQuantity",
  "servicePriceCents",
  "documentFlags",
  "isQuestionnaireBlocked",
  "notarizationBlocker",
  "reviewWait",
  "canOfferRegenerate",
  "sectionContinueAction",
  "customerMenuGates",
  "showAttorneyServicesButton",
  "canSendQuestionnaireReminder",
  "attorneyRuleDescriptionKey",
  "customerLegacyRedirect",
  "attorneyRouteDecision",
  "adminRouteDecision",
  "requiredIncomeYears",
  "missingIncomeYears",
  "missingIncomeMessage",
  "areFinancialsComplete",
  "validateAnswer",
  "validateCurrencyInput",
  "validateProfileBirthdate",
  "validatePhoneNumber",
  "normalizePhoneNumber",
  "parseMoneyInput",
  "toCents",
  "formatCents",
  "truncateText",
  "findDisputes",
  "visibleQuestionIds",
  "computeSectionStatus",
  "isSectionLocked",
  "isAnswered",
  "answerValueForValidation",
  "effectiveOptionIds",
  "evaluateClauseConditions",
  "averageRating",
  "starCount",
  "payoutDueCents",
  "documentFileName",
  "fullName",
  "errorDisplayMessage",
  "makeUserProfileUpdateSchema",
] as const;

const CONTRACT_SCHEMAS = [
  "AccountAndAssetSchema",
  "BusinessSchema",
  "DebtSchema",
  "IncomeSchema",
  "InheritanceAndTrustSchema",
  "RealEstateSchema",
  "VehicleSchema",
  "userProfileUpdateSchema",
] as const;

const CONTRACT_ENUMS = [
  "USER_TYPES",
  "GENDERS",
  "DISTRIBUTION_LAWS",
  "SPOUSAL_SUPPORT_LAWS",
  "ATTORNEY_SUPPORTS",
  "DOCUMENT_STATUSES",
  "PRODUCT_TYPES",
  "PRODUCT_CATEGORIES",
  "CART_STATUSES",
  "PAYMENT_METHODS",
  "PAYOUT_STATUSES",
  "BOOKING_STATUSES",
  "PAYMENT_STATUSES",
  "EVENT_STATUSES",
  "SECTION_STATUSES",
  "QUESTION_TYPES",
  "INPUT_TYPES",
  "INPUT_RESTRICTIONS",
  "ATTORNEY_RULE_TYPES",
  "ASSET_ACCOUNT_TYPES",
  "ACCOUNT_TYPES",
  "ASSET_TYPES",
  "VEHICLE_TYPES",
  "BUSINESS_TYPES",
  "INCOME_TYPES",
  "INHERITANCE_CATEGORIES",
  "CURRENCIES",
  "ATTORNEY_STAGES",
  "REVIEW_STATUSES",
  "REPRESENTATION_TYPES",
  "LIST_STYLES",
  "TEXT_STYLES",
  "COMPARISON_TYPES",
  "OPTION_RESTRICTIONS",
  "RESPONDENTS",
  "LOADING_STATUSES",
  "TRANSPORT_ERROR_STATUSES",
] as const;

describe("package root", () => {
  const exported = domain as Record<string, unknown>;

  it("exports every function of the contract", () => {
    const missing = CONTRACT_FUNCTIONS.filter((name) => typeof exported[name] !== "function");
    expect(missing).toEqual([]);
  });

  it("exports every schema with its update variant", () => {
    for (const name of CONTRACT_SCHEMAS) {
      expect(typeof (exported[name] as { safeParse?: unknown } | undefined)?.safeParse, name).toBe("function");
    }
    for (const name of CONTRACT_SCHEMAS.filter((schema) => schema !== "userProfileUpdateSchema")) {
      const update = name.replace(/Schema$/, "UpdateSchema");
      expect(typeof (exported[update] as { safeParse?: unknown } | undefined)?.safeParse, update).toBe("function");
    }
  });

  it("exports every enumeration as a non-empty array of strings", () => {
    for (const name of CONTRACT_ENUMS) {
      const values = exported[name];
      expect(
        Array.isArray(values) && values.length > 0 && values.every((value) => typeof value === "string"),
        name,
      ).toBe(true);
    }
  });

  it("gives every display-label map a label for every code", () => {
    const pairs = [
      ["ACCOUNT_TYPES", "ACCOUNT_TYPE_LABELS"],
      ["ASSET_TYPES", "ASSET_TYPE_LABELS"],
      ["VEHICLE_TYPES", "VEHICLE_TYPE_LABELS"],
      ["BUSINESS_TYPES", "BUSINESS_TYPE_LABELS"],
      ["INCOME_TYPES", "INCOME_TYPE_LABELS"],
      ["GENDERS", "GENDER_LABELS"],
      ["INHERITANCE_CATEGORIES", "INHERITANCE_CATEGORY_LABELS"],
      ["ASSET_ACCOUNT_TYPES", "ASSET_ACCOUNT_TYPE_LABELS"],
    ] as const;
    for (const [codes, labels] of pairs) {
      const map = exported[labels] as Record<string, string>;
      expect(Object.keys(map).sort(), labels).toEqual([...(exported[codes] as string[])].sort());
      expect(
        Object.values(map).every((label) => label.trim() !== ""),
        labels,
      ).toBe(true);
    }
  });
});
