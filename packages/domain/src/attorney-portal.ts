import { z } from "zod";
import type { AttorneyStage } from "./enums.ts";
import { INVALID_EMAIL_MESSAGE, nameSchema, textSchema } from "./text.ts";

/**
 * The attorney portal: the stage an attorney's application is in and who may move it, what an
 * application needs before it can be submitted, and the request schemas the attorney form, the
 * admin screens and the server share.
 */

// --- stages -------------------------------------------------------------------------------------

/** The stage changes an admin makes (their own endpoint); `submit` is the applicant's one change. */
export const ATTORNEY_STAGE_ACTIONS = ["submit", "approve", "decline", "deactivate", "reactivate"] as const;
export type AttorneyStageAction = (typeof ATTORNEY_STAGE_ACTIONS)[number];
export const ADMIN_ATTORNEY_STAGE_ACTIONS = ["approve", "decline", "deactivate", "reactivate"] as const;
export type AdminAttorneyStageAction = (typeof ADMIN_ATTORNEY_STAGE_ACTIONS)[number];

/**
 * Every allowed stage change: the action, who takes it, the stages it starts from and where it ends.
 *
 * - submit (the applicant): FORM_MISSING → UNDER_REVIEW. The only change an attorney makes, and only
 *   to their own application; never after a decision.
 * - approve (an admin): UNDER_REVIEW → APPROVED, and DECLINED → APPROVED (an admin may reverse a
 *   decline after a conversation with the applicant, without making them apply again).
 * - decline (an admin): UNDER_REVIEW → DECLINED. An approved attorney is deactivated, not declined.
 * - deactivate (an admin): APPROVED → DEACTIVATED; also UNDER_REVIEW → DEACTIVATED is refused (decline it).
 * - reactivate (an admin): DEACTIVATED → APPROVED.
 * FORM_MISSING is never a target: an application is never sent back to an empty form.
 */
export const ATTORNEY_STAGE_TRANSITIONS: Record<
  AttorneyStageAction,
  { actor: "attorney" | "admin"; from: readonly AttorneyStage[]; to: AttorneyStage }
> = {
  submit: { actor: "attorney", from: ["FORM_MISSING"], to: "UNDER_REVIEW" },
  approve: { actor: "admin", from: ["UNDER_REVIEW", "DECLINED"], to: "APPROVED" },
  decline: { actor: "admin", from: ["UNDER_REVIEW"], to: "DECLINED" },
  deactivate: { actor: "admin", from: ["APPROVED"], to: "DEACTIVATED" },
  reactivate: { actor: "admin", from: ["DEACTIVATED"], to: "APPROVED" },
};

export const ATTORNEY_STAGE_MESSAGES = {
  notAllowed: (action: AttorneyStageAction, stage: AttorneyStage) =>
    `An attorney whose stage is ${stage} cannot be ${STAGE_ACTION_PAST[action]}.`,
  notYours: "Only an admin can change an attorney's stage.",
  ownStage: "You cannot change your own stage.",
} as const;

const STAGE_ACTION_PAST: Record<AttorneyStageAction, string> = {
  submit: "submitted for review",
  approve: "approved",
  decline: "declined",
  deactivate: "deactivated",
  reactivate: "reactivated",
};

/**
 * The stage after `action`, or why it is refused. `actorIsSubject` is true when the actor acts on
 * their own attorney record: an admin account cannot approve itself, and an attorney only submits.
 */
export function attorneyStageChange(input: {
  stage: AttorneyStage;
  action: AttorneyStageAction;
  actor: "attorney" | "admin";
  actorIsSubject: boolean;
}): { ok: true; stage: AttorneyStage } | { ok: false; reason: string } {
  const rule = ATTORNEY_STAGE_TRANSITIONS[input.action];
  if (rule.actor !== input.actor) return { ok: false, reason: ATTORNEY_STAGE_MESSAGES.notYours };
  if (input.actor === "admin" && input.actorIsSubject) return { ok: false, reason: ATTORNEY_STAGE_MESSAGES.ownStage };
  if (input.actor === "attorney" && !input.actorIsSubject)
    return { ok: false, reason: ATTORNEY_STAGE_MESSAGES.notYours };
  if (!rule.from.includes(input.stage))
    return { ok: false, reason: ATTORNEY_STAGE_MESSAGES.notAllowed(input.action, input.stage) };
  return { ok: true, stage: rule.to };
}

/** The admin actions offered for a stage (the admin screen's buttons; the server checks with `attorneyStageChange`). */
export function adminStageActionsFor(stage: AttorneyStage): AdminAttorneyStageAction[] {
  return ADMIN_ATTORNEY_STAGE_ACTIONS.filter((action) => ATTORNEY_STAGE_TRANSITIONS[action].from.includes(stage));
}

/** An applicant edits the form before a decision, and an approved attorney keeps their profile current. */
export function canEditAttorneyProfile(stage: AttorneyStage): boolean {
  return stage === "FORM_MISSING" || stage === "UNDER_REVIEW" || stage === "APPROVED";
}

// --- the application ----------------------------------------------------------------------------

export const ATTORNEY_APPLICATION_MESSAGES = {
  bioRequired: "Tell clients about yourself in a short bio",
  bioTooLong: "The bio can be at most 4,000 characters",
  yearsRange: "Years of experience must be a whole number from 0 to 70",
  responseRange: "Response time must be a whole number of hours from 1 to 168",
  lawSchoolRequired: "Enter your law school",
  languagesRequired: "Add at least one language",
  practiceAreasRequired: "Add at least one practice area",
  listItem: "Each entry must be text of at most 100 characters",
  listTooLong: "At most 20 entries",
  statesRequired: "Add at least one state where you hold a bar licence",
  licenceRequired: "Enter the bar licence number for each state",
  licenceFormat: "A bar licence number has 1 to 30 letters, digits, spaces or dashes",
  stateTwice: "Each state can be listed once",
  photoRequired: "Upload a profile photo",
  malpracticeFileRequired: "Upload your malpractice insurance certificate",
  malpracticeRequired: "Malpractice insurance is required to join",
  lawFirmRequired: "Join a law firm or create one",
} as const;

const listSchema = z
  .array(
    textSchema({ max: 100, messages: { tooLong: ATTORNEY_APPLICATION_MESSAGES.listItem } }).transform((value) =>
      value.trim(),
    ),
  )
  .max(20, { error: ATTORNEY_APPLICATION_MESSAGES.listTooLong })
  .transform((values) => [...new Set(values.filter((value) => value !== ""))]);

export const attorneyLicenceSchema = z.object({
  stateId: z.uuid({ error: "Choose a state" }),
  barLicenseNum: z
    .string({ error: ATTORNEY_APPLICATION_MESSAGES.licenceRequired })
    .trim()
    .min(1, { error: ATTORNEY_APPLICATION_MESSAGES.licenceRequired })
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{0,29}$/, { error: ATTORNEY_APPLICATION_MESSAGES.licenceFormat }),
});
export type AttorneyLicence = z.infer<typeof attorneyLicenceSchema>;

/**
 * PATCH /users/{id}/attorneys/{aid}: any subset of the application (save as you go). `states`
 * replaces the licences (their order is the list's); `submit: true` sends the application for
 * review once it is complete (`applicationProblems`).
 */
export const updateAttorneyApplicationSchema = z
  .object({
    bio: textSchema({ max: 4000, messages: { tooLong: ATTORNEY_APPLICATION_MESSAGES.bioTooLong } }).nullable(),
    yearsOfExperience: z
      .int({ error: ATTORNEY_APPLICATION_MESSAGES.yearsRange })
      .min(0, { error: ATTORNEY_APPLICATION_MESSAGES.yearsRange })
      .max(70, { error: ATTORNEY_APPLICATION_MESSAGES.yearsRange })
      .nullable(),
    lawSchool: nameSchema.pipe(z.string().max(100).nullable()),
    languages: listSchema,
    practiceAreas: listSchema,
    professionalAssociations: listSchema,
    responseTimeHours: z
      .int({ error: ATTORNEY_APPLICATION_MESSAGES.responseRange })
      .min(1, { error: ATTORNEY_APPLICATION_MESSAGES.responseRange })
      .max(168, { error: ATTORNEY_APPLICATION_MESSAGES.responseRange })
      .nullable(),
    hasFastTurnaround: z.boolean(),
    isEmbryoAttorney: z.boolean(),
    hasMalpracticeInsurance: z.boolean(),
    states: z
      .array(attorneyLicenceSchema)
      .max(51)
      .refine((list) => new Set(list.map((entry) => entry.stateId.toLowerCase())).size === list.length, {
        error: ATTORNEY_APPLICATION_MESSAGES.stateTwice,
      }),
    submit: z.literal(true),
  })
  .partial()
  .strict();
export type UpdateAttorneyApplication = z.infer<typeof updateAttorneyApplicationSchema>;

/** An application as the completeness rule reads it. */
export type AttorneyApplicationLike = {
  bio: string | null;
  yearsOfExperience: number | null;
  lawSchool: string | null;
  languages: readonly string[];
  practiceAreas: readonly string[];
  responseTimeHours: number | null;
  hasMalpracticeInsurance: boolean;
  malpracticeInsuranceFileId: string | null;
  profilePhotoId: string | null;
  lawFirmId: string | null;
  states: readonly { stateId: string; barLicenseNum: string | null }[];
};

/**
 * What keeps an application from being submitted, each with the field it belongs to (empty: ready).
 * The form shows these beside the fields; the server refuses a submit with the same list.
 */
export function applicationProblems(application: AttorneyApplicationLike): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const m = ATTORNEY_APPLICATION_MESSAGES;
  if (!application.bio?.trim()) problems.push({ path: "bio", message: m.bioRequired });
  if (application.profilePhotoId === null) problems.push({ path: "profilePhoto", message: m.photoRequired });
  if (application.yearsOfExperience === null) problems.push({ path: "yearsOfExperience", message: m.yearsRange });
  if (!application.lawSchool?.trim()) problems.push({ path: "lawSchool", message: m.lawSchoolRequired });
  if (application.languages.length === 0) problems.push({ path: "languages", message: m.languagesRequired });
  if (application.practiceAreas.length === 0)
    problems.push({ path: "practiceAreas", message: m.practiceAreasRequired });
  if (application.responseTimeHours === null) problems.push({ path: "responseTimeHours", message: m.responseRange });
  if (application.states.length === 0) problems.push({ path: "states", message: m.statesRequired });
  else if (application.states.some((entry) => !entry.barLicenseNum?.trim()))
    problems.push({ path: "states", message: m.licenceRequired });
  if (!application.hasMalpracticeInsurance)
    problems.push({ path: "hasMalpracticeInsurance", message: m.malpracticeRequired });
  else if (application.malpracticeInsuranceFileId === null)
    problems.push({ path: "malpracticeInsuranceFile", message: m.malpracticeFileRequired });
  if (application.lawFirmId === null) problems.push({ path: "lawFirm", message: m.lawFirmRequired });
  return problems;
}

// --- law firms ----------------------------------------------------------------------------------

export const LAW_FIRM_MESSAGES = {
  nameRequired: "Enter the law firm's name",
  email: INVALID_EMAIL_MESSAGE,
  website: "Enter the website as a full address starting with https://",
  chooseOne: "Either choose a law firm to join or enter a new one's name, not both",
} as const;

const optionalEmail = z.email({ error: LAW_FIRM_MESSAGES.email }).max(254).nullable();
const optionalWebsite = textSchema({ max: 300, messages: { notText: LAW_FIRM_MESSAGES.website } })
  .pipe(z.url({ protocol: /^https?$/, error: LAW_FIRM_MESSAGES.website }))
  .nullable();
const firmName = nameSchema.pipe(
  z.string({ error: LAW_FIRM_MESSAGES.nameRequired }).min(2, { error: LAW_FIRM_MESSAGES.nameRequired }),
);

/** A new law firm (the attorney form's "create one", the admin's create). */
export const createLawFirmSchema = z.object({
  name: firmName,
  contactEmail: optionalEmail.optional(),
  website: optionalWebsite.optional(),
});

/** POST /users/{id}/attorneys/{aid}/law-firms: join an approved firm by id, or create one (the creator leads it). */
export const attorneyLawFirmBodySchema = z.union(
  [z.object({ lawFirmId: z.uuid({ error: "Choose a law firm" }) }).strict(), createLawFirmSchema.strict()],
  { error: LAW_FIRM_MESSAGES.chooseOne },
);

/** PATCH /admin/law-firms/{id}: the firm's fields, and its lead. */
export const updateLawFirmSchema = z
  .object({
    name: firmName,
    contactEmail: optionalEmail,
    website: optionalWebsite,
    payoutDetails: textSchema({ max: 2000 }).nullable(),
    isApproved: z.boolean(),
    /** Names the firm's lead (one of its attorneys who may lead: `lawFirmLeadProblem`); the others stop leading. */
    leadAttorneyId: z.uuid({ error: "Choose one of the firm's attorneys as its lead" }),
  })
  .partial()
  .strict();

// --- notes and disciplinary records -------------------------------------------------------------

export const INTERNAL_NOTE_MESSAGES = {
  required: "Write a note first",
  tooLong: "A note can be at most 5,000 characters",
} as const;

/** An attorney's internal note about a client (never shown to customers). */
export const internalNoteBodySchema = z
  .object({
    message: textSchema({ max: 5000, messages: { tooLong: INTERNAL_NOTE_MESSAGES.tooLong } })
      .transform((value) => value.trim())
      .pipe(z.string().min(1, { error: INTERNAL_NOTE_MESSAGES.required })),
  })
  .strict();

export const DISCIPLINARY_RECORD_MESSAGES = {
  description: "Describe the record",
  date: "Use a date like 2024-05-31 that is not in the future",
} as const;

export const disciplinaryRecordBodySchema = z
  .object({
    description: textSchema({ max: 4000 })
      .transform((value) => value.trim())
      .pipe(z.string().min(1, { error: DISCIPLINARY_RECORD_MESSAGES.description })),
    stateId: z.uuid().nullable().optional(),
    occurredOn: z.iso.date({ error: DISCIPLINARY_RECORD_MESSAGES.date }).nullable().optional(),
    resolution: textSchema({ max: 4000 }).nullable().optional(),
  })
  .strict();
export const updateDisciplinaryRecordBodySchema = disciplinaryRecordBodySchema.partial().strict();

export const BOOKING_LINK_MESSAGES = { invalid: "A booking link must be a full https:// address" } as const;

/** A service's booking link: a full https:// address of the attorney's calendar, or null for the built-in slots. */
export const bookingLinkSchema = textSchema({ max: 500, trim: true })
  .pipe(z.url({ protocol: /^https$/, error: BOOKING_LINK_MESSAGES.invalid }))
  .nullable();

/**
 * Who sets what of an attorney's services: which services an attorney offers (and so what they are
 * paid for) is the admin's (PUT /admin/attorneys/{id}/attorney-services, services and links); the
 * booking link of each offered service is the attorney's own calendar, which they change themselves
 * (PATCH /users/{id}/attorneys/{aid}/attorney-services/{serviceId}).
 */
export const updateOwnAttorneyServiceBodySchema = z.object({ bookingLink: bookingLinkSchema }).strict();
export type UpdateOwnAttorneyService = z.infer<typeof updateOwnAttorneyServiceBodySchema>;

/** PUT /admin/attorneys/{id}/attorney-services: the products the attorney offers, each with its booking link (null: built-in slots). */
export const putAttorneyServicesBodySchema = z
  .object({
    services: z
      .array(z.object({ productId: z.uuid(), bookingLink: bookingLinkSchema }).strict())
      .max(10)
      .refine((list) => new Set(list.map((entry) => entry.productId.toLowerCase())).size === list.length, {
        error: "Each service can be listed once",
      }),
  })
  .strict();

// --- payouts account ----------------------------------------------------------------------------

/** A law firm's payout account at the payment provider, as the account screen shows it. */
export type PayoutAccountState = "NOT_STARTED" | "IN_PROGRESS" | "ENABLED";

/** NOT_STARTED: no account; IN_PROGRESS: details not all submitted or payouts not enabled yet; ENABLED: payouts flow. */
export function payoutAccountState(status: {
  accountId: string | null;
  detailsSubmitted: boolean;
  payoutsEnabled: boolean;
}): PayoutAccountState {
  if (status.accountId === null) return "NOT_STARTED";
  return status.detailsSubmitted && status.payoutsEnabled ? "ENABLED" : "IN_PROGRESS";
}

// --- The attorney's clients: stage and what needs the attorney -------------------------------------

/** Where a client stands with the attorney, first match wins in `clientStage`. */
export const CLIENT_STAGES = [
  "WAITING_FOR_CALL",
  "QUESTIONNAIRE",
  "AWAITING_YOUR_APPROVAL",
  "APPROVED",
  "FINALIZED",
  "QA_ONLY",
] as const;
export type ClientStage = (typeof CLIENT_STAGES)[number];

export const CLIENT_STAGE_LABELS: Readonly<Record<ClientStage, string>> = {
  WAITING_FOR_CALL: "Waiting for a first call",
  QUESTIONNAIRE: "Answering the questionnaire",
  AWAITING_YOUR_APPROVAL: "Awaiting your approval",
  APPROVED: "Approved by you",
  FINALIZED: "Finalized",
  QA_ONLY: "Q&A",
};

export type ClientStageFacts = {
  /** The attorney represents the client on the agreement (false: the client bought Q&A only). */
  represents: boolean;
  /** A service of the client's with this attorney waits for its first call to be booked. */
  waitingForCall: boolean;
  /** The agreement has been generated. */
  generated: boolean;
  /** The attorney approved the current text for their client. */
  approvedByAttorney: boolean;
  /** The agreement is finalized. */
  finalized: boolean;
};

/**
 * A client's stage: finalized agreements are done; then a service waiting for its first call; a
 * Q&A-only client has no agreement stage with the attorney; a represented client's agreement is
 * being answered until generated, then awaits the attorney's approval, then is approved.
 */
export function clientStage(facts: ClientStageFacts): ClientStage {
  if (facts.finalized) return "FINALIZED";
  if (facts.waitingForCall) return "WAITING_FOR_CALL";
  if (!facts.represents) return "QA_ONLY";
  if (!facts.generated) return "QUESTIONNAIRE";
  return facts.approvedByAttorney ? "APPROVED" : "AWAITING_YOUR_APPROVAL";
}

export const ATTENTION_KINDS = [
  "WAITING_FOR_CALL",
  "AWAITING_YOUR_APPROVAL",
  "UNREAD_MESSAGES",
  "DISAGREEMENT_QUESTIONS",
  "PAYOUTS_DUE",
] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

export type AttentionItem =
  | {
      kind: Exclude<AttentionKind, "PAYOUTS_DUE">;
      client: { id: string; firstName: string | null; lastName: string | null };
      /** Unread messages or open questions; 1 for a call or an approval. */
      count: number;
    }
  | { kind: "PAYOUTS_DUE"; client: null; count: number; amountInCents: number };

/**
 * What needs the attorney, most pressing first: clients waiting for a first call, agreements awaiting
 * their approval, unread messages and open questions on a disagreement (per client), then the payouts
 * due to them. Clients in each kind keep the order they are given.
 */
export function attentionQueue(input: {
  clients: readonly (ClientStageFacts & {
    id: string;
    firstName: string | null;
    lastName: string | null;
    unreadMessages: number;
    openQuestions: number;
  })[];
  payoutsDueInCents: number;
  payoutsDueCount: number;
}): AttentionItem[] {
  const items: AttentionItem[] = [];
  const person = (client: (typeof input.clients)[number]) => ({
    id: client.id,
    firstName: client.firstName,
    lastName: client.lastName,
  });
  const byStage = (stage: ClientStage) => input.clients.filter((client) => clientStage(client) === stage);
  for (const client of byStage("WAITING_FOR_CALL"))
    items.push({ kind: "WAITING_FOR_CALL", client: person(client), count: 1 });
  for (const client of byStage("AWAITING_YOUR_APPROVAL"))
    items.push({ kind: "AWAITING_YOUR_APPROVAL", client: person(client), count: 1 });
  for (const client of input.clients)
    if (client.unreadMessages > 0)
      items.push({ kind: "UNREAD_MESSAGES", client: person(client), count: client.unreadMessages });
  for (const client of input.clients)
    if (client.openQuestions > 0)
      items.push({ kind: "DISAGREEMENT_QUESTIONS", client: person(client), count: client.openQuestions });
  if (input.payoutsDueInCents > 0)
    items.push({
      kind: "PAYOUTS_DUE",
      client: null,
      count: input.payoutsDueCount,
      amountInCents: input.payoutsDueInCents,
    });
  return items;
}
