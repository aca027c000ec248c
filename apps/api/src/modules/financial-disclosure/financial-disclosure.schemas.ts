import {
  ACKNOWLEDGEMENT_STATES,
  CURRENCIES,
  DISCLOSURE_KINDS,
  DISCLOSURE_STATUSES,
  disclosureDeclarationBodySchema,
  JointConfirmationSchema,
  fileNameSchema,
  type Currency,
  type DisclosureKind,
} from "@prenup/domain";
import { z } from "zod";
import {
  apiSchemaRegistry,
  timestampSchema,
  uuidSchema,
  pageQueryFields,
  pageResponseFields,
} from "../../http/schemas.ts";
import { KIND_CONFIG, type FieldType } from "./entry-kinds.ts";

function fieldSchema(type: FieldType): z.ZodType {
  if (type === "text") return z.string().nullable();
  if (type === "int") return z.int().nullable();
  if (type === "bool") return z.boolean().nullable();
  if (type === "json") return z.record(z.string(), z.unknown()).nullable();
  return z.enum(type.enum).nullable();
}

/** A document attached to an entry (a statement, a valuation): what it is, never its bytes. */
export const entryDocumentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  contentType: z.string(),
  size: z.int(),
  /** The SHA-256 of the bytes (lowercase hex), as the schedules print it. */
  sha256: z.string(),
  createdAt: timestampSchema,
});
apiSchemaRegistry.add(entryDocumentSchema, { id: "EntryDocument" });

const entryBase = {
  id: z.uuid(),
  userId: z.uuid(),
  documentId: z.uuid(),
  currency: z.enum(CURRENCIES),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  /** The documents behind the entry (oldest first): statements, valuations, pay slips. */
  documents: z.array(entryDocumentSchema),
};

/** A joint account or asset's settlement: who set the percentages last and whether the other partner confirmed them. */
const jointFields = {
  jointSetById: z.uuid().nullable(),
  jointConfirmedAt: timestampSchema.nullable(),
  jointConfirmedById: z.uuid().nullable(),
  /** A joint entry whose percentages the other partner has not confirmed yet (a pending financial dispute). */
  jointPending: z.boolean(),
};

function entrySchemaOf(kind: DisclosureKind) {
  const config = KIND_CONFIG[kind];
  const shape: Record<string, z.ZodType> = { ...entryBase };
  for (const field of config.fields) shape[field.api] = fieldSchema(field.type);
  if (kind === "assets") Object.assign(shape, jointFields);
  const schema = z.object(shape);
  apiSchemaRegistry.add(schema, { id: `${config.entity}Entry` });
  return schema;
}

export const entrySchemas = Object.fromEntries(DISCLOSURE_KINDS.map((kind) => [kind, entrySchemaOf(kind)])) as Record<
  DisclosureKind,
  z.ZodObject
>;

export const entryPageSchemas = Object.fromEntries(
  DISCLOSURE_KINDS.map((kind) => [kind, z.object({ items: z.array(entrySchemas[kind]), ...pageResponseFields() })]),
) as unknown as Record<DisclosureKind, z.ZodObject>;

export const disclosureParamsSchema = z.object({ id: uuidSchema, docId: uuidSchema });
export const entryParamsSchema = z.object({ id: uuidSchema, docId: uuidSchema, entryId: uuidSchema });

export const listEntriesQuerySchema = z.object({
  currency: z.enum(CURRENCIES, { error: "Please choose a valid currency" }).optional(),
  ...pageQueryFields({ maxPageSize: 200, defaultPageSize: 100 }),
});

export const jointConfirmationBodySchema = JointConfirmationSchema;

const kindTotalSchema = z.object({
  kind: z.enum(DISCLOSURE_KINDS),
  entryCount: z.int(),
  byCurrency: z.array(z.object({ currency: z.enum(CURRENCIES), amountInCents: z.int() })),
  usdCents: z.int().nullable(),
});

/**
 * A partner's declaration about their disclosure and the status it gives it (`disclosureStatus`):
 * the agreement can be generated once both partners' status is COMPLETED or NOTHING_TO_DISCLOSE.
 */
const declarationFields = {
  userId: z.uuid(),
  disclosureStatus: z.enum(DISCLOSURE_STATUSES),
  /** When the partner marked the disclosure complete (null: not marked, or withdrawn). */
  completedAt: timestampSchema.nullable(),
  /** When the partner declared there is nothing to disclose (cleared when they add an entry). */
  nothingToDiscloseAt: timestampSchema.nullable(),
};

export const disclosureDeclarationSchema = z.object(declarationFields);
apiSchemaRegistry.add(disclosureDeclarationSchema, { id: "DisclosureDeclaration" });

export const declarationBodySchema = disclosureDeclarationBodySchema;

/**
 * Where the other partner's acknowledgement of this partner's disclosure stands
 * (`disclosureAcknowledgementOf`): the version to acknowledge now and the one last acknowledged.
 */
export const disclosureAcknowledgementSchema = z.object({
  state: z.enum(ACKNOWLEDGEMENT_STATES),
  /** The version the other partner acknowledges now; null while the disclosure is not given. */
  currentVersion: z.int().nullable(),
  /** The owner changed the disclosure after the latest frozen version: the current one is frozen when it is acknowledged. */
  currentIsNew: z.boolean(),
  acknowledgedVersion: z.int().nullable(),
  acknowledgedAt: timestampSchema.nullable(),
  /** When the latest version was frozen. */
  latestVersionAt: timestampSchema.nullable(),
  /** While LAPSED: the entries added, changed and removed since the acknowledged version, by title (`disclosureChangesSince`). */
  changesSinceAcknowledged: z
    .object({ added: z.array(z.string()), changed: z.array(z.string()), removed: z.array(z.string()) })
    .nullable(),
});
apiSchemaRegistry.add(disclosureAcknowledgementSchema, { id: "DisclosureAcknowledgement" });

export const acknowledgementBodySchema = z.object({
  version: z.int({ error: "Say which version of your partner's disclosure you acknowledge" }).positive({
    error: "Say which version of your partner's disclosure you acknowledge",
  }),
});

export const acknowledgementResultSchema = z.object({
  /** Whose disclosure was acknowledged: the reader's partner. */
  ownerId: z.uuid(),
  version: z.int(),
  acknowledgedAt: timestampSchema,
});
apiSchemaRegistry.add(acknowledgementResultSchema, { id: "DisclosureAcknowledgementResult" });

const partnerTotalsSchema = z.object({
  userId: z.uuid(),
  respondent: z.enum(["A", "B"]),
  entryCount: z.int(),
  kinds: z.array(kindTotalSchema),
  assetsUsdCents: z.int(),
  debtsUsdCents: z.int(),
  netWorthUsdCents: z.int(),
  annualIncomeUsdCents: z.int(),
  incomeByYear: z.array(z.object({ year: z.int(), usdCents: z.int() })),
  /** The required years without income while the disclosure is not given (`disclosureStepOf`); empty once it is. */
  missingIncomeYears: z.array(z.int()),
  /** 'Please add income for X' / 'X and Y' / 'X, Y, and Z'; null when no year is missing. */
  incomeMessage: z.string().nullable(),
  /** The disclosure is given (marked complete, or declared empty): the standing's `financialsComplete` for this partner. */
  financialsComplete: z.boolean(),
  lastChangedAt: timestampSchema.nullable(),
  disclosureStatus: declarationFields.disclosureStatus,
  completedAt: declarationFields.completedAt,
  nothingToDiscloseAt: declarationFields.nothingToDiscloseAt,
  /** Entries that do not say what their value is based on (Minnesota refuses generation while any remain). */
  entriesWithoutValueBasis: z.int(),
  /** The other partner's acknowledgement of this partner's disclosure. */
  acknowledgement: disclosureAcknowledgementSchema,
});

export const disclosureSummarySchema = z.object({
  documentId: z.uuid(),
  partners: z.array(partnerTotalsSchema),
  /** Joint accounts and assets awaiting the other partner's confirmation. */
  pendingJointEntries: z.array(z.object({ id: z.uuid(), userId: z.uuid(), awaitingUserId: z.uuid().nullable() })),
  rates: z.array(z.object({ currency: z.enum(CURRENCIES), rate: z.number(), asOf: timestampSchema })),
  rateDate: timestampSchema.nullable(),
  currenciesWithoutRate: z.array(z.enum(CURRENCIES)),
  /** The agreement's state (null before one is chosen): the entry forms apply its rules (`financialEntrySchemaFor`). */
  stateAbbreviation: z.string().nullable(),
  /** Every value must say what it is based on (the state-law matrix's `valueBasisRequired`: Minnesota). */
  valueBasisRequired: z.boolean(),
  /** The agreement's state by name (null before one is chosen): its rules' messages name it. */
  stateName: z.string().nullable(),
});
apiSchemaRegistry.add(disclosureSummarySchema, { id: "FinancialDisclosureSummary" });

// ---- exchange rates (admin) ----

/** One exchange rate: units of the currency per US dollar, as of a date. */
export const forExRateSchema = z.object({
  currency: z.enum(CURRENCIES),
  rate: z.number(),
  asOf: timestampSchema,
  /** An admin set it (the reference seed then keeps it). */
  editedByAdmin: z.boolean(),
  updatedAt: timestampSchema,
});
apiSchemaRegistry.add(forExRateSchema, { id: "ForExRate" });
export const forExRatesSchema = z.object({ rates: z.array(forExRateSchema) });
apiSchemaRegistry.add(forExRatesSchema, { id: "ForExRates" });
export const forExRateParamsSchema = z.object({
  currency: z.enum(
    CURRENCIES.filter((currency) => currency !== "USD") as [Exclude<Currency, "USD">, ...Exclude<Currency, "USD">[]],
    {
      error: "Choose one of the supported currencies other than the US dollar (its rate is always 1)",
    },
  ),
});
export const forExRateUpdateSchema = z
  .object({
    rate: z
      .number({ error: "Enter the rate as a number: units of the currency per US dollar" })
      .positive("The rate must be greater than zero")
      .max(1_000_000_000, "The rate must be at most 1,000,000,000"),
    /** The rate's date (YYYY-MM-DD); today when left out. */
    asOf: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the rate's date as YYYY-MM-DD")
      .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "Enter a real date")
      .optional(),
  })
  .strict();

export const entryDocumentParamsSchema = z.object({
  id: uuidSchema,
  docId: uuidSchema,
  entryId: uuidSchema,
  attachmentId: uuidSchema,
});

export const entryDocumentUploadQuerySchema = z.object({
  /** The file's name as the partner knows it (its extension follows what the bytes are). */
  name: fileNameSchema,
});
