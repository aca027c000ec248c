import { AGREEMENT_CHANGE_REASONS } from "@prenup/agreement";
import { AGREEMENT_CHANGE_KINDS, AGREEMENT_CHANGE_STATUSES } from "@prenup/db";
import {
  CELL_CONFIDENCES,
  MARITAL_AGREEMENT_KINDS,
  MARITAL_AGREEMENT_OUTCOMES,
  MARITAL_AGREEMENT_REQUIREMENT_KINDS,
  STATE_ABBREVIATIONS,
  textSchema,
} from "@prenup/domain";
import { z } from "zod";
import { apiSchemaRegistry, timestampSchema, uuidSchema } from "../../http/schemas.ts";
import { AGREEMENT_CHANGE_MESSAGES } from "./agreement-changes.messages.ts";

export const changeEligibilityParamsSchema = z.object({ id: uuidSchema, docId: uuidSchema });

export const changeEligibilityQuerySchema = z.object({
  kind: z.enum(MARITAL_AGREEMENT_KINDS, { error: AGREEMENT_CHANGE_MESSAGES.kind }),
  /** The state the couple lives in now (two letters); default: the agreement's state. */
  state: z.enum(STATE_ABBREVIATIONS, { error: AGREEMENT_CHANGE_MESSAGES.state }).optional(),
  /** The day the couple moved into that state and made it their home (YYYY-MM-DD), where it matters. */
  movedIn: z.iso.date({ error: AGREEMENT_CHANGE_MESSAGES.movedIn }).optional(),
});

/** GET /users/{id}/postnup-eligibility: the state the married couple lives in, and when they moved there. */
export const postnupEligibilityQuerySchema = z.object({
  state: z.enum(STATE_ABBREVIATIONS, { error: AGREEMENT_CHANGE_MESSAGES.state }),
  movedIn: z.iso.date({ error: AGREEMENT_CHANGE_MESSAGES.movedIn }).optional(),
});
export type PostnupEligibilityQuery = z.infer<typeof postnupEligibilityQuerySchema>;

const sourceSchema = z.object({
  citation: z.string(),
  confidence: z.enum(CELL_CONFIDENCES),
});

const placeSchema = z.object({
  abbreviation: z.string(),
  name: z.string(),
  /** The public page of the law behind an agreement in that state, where each rule shows its confidence. */
  lawPath: z.string(),
});

export const changeEligibilitySchema = z.object({
  kind: z.enum(MARITAL_AGREEMENT_KINDS),
  /** The state the decision is made for: where the couple lives now. */
  state: placeSchema,
  /** The state the signed agreement was made under. */
  agreementState: placeSchema,
  /** The couple's wedding date as answered (null: not answered). */
  weddingDate: z.iso.date().nullable(),
  /** The wedding date has passed in the agreement's state's calendar. */
  married: z.boolean(),
  /** The agreement was notarized. */
  signed: z.boolean(),
  outcome: z.enum(MARITAL_AGREEMENT_OUTCOMES),
  /** BLOCKED: why, in words. */
  reason: z.string().nullable(),
  /** COURT_PETITION: what the court must have and find. */
  checklist: z.array(z.string()),
  /** What the new agreement and its signing must have, each with the law that asks for it. */
  requirements: z.array(
    z.object({ kind: z.enum(MARITAL_AGREEMENT_REQUIREMENT_KINDS), text: z.string(), source: sourceSchema }),
  ),
  /** The law the decision rests on, and how sure the product is of it. */
  source: sourceSchema.nullable(),
});
apiSchemaRegistry.add(changeEligibilitySchema, { id: "ChangeEligibility" });

export type ChangeEligibilityResponse = z.infer<typeof changeEligibilitySchema>;
export type ChangeEligibilityQuery = z.infer<typeof changeEligibilityQuerySchema>;

// The couple's drafts of an amendment or a revocation (`agreement_changes`).

const M = AGREEMENT_CHANGE_MESSAGES;
export const MAX_CHANGES = 50;
const clauseText = textSchema({ max: 20_000, messages: { tooLong: M.changeText } });

/**
 * One change as the couple sends it. The clause's old text is never sent: the server reads it from
 * the signed agreement by the label (a label the agreement does not have adds a clause).
 */
export const agreementChangeSchema = z
  .object({
    /** The clause's label as the signed agreement prints it ("3.2", "3.2(a)"), or a new clause's. */
    label: textSchema({ max: 20, trim: true, messages: { notText: M.changeLabel, tooLong: M.changeLabel } }).refine(
      (label) => label !== "",
      { error: M.changeLabel },
    ),
    /** The clause's title; absent: the signed clause's own (none for a new clause). */
    title: textSchema({ max: 200, trim: true, messages: { tooLong: M.changeTitle } })
      .nullable()
      .optional(),
    /** The clause's new text; null when the amendment deletes the clause. */
    newText: clauseText.nullable(),
    reason: z.enum(AGREEMENT_CHANGE_REASONS, { error: M.changeReason }),
    /** The couple's own words about the reason, printed after it. */
    note: textSchema({ max: 500, trim: true, messages: { tooLong: M.changeNote } })
      .nullable()
      .optional(),
  })
  .superRefine((change, context) => {
    if (change.newText !== null && change.newText.trim() === "")
      context.addIssue({ code: "custom", message: M.changeEmpty, path: ["newText"] });
  });

const changesSchema = z
  .array(agreementChangeSchema)
  .max(MAX_CHANGES, { error: M.tooManyChanges })
  .superRefine((changes, context) => {
    const seen = new Set<string>();
    changes.forEach((change, index) => {
      if (seen.has(change.label)) context.addIssue({ code: "custom", message: M.labelTwice, path: [index, "label"] });
      seen.add(change.label);
    });
  });

/**
 * An amendment's answers about what it does, which some states' rules turn on (null: not answered,
 * decided as yes; absent on PATCH: kept).
 */
const amendmentEffectsShape = {
  /** It makes property that belongs to one spouse shared (community or marital) property. */
  convertsSeparateProperty: z.boolean({ error: M.effectAnswer }).nullable().optional(),
  /** It gives up a right a spouse would have at the other's death (an elective share, a homestead, an allowance). */
  waivesDeathRights: z.boolean({ error: M.effectAnswer }).nullable().optional(),
};

export const changeDraftParamsSchema = z.object({ id: uuidSchema, docId: uuidSchema, changeId: uuidSchema });

export const createChangeDraftBodySchema = z
  .object({
    kind: z.enum(AGREEMENT_CHANGE_KINDS, { error: M.draftKind }),
    /** The state the couple lives in now (two letters). */
    state: z.enum(STATE_ABBREVIATIONS, { error: M.state }),
    /** The day the couple moved into that state (YYYY-MM-DD, no later than today), where it matters. */
    movedIn: z.iso.date({ error: M.movedIn }).optional(),
    /** An amendment's changes, in order (at most 50; more may be added with PATCH). Not for a revocation. */
    changes: changesSchema.optional(),
    ...amendmentEffectsShape,
  })
  .superRefine((body, context) => {
    if (body.kind === "REVOCATION" && body.changes !== undefined)
      context.addIssue({ code: "custom", message: M.changesOnRevocation, path: ["changes"] });
    for (const key of ["convertsSeparateProperty", "waivesDeathRights"] as const)
      if (body.kind === "REVOCATION" && body[key] !== undefined && body[key] !== null)
        context.addIssue({ code: "custom", message: M.effectsOnRevocation, path: [key] });
  });

export const updateChangeDraftBodySchema = z.object({ changes: changesSchema, ...amendmentEffectsShape });

const storedChangeSchema = z.object({
  label: z.string(),
  title: z.string().nullable(),
  oldText: z.string().nullable(),
  newText: z.string().nullable(),
  reason: z.enum(AGREEMENT_CHANGE_REASONS),
  note: z.string().nullable(),
});

export const changeDraftSchema = z.object({
  id: z.uuid(),
  documentId: z.uuid(),
  kind: z.enum(AGREEMENT_CHANGE_KINDS),
  /** An amendment's number (1 for the first); null for a revocation. */
  number: z.number().int().nullable(),
  status: z.enum(AGREEMENT_CHANGE_STATUSES),
  /** The state the couple lives in now, whose law the change follows. */
  state: z.object({ abbreviation: z.string(), name: z.string() }),
  movedIn: z.iso.date().nullable(),
  changes: z.array(storedChangeSchema),
  /** An amendment makes one spouse's separate property shared (null: not answered, decided as yes; a revocation: null). */
  convertsSeparateProperty: z.boolean().nullable(),
  /** An amendment gives up a right at the other's death (null: not answered, decided as yes; a revocation: null). */
  waivesDeathRights: z.boolean().nullable(),
  /** The spouses' signings before a notary recorded so far, in the order they signed. */
  signatures: z.array(
    z.object({
      respondent: z.enum(["A", "B"]),
      /** The day on the notarial certificate. */
      signedOn: z.iso.date(),
      witnesses: z.array(z.string()),
      /** The attorney who advised this spouse, as they named them. */
      counsel: z.string().nullable(),
      /** The SHA-256 of the notarized PDF recorded with the signing. */
      fileSha256: z.string(),
    }),
  ),
  /**
   * The assigned attorneys' approvals, one per side at most: who approved for which spouse and when;
   * `current` is false when the couple changed the text after it was approved.
   */
  approvals: z.array(
    z.object({
      respondent: z.enum(["A", "B"]),
      attorneyId: z.uuid(),
      attorneyName: z.string().nullable(),
      approvedAt: timestampSchema,
      current: z.boolean(),
    }),
  ),
  /** The day the change took effect (both had signed; the later day of signing); null while it is a draft. */
  effectiveOn: z.iso.date().nullable(),
  createdById: z.uuid(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
apiSchemaRegistry.add(changeDraftSchema, { id: "ChangeDraft" });

export const changeDraftListSchema = z.object({
  /** The signed original every change refers to: its day of signing and its record hash; null until it is signed. */
  original: z.object({ signedOn: z.iso.date(), recordHash: z.string() }).nullable(),
  items: z.array(changeDraftSchema),
});

export const changeDraftDetailSchema = changeDraftSchema.extend({
  /** The document's plain text as it would be signed today; null when it cannot be drawn (see `unavailableReason`). */
  text: z.string().nullable(),
  /** Why there is no text: the state's law no longer allows the change, no change yet, or no record of the signing. */
  unavailableReason: z.string().nullable(),
  /** The statutory statements an attorney must still insert before the document is signed, in order. */
  pendingAttorneyInserts: z.array(z.string()),
  /** The two spouses, each with their user id and name, as the signings name them. */
  parties: z.array(z.object({ respondent: z.enum(["A", "B"]), userId: z.uuid().nullable(), name: z.string() })),
  /**
   * What each spouse's signing must have (the stricter of the original's formalities and the current
   * state's): the witnesses who sign too, and whether each names their own attorney. Null when the
   * change cannot be signed now (see `unavailableReason`).
   */
  signingRule: z
    .object({
      witnesses: z.number().int(),
      ownCounselRequired: z.boolean(),
      /** Each spouse confirms or updates their financial disclosure after the change was started. */
      disclosureConfirmation: z.boolean(),
      /** A statutory statement an attorney must insert first: nobody may sign until then (see `pendingAttorneyInserts`). */
      awaitsAttorneyInsert: z.boolean(),
    })
    .nullable(),
  /**
   * Where the signing asks for it: each spouse's disclosure, when last declared and whether that
   * confirms it for this change (declared since the change was started, unchanged since). Empty otherwise.
   */
  disclosure: z.array(
    z.object({
      respondent: z.enum(["A", "B"]),
      /** What the spouse's disclosure declares now (null: not given). */
      declaration: z.enum(["COMPLETE", "NOTHING_TO_DISCLOSE"]).nullable(),
      declaredAt: timestampSchema.nullable(),
      confirmed: z.boolean(),
    }),
  ),
  /** An amendment's changes side by side for the redline view (empty for a revocation). */
  redline: z.array(
    z.object({
      label: z.string(),
      title: z.string().nullable(),
      oldText: z.string().nullable(),
      newText: z.string().nullable(),
      reason: z.enum(AGREEMENT_CHANGE_REASONS),
    }),
  ),
});
apiSchemaRegistry.add(changeDraftDetailSchema, { id: "ChangeDraftDetail" });

export const signedClausesSchema = z.object({
  /** Every clause an amendment can name, in the agreement's order: a numbered article's clauses and their sub-clauses. */
  items: z.array(
    z.object({
      /** As the signed agreement prints it ("3.2", "3.2(a)"). */
      label: z.string(),
      title: z.string().nullable(),
      text: z.string(),
    }),
  ),
});
apiSchemaRegistry.add(signedClausesSchema, { id: "SignedClauses" });

const personName = (message: string) =>
  textSchema({ max: 200, trim: true, messages: { notText: message, tooLong: message } });

/**
 * A spouse's signing of a change before a notary: the day on the notarial certificate, each witness's
 * name (`witness`, repeated), the attorney who advised them. The body is the notarized PDF.
 */
export const signChangeQuerySchema = z.object({
  signedOn: z.iso.date({ error: "signedOn must be the date on the notarial certificate (YYYY-MM-DD)." }),
  witness: z
    .union([personName(M.witnessName), z.array(personName(M.witnessName))])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
    .pipe(z.array(z.string()).max(4, { error: M.tooManyWitnesses })),
  counsel: personName(M.counselName).optional(),
});
export const signedCopyParamsSchema = changeDraftParamsSchema.extend({
  respondent: z.enum(["A", "B"], { error: "respondent must be A or B." }),
});
export const changeDocumentParamsSchema = changeDraftParamsSchema.extend({
  format: z.enum(["pdf", "docx"], { error: "format must be pdf or docx." }),
});
export const changeDocumentFileSchema = z
  .unknown()
  .meta({ type: "string", format: "binary", description: "The PDF's or the Word file's bytes" });

export const readingCopyFileSchema = z
  .unknown()
  .meta({ type: "string", format: "binary", description: "The reading copy's PDF bytes" });

export const signedCopySchema = z.unknown().meta({ type: "string", format: "binary", description: "The PDF's bytes" });

export const signChangeBodySchema = z
  .unknown()
  .meta({ type: "string", format: "binary", description: "The notarized PDF's bytes" });

/** The agreement as it reads with its signed amendments applied; not itself signed. */
export const readingCopySchema = z.object({
  /** The signed original: its day of signing and record hash. */
  original: z.object({ signedOn: z.iso.date(), recordHash: z.string() }),
  /** The changes in effect, oldest first. */
  versions: z.array(
    z.object({ kind: z.enum(AGREEMENT_CHANGE_KINDS), number: z.number().int().nullable(), effectiveOn: z.iso.date() }),
  ),
  /** The day a signed revocation ended the agreement (null: in effect). */
  revokedOn: z.iso.date().nullable(),
  /** Every labelled clause, in order: as signed, or as the last signed amendment that touched it left it. */
  clauses: z.array(
    z.object({
      label: z.string(),
      title: z.string().nullable(),
      text: z.string(),
      /** The amendment that last changed, added or removed it (null: as in the original). */
      amendedBy: z.number().int().nullable(),
      /** Removed by that amendment (the text is the one it had). */
      removed: z.boolean(),
    }),
  ),
});
apiSchemaRegistry.add(readingCopySchema, { id: "ReadingCopy" });

export type ReadingCopyResponse = z.infer<typeof readingCopySchema>;
export type SignChangeQuery = z.infer<typeof signChangeQuerySchema>;
export type SignedClausesResponse = z.infer<typeof signedClausesSchema>;
export type ChangeDraftParams = z.infer<typeof changeDraftParamsSchema>;
export type CreateChangeDraftBody = z.infer<typeof createChangeDraftBodySchema>;
export type UpdateChangeDraftBody = z.infer<typeof updateChangeDraftBodySchema>;
export type AgreementChangeInput = z.infer<typeof agreementChangeSchema>;
export type ChangeDraftResponse = z.infer<typeof changeDraftSchema>;
export type ChangeDraftListResponse = z.infer<typeof changeDraftListSchema>;
export type ChangeDraftDetailResponse = z.infer<typeof changeDraftDetailSchema>;
