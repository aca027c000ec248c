import { createHash } from "node:crypto";

/** Fixed namespace of the platform's reference rows (a random v4 UUID chosen once; never change it). */
export const REFERENCE_NAMESPACE = "5b0f3d52-8f6e-4c1a-9a57-2e9c4d7b1f60";

const namespaceBytes = Buffer.from(REFERENCE_NAMESPACE.replaceAll("-", ""), "hex");

/**
 * The deterministic id of a reference row: a UUID v5 (RFC 9562) of `<kind>:<key>` in the platform
 * namespace. The same kind and key give the same id on every run and machine, so seeds upsert by id
 * and rows refer to each other without lookups. Example: `referenceId("state", "CA")`.
 */
export function referenceId(kind: string, key: string): string {
  if (kind === "" || key === "") throw new Error("referenceId needs a non-empty kind and key");
  const hash = createHash("sha1").update(namespaceBytes).update(`${kind}:${key}`, "utf8").digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50; // version 5
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC variant
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The row id of each kind of reference row, from its content key (the reference seed writes them;
 * services find a content row by its key without loading the content).
 */
export const contentIds = {
  country: (abbreviation: string) => referenceId("country", abbreviation),
  state: (abbreviation: string) => referenceId("state", abbreviation),
  section: (key: string) => referenceId("questionnaire-section", key),
  group: (key: string) => referenceId("question-group", key),
  question: (key: string) => referenceId("question", key),
  questionOption: (key: string) => referenceId("question-option", key),
  video: (key: string) => referenceId("video", key),
  sectionTemplate: (key: string) => referenceId("section-template", key),
  clauseTemplate: (key: string) => referenceId("clause-template", key),
  libraryGroup: (key: string) => referenceId("library-group", key),
  product: (productType: string) => referenceId("product", productType),
  term: (key: string, abbreviation: string) => referenceId("term", `us-prenup:${abbreviation}:${key}`),
};
