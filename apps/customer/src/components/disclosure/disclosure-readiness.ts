import type { FinancialSummary } from "@prenup/api-client";
import {
  disclosureAcknowledgementProblem,
  disclosureGenerationProblem,
  type AgreementProblem,
  type DisclosureStatus,
} from "@prenup/domain";

type Partner = FinancialSummary["partners"][number];

/**
 * Whether generation would accept both partners' disclosures now (`disclosureGenerationProblem`,
 * then `disclosureAcknowledgementProblem`: the rules the server refuses with), from the couple's financial summary as the signed-in partner
 * sees it: null when both are given, else the refusal in its words.
 */
export function disclosureReadiness(
  summary: FinancialSummary,
  userId: string,
  partnerName: string,
): AgreementProblem | null {
  const mine = summary.partners.find((partner) => partner.userId === userId) ?? null;
  const partner = summary.partners.find((candidate) => candidate.userId !== userId) ?? null;
  const viewer = (mine?.respondent ?? "A") as "A" | "B";
  const other = viewer === "A" ? "B" : "A";
  const facts = (entry: Partner | null, firstName: string | null) => ({
    status: (entry?.disclosureStatus ?? "NOT_STARTED") as DisclosureStatus,
    firstName,
    entriesWithoutValueBasis: entry?.entriesWithoutValueBasis ?? 0,
  });
  const given = disclosureGenerationProblem({
    partners: { [viewer]: facts(mine, null), [other]: facts(partner, partnerName) } as Record<
      "A" | "B",
      ReturnType<typeof facts>
    >,
    viewer,
    valueBasis: { required: summary.valueBasisRequired, stateName: summary.stateName },
  });
  if (given) return given;
  const owner = (entry: Partner | null, firstName: string | null) => ({
    firstName,
    acknowledgement: entry?.acknowledgement ?? {
      state: "NOT_GIVEN" as const,
      currentVersion: null,
      currentIsNew: false,
      acknowledgedVersion: null,
    },
  });
  return disclosureAcknowledgementProblem({
    owners: { [viewer]: owner(mine, null), [other]: owner(partner, partnerName) } as Record<
      "A" | "B",
      ReturnType<typeof owner>
    >,
    viewer,
  });
}
