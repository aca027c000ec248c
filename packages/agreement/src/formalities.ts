import {
  acknowledgementFormTexts,
  deathWaiverWitnessAttestation,
  executionFormalitiesByState,
  notaryWitnessLabel,
  witnessAttestation,
  WITNESSES_WHEN_REQUIRED,
  type AcknowledgementForm,
  type AcknowledgementFormText,
  type NotaryAsWitness,
} from "@prenup/content/runtime";
import type { SigningDeadline } from "@prenup/domain";

/** A group of witness lines on the signature page: who they watch sign, and their labels. */
export type WitnessGroup = {
  /** Whose signing they attest: both parties, or one waiving party (Florida's death waiver). */
  attests: "BOTH" | "A" | "B";
  /** The attestation above the lines; {{party}} is filled with the attested party's name. */
  attestation: string;
  /** One label per line ("Witness 1", "Witness 2 (notary public)"). */
  labels: string[];
  /** Whether the notary taking the acknowledgment must, may or may not be one of these witnesses. */
  notary: NotaryAsWitness;
};

/**
 * How the agreement is executed in its state: the one input the signature, witness and
 * acknowledgment pages are drawn from, and what the server's signing rules read. It comes from the
 * content's execution formalities (per jurisdiction), the template state's `witnessRequired` (an
 * admin's switch: two witness lines where the state has no rule of its own) and whether the
 * agreement waives rights at death (Florida's witnesses per waiving party).
 */
export type ExecutionFormalities = {
  witnessGroups: WitnessGroup[];
  /** Every witness line of the signature page. */
  witnessCount: number;
  acknowledgementForm: AcknowledgementForm;
  acknowledgement: AcknowledgementFormText;
  counterpartsAllowed: boolean;
  remoteNotarizationAllowed: boolean;
  signingDeadline: SigningDeadline;
};

/** Clause keys of the waiver of rights at death (content: the Rights on Death article). */
export const DEATH_WAIVER_CLAUSE_KEYS = ["de_waive"] as const;

function labels(count: number, notaryMustBeOne: boolean): string[] {
  return Array.from(
    { length: count },
    (_, index) => `Witness ${index + 1}${notaryMustBeOne && index === count - 1 ? ` ${notaryWitnessLabel}` : ""}`,
  );
}

export function executionFormalities(input: {
  stateAbbreviation: string;
  witnessRequired: boolean;
  waivesRightsAtDeath?: boolean;
}): ExecutionFormalities {
  const state = input.stateAbbreviation.trim().toUpperCase();
  const rules = executionFormalitiesByState[state];
  const form = rules?.acknowledgementForm.value ?? "GENERAL";
  const own = rules?.witnesses.value ?? { count: 0, notary: "MAY_BE_ONE" as const };
  const count = own.count > 0 ? own.count : input.witnessRequired ? WITNESSES_WHEN_REQUIRED : 0;
  const groups: WitnessGroup[] =
    count > 0
      ? [
          {
            attests: "BOTH",
            attestation: witnessAttestation,
            labels: labels(count, own.notary === "MUST_BE_ONE"),
            notary: own.notary,
          },
        ]
      : [];
  const deathWaiver = input.waivesRightsAtDeath ? (rules?.deathWaiverWitnesses.value ?? undefined) : undefined;
  if (deathWaiver) {
    for (const side of ["A", "B"] as const) {
      groups.push({
        attests: side,
        attestation: deathWaiverWitnessAttestation,
        labels: labels(deathWaiver.perWaivingParty, deathWaiver.notary === "MUST_BE_ONE"),
        notary: deathWaiver.notary,
      });
    }
  }
  return {
    witnessGroups: groups,
    witnessCount: groups.reduce((total, group) => total + group.labels.length, 0),
    acknowledgementForm: form,
    acknowledgement: acknowledgementFormTexts[form],
    counterpartsAllowed: rules?.counterpartsAllowed.value ?? true,
    // Witnesses who must watch the signing rule out a remote notarization.
    remoteNotarizationAllowed: (rules?.remoteNotarizationAllowed.value ?? true) && !deathWaiver,
    signingDeadline: rules?.signingDeadline.value ?? "BEFORE_MARRIAGE",
  };
}

/** Whether stored sections hold a clause with one of these keys (at any depth). */
export function hasClauseKey(
  sections: readonly { clauses: readonly { key: string | null; children: readonly unknown[] }[] }[],
  keys: readonly string[],
): boolean {
  type Node = { key: string | null; children: readonly unknown[] };
  const walk = (clauses: readonly Node[]): boolean =>
    clauses.some((clause) => (clause.key !== null && keys.includes(clause.key)) || walk(clause.children as Node[]));
  return sections.some((section) => walk(section.clauses));
}

/**
 * The witnesses who must be present at the signing: the largest group of witness lines (the same
 * people may sign several groups, e.g. both of Florida's waiving parties' lines), the notary
 * included where the notary must be one of them. 0 when the agreement needs no witnesses.
 */
export function witnessesAtSigning(formalities: Pick<ExecutionFormalities, "witnessGroups">): number {
  return Math.max(0, ...formalities.witnessGroups.map((group) => group.labels.length));
}

const COUNT_WORDS = ["no", "one", "two", "three", "four", "five", "six"];
const countWord = (count: number) => COUNT_WORDS[count] ?? String(count);

function witnessesWord(count: number): string {
  return `${countWord(count)} adult witness${count === 1 ? "" : "es"}`;
}

/** "two adult witnesses besides the notary public" / "one adult witness beside the notary public, who is the second" */
function whoToBring(count: number, notary: NotaryAsWitness): string {
  if (notary === "MUST_BE_ONE")
    return `${witnessesWord(count - 1)} beside the notary public, who is the ${count === 2 ? "second" : "last"} witness`;
  if (notary === "MAY_NOT_BE_ONE") return `${witnessesWord(count)} besides the notary public`;
  return `${witnessesWord(count)} (the notary public may be one of them)`;
}

/**
 * What the couple are told to arrange for an in-person signing, drawn from the same formalities as
 * the signature page: the notary, the witnesses of the agreement itself and a waiving party's own
 * witnesses (Florida's waiver of rights at death), and Louisiana's authentic act.
 */
export function signingInstructions(formalities: ExecutionFormalities): string[] {
  const lines: string[] = [];
  if (formalities.acknowledgementForm === "LOUISIANA_AUTHENTIC_ACT") {
    lines.push(
      "Sign together, in one sitting, before a Louisiana notary public and the witnesses below: the notary passes the agreement as an authentic act on its execution page.",
    );
  } else {
    lines.push(
      "Sign before a notary public, who completes the acknowledgment page for each of you. Bring a government-issued photo ID.",
    );
  }
  for (const group of formalities.witnessGroups) {
    if (group.attests === "BOTH")
      lines.push(
        `Bring ${whoToBring(group.labels.length, group.notary)}: they watch you both sign and sign the witness lines on the signature page.`,
      );
  }
  const waiving = formalities.witnessGroups.find((group) => group.attests !== "BOTH");
  if (waiving) {
    const count = waiving.labels.length;
    lines.push(
      `Your agreement waives rights at the other's death, so each of you signs in the presence of ${whoToBring(count, waiving.notary).replace("adult witness", "subscribing witness")}, who sign the lines under that partner's waiver (the same ${countWord(count)} people may witness both of you).`,
    );
  }
  return lines;
}
