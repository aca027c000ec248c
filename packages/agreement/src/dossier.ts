import {
  CHANGE_RECORD_ENTRY_KINDS,
  formatDay,
  formatCents,
  formatDate,
  formatDateTime,
  formatTime,
  signingDateProblem,
  reviewPeriodStartedAt,
  signingWindow,
  stateLawRequirements,
  timeZoneLabel,
  timeZoneOfState,
  calendarDayIn,
  calendarDaysBetween,
  cellConfidence,
  RECOMMENDED_REFLECTION_DAYS,
  postnupDecision,
  signingRulesForKind,
  type AgreementKind,
  type Respondent,
  type Sourced,
  type StateLawRow,
} from "@prenup/domain";
import { describeRecordEntry } from "./record-description.ts";
import { verifyRecordChain, type RecordEntry } from "./record.ts";

/**
 * The evidence dossier: what a court asks when a premarital agreement is challenged, answered from
 * what the product recorded. `buildDossier` is pure: the API reads the facts, the renderer
 * (`renderDossierPdf`) prints the result.
 */

export type DossierParty = { respondent: Respondent; fullName: string; accountCreatedAt: string | null };

/** A partner's disclosure version as frozen (`disclosure_versions`), with who of the couple owns it. */
export type DossierDisclosureVersion = {
  owner: Respondent;
  number: number;
  status: "COMPLETED" | "NOTHING_TO_DISCLOSE";
  entryCount: number;
  netWorthUsdCents: number;
  asOf: string;
  frozenAt: string;
  contentSha256: string;
};

/** The other partner's acknowledgement of one version. */
export type DossierAcknowledgement = { owner: Respondent; versionNumber: number; acknowledgedAt: string };

/**
 * A disagreement between the partners' answers to a question and how it ended: a partner accepted
 * the other's proposal, agreed with the other's answer, or changed their own (on the alignment
 * screen, or by editing the answer in the questionnaire); or it is still open.
 */
export type DossierDisagreement = {
  question: string;
  /** When the answers came to differ, with each partner's answer then in words (absent or null: not known). */
  began?: { at: string; answers: Record<Respondent, string> } | null;
  /** Its first proposal, when the partners discussed it: when and by whom (null: settled without one). */
  firstProposal: { at: string; by: Respondent | null } | null;
  /** How it ended; null while it is open. */
  ending: DossierDisagreementEnding | null;
};

export type DossierDisagreementEnding = {
  /** On the alignment screen (a proposal accepted, the partner's answer taken, an answer changed), or an edit in the questionnaire. */
  how: "PROPOSAL_ACCEPTED" | "AGREED_WITH_PARTNER" | "CHANGED_OWN_ANSWER" | "CHANGED_IN_QUESTIONNAIRE";
  at: string;
  /** The partner who settled it (accepted, agreed, or changed their answer); null for anyone else. */
  by: Respondent | null;
  /** The answer that settled it, in words ("" when the edit removed the answer). */
  answer: string;
};

export type DossierNotarization = {
  /** An online session with a notary, or the couple's upload of a notarized copy signed in person. */
  method: "ONLINE" | "IN_PERSON";
  signedOn: string | null;
  completedAt: string | null;
  sessionRecordRef: string | null;
  sessionNotary: string | null;
  notarizedSha256: string | null;
  signingProblem: string | null;
  /**
   * Where the state sets no review period and the online session started before the days the
   * product recommends to consider the final text: the partner who chose to sign sooner, and when.
   */
  earlySigningChosen?: { by: "A" | "B" | null; at: string } | null;
};

export type DossierInput = {
  documentId: string;
  generatedAt: string;
  parties: { A: DossierParty; B: DossierParty | null };
  /** The agreement's state's row of the state-law matrix; null before a state is chosen. */
  law: StateLawRow | null;
  /** A premarital agreement or one made during the marriage: the signing rules and their rows follow it. */
  kind: AgreementKind;
  weddingDate: string | null;
  invitation: { sentAt: string | null; acceptedAt: string | null };
  disclosureVersions: readonly DossierDisclosureVersion[];
  acknowledgements: readonly DossierAcknowledgement[];
  disagreements: readonly DossierDisagreement[];
  agreement: {
    reviewedAt: string | null;
    finalizedAt: string | null;
    /** The review period's start kept across a correction that does not change the terms (`ReviewPeriodFacts`). */
    reviewPeriodFrom: string | null;
    /** The SHA-256 of the agreement's current PDF, from its generation's record entry. */
    currentPdfSha256: string | null;
    anyAttorneyInvolved: boolean;
  };
  notarization: DossierNotarization | null;
  record: readonly RecordEntry[];
  /** Where anyone can check a copy: the public verification page of the text's hash (null without a final text). */
  verificationUrl: string | null;
  /** The public page of the law behind the agreement in its state ("…/law/CO"); null without a state. */
  lawPageUrl: string | null;
  /** The documents behind each partner's latest disclosure version, in the order it lists them. */
  statements: readonly DossierStatement[];
  /** Each partner's own attorney on record with their certification of the current text (absent: none). */
  counselCertifications?: readonly DossierCounselCertification[];
};

/** A partner's own attorney on record, who signed the certification of the agreement's current text. */
export type DossierCounselCertification = {
  side: Respondent;
  attorneyName: string;
  barNumber: string | null;
  barState: string | null;
  /** The signed certification's SHA-256. */
  sha256: string | null;
  recordedAt: string;
};

/** A document a disclosure version lists under an entry; `available`: its stored file is at hand for the appendix. */
export type DossierStatement = {
  owner: Respondent;
  version: number;
  entryTitle: string;
  name: string;
  sha256: string;
  available: boolean;
};

/** One document of the appendix, as its index names it. */
export type DossierAppendixItem = { label: string; title: string; sha256: string; available: boolean };

export type RequirementStatus = "MET" | "NOT_MET" | "PENDING" | "NOT_REQUIRED";

export type DossierRequirement = {
  title: string;
  rule: string;
  /**
   * The statutes and cases read for the rule in the state's own law (null: none read yet). An exhibit
   * cites only what was read; how sure the product is of the rest is on the public page (`lawUrl`).
   */
  citation: string | null;
  /** Where the public page of the law behind the agreement explains this rule and how sure the product is of it. */
  lawUrl: string | null;
  status: RequirementStatus;
  how: string;
};

export type DossierTimelineItem = { at: string; text: string };

export type Dossier = {
  title: string;
  cover: {
    parties: string[];
    stateName: string | null;
    documentId: string;
    finalTextSha256: string | null;
    notarizedSha256: string | null;
    verificationUrl: string | null;
    generatedAt: string;
    /** The zone every time in the dossier is written in, as people say it ("Eastern Time"). */
    timeZoneLabel: string;
    standing: string;
  };
  /** The time zone the dossier's times are written in: the agreement's state's. */
  timeZone: string;
  timeline: DossierTimelineItem[];
  intervals: { label: string; text: string }[];
  requirements: DossierRequirement[];
  disclosure: { heading: string; lines: string[] }[];
  /**
   * The agreement's versions from its record: the signed original, then each amendment or revocation
   * with each spouse's signing (day, witnesses, counsel, disclosure confirmed, the notarized copy's
   * hash) and the day it took effect, linked to the version it changes.
   */
  versions: { heading: string; lines: string[] }[];
  record: {
    entries: { sequence: number; occurredAt: string; summary: string; hash: string; previousHash: string }[];
    verification: string;
    verified: boolean;
  };
  /** The documents behind the disclosure, reproduced after the dossier in this order (A-1, A-2… then B-1…). */
  appendix: DossierAppendixItem[];
};

const SIDES: Respondent[] = ["A", "B"];
const other = (side: Respondent): Respondent => (side === "A" ? "B" : "A");

/**
 * Calendar days from one fact to another, each a day (YYYY-MM-DD) or an instant read as its day in
 * the agreement's state; null when either is unknown.
 */
export function daysBetween(from: string | null, to: string | null, timeZone: string): number | null {
  if (!from || !to) return null;
  const dayOf = (value: string) => (value.length === 10 ? value : calendarDayIn(new Date(value), timeZone));
  return calendarDaysBetween(dayOf(from), dayOf(to)) ?? null;
}

/** An instant as the dossier's rows print it: day and time in the state's zone, which the cover names once. */
const when = (at: string, zone: string): string => `${formatDate(at, zone)}, ${formatTime(at, zone)}`;

const dayCount = (days: number): string => `${days} ${days === 1 ? "day" : "days"}`;

/** The last acknowledgement each partner gave of the other's disclosure, and whether it covers the last version. */
function latestAcknowledgements(input: DossierInput) {
  return SIDES.map((owner) => {
    const versions = input.disclosureVersions.filter((version) => version.owner === owner);
    const latest = versions.reduce<DossierDisclosureVersion | null>(
      (best, version) => (best === null || version.number > best.number ? version : best),
      null,
    );
    const acknowledged = input.acknowledgements
      .filter((item) => item.owner === owner)
      .reduce<DossierAcknowledgement | null>(
        (best, item) => (best === null || item.versionNumber > best.versionNumber ? item : best),
        null,
      );
    return {
      owner,
      latest,
      acknowledged,
      current: latest !== null && acknowledged !== null && acknowledged.versionNumber === latest.number,
    };
  });
}

function nameOf(input: DossierInput, side: Respondent): string {
  return input.parties[side]?.fullName || (side === "A" ? "The first partner" : "The second partner");
}

function timelineOf(input: DossierInput, zone: string): DossierTimelineItem[] {
  const items: { sortKey: string; at: string; text: string }[] = [];
  const add = (at: string | null, text: string) => {
    if (at) items.push({ sortKey: at, at: when(at, zone), text });
  };
  for (const side of SIDES) {
    const party = input.parties[side];
    if (party) add(party.accountCreatedAt, `${party.fullName} opened an account.`);
  }
  add(input.invitation.sentAt, `${nameOf(input, "A")} invited their partner to the agreement.`);
  add(input.invitation.acceptedAt, `${nameOf(input, "B")} accepted the invitation.`);
  for (const version of input.disclosureVersions) {
    const what =
      version.status === "NOTHING_TO_DISCLOSE"
        ? "stating nothing to disclose"
        : `${version.entryCount} ${version.entryCount === 1 ? "entry" : "entries"}, net worth ${formatCents(version.netWorthUsdCents)}`;
    add(
      version.frozenAt,
      `${nameOf(input, version.owner)}'s financial disclosure, version ${version.number} (${what}).`,
    );
  }
  for (const item of input.acknowledgements) {
    add(
      item.acknowledgedAt,
      `${nameOf(input, other(item.owner))} acknowledged receiving and reviewing ${nameOf(input, item.owner)}'s disclosure, version ${item.versionNumber}.`,
    );
  }
  for (const item of input.disagreements) {
    // An open disagreement says so on its last line: its first proposal's, else its beginning's.
    const open = (last: boolean) => (!item.ending && last ? " It is still open." : "");
    if (item.began)
      add(
        item.began.at,
        `The partners' answers to "${item.question}" differed (${SIDES.map((side) => `${nameOf(input, side)}: ${item.began!.answers[side]}`).join("; ")}).${open(!item.firstProposal)}`,
      );
    if (item.firstProposal)
      add(
        item.firstProposal.at,
        `${item.firstProposal.by ? nameOf(input, item.firstProposal.by) : "A partner"} proposed an answer to "${item.question}", on which the partners' answers differed.${open(true)}`,
      );
    if (item.ending) add(item.ending.at, disagreementEnding(input, item.question, item.ending));
  }
  const names = { A: nameOf(input, "A"), B: nameOf(input, "B") };
  // A signing in person (of the agreement or of a later change) is known by its day only: it sorts at
  // the end of its day and prints without a time.
  const addDay = (day: string, text: string) =>
    items.push({ sortKey: `${day}T23:59:59.999Z`, at: formatDay(day), text });
  for (const entry of input.record) {
    // The disclosure's versions and acknowledgements are in the timeline from their own facts.
    if (
      entry.kind === "DISCLOSURE_INCLUDED" ||
      entry.kind === "DISCLOSURE_VERSION" ||
      entry.kind === "DISCLOSURE_ACKNOWLEDGED"
    )
      continue;
    const signedOn = entry.details["signedOn"];
    const changeSignedOn = entry.details["changeSignedOn"];
    if (entry.kind === "SIGNED" && entry.details["method"] === "IN_PERSON" && typeof signedOn === "string")
      addDay(signedOn, describeRecordEntry(entry, names));
    else if (entry.kind === "CHANGE_SIGNED" && typeof changeSignedOn === "string")
      addDay(changeSignedOn, describeRecordEntry(entry, names));
    else add(entry.occurredAt, describeRecordEntry(entry, names));
  }
  const notarization = input.notarization;
  const early = notarization?.earlySigningChosen;
  if (early)
    add(
      early.at,
      `${early.by ? nameOf(input, early.by) : "A partner"} chose to sign before the ${dayCount(RECOMMENDED_REFLECTION_DAYS)} advised to consider the final text.`,
    );
  // The signing from the notarization itself, when the record does not hold it (a notarization
  // recorded before the record held signings and notarizations).
  const signingRecorded = input.record.some((entry) => entry.kind === "SIGNED" || entry.kind === "NOTARIZED");
  if (notarization?.signedOn && !signingRecorded) {
    const how =
      notarization.method === "ONLINE"
        ? `in an online notarization session${notarization.sessionNotary ? ` before ${notarization.sessionNotary}` : ""}${notarization.sessionRecordRef ? ` (the notary's record ${notarization.sessionRecordRef})` : ""}`
        : "before a notary in person (the notarized copy was uploaded)";
    // A date of signing is a calendar day: it sorts at the end of its day and prints without a time.
    items.push({
      sortKey: `${notarization.signedOn}T23:59:59.999Z`,
      at: formatDay(notarization.signedOn),
      text: `The agreement was signed ${how}.`,
    });
  }
  items.sort((a, b) => a.sortKey.localeCompare(b.sortKey));
  return items.map(({ at, text }) => ({ at, text }));
}

/** How a disagreement ended, in the timeline's words. */
function disagreementEnding(input: DossierInput, question: string, ending: DossierDisagreementEnding): string {
  // The answer it left, when known (a settlement recorded before answers kept their history has none).
  const answer = ending.answer ? `: ${ending.answer}` : "";
  const removed = ending.how === "CHANGED_IN_QUESTIONNAIRE" && !ending.answer;
  if (!ending.by)
    return removed
      ? `The disagreement on "${question}" ended when an answer was removed in the questionnaire.`
      : `The disagreement on "${question}" was settled${answer}.`;
  const who = nameOf(input, ending.by);
  const partner = nameOf(input, other(ending.by));
  switch (ending.how) {
    case "CHANGED_IN_QUESTIONNAIRE":
      return removed
        ? `The disagreement on "${question}" ended when ${who} removed their answer in the questionnaire.`
        : `The disagreement on "${question}" was settled when ${who} changed their answer in the questionnaire to: ${ending.answer}.`;
    case "PROPOSAL_ACCEPTED":
      return `${who} accepted ${partner}'s proposal on "${question}"${answer}.`;
    case "AGREED_WITH_PARTNER":
      return `${who} settled the disagreement on "${question}" by agreeing with ${partner}'s answer${answer}.`;
    case "CHANGED_OWN_ANSWER":
      return ending.answer
        ? `${who} settled the disagreement on "${question}" by changing their own answer to: ${ending.answer}.`
        : `${who} settled the disagreement on "${question}" by changing their own answer.`;
  }
}

function intervalsOf(input: DossierInput, zone: string): { label: string; text: string }[] {
  const signedOn = input.notarization?.signedOn ?? null;
  const acks = latestAcknowledgements(input)
    .map((item) => item.acknowledged?.acknowledgedAt ?? null)
    .filter((at): at is string => at !== null)
    .sort();
  const lastAck = acks.at(-1) ?? null;
  const fromAck = daysBetween(lastAck, signedOn, zone);
  const fromFinal = daysBetween(input.agreement.finalizedAt, signedOn, zone);
  const beforeWedding = daysBetween(signedOn, input.weddingDate, zone);
  const unknown = signedOn ? "not recorded" : "not signed yet";
  return [
    {
      label: "From the last disclosure acknowledgement to the signing",
      text: fromAck === null ? unknown : dayCount(fromAck),
    },
    { label: "From the final text to the signing", text: fromFinal === null ? unknown : dayCount(fromFinal) },
    {
      label: "From the signing to the wedding",
      text:
        beforeWedding === null
          ? input.weddingDate
            ? unknown
            : "no wedding date given"
          : `${dayCount(beforeWedding)} (wedding on ${formatDay(input.weddingDate ?? "")})`,
    },
  ];
}

function disclosureRequirement(input: DossierInput, law: StateLawRow, zone: string): DossierRequirement {
  const acks = latestAcknowledgements(input);
  const signedOn = input.notarization?.signedOn ?? null;
  const afterSigning = (at: string) => signedOn !== null && (daysBetween(signedOn, at, zone) ?? 0) > 0;
  const missing = acks.filter(
    (item) => !item.current || (item.acknowledged !== null && afterSigning(item.acknowledged.acknowledgedAt)),
  );
  const how = acks
    .map((item) => {
      const reader = nameOf(input, other(item.owner));
      if (!item.latest) return `${nameOf(input, item.owner)} has not given a disclosure.`;
      if (!item.acknowledged)
        return `${reader} has not acknowledged ${nameOf(input, item.owner)}'s disclosure (version ${item.latest.number}).`;
      const on = formatDay(calendarDayIn(new Date(item.acknowledged.acknowledgedAt), zone));
      const late = afterSigning(item.acknowledged.acknowledgedAt) ? ", after the signing" : "";
      return `${reader} acknowledged ${nameOf(input, item.owner)}'s version ${item.acknowledged.versionNumber} on ${on}${late}${item.current ? ", the last version" : `; version ${item.latest.number} came after it`}.`;
    })
    .join(" ");
  return {
    title: "Financial disclosure",
    rule: disclosureRuleOf(law),
    citation: citationOf(law.disclosureStandard, ...(law.disclosureWaiver.value ? [law.disclosureWaiver] : [])),
    lawUrl: lawUrlOf(input, "disclosureStandard"),
    status: missing.length === 0 ? "MET" : "PENDING",
    how,
  };
}

/** The state's own disclosure test, as the dossier states it (the matrix's disclosure cells). */
function disclosureRuleOf(law: StateLawRow): string {
  const { kind, knowledgeSuffices } = law.disclosureStandard.value;
  if (kind === "NONE_REQUIRED")
    return `${law.name}'s statute sets no disclosure condition of its own: courts ask whether the agreement was signed voluntarily and was not unconscionable, and the disclosure each partner gave bears on both.`;
  const disclosure: Record<Exclude<typeof kind, "NONE_REQUIRED">, string> = {
    FAIR_AND_REASONABLE: "a fair and reasonable disclosure of the other's property and financial obligations",
    FULL_AND_FAIR: `full and fair disclosure of the nature, extent and value of the other's property and income${law.valueBasisRequired.value ? ", with the basis of each value" : ""}`,
    REASONABLY_ACCURATE:
      "a reasonably accurate description and good-faith estimate of the value of the other's property, liabilities and income",
  };
  const alternatives = [
    ...(knowledgeSuffices ? ["already had an adequate knowledge of them"] : []),
    ...(law.disclosureWaiver.value ? ["waived disclosure beyond what was given, expressly and in writing"] : []),
  ];
  const or = alternatives.length > 0 ? `, or ${alternatives.join(", or ")}` : "";
  return `Courts ask whether each partner had ${disclosure[kind]} before signing${or}.`;
}

/** The citations of the cells read in the state's own law, joined; null when none was (`cellConfidence`). */
function citationOf(...cells: Sourced<unknown>[]): string | null {
  const read = cells.filter((cell) => cellConfidence(cell) === "VERIFIED").map((cell) => cell.citation);
  return read.length > 0 ? [...new Set(read)].join("; ") : null;
}

/** The public page's anchor for a rule of the state-law matrix (null without the page). */
function lawUrlOf(input: DossierInput, key: string): string | null {
  return input.lawPageUrl ? `${input.lawPageUrl}#${key}` : null;
}

function counselRequirements(input: DossierInput, law: StateLawRow, zone: string): DossierRequirement[] {
  const counsel = latestCounsel(input.record);
  const certified = (side: Respondent) =>
    (input.counselCertifications ?? []).find((certification) => certification.side === side) ?? null;
  const represented = {
    A: counsel.A === "ATTORNEY_ASSIGNED" || certified("A") !== null,
    B: counsel.B === "ATTORNEY_ASSIGNED" || certified("B") !== null,
  };
  const verdict = stateLawRequirements(law, { represented, limitsSupport: false, waivesDeathRights: false });
  const generated = input.record.some((entry) => entry.kind === "AGREEMENT_GENERATED");
  const writingsDelivered = (side: Respondent) =>
    input.record.some(
      (entry) =>
        entry.kind === "AGREEMENT_PRESENTED" &&
        entry.respondent === side &&
        Array.isArray(entry.details["separateWritings"]) &&
        (entry.details["separateWritings"] as unknown[]).length > 0,
    );
  const rows: DossierRequirement[] = SIDES.map((side) => {
    const status = counsel[side];
    const name = nameOf(input, side);
    const certification = certified(side);
    if (certification && status !== "ATTORNEY_ASSIGNED")
      return {
        title: `Counsel: ${name}`,
        rule: "Each partner is told they may have an independent attorney review the agreement before signing.",
        citation: citationOf(law.counsel),
        lawUrl: lawUrlOf(input, "counsel"),
        status: "MET",
        how: certificationHow(certification, name, zone),
      };
    return {
      title: `Counsel: ${name}`,
      rule: "Each partner is told they may have an independent attorney review the agreement before signing.",
      citation: citationOf(law.counsel),
      lawUrl: lawUrlOf(input, "counsel"),
      status: status === "ATTORNEY_ASSIGNED" || status === "WAIVED" ? "MET" : "PENDING",
      how:
        status === "ATTORNEY_ASSIGNED"
          ? `${name} is represented by an attorney on record.`
          : status === "WAIVED"
            ? `${name} chose to sign without an attorney after being told they could hire one.`
            : status === "ATTORNEY_PLANNED"
              ? `${name} plans to be advised by an attorney; none is on record yet.`
              : `${name} has not decided about an attorney yet.`,
    };
  });
  for (const requirement of verdict.requirements) {
    const name = nameOf(input, requirement.party);
    const titles: Record<typeof requirement.kind, string> = {
      STATUTORY_NOTICE: `Statutory notice of the rights waived, for ${name}`,
      PLAIN_LANGUAGE_EXPLANATION: `A plain-language explanation of the rights changed, for ${name}`,
      EXPRESS_WAIVER_OF_COUNSEL: `An express written waiver of counsel by ${name}`,
      SEPARATE_WAIVER_AND_EXPLANATION: `Separate writings (waiver of counsel and explanation) signed by ${name}`,
    };
    const separate = requirement.kind === "SEPARATE_WAIVER_AND_EXPLANATION";
    const met = separate ? writingsDelivered(requirement.party) : generated;
    rows.push({
      title: titles[requirement.kind],
      rule: "Required where a partner signs without independent counsel.",
      citation: citationOf(law.counsel),
      lawUrl: lawUrlOf(input, "counsel"),
      status: met ? "MET" : "PENDING",
      how: separate
        ? met
          ? `${name} received the separate writings with the agreement (see the record).`
          : `${name} has not yet received the separate writings.`
        : met
          ? "Printed in the generated agreement."
          : "Printed once the agreement is generated.",
    });
  }
  return rows;
}

/** How a partner's own attorney's certification meets the counsel requirement, in the dossier's words. */
function certificationHow(certification: DossierCounselCertification, name: string, zone: string): string {
  const bar = [certification.barNumber ? `bar no. ${certification.barNumber}` : null, certification.barState]
    .filter(Boolean)
    .join(", ");
  const fingerprint = certification.sha256 ? ` The signed certification's SHA-256 is ${certification.sha256}.` : "";
  return `${certification.attorneyName}${bar ? ` (${bar})` : ""}, ${name}'s own attorney, certified the agreement's final text; the certification was recorded ${formatDateTime(certification.recordedAt, zone)}.${fingerprint}`;
}

/** Each partner's last counsel fact on the record (null: none recorded). */
function latestCounsel(record: readonly RecordEntry[]): Record<Respondent, string | null> {
  const latest: Record<Respondent, string | null> = { A: null, B: null };
  for (const entry of record) {
    if (entry.kind === "COUNSEL_RECORDED" && entry.respondent) {
      const status = entry.details["status"];
      latest[entry.respondent] = typeof status === "string" ? status : null;
    }
  }
  return latest;
}

/**
 * Where the state sets no review period: when the agreement was signed, how long after its final
 * text (the review, or the finalization with attorneys: `reflectionAdvice`'s start), and the
 * partner's recorded choice to sign before the recommended days.
 */
function reflectionHow(input: DossierInput, signedOn: string, zone: string): string {
  const finalAt = reviewPeriodStartedAt({ ...input.agreement, reviewDays: 0 });
  const after = daysBetween(finalAt?.toISOString() ?? null, signedOn, zone);
  const chosen = input.notarization?.earlySigningChosen;
  const choice = chosen
    ? ` ${chosen.by ? nameOf(input, chosen.by) : "A partner"} chose, on ${formatDateTime(chosen.at, zone)}, to sign before the ${dayCount(RECOMMENDED_REFLECTION_DAYS)} advised.`
    : "";
  return `Signed on ${formatDay(signedOn)}${after === null ? "" : `, ${dayCount(after)} after the final text`}.${choice}`;
}

/**
 * Where an editor marked a later correction as not changing the terms, the period counts from the
 * first presentation of the final agreement: the dossier says so, with that moment.
 */
function keptPeriodHow(input: DossierInput, zone: string): string {
  const from = input.agreement.reviewPeriodFrom;
  return from
    ? ` The period counts from ${formatDateTime(from, zone)}, when the final agreement was first presented: a later correction was marked by its editor as not changing the terms.`
    : "";
}

function signingRequirements(input: DossierInput, law: StateLawRow, zone: string): DossierRequirement[] {
  const execution = law.execution;
  const postnup = input.kind === "POSTNUP";
  // A postnup has neither the wedding-day cutoff nor the review period (premarital rules).
  const rules = signingRulesForKind(input.kind, {
    signingDeadline: execution.signingDeadline.value,
    reviewDays: execution.finalAgreementReviewDays.value,
  });
  const window = signingWindow({
    deadline: rules.signingDeadline,
    weddingDate: input.weddingDate,
    stateName: law.name,
    agreement: {
      stateAbbreviation: law.stateId,
      reviewDays: rules.reviewDays,
      reviewedAt: input.agreement.reviewedAt,
      finalizedAt: input.agreement.finalizedAt,
      anyAttorneyInvolved: input.agreement.anyAttorneyInvolved,
      reviewPeriodFrom: input.agreement.reviewPeriodFrom,
    },
  });
  const notarization = input.notarization;
  const signedOn = notarization?.signedOn ?? null;
  const problem = signedOn ? signingDateProblem({ signedOn, today: input.generatedAt.slice(0, 10), window }) : null;
  const reviewDays = rules.reviewDays;
  const rows: DossierRequirement[] = [];
  rows.push({
    title: "Time to review the final text",
    rule:
      reviewDays > 0
        ? `The final agreement is in each partner's hands at least ${dayCount(reviewDays)} before signing.`
        : `${postnup ? `${law.name} sets no waiting period for an agreement made during the marriage` : `${law.name} sets no waiting period`} between the final text and the signing. A court weighs whether each partner had time to consider the final text; the couple were advised to take ${dayCount(RECOMMENDED_REFLECTION_DAYS)}.`,
    citation: citationOf(postnup ? law.maritalAgreements : execution.finalAgreementReviewDays),
    lawUrl: lawUrlOf(input, postnup ? "maritalAgreements" : "finalAgreementReviewDays"),
    status:
      reviewDays === 0
        ? "NOT_REQUIRED"
        : !signedOn
          ? "PENDING"
          : problem?.code === "CALIFORNIA_WAIT"
            ? "NOT_MET"
            : "MET",
    how: !signedOn
      ? window.firstDay
        ? `The first day a signing counts is ${formatDay(window.firstDay)}.`
        : "Not signed yet."
      : problem?.code === "CALIFORNIA_WAIT"
        ? problem.message
        : reviewDays === 0
          ? reflectionHow(input, signedOn, zone)
          : `Signed on ${formatDay(signedOn)}${window.firstDay ? `, on or after ${formatDay(window.firstDay)}` : ""}.${keptPeriodHow(input, zone)}`,
  });
  if (postnup) rows.push(duringMarriageRequirement(input, law, signedOn));
  else
    rows.push({
      title: "Signed before the wedding",
      rule: "The agreement is signed before the marriage, within the state's cutoff before the wedding day.",
      citation: citationOf(execution.signingDeadline),
      lawUrl: lawUrlOf(input, "signingDeadline"),
      status: !signedOn ? "PENDING" : problem?.code === "SIGNING_DEADLINE_PASSED" ? "NOT_MET" : "MET",
      how: !signedOn
        ? window.lastDay
          ? `The last day a signing counts is ${formatDay(window.lastDay)}.`
          : "Not signed yet; no wedding date given."
        : problem?.code === "SIGNING_DEADLINE_PASSED"
          ? problem.message
          : `Signed on ${formatDay(signedOn)}${window.lastDay ? `, on or before ${formatDay(window.lastDay)}` : ""}.`,
    });
  const witnesses = execution.witnesses.value.count;
  const deathWaiver = execution.deathWaiverWitnesses.value;
  rows.push({
    title: "Signing formalities",
    rule: `Signed in writing by both partners and acknowledged before a notary${witnesses > 0 ? `, with ${witnesses} ${witnesses === 1 ? "witness" : "witnesses"}` : ""}.${
      deathWaiver
        ? ` Where the agreement waives rights at death, each waiving partner signs before ${deathWaiver.perWaivingParty} subscribing ${deathWaiver.perWaivingParty === 1 ? "witness" : "witnesses"}.`
        : ""
    }`,
    citation: citationOf(
      execution.witnesses,
      execution.acknowledgementForm,
      ...(deathWaiver ? [execution.deathWaiverWitnesses] : []),
    ),
    lawUrl: lawUrlOf(input, "witnesses"),
    status: notarization?.completedAt ? "MET" : notarization?.signingProblem ? "NOT_MET" : "PENDING",
    how: notarization?.completedAt
      ? notarization.method === "ONLINE"
        ? `Notarized online${notarization.sessionNotary ? ` by ${notarization.sessionNotary}` : ""}${notarization.sessionRecordRef ? `; the notary's record is ${notarization.sessionRecordRef}` : ""}.`
        : "Notarized in person; the notarized copy is stored with its hash."
      : (notarization?.signingProblem ?? "Not notarized yet."),
  });
  return rows;
}

/**
 * A postnup's standing under the state's rules for agreements made during the marriage, on the day
 * of signing (`postnupDecision`): the spouses were married then, and the state allows such an
 * agreement (a court's approval, where the state asks for one, is not on the record).
 */
function duringMarriageRequirement(input: DossierInput, law: StateLawRow, signedOn: string | null): DossierRequirement {
  const day = signedOn ?? input.generatedAt.slice(0, 10);
  const decision = postnupDecision(law, { today: day });
  const wedding = input.weddingDate;
  const marriedBySigning = wedding !== null && signedOn !== null && wedding <= signedOn;
  const rule =
    decision.outcome === "BLOCKED"
      ? decision.reason
      : decision.outcome === "COURT_PETITION"
        ? `${law.name} lets spouses make an agreement during the marriage only with a court's approval on their joint petition.`
        : `${law.name} lets spouses make an agreement during the marriage, on the conditions its law sets.`;
  const status: DossierRequirement["status"] =
    decision.outcome === "BLOCKED"
      ? "NOT_MET"
      : !signedOn
        ? "PENDING"
        : !marriedBySigning || decision.outcome === "COURT_PETITION"
          ? "NOT_MET"
          : "MET";
  const how = !signedOn
    ? wedding
      ? `The spouses married on ${formatDay(wedding)}; not signed yet.`
      : "Not signed yet; no wedding date given."
    : !marriedBySigning
      ? `Signed on ${formatDay(signedOn)}, ${wedding ? `before the wedding on ${formatDay(wedding)}` : "with no wedding date given"}: an agreement made before the marriage follows the premarital rules.`
      : decision.outcome === "COURT_PETITION"
        ? `Signed on ${formatDay(signedOn)}, after the wedding on ${formatDay(wedding!)}; no court's approval is on the record.`
        : `Signed on ${formatDay(signedOn)}, after the wedding on ${formatDay(wedding!)}.`;
  return {
    title: "Made during the marriage",
    rule,
    citation: citationOf(law.maritalAgreements),
    lawUrl: lawUrlOf(input, "maritalAgreements"),
    status,
    how,
  };
}

/** When the state's courts judge the agreement's fairness (the matrix's unconscionability cell). */
const FAIRNESS_RULES: Record<StateLawRow["unconscionability"]["value"], (state: string) => string> = {
  AT_SIGNING: (state) => `${state} courts judge whether the agreement was unconscionable as of its signing.`,
  AT_SIGNING_AND_ENFORCEMENT: (state) =>
    `${state} courts may judge unconscionability at the signing and again when the agreement is enforced.`,
  NOT_JUDGED: (state) =>
    `${state} law has no unconscionability ground: a court sets the agreement aside only if it was not signed voluntarily or the disclosure the law requires was missing.`,
};

/**
 * The state's requirements for this couple and how each was met. Once the agreement is signed, a
 * step the record does not show before the signing is not met rather than not yet.
 */
function requirementsOf(input: DossierInput): DossierRequirement[] {
  const law = input.law;
  if (!law) return [];
  const signedOn = input.notarization?.signedOn ?? null;
  const zone = timeZoneOfState(law.stateId);
  const requirements: DossierRequirement[] = [
    disclosureRequirement(input, law, zone),
    ...counselRequirements(input, law, zone),
    ...signingRequirements(input, law, zone),
    {
      title: "When fairness is judged",
      rule: FAIRNESS_RULES[law.unconscionability.value](law.name),
      citation: citationOf(law.unconscionability),
      lawUrl: lawUrlOf(input, "unconscionability"),
      status: "NOT_REQUIRED",
      how: "A standard of review, not a step: the disclosure, counsel and timing facts above are what it is judged on.",
    },
  ];
  return signedOn
    ? requirements.map((item) => (item.status === "PENDING" ? { ...item, status: "NOT_MET" as const } : item))
    : requirements;
}

function disclosureOf(input: DossierInput, zone: string): { heading: string; lines: string[] }[] {
  return SIDES.map((owner) => {
    const versions = input.disclosureVersions
      .filter((version) => version.owner === owner)
      .sort((a, b) => a.number - b.number);
    const lines = versions.map((version) => {
      const acks = input.acknowledgements.filter(
        (item) => item.owner === owner && item.versionNumber === version.number,
      );
      const acknowledged = acks.length
        ? `acknowledged by ${nameOf(input, other(owner))} on ${formatDateTime(acks[0]!.acknowledgedAt, zone)}`
        : "not acknowledged";
      const what =
        version.status === "NOTHING_TO_DISCLOSE"
          ? "nothing to disclose"
          : `${version.entryCount} ${version.entryCount === 1 ? "entry" : "entries"}, net worth ${formatCents(version.netWorthUsdCents)}`;
      return `Version ${version.number} (${what}), as of ${formatDateTime(version.asOf, zone)}; ${acknowledged}. Content SHA-256 ${version.contentSha256}.`;
    });
    return {
      heading: `${nameOf(input, owner)}'s disclosure`,
      lines: lines.length ? lines : ["No disclosure given."],
    };
  });
}

/** The dossier of one agreement from its facts. */
export function buildDossier(input: DossierInput): Dossier {
  const zone = timeZoneOfState(input.law?.stateId ?? null);
  const verification = verifyRecordChain(input.record);
  const names = { A: nameOf(input, "A"), B: nameOf(input, "B") };
  const notarized = input.notarization?.completedAt ? input.notarization : null;
  const standing = notarized
    ? `Signed on ${formatDay(notarized.signedOn ?? notarized.completedAt!.slice(0, 10))} and notarized.`
    : input.agreement.finalizedAt
      ? "Finalized; not yet notarized."
      : input.record.some((entry) => entry.kind === "AGREEMENT_GENERATED")
        ? "Generated; not yet finalized."
        : "Not yet generated.";
  return {
    title: "Evidence dossier",
    cover: {
      parties: [input.parties.A.fullName, input.parties.B?.fullName ?? "Partner not yet joined"],
      stateName: input.law?.name ?? null,
      documentId: input.documentId,
      finalTextSha256: input.agreement.finalizedAt ? input.agreement.currentPdfSha256 : null,
      notarizedSha256: notarized?.notarizedSha256 ?? null,
      verificationUrl: input.verificationUrl,
      generatedAt: formatDateTime(input.generatedAt, zone),
      timeZoneLabel: timeZoneLabel(zone, new Date(input.generatedAt)),
      standing,
    },
    timeZone: zone,
    timeline: timelineOf(input, zone),
    intervals: intervalsOf(input, zone),
    requirements: requirementsOf(input),
    disclosure: disclosureOf(input, zone),
    versions: versionsOf(input, names),
    record: {
      entries: input.record.map((entry) => ({
        sequence: entry.sequence,
        occurredAt: when(entry.occurredAt, zone),
        summary: describeRecordEntry(entry, names),
        hash: entry.hash,
        previousHash: entry.previousHash,
      })),
      verified: verification.valid,
      verification: verification.valid
        ? `The record's ${input.record.length} entries verify: each entry's hash matches its content and the hash before it. Head ${verification.head}.`
        : `The record does not verify: ${verification.problem}.`,
    },
    appendix: appendixOf(input),
  };
}

/** An entry's text or number detail (null: absent). */
const detailText = (entry: RecordEntry, key: string): string | null =>
  typeof entry.details[key] === "string" && entry.details[key] !== "" ? (entry.details[key] as string) : null;
const detailNumber = (entry: RecordEntry, key: string): number | null =>
  typeof entry.details[key] === "number" ? (entry.details[key] as number) : null;

/**
 * The agreement's versions, read from its record: the original as notarized, then each change by its
 * first entry, with each spouse's signing and the day it took effect (or that it is not in effect
 * yet). Nothing here is read anywhere but the record, so the section says what the chain proves.
 */
function versionsOf(input: DossierInput, names: { A: string; B: string }): { heading: string; lines: string[] }[] {
  const notarization = input.notarization?.completedAt ? input.notarization : null;
  const entry = input.record.findLast((candidate) => candidate.kind === "NOTARIZED");
  const signedOn = notarization?.signedOn ?? notarization?.completedAt?.slice(0, 10) ?? null;
  const original = {
    heading: "The original agreement",
    lines: signedOn
      ? [
          `Signed on ${formatDay(signedOn)} and notarized${entry ? `; the record's entry for it is ${entry.hash}` : ""}. It never changes: every later version is a separate document both spouses signed.`,
        ]
      : ["Not signed yet."],
  };
  const changes = new Map<string, RecordEntry[]>();
  for (const entry of input.record) {
    if (!(CHANGE_RECORD_ENTRY_KINDS as readonly string[]).includes(entry.kind)) continue;
    const id = detailText(entry, "changeId") ?? "";
    changes.set(id, [...(changes.get(id) ?? []), entry]);
  }
  if (changes.size === 0) original.lines.push("It has not been amended or revoked.");
  const blocks = [...changes.values()].map((entries) => {
    const first = entries[0]!;
    const kind = detailText(first, "changeKind");
    const heading =
      kind === "REVOCATION" ? "Revocation of the agreement" : `Amendment No. ${detailNumber(first, "number") ?? "?"}`;
    const approvals = approvalsIn(entries, names);
    const lines = entries
      .filter((entry) => entry.kind === "CHANGE_SIGNED")
      .map((entry) => {
        const who = entry.respondent ? names[entry.respondent] : "A spouse";
        const witnesses = Array.isArray(entry.details["witnesses"])
          ? (entry.details["witnesses"] as unknown[]).filter((name): name is string => typeof name === "string")
          : [];
        const signedOn = detailText(entry, "changeSignedOn");
        const counsel = detailText(entry, "counsel");
        const disclosed = detailNumber(entry, "disclosureVersion");
        return [
          `${who} signed it before a notary on ${signedOn ? formatDay(signedOn) : "a day not given"} (the notarial certificate's date)`,
          witnesses.length ? `, witnessed by ${witnesses.join(" and ")}` : ", without witnesses",
          counsel ? `, advised by ${counsel}` : ", naming no attorney",
          disclosed !== null ? `, having confirmed financial disclosure version ${disclosed}` : "",
          `. The notarized copy's SHA-256: ${detailText(entry, "fileSha256") ?? "not recorded"}.`,
        ].join("");
      });
    lines.unshift(...approvals);
    const inEffect = entries.find((entry) => entry.kind === "CHANGE_IN_EFFECT");
    const effectiveOn = inEffect ? detailText(inEffect, "effectiveOn") : null;
    const parent = inEffect ? detailText(inEffect, "parentHash") : null;
    lines.push(
      inEffect
        ? `In effect from ${effectiveOn ? formatDay(effectiveOn) : "a day not given"}, both spouses having signed it${parent ? `; it changes the version recorded at ${parent}` : ""}. Its own entry in the record is ${inEffect.hash}.`
        : lines.length > approvals.length
          ? "Not in effect: signed by one spouse only."
          : "Not in effect: not signed yet.",
    );
    return { heading, lines };
  });
  return [original, ...blocks];
}

/**
 * The attorneys' approvals of a change that stood when it was signed (or stand now, before it is): for
 * each spouse, the last approval given and not withdrawn, with the content it approved.
 */
function approvalsIn(entries: readonly RecordEntry[], names: { A: string; B: string }): string[] {
  const standing = new Map<string, RecordEntry>();
  for (const entry of entries) {
    if (!entry.respondent) continue;
    if (entry.kind === "CHANGE_APPROVAL_GRANTED") standing.set(entry.respondent, entry);
    if (entry.kind === "CHANGE_APPROVAL_WITHDRAWN") standing.delete(entry.respondent);
  }
  return [...standing.values()].map(
    (entry) =>
      `${detailText(entry, "attorneyName") ?? "An attorney"}, attorney for ${names[entry.respondent as "A" | "B"]}, approved it on ${formatDay(entry.occurredAt.slice(0, 10))} (the content approved: ${detailText(entry, "contentSha256") ?? "not recorded"}).`,
  );
}

/** The appendix's documents, each partner's numbered in their version's order. */
function appendixOf(input: DossierInput): DossierAppendixItem[] {
  return SIDES.flatMap((owner) =>
    input.statements
      .filter((statement) => statement.owner === owner)
      .map((statement, index) => ({
        label: `${owner}-${index + 1}`,
        title: `${nameOf(input, owner)}'s disclosure, version ${statement.version}, ${statement.entryTitle}: ${statement.name}`,
        sha256: statement.sha256,
        available: statement.available,
      })),
  );
}
