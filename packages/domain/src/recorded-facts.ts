import type { AgreementKind } from "./agreement-kind.ts";
import type { AnswerLike } from "./answer-shape.ts";
import { counselPlanOf, type CounselFacts } from "./counsel-plan.ts";
import type { DisclosureStatus } from "./disclosure-status.ts";
import type { Respondent } from "./enums.ts";

/**
 * Recorded facts: what the product itself knows about a partner (an attorney assigned through it,
 * the state of their disclosure), as opposed to what the partner answered. The agreement's
 * template conditions can only test answers and the state, so generation hands each recorded fact
 * to them as a pseudo-answer: a question no one is asked, named here and only here, whose chosen
 * option is the fact. A template says `chose("recorded_counsel", ["represented"], "A")` to
 * print a clause only when partner A is represented (counselPlanOf).
 *
 * Keys are the same in the content and in the database's stored conditions (the reference seed
 * passes them through unchanged, they are not rows), so the pseudo-answers built here match both.
 * They join the answers only for assembling the text; they are never stored as answers, and they
 * are not part of the input hash (an attorney assigned after generation must not make the
 * agreement look stale while the attorneys edit it): the disclosure's state reaches the hash
 * through the disclosure itself.
 */
export const RECORDED_FACTS = {
  /**
   * The partner's counsel as `counselPlanOf` reads it from the attorney on record and the attorney
   * plan: REPRESENTED, else UNREPRESENTED (a plan to hire an attorney, an outside attorney the
   * product has no certification from, or an attorney on record whom the partner's answer
   * disclaims). The support clauses, the counsel clauses and California's separate writings all
   * test this one fact.
   */
  counsel: { key: "recorded_counsel", options: ["represented", "unrepresented"] },
  /**
   * The partner's disclosure (`disclosureStatus`): GIVEN when completed with entries,
   * NOTHING_TO_DISCLOSE when the partner declared there is nothing, NOT_GIVEN otherwise
   * (generation refuses then, so a generated text never sees it).
   */
  disclosure: { key: "recorded_disclosure", options: ["given", "nothing_to_disclose", "not_given"] },
  /**
   * Who signs the partner's attorney certification on the signature page (`certifyingAttorneyOf`):
   * NAMED, an attorney whose name generation prints (`RECORDED_CERTIFYING_ATTORNEY_NAME_KEY`);
   * UNNAMED, an attorney the partner plans to be advised by whose name is not known, for whom the
   * certification leaves the name to be written in; NONE, no certification.
   */
  certifyingAttorney: { key: "recorded_certifying_attorney", options: ["named", "unnamed", "none"] },
  /**
   * The document's kind, the same for both partners: PREMARITAL for a prenup, MARITAL for an
   * agreement made during the marriage (a postnup). Clauses that speak of a wedding to come print
   * only for a premarital one; their postnup counterparts only for a marital one.
   */
  agreementKind: { key: "recorded_agreement_kind", options: ["premarital", "marital"] },
} as const;

/**
 * The certifying attorney's name, a typed pseudo-answer beside `certifyingAttorney` (present only
 * when it is NAMED): the certification prints it as `{{answerA.recorded_certifying_attorney_name}}`.
 */
export const RECORDED_CERTIFYING_ATTORNEY_NAME_KEY = "recorded_certifying_attorney_name";

export type RecordedFact = keyof typeof RECORDED_FACTS;
export type RecordedFactOption<F extends RecordedFact> = (typeof RECORDED_FACTS)[F]["options"][number];

const RECORDED_FACT_KEYS: ReadonlySet<string> = new Set([
  ...Object.values(RECORDED_FACTS).map((fact) => fact.key),
  RECORDED_CERTIFYING_ATTORNEY_NAME_KEY,
]);

/** Whether a condition's question key names a recorded fact rather than a question. */
export function isRecordedFactKey(key: string): boolean {
  return RECORDED_FACT_KEYS.has(key);
}

/** The option id of a recorded fact's value (`recorded_counsel__represented`), as the content spells option ids. */
export function recordedFactOptionId<F extends RecordedFact>(fact: F, option: RecordedFactOption<F>): string {
  return `${RECORDED_FACTS[fact].key}__${option}`;
}

/** Whether a condition's option id names a recorded fact's value. */
export function isRecordedFactOptionId(optionId: string): boolean {
  const separator = optionId.indexOf("__");
  return separator > 0 && isRecordedFactKey(optionId.slice(0, separator));
}

export type PartnerRecord = Omit<CounselFacts, "willHireAttorney"> & {
  disclosure: DisclosureStatus;
  /** The document's kind (absent: a prenup). */
  agreementKind?: AgreementKind;
  /** The name of the attorney on record (assigned on the document), when one is and has a name. */
  attorneyOnRecordName?: string | null;
  /** The partner's answer naming their own independent attorney (`own_attorney_name`). */
  ownAttorneyName?: string | null;
};

export type CertifyingAttorney = { kind: "NAMED"; name: string } | { kind: "UNNAMED" } | { kind: "NONE" };

/**
 * Who signs the partner's attorney certification, so that the signature page and the record name
 * the same attorney: the attorney on record (assigned on the document) whenever there is one, by
 * the record's name and never by the partner's own answer; with nobody on record, the independent
 * attorney the partner named as their own; an attorney the partner plans to be advised by (through
 * the platform, or their own without a name) certifies with the name left to be written in. A
 * partner whose answer is "no attorney" gets no certification, whoever is on record (the record
 * states a waiver, as `counselPlanOf` reads it).
 */
export function certifyingAttorneyOf(
  record: Pick<PartnerRecord, "attorneyOnRecord" | "attorneyPlan" | "attorneyOnRecordName" | "ownAttorneyName">,
): CertifyingAttorney {
  if (record.attorneyPlan === "NO_ATTORNEY") return { kind: "NONE" };
  if (record.attorneyOnRecord) {
    const name = (record.attorneyOnRecordName ?? "").trim();
    return name === "" ? { kind: "UNNAMED" } : { kind: "NAMED", name };
  }
  const own = (record.ownAttorneyName ?? "").trim();
  if (record.attorneyPlan === "OWN_ATTORNEY" && own !== "") return { kind: "NAMED", name: own };
  if (record.attorneyPlan === "OWN_ATTORNEY" || record.attorneyPlan === "PLATFORM_ATTORNEY") return { kind: "UNNAMED" };
  return { kind: "NONE" };
}

/** One partner's recorded facts as pseudo-answers, to add to their answers for the text's conditions. */
export function recordedFactAnswers(record: PartnerRecord): AnswerLike[] {
  const disclosure: RecordedFactOption<"disclosure"> =
    record.disclosure === "COMPLETED"
      ? "given"
      : record.disclosure === "NOTHING_TO_DISCLOSE"
        ? "nothing_to_disclose"
        : "not_given";
  const certifying = certifyingAttorneyOf(record);
  const certifyingOption: RecordedFactOption<"certifyingAttorney"> =
    certifying.kind === "NAMED" ? "named" : certifying.kind === "UNNAMED" ? "unnamed" : "none";
  return [
    {
      questionId: RECORDED_FACTS.counsel.key,
      questionOptionIds: [
        recordedFactOptionId("counsel", counselPlanOf(record).isRepresented ? "represented" : "unrepresented"),
      ],
    },
    { questionId: RECORDED_FACTS.disclosure.key, questionOptionIds: [recordedFactOptionId("disclosure", disclosure)] },
    {
      questionId: RECORDED_FACTS.certifyingAttorney.key,
      questionOptionIds: [recordedFactOptionId("certifyingAttorney", certifyingOption)],
    },
    ...(certifying.kind === "NAMED"
      ? [{ questionId: RECORDED_CERTIFYING_ATTORNEY_NAME_KEY, valueTyped: certifying.name }]
      : []),
    {
      questionId: RECORDED_FACTS.agreementKind.key,
      questionOptionIds: [
        recordedFactOptionId("agreementKind", record.agreementKind === "POSTNUP" ? "marital" : "premarital"),
      ],
    },
  ];
}

/** Both partners' answers with their recorded facts added (what generation assembles the text from). */
export function withRecordedFacts<A extends AnswerLike>(
  answers: Record<Respondent, readonly A[]>,
  records: Record<Respondent, PartnerRecord>,
): Record<Respondent, (A | AnswerLike)[]> {
  const strip = (list: readonly A[]) => list.filter((answer) => !isRecordedFactKey(answer.questionId));
  return {
    A: [...strip(answers.A), ...recordedFactAnswers(records.A)],
    B: [...strip(answers.B), ...recordedFactAnswers(records.B)],
  };
}
