/** Texts of the Discounts screen, in one place. */
export const DISCOUNTS_TEXTS = {
  title: "Discounts",
  intro:
    "Coupons set the discount; customers enter one of a coupon's codes at checkout. A coupon applies only to products that allow discounts.",
  cancel: "Cancel",

  couponsTitle: "Coupons",
  couponSearchLabel: "Search coupons",
  couponSearchPlaceholder: "Coupon name",
  newCoupon: "New coupon",
  couponsEmpty: "No coupons yet.",
  couponsNoMatch: "No coupons match this search.",
  couponsLoadError: "The coupons could not be loaded",
  showCodes: "Show codes",
  shown: "Shown below",
  never: "Never",
  couponCount: (from: number, to: number, total: number) => `${from}–${to} of ${total} coupons`,

  couponFormTitle: "New coupon",
  nameLabel: "Name",
  kindLabel: "Kind of discount",
  percentKind: "Percent off",
  amountKind: "Amount off",
  percentLabel: "Percent off",
  amountLabel: "Amount off",
  expiryLabel: "Expires on",
  expiryDescription: "Optional: leave empty for no expiry.",
  createCoupon: "Create coupon",
  couponFailed: "The coupon was not created",
  couponCreated: (name: string) => `Coupon “${name}” created.`,

  codesTitle: (name: string) => `Codes of “${name}”`,
  chooseCoupon: "Choose a coupon to see its codes.",
  newCode: "New code",
  codesEmpty: "This coupon has no codes yet.",
  codesLoadError: "The codes could not be loaded",
  noLimit: "No limit",
  activeLabel: (code: string) => `${code} active`,
  edit: "Edit",
  editLabel: (code: string) => `Edit ${code}`,
  switchFailed: (code: string) => `${code} could not be changed`,

  codeFormTitle: "New code",
  editCodeTitle: (code: string) => `Edit ${code}`,
  codeLabel: "Code",
  codeDescription: "3–40 letters, digits, - or _; saved in capitals.",
  limitLabel: "Limit per customer",
  limitDescription: "How many times one customer may use the code; leave empty for no limit.",
  isActiveLabel: "Active",
  createCode: "Create code",
  saveCode: "Save",
  codeFailed: "The code was not saved",

  productsTitle: "Products",
  productsIntro: "Whether a coupon can apply to each product is set on the product, under Products & Prices.",
  productsLoadError: "The products could not be loaded",
  productsEmpty: "No products.",
  discountsAllowed: "Discounts allowed",
  discountsNotAllowed: "Discounts not allowed",
  inactive: "Inactive",
} as const;

export const COLUMN = {
  name: "Name",
  discount: "Discount",
  expires: "Expires",
  codes: "Codes",
  code: "Code",
  limit: "Limit per customer",
  redemptions: "Redemptions",
  active: "Active",
  product: "Product",
  category: "Category",
  price: "Price",
  discounts: "Discounts",
  actions: "Actions",
} as const;

export const CATEGORY_LABELS = { ATTORNEY_SERVICE: "Attorney service", DOCUMENT: "Document" } as const;

/** An expiry day (YYYY-MM-DD) in words, the same day everywhere ("December 31, 2026"); none is "Never". */
export function formatExpiry(day: string | null): string {
  return formatDay(day, DISCOUNTS_TEXTS.never);
}
import { formatDay } from "@prenup/domain";
