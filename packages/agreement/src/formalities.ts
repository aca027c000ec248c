import {
  acknowledgementFormTexts,
  deathWaiverWitnessAttestation,
  executionFormalitiesByState,
  notaryWitnessLabel,
  witnessAttestation,
  WITNESSES_WHEN_REQUIRED,
  type AcknowledgementForm,
  type AcknowledgementFormText,
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
};

/**
 * How the agreement is executed in its state: the one input the signature, witness and
 * acknowledgement pages are drawn from, and what the server's signing rules read. It comes from the
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
  return Array.from({ length: count }, (_, index) => `Witness ${index + 1}${notaryMustBeOne && index === count - 1 ? ` ${notaryWitnessLabel}` : ""}`);
}

export function executionFormalities(input: { stateAbbreviation: string; witnessRequired: boolean; waivesRightsAtDeath?: boolean }): ExecutionFormalities {
  const state = input.stateAbbreviation.trim().toUpperCase();
  const rules = executionFormalitiesByState[state];
  const form = rules?.acknowledgementForm.value ?? "GENERAL";
  const own = rules?.witnesses.value ?? { count: 0, notary: "MAY_BE_ONE" as const };
  const count = own.count > 0 ? own.count : input.witnessRequired ? WITNESSES_WHEN_REQUIRED : 0;
  const groups: WitnessGroup[] = count > 0 ? [{ attests: "BOTH", attestation: witnessAttestation, labels: labels(count, own.notary === "MUST_BE_ONE") }] : [];
  const deathWaiver = input.waivesRightsAtDeath ? rules?.deathWaiverWitnesses?.value : undefined;
  if (deathWaiver) {
    for (const side of ["A", "B"] as const) {
      groups.push({ attests: side, attestation: deathWaiverWitnessAttestation, labels: labels(deathWaiver.perWaivingParty, deathWaiver.notary === "MUST_BE_ONE") });
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
export function hasClauseKey(sections: readonly { clauses: readonly { key: string | null; children: readonly unknown[] }[] }[], keys: readonly string[]): boolean {
  type Node = { key: string | null; children: readonly unknown[] };
  const walk = (clauses: readonly Node[]): boolean => clauses.some((clause) => (clause.key !== null && keys.includes(clause.key)) || walk(clause.children as Node[]));
  return sections.some((section) => walk(section.clauses));
}
