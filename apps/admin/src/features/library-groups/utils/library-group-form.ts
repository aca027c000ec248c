import type { CreateLibraryGroupBody, LibraryGroup, UpdateLibraryGroupBody } from "@prenup/api-client";
import { createLibraryGroupSchema, issuesByField, updateLibraryGroupSchema, type FieldIssue } from "@prenup/domain";

/**
 * The library-group forms' values, checks and request bodies. The checks are the server's own
 * schemas (`createLibraryGroupSchema`, `updateLibraryGroupSchema` of @prenup/domain) run on the body
 * the form would send, so the form refuses what the server would, in the server's words.
 */

export type LibraryGroupFormValues = {
  key: string;
  name: string;
  description: string;
  /** As the number input holds it (empty while the field is cleared). */
  order: number | string;
  /** Empty: offered in every state. */
  stateIds: string[];
  /** In the order the editor offers them. */
  sectionTemplateIds: string[];
  clauseTemplateIds: string[];
};

export type LibraryGroupFormErrors = Partial<Record<keyof LibraryGroupFormValues, string>>;

export const EMPTY_LIBRARY_GROUP_FORM: LibraryGroupFormValues = {
  key: "",
  name: "",
  description: "",
  order: 0,
  stateIds: [],
  sectionTemplateIds: [],
  clauseTemplateIds: [],
};

/** The form's fields, which a server issue's path may name. */
const FIELDS = new Set<string>(Object.keys(EMPTY_LIBRARY_GROUP_FORM));
const fieldOf = (key: unknown): keyof LibraryGroupFormValues | undefined =>
  typeof key === "string" && FIELDS.has(key) ? (key as keyof LibraryGroupFormValues) : undefined;

function toOrder(value: number | string): number {
  return typeof value === "number" ? value : value.trim() === "" ? 0 : Number(value);
}

/** The values of an existing group, as its page edits them. */
export function formFromGroup(group: LibraryGroup): LibraryGroupFormValues {
  return {
    key: group.key,
    name: group.name,
    description: group.description ?? "",
    order: group.order,
    stateIds: group.states.map((state) => state.id),
    sectionTemplateIds: group.sections.map((section) => section.id),
    clauseTemplateIds: group.clauses.map((clause) => clause.id),
  };
}

/** The body of POST /library-groups; an empty description is sent as none. */
export function createBodyFromForm(values: LibraryGroupFormValues): CreateLibraryGroupBody {
  const description = values.description.trim();
  return {
    key: values.key.trim(),
    name: values.name,
    description: description === "" ? null : description,
    order: toOrder(values.order),
    stateIds: values.stateIds,
    sectionTemplateIds: values.sectionTemplateIds,
    clauseTemplateIds: values.clauseTemplateIds,
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** The body of PATCH /library-groups/{id}: only what differs from the group as loaded (a list is sent whole). */
export function updateBodyFromForm(values: LibraryGroupFormValues, group: LibraryGroup): UpdateLibraryGroupBody {
  const before = formFromGroup(group);
  const description = values.description.trim();
  const order = toOrder(values.order);
  return {
    ...(values.name !== before.name ? { name: values.name } : {}),
    ...(description !== before.description ? { description: description === "" ? null : description } : {}),
    ...(order !== before.order ? { order } : {}),
    ...(sameList(values.stateIds, before.stateIds) ? {} : { stateIds: values.stateIds }),
    ...(sameList(values.sectionTemplateIds, before.sectionTemplateIds)
      ? {}
      : { sectionTemplateIds: values.sectionTemplateIds }),
    ...(sameList(values.clauseTemplateIds, before.clauseTemplateIds)
      ? {}
      : { clauseTemplateIds: values.clauseTemplateIds }),
  };
}

/** The first message per field of a list of issues; issues naming no field are returned apart. */
export function issuesToErrors(issues: readonly FieldIssue[]): { errors: LibraryGroupFormErrors; other: string[] } {
  const { fields, other } = issuesByField(issues, ([key]) => fieldOf(key));
  return { errors: fields, other };
}

/** What the server would refuse in a new group, field by field (nothing: an empty object). */
export function createFormErrors(values: LibraryGroupFormValues): LibraryGroupFormErrors {
  const parsed = createLibraryGroupSchema.safeParse(createBodyFromForm(values));
  if (parsed.success) return {};
  return issuesToErrors(parsed.error.issues).errors;
}

/** What the server would refuse in a change of a group (an unchanged form: "Nothing to change.", not a field's). */
export function updateFormErrors(
  values: LibraryGroupFormValues,
  group: LibraryGroup,
): { errors: LibraryGroupFormErrors; other: string[] } {
  const parsed = updateLibraryGroupSchema.safeParse(updateBodyFromForm(values, group));
  if (parsed.success) return { errors: {}, other: [] };
  return issuesToErrors(parsed.error.issues);
}

/** A 409 LIBRARY_GROUP_EXISTS belongs to the key field. */
export function isKeyTaken(error: unknown): boolean {
  if (typeof error !== "object" || error === null || !("data" in error)) return false;
  const data = (error as { data: unknown }).data;
  return typeof data === "object" && data !== null && (data as { code?: unknown }).code === "LIBRARY_GROUP_EXISTS";
}
