import { formatCents, formatDateTime, formatDay, formatNumber, formatPhoneNumber, NO_VALUE } from "@prenup/domain";
import { AUDIT_FIELD_LABELS, AUDIT_VALUE_LABELS } from "../users-texts.ts";

/** One recorded field as the audit trail shows it: a label, its value in words, a link for a person. */
export type AuditField = {
  key: string;
  label: string;
  value: string;
  /** The admin page of the person an id names. */
  href?: string;
  /** The full value where the line shortens it (an id, a list of ids). */
  title?: string;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ENUM = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;

/** Amounts recorded in cents under a name that does not end in `InCents`. */
const CENTS_KEYS = new Set(["due", "cents"]);

/** The admin page each kind of person id opens. */
const PERSON_PAGES: Record<string, (id: string) => string> = {
  userId: (id) => `/admin/users/${id}`,
  subjectUserId: (id) => `/admin/users/${id}`,
  attorneyId: (id) => `/admin/attorneys/${id}`,
  leadAttorneyId: (id) => `/admin/attorneys/${id}`,
};

/** "totalFeeInCents" → "Total fee", "purchaseItemIds" → "Purchase items", "isActive" → "Active". */
function labelOf(key: string): string {
  const known = AUDIT_FIELD_LABELS[key];
  if (known) return known;
  const words = key
    .replace(/^is(?=[A-Z])/, "")
    .replace(/InCents$/, "")
    .replace(/Ids$/, "s")
    .replace(/Id$/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "FULL_REFUNDED" → its label, or "Full refunded" when the trail has none for it. */
function enumLabel(value: string): string {
  const known = AUDIT_VALUE_LABELS[value];
  if (known) return known;
  const words = value.replaceAll("_", " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function isCents(key: string): boolean {
  return /InCents$/.test(key) || CENTS_KEYS.has(key);
}

/** A value in words: money as money, dates in words, yes or no, an id shortened, a list counted. */
function valueOf(key: string, value: unknown): Omit<AuditField, "key" | "label"> {
  if (value === null || value === undefined || value === "") return { value: NO_VALUE };
  if (typeof value === "boolean") return { value: value ? "Yes" : "No" };
  if (typeof value === "number") {
    if (isCents(key)) return { value: formatCents(value) };
    if (key === "percentOff") return { value: `${value}%` };
    return { value: formatNumber(value) };
  }
  if (typeof value === "string") {
    if (UUID.test(value)) {
      const page = PERSON_PAGES[key];
      return { value: value.slice(0, 8), title: value, ...(page ? { href: page(value) } : {}) };
    }
    if (INSTANT.test(value)) return { value: formatDateTime(value) };
    if (DAY.test(value)) return { value: formatDay(value) };
    if (key === "phoneNumber") return { value: formatPhoneNumber(value) };
    if (ENUM.test(value)) return { value: enumLabel(value) };
    return { value };
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return { value: "None" };
    if (value.every((entry) => typeof entry === "string" && UUID.test(entry))) {
      return { value: String(value.length), title: value.join(", ") };
    }
    if (value.every((entry) => typeof entry !== "object" || entry === null)) {
      return { value: value.map((entry) => valueOf(key, entry).value).join(", ") };
    }
    const titles = value.map((entry) => (entry as { title?: unknown }).title);
    if (titles.every((title) => typeof title === "string")) return { value: titles.join(", ") };
    return { value: `${value.length} ${value.length === 1 ? "entry" : "entries"}` };
  }
  if (typeof value === "object") {
    return {
      value: Object.entries(value as Record<string, unknown>)
        .map(([inner, innerValue]) => `${labelOf(inner)} ${valueOf(inner, innerValue).value}`)
        .join("; "),
    };
  }
  return { value: String(value) };
}

/** An audit row's `before` or `after` as readable lines, in the order recorded. */
export function auditFields(values: Record<string, unknown> | null): AuditField[] {
  if (!values) return [];
  return Object.entries(values).map(([key, value]) => ({ key, label: labelOf(key), ...valueOf(key, value) }));
}
