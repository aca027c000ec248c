/**
 * Every enumeration of the spec, each as a readonly array (UPPER_SNAKE plural) and a
 * string-literal union type. Values are spelled exactly as the spec spells them.
 */

export const USER_TYPES = ["CUSTOMER", "ATTORNEY", "ADMIN"] as const;
export type UserType = (typeof USER_TYPES)[number];

export const GENDERS = ["MALE", "FEMALE", "NON_BINARY", "PREFER_NO_ANSWER"] as const;
export type Gender = (typeof GENDERS)[number];

export const DISTRIBUTION_LAWS = ["EQUITABLE_DISTRIBUTION", "COMMUNITY_PROPERTY"] as const;
export type DistributionLaw = (typeof DISTRIBUTION_LAWS)[number];

export const SPOUSAL_SUPPORT_LAWS = ["CAN_WAIVE_OR_MODIFY", "CANNOT_WAIVE_OR_MODIFY", "ATTORNEY_REQUIRED"] as const;
export type SpousalSupportLaw = (typeof SPOUSAL_SUPPORT_LAWS)[number];

export const ATTORNEY_SUPPORTS = ["NONE", "PARTNER"] as const;
export type AttorneySupport = (typeof ATTORNEY_SUPPORTS)[number];

export const DOCUMENT_STATUSES = ["NOT_APPROVED", "PARTIALLY_APPROVED", "FULLY_APPROVED"] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const PRODUCT_TYPES = [
  "Q_A",
  "REPRESENTATION",
  "PRENUP",
  "POSTNUP",
  "DOCUMENT",
  "ATTORNEY_SERVICE",
  "NOTARIZATION",
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const PRODUCT_CATEGORIES = ["ATTORNEY_SERVICE", "DOCUMENT"] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** REFUNDED: a payment completed when nothing in the cart could still be bought, and was refunded in full. */
export const CART_STATUSES = ["PAID", "UNPAID", "REFUNDED"] as const;
export type CartStatus = (typeof CART_STATUSES)[number];

export const PAYMENT_METHODS = ["CARD", "KLARNA", "AFTERPAY", "CASHAPP"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYOUT_STATUSES = ["DUE", "PAID"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const BOOKING_STATUSES = ["WAITING", "SCHEDULED", "BOOKED"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const PAYMENT_STATUSES = ["SUCCESSFUL", "FULL_REFUNDED", "PARTIALLY_REFUNDED"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const EVENT_STATUSES = ["BOOKED", "CANCELED", "NO_SHOW"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const SECTION_STATUSES = ["NOT_STARTED", "IN_PROGRESS", "COMPLETED", "NOT_APPLICABLE"] as const;
export type SectionStatus = (typeof SECTION_STATUSES)[number];

export const QUESTION_TYPES = ["CHECKBOX", "RADIO", "DROPDOWN", "TEXT_AREA", "TEXT_BOX"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const INPUT_TYPES = ["TEXT", "CURRENCY", "NUMBER", "DATE", "PHONE"] as const;
export type InputType = (typeof INPUT_TYPES)[number];

export const INPUT_RESTRICTIONS = ["GREATER_THAN_ZERO", "FUTURE_DATE", "PAST_DATE"] as const;
export type InputRestriction = (typeof INPUT_RESTRICTIONS)[number];

export const ATTORNEY_RULE_TYPES = ["WAIVES_SPOUSAL_SUPPORT", "HIRES_ATTORNEY", "INCLUDES_EMBRYO_CLAUSE"] as const;
export type AttorneyRuleType = (typeof ATTORNEY_RULE_TYPES)[number];

export const ASSET_ACCOUNT_TYPES = ["ASSET", "ACCOUNT"] as const;
export type AssetAccountType = (typeof ASSET_ACCOUNT_TYPES)[number];

export const ACCOUNT_TYPES = [
  "CHECKING",
  "SAVINGS",
  "HEALTH_SAVINGS",
  "CASH_ON_HAND",
  "CERTIFICATE_OF_DEPOSIT",
  "CREDIT_UNION",
  "ESCROW_FUNDS",
  "STOCKS",
  "BONDS",
  "BOND_FUND",
  "NOTES_HELD",
  "BROKERAGE",
  "MANAGED_INVESTMENT",
  "CASH_IN_BROKERAGE",
  "MONEY_MARKET",
  "OTHER",
] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const ASSET_TYPES = [
  "RETIREMENT_401K",
  "IRA",
  "MUTUAL_FUND",
  "TSP",
  "KEOGH",
  "PROFIT_SHARING",
  "US_SAVINGS_BOND",
  "CRYPTOCURRENCY",
  "DIGITAL_ASSET",
  "VESTED_RSU",
  "UNVESTED_RSU",
  "INCENTIVE_STOCK_OPTIONS",
  "DEFERRED_COMPENSATION",
  "ANNUITY",
  "LIFE_INSURANCE_CASH_VALUE",
  "IP_INTEREST",
  "JUDGEMENTS_AND_LIENS",
  "JEWELRY",
  "CREDIT_CARD_POINTS",
  "SAFE_CONTENTS",
  "FIREARMS",
  "COLLECTIONS",
  "TOOLS_AND_EQUIPMENT",
  "CROPS_AND_LIVESTOCK",
  "HOME_FURNISHINGS",
  "ARTS_AND_ANTIQUES",
  "PENSION",
  "OTHER_RETIREMENT_PLANS",
  "OTHER",
] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

export const VEHICLE_TYPES = [
  "CAR",
  "TRUCK",
  "COMMERCIAL_VEHICLE",
  "RECREATIONAL",
  "MOTORCYCLE_SCOOTER_MOPED",
  "BOAT",
  "AIRPLANE",
  "OTHER",
] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

export const BUSINESS_TYPES = [
  "CORPORATION",
  "GENERAL_PARTNERSHIP",
  "LLC",
  "LLP",
  "LIMITED_PARTNERSHIP",
  "S_CORPORATION",
  "SOLE_PROPRIETORSHIP",
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export const INCOME_TYPES = [
  "BASE_SALARY",
  "BASE_WAGES",
  "SELF_EMPLOYMENT",
  "SS_DISABILITY",
  "SS_UNEMPLOYMENT_INSURANCE",
  "SS_WORKERS_COMPENSATION",
  "PA_CHILD_SUPPORT",
  "PA_ALIMONY_RECEIVED",
  "RENTAL_INCOME",
  "ROYALTIES",
  "CONTRIBUTIONS_FROM_HOUSEHOLD_MEMBERS",
  "OTHER",
] as const;
export type IncomeType = (typeof INCOME_TYPES)[number];

export const INHERITANCE_CATEGORIES = ["INHERITANCE", "TRUST"] as const;
export type InheritanceCategory = (typeof INHERITANCE_CATEGORIES)[number];

export const CURRENCIES = ["USD", "AUD", "CAD", "CNY", "EUR", "INR", "JPY", "SGD", "CHF", "GBP"] as const;
export type Currency = (typeof CURRENCIES)[number];

export const CURRENCY_SYMBOLS: Readonly<Record<Currency, string>> = {
  USD: "$",
  AUD: "A$",
  CAD: "C$",
  CNY: "¥",
  EUR: "€",
  INR: "₹",
  JPY: "¥",
  SGD: "S$",
  CHF: "CHF",
  GBP: "£",
};

export const ATTORNEY_STAGES = ["FORM_MISSING", "UNDER_REVIEW", "APPROVED", "DECLINED", "DEACTIVATED"] as const;
export type AttorneyStage = (typeof ATTORNEY_STAGES)[number];

export const REVIEW_STATUSES = ["PENDING", "DISABLED", "APPROVED"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REPRESENTATION_TYPES = ["NO_REPRESENTATION", "PARTIAL_REPRESENTATION", "FULL_REPRESENTATION"] as const;
export type RepresentationType = (typeof REPRESENTATION_TYPES)[number];

export const LIST_STYLES = ["NONE", "NUMERIC", "ALPHA_UPPER", "ALPHA_LOWER", "ROMAN_UPPER", "ROMAN_LOWER"] as const;
export type ListStyle = (typeof LIST_STYLES)[number];

export const TEXT_STYLES = ["BOLD", "BOLD_UNDERLINED", "BOLD_CENTERED"] as const;
export type TextStyle = (typeof TEXT_STYLES)[number];

export const COMPARISON_TYPES = ["EQUAL", "GT", "LT", "GTE", "LTE"] as const;
export type ComparisonType = (typeof COMPARISON_TYPES)[number];

export const OPTION_RESTRICTIONS = ["ANY", "ALL"] as const;
export type OptionRestriction = (typeof OPTION_RESTRICTIONS)[number];

export const RESPONDENTS = ["A", "B"] as const;
export type Respondent = (typeof RESPONDENTS)[number];

export const LOADING_STATUSES = ["uninitialized", "pending", "fulfilled", "rejected"] as const;
export type LoadingStatus = (typeof LOADING_STATUSES)[number];

export const TRANSPORT_ERROR_STATUSES = ["FETCH_ERROR", "TIMEOUT_ERROR", "PARSING_ERROR"] as const;
export type TransportErrorStatus = (typeof TRANSPORT_ERROR_STATUSES)[number];

export const LOCATION_TYPES = ["OUTBOUND_CALL"] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

// ---- Display labels (the spec's wording of each code) ------------------------------------------

export const GENDER_LABELS: Readonly<Record<Gender, string>> = {
  MALE: "Male",
  FEMALE: "Female",
  NON_BINARY: "Non-binary",
  PREFER_NO_ANSWER: "Prefer not to answer",
};

export const ASSET_ACCOUNT_TYPE_LABELS: Readonly<Record<AssetAccountType, string>> = {
  ASSET: "Asset",
  ACCOUNT: "Account",
};

export const ACCOUNT_TYPE_LABELS: Readonly<Record<AccountType, string>> = {
  CHECKING: "Checking",
  SAVINGS: "Savings",
  HEALTH_SAVINGS: "Health savings",
  CASH_ON_HAND: "Cash on hand",
  CERTIFICATE_OF_DEPOSIT: "Certificate of deposit",
  CREDIT_UNION: "Credit union",
  ESCROW_FUNDS: "Escrow funds",
  STOCKS: "Stocks",
  BONDS: "Bonds",
  BOND_FUND: "Bond fund",
  NOTES_HELD: "Notes held",
  BROKERAGE: "Brokerage",
  MANAGED_INVESTMENT: "Managed investment",
  CASH_IN_BROKERAGE: "Cash in brokerage",
  MONEY_MARKET: "Money market",
  OTHER: "Other",
};

export const ASSET_TYPE_LABELS: Readonly<Record<AssetType, string>> = {
  RETIREMENT_401K: "401(k)",
  IRA: "IRA",
  MUTUAL_FUND: "Mutual fund",
  TSP: "TSP",
  KEOGH: "Keogh",
  PROFIT_SHARING: "Profit sharing",
  US_SAVINGS_BOND: "US savings bond",
  CRYPTOCURRENCY: "Cryptocurrency",
  DIGITAL_ASSET: "Digital asset",
  VESTED_RSU: "Vested RSUs",
  UNVESTED_RSU: "Unvested RSUs",
  INCENTIVE_STOCK_OPTIONS: "Incentive stock options",
  DEFERRED_COMPENSATION: "Deferred compensation",
  ANNUITY: "Annuity",
  LIFE_INSURANCE_CASH_VALUE: "Life insurance cash value",
  IP_INTEREST: "IP interest",
  JUDGEMENTS_AND_LIENS: "Judgements and liens",
  JEWELRY: "Jewelry",
  CREDIT_CARD_POINTS: "Credit card points",
  SAFE_CONTENTS: "Safe contents",
  FIREARMS: "Firearms",
  COLLECTIONS: "Collections",
  TOOLS_AND_EQUIPMENT: "Tools and equipment",
  CROPS_AND_LIVESTOCK: "Crops and livestock",
  HOME_FURNISHINGS: "Home furnishings",
  ARTS_AND_ANTIQUES: "Arts and antiques",
  PENSION: "Pension",
  OTHER_RETIREMENT_PLANS: "Other retirement plans",
  OTHER: "Other",
};

export const VEHICLE_TYPE_LABELS: Readonly<Record<VehicleType, string>> = {
  CAR: "Car",
  TRUCK: "Truck",
  COMMERCIAL_VEHICLE: "Commercial vehicle",
  RECREATIONAL: "Recreational",
  MOTORCYCLE_SCOOTER_MOPED: "Motorcycle/scooter/moped",
  BOAT: "Boat",
  AIRPLANE: "Airplane",
  OTHER: "Other",
};

export const BUSINESS_TYPE_LABELS: Readonly<Record<BusinessType, string>> = {
  CORPORATION: "Corporation",
  GENERAL_PARTNERSHIP: "General partnership",
  LLC: "LLC",
  LLP: "LLP",
  LIMITED_PARTNERSHIP: "Limited partnership",
  S_CORPORATION: "S corporation",
  SOLE_PROPRIETORSHIP: "Sole proprietorship",
};

export const INCOME_TYPE_LABELS: Readonly<Record<IncomeType, string>> = {
  BASE_SALARY: "Base salary",
  BASE_WAGES: "Base wages",
  SELF_EMPLOYMENT: "Self-employment",
  SS_DISABILITY: "Social Security disability",
  SS_UNEMPLOYMENT_INSURANCE: "Unemployment insurance",
  SS_WORKERS_COMPENSATION: "Workers' compensation",
  PA_CHILD_SUPPORT: "Child support received",
  PA_ALIMONY_RECEIVED: "Alimony received",
  RENTAL_INCOME: "Rental income",
  ROYALTIES: "Royalties",
  CONTRIBUTIONS_FROM_HOUSEHOLD_MEMBERS: "Contributions from household members",
  OTHER: "Other",
};

export const INHERITANCE_CATEGORY_LABELS: Readonly<Record<InheritanceCategory, string>> = {
  INHERITANCE: "Inheritance",
  TRUST: "Trust",
};

/** The save indicator of a field (the name fields): typing resets success or error to idle. */
export const SAVE_STATUSES = ["idle", "loading", "success", "error"] as const;
export type SaveStatus = (typeof SAVE_STATUSES)[number];
