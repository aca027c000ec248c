import { formatCents, type CounselStatus, type RecordEntryKind, type Respondent } from "@prenup/domain";
import type { RecordEntryContent } from "./record.ts";
import { describeSeparateWritings } from "./separate-writings.ts";

/** A change of the signed agreement by its name: "Amendment No. 2", "the Revocation of the agreement" ("The …" to open a sentence). */
const changeName = (kind: string | null, number: number | null, opening = false) =>
  kind === "REVOCATION" ? `${opening ? "The" : "the"} Revocation of the agreement` : `Amendment No. ${number ?? "?"}`;

/**
 * One line per record entry, in words, for the certificate page and the history screen (the API
 * serves it beside each entry, so both say the same). `names` are the partners' full names.
 */
export function describeRecordEntry(
  entry: Pick<RecordEntryContent, "kind" | "respondent" | "details">,
  names: { A: string; B: string },
): string {
  const who = entry.respondent ? names[entry.respondent as Respondent] || `Partner ${entry.respondent}` : "The couple";
  const details = entry.details;
  const text = (key: string): string | null =>
    typeof details[key] === "string" && details[key] !== "" ? (details[key] as string) : null;
  const number = (key: string): number | null => (typeof details[key] === "number" ? (details[key] as number) : null);
  const short = (key: string): string => (text(key) ?? "").slice(0, 12);
  const attorney = text("attorneyName") ?? "Their attorney";
  switch (entry.kind as RecordEntryKind) {
    case "DISCLOSURE_INCLUDED": {
      const count = number("entryCount") ?? 0;
      const version = number("acknowledgedVersion");
      const reader = entry.respondent === "A" ? "B" : "A";
      const acknowledged =
        version !== null
          ? ` It is version ${version}, which ${names[reader] || `Partner ${reader}`} acknowledged on ${(text("acknowledgedAt") ?? "").slice(0, 10)}.`
          : "";
      if (count === 0) return `${who}'s schedule states that nothing was disclosed.${acknowledged}`;
      const asOf = text("lastChangedAt");
      return `${who}'s financial disclosure (${count} ${count === 1 ? "entry" : "entries"}, net worth ${formatCents(number("netWorthInUsdCents"))}${asOf ? `, as of ${asOf.slice(0, 10)}` : ""}) is in Schedule ${entry.respondent ?? ""}.${acknowledged}`;
    }
    case "DISCLOSURE_VERSION": {
      const owner = names[entry.respondent as Respondent] || who;
      const count = number("entryCount") ?? 0;
      const holds =
        text("status") === "NOTHING_TO_DISCLOSE"
          ? "nothing to disclose"
          : `${count} ${count === 1 ? "entry" : "entries"}, net worth ${formatCents(number("netWorthInUsdCents"))}`;
      return `${owner}'s financial disclosure, version ${number("version") ?? ""} (${holds}), was frozen on ${(text("frozenAt") ?? "").slice(0, 10)} (content ${short("contentSha256")}…).`;
    }
    case "DISCLOSURE_ACKNOWLEDGED": {
      const owner = text("owner") === "A" || text("owner") === "B" ? names[text("owner") as Respondent] : "";
      return `${who} acknowledged receiving and reviewing ${owner || "the other partner"}'s financial disclosure, version ${number("version") ?? ""}, on ${(text("acknowledgedAt") ?? "").slice(0, 10)}.`;
    }
    case "AGREEMENT_GENERATED":
      return `The agreement was generated (inputs ${short("inputHash")}…, PDF ${short("pdfSha256")}…).`;
    case "AGREEMENT_PRESENTED": {
      const writings = Array.isArray(details["separateWritings"])
        ? describeSeparateWritings(details["separateWritings"] as string[])
        : "";
      const copy = text("copy");
      const what =
        copy === "FINAL"
          ? "the final agreement, the copy to sign,"
          : copy === "DRAFT"
            ? "the draft of the agreement"
            : "the agreement";
      return `${who} received ${what} generated on ${(text("generatedAt") ?? "").slice(0, 10)}${writings ? `, with ${writings} to sign separately` : ""}.`;
    }
    case "COUNSEL_RECORDED": {
      const status = text("status") as CounselStatus | null;
      if (status === "ATTORNEY_ASSIGNED") return `${who} is represented by ${text("attorneyName") ?? "an attorney"}.`;
      if (status === "ATTORNEY_PLANNED") return `${who} plans to be advised by an attorney.`;
      if (status === "WAIVED") return `${who} chose to sign without an attorney, after being told they could hire one.`;
      return `${who} has not decided about an attorney yet.`;
    }
    case "APPROVAL_GRANTED":
      return `${attorney}, attorney for ${who}, approved the agreement.`;
    case "APPROVAL_RESCINDED":
      return `${attorney}, attorney for ${who}, withdrew their approval.`;
    case "APPROVALS_RESET":
      return "A new generation cleared the attorneys' earlier approvals.";
    case "AGREEMENT_REVIEWED":
      return `${who} marked the agreement as reviewed.`;
    case "AGREEMENT_FINALIZED":
      return `${who} finalized the agreement.`;
    case "REGENERATION_REQUESTED":
      return `${who} asked to regenerate the agreement.`;
    case "AGREEMENT_EDITED":
      return `${text("authorName") ?? "An attorney"} changed the agreement: ${text("message") ?? "edits"} (PDF ${short("pdfSha256")}…).${details["nonsubstantive"] === true ? " Marked as a correction that does not change the terms." : ""}`;
    case "SIGNED": {
      const signedOn = text("signedOn");
      if (text("method") === "IN_PERSON")
        return `The couple signed the agreement before a notary in person on ${signedOn ?? "a day not given"} (the notarial certificate's date).`;
      const signer = text("role")?.startsWith("ATTORNEY") ? `${who}'s attorney` : who;
      return `${signer} signed the agreement in the online notarization session.`;
    }
    case "NOTARIZED": {
      const copy = text("fileSha256") ? ` (notarized copy ${short("fileSha256")}…)` : "";
      const signedOn = text("signedOn") ? `, signed on ${text("signedOn")}` : "";
      if (text("method") === "IN_PERSON")
        return `The copy notarized in person${signedOn ? `${signedOn},` : ""} was recorded${copy}.`;
      const notary = text("notary") ? ` before ${text("notary")}` : "";
      const journal = text("sessionRecordRef") ? `; the notary's record is ${text("sessionRecordRef")}` : "";
      return `The agreement was notarized in an online session${notary}${signedOn}${copy}${journal}.`;
    }
    case "SIGNING_DATE_CORRECTED":
      return `The date of signing was corrected from ${text("previousSignedOn") ?? "none"} to ${text("signedOn") ?? ""}.`;
    case "CHANGE_SIGNED": {
      const witnesses = Array.isArray(details["witnesses"])
        ? (details["witnesses"] as unknown[]).filter((name): name is string => typeof name === "string")
        : [];
      const before = witnesses.length
        ? ` and ${witnesses.length === 1 ? "a witness" : "witnesses"} (${witnesses.join(", ")})`
        : "";
      const counsel = text("counsel") ? `, advised by ${text("counsel")}` : "";
      const disclosed =
        number("disclosureVersion") !== null
          ? `, having confirmed disclosure version ${number("disclosureVersion")}`
          : "";
      return `${who} signed ${changeName(text("changeKind"), number("number"))} before a notary${before} on ${text("changeSignedOn") ?? "a day not given"} (the notarial certificate's date)${counsel}${disclosed}; signed copy ${short("fileSha256")}….`;
    }
    case "CHANGE_IN_EFFECT": {
      const parent = text("parentHash") ? ` It changes the version recorded at ${short("parentHash")}….` : "";
      return `${changeName(text("changeKind"), number("number"), true)} took effect on ${text("effectiveOn") ?? "a day not given"}, both spouses having signed it.${parent}`;
    }
    case "CHANGE_APPROVAL_GRANTED":
      return `${attorney}, attorney for ${who}, approved ${changeName(text("changeKind"), number("number"))} as drafted (content ${short("contentSha256")}…).`;
    case "CHANGE_APPROVAL_WITHDRAWN":
      return `${attorney}, attorney for ${who}, withdrew their approval of ${changeName(text("changeKind"), number("number"))}.`;
    default:
      return entry.kind;
  }
}
