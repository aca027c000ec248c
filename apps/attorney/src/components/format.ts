import { formatCents } from "@prenup/domain";

/** "First Last", or the fallback when the person has no name yet. */
export function personName(
  person: { firstName: string | null; lastName: string | null } | null | undefined,
  fallback = "—",
): string {
  const name = [person?.firstName, person?.lastName].filter(Boolean).join(" ");
  return name || fallback;
}

/** A timestamp as the attorney reads it: "Dec 1, 2026, 9:00 AM" in their browser's zone. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return "—";
  return new Date(value).toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
}

export function formatDate(value: string | null | undefined): string {
  if (!value) return "—";
  return new Date(value).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });
}

/** Cents as dollars ("$1,234.00"); null shows a dash. */
export const money = (cents: number | null | undefined): string => formatCents(cents ?? null);

/** The service a product type names. */
export const SERVICE_LABELS: Record<string, string> = {
  REPRESENTATION: "Representation",
  Q_A: "Q&A call",
  PRENUP: "Prenup",
  NOTARIZATION: "Notarization",
  DOCUMENT: "Document",
  ATTORNEY_SERVICE: "Attorney service",
};
