import {
  acknowledgementFormByState,
  acknowledgementFormTexts,
  counterpartsNotAllowedStateIds,
  witnessAttestation,
  WITNESSES_WHEN_REQUIRED,
  type AcknowledgementForm,
  type AcknowledgementFormText,
} from "@prenup/content";

/**
 * How the agreement is executed in its state: the one input the signature, witness and
 * acknowledgement pages are drawn from. Today it comes from the template state's `witnessRequired`
 * (two witnesses where set) and the content's execution-formalities data; changing a state's
 * formalities changes that data, never the renderers.
 */
export type ExecutionFormalities = {
  witnessCount: number;
  witnessAttestation: string;
  acknowledgementForm: AcknowledgementForm;
  acknowledgement: AcknowledgementFormText;
  counterpartsAllowed: boolean;
};

export function executionFormalities(input: { stateAbbreviation: string; witnessRequired: boolean }): ExecutionFormalities {
  const state = input.stateAbbreviation.trim().toUpperCase();
  const form = acknowledgementFormByState[state] ?? "GENERAL";
  return {
    witnessCount: input.witnessRequired ? WITNESSES_WHEN_REQUIRED : 0,
    witnessAttestation,
    acknowledgementForm: form,
    acknowledgement: acknowledgementFormTexts[form],
    counterpartsAllowed: !counterpartsNotAllowedStateIds.includes(state),
  };
}
