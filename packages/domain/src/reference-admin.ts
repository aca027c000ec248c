import { z } from "zod";
import { ATTORNEY_SUPPORTS, DISTRIBUTION_LAWS, SPOUSAL_SUPPORT_LAWS } from "./enums.ts";
import { textSchema } from "./text.ts";

/**
 * What an admin may change of a state, a term, a template's per-state settings and a product (PATCH
 * /states/{id}, /terms/{key}/{stateId}/{documentTemplateId},
 * /states/{stateId}/document-template-states/{templateId}, /products/{id}). The server validates with these and the
 * admin's forms do too. Each body names at least one field; unknown fields are refused by name.
 * Text is trimmed; an optional text left empty clears it (null).
 */
export const REFERENCE_EDIT_MESSAGES = {
  atLeastOne: "Change at least one field",
  unknownField: "This field cannot be changed",
  boolean: "Use true or false",
  distributionLaw: "distributionLaw must be EQUITABLE_DISTRIBUTION or COMMUNITY_PROPERTY",
  spousalSupportLaw: "spousalSupportLaw must be CAN_WAIVE_OR_MODIFY, CANNOT_WAIVE_OR_MODIFY or ATTORNEY_REQUIRED",
  attorneySupport: "attorneySupport must be NONE or PARTNER",
  termRequired: "The term's wording is required",
  termForDocumentRequired: "The document's name is required",
  productTitleRequired: "The product's name is required",
  price: "Enter a price from $0.50 to $10,000, in whole cents",
} as const;

/**
 * The prices an admin may set, in cents: from the card networks' smallest charge the payment
 * provider accepts in US dollars (50 cents) to $10,000.
 */
export const PRODUCT_PRICE_LIMITS = { minCents: 50, maxCents: 1_000_000 } as const;

const flag = z.boolean({ error: REFERENCE_EDIT_MESSAGES.boolean });
/** Optional text: trimmed, empty → null. */
const optionalText = (max: number) =>
  textSchema({ max })
    .transform((value) => value.trim() || null)
    .nullable();
const requiredText = (max: number, message: string) =>
  textSchema({ max })
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, { error: message });

function strictAtLeastOne<T extends z.ZodRawShape>(shape: T) {
  return z
    .strictObject(shape, {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? `${REFERENCE_EDIT_MESSAGES.unknownField}: ${issue.keys.join(", ")}`
          : REFERENCE_EDIT_MESSAGES.atLeastOne,
    })
    .refine((value) => Object.values(value).some((field) => field !== undefined), {
      error: REFERENCE_EDIT_MESSAGES.atLeastOne,
      // Only when the body is otherwise fine: an unknown field is the one message then.
      when: (payload) => payload.issues.length === 0,
    });
}

export const updateStateSchema = strictAtLeastOne({
  isActive: flag.optional(),
  allowsOnlineNotary: flag.optional(),
  /** Shown on the couple's /notarize when online notarization is not allowed. */
  notaryBlockText: optionalText(2000).optional(),
  termForState: optionalText(100).optional(),
  distributionLaw: z.enum(DISTRIBUTION_LAWS, { error: REFERENCE_EDIT_MESSAGES.distributionLaw }).optional(),
  embryoRepRequired: flag.optional(),
  spousalSupportLaw: z.enum(SPOUSAL_SUPPORT_LAWS, { error: REFERENCE_EDIT_MESSAGES.spousalSupportLaw }).optional(),
  attorneySupport: z.enum(ATTORNEY_SUPPORTS, { error: REFERENCE_EDIT_MESSAGES.attorneySupport }).optional(),
});
export type StateUpdate = z.output<typeof updateStateSchema>;

export const updateTermSchema = z.strictObject(
  { value: requiredText(2000, REFERENCE_EDIT_MESSAGES.termRequired) },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `${REFERENCE_EDIT_MESSAGES.unknownField}: ${issue.keys.join(", ")}`
        : REFERENCE_EDIT_MESSAGES.termRequired,
  },
);
export type TermUpdate = z.output<typeof updateTermSchema>;

export const updateTemplateStateSchema = strictAtLeastOne({
  termForDocument: requiredText(200, REFERENCE_EDIT_MESSAGES.termForDocumentRequired).optional(),
  statute: optionalText(500).optional(),
  witnessRequired: flag.optional(),
});
export type TemplateStateUpdate = z.output<typeof updateTemplateStateSchema>;

const priceInCents = z
  .int({ error: REFERENCE_EDIT_MESSAGES.price })
  .min(PRODUCT_PRICE_LIMITS.minCents, { error: REFERENCE_EDIT_MESSAGES.price })
  .max(PRODUCT_PRICE_LIMITS.maxCents, { error: REFERENCE_EDIT_MESSAGES.price });

/**
 * A product's name, description, price, whether it is sold and whether discount codes apply. What
 * it is (its type, category, who it covers) is the product's own and not editable. A new price
 * applies to carts paid from then on; what was paid stays on each purchase.
 */
export const updateProductSchema = strictAtLeastOne({
  title: requiredText(120, REFERENCE_EDIT_MESSAGES.productTitleRequired).optional(),
  description: optionalText(1000).optional(),
  priceInCents: priceInCents.optional(),
  isActive: flag.optional(),
  discountsAllowed: flag.optional(),
});
export type ProductUpdate = z.output<typeof updateProductSchema>;
