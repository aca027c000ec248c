/**
 * The clauses a state's law adds to an agreement made or changed during the marriage: one per
 * requirement of the domain's decision (`maritalAgreementEligibility`), in one order, worded for
 * the document that carries them (an amendment, a revocation, or a postnup's own text). Pure;
 * every state-specific sentence comes from the requirement and the state's row (its name and
 * vocabulary), never from a list of states.
 */
import {
  requiresAttorneyInsert,
  type MaritalAgreementDecision,
  type MaritalAgreementRequirement,
  type StateLawRow,
} from "@prenup/domain";
import type { ExecutionFormalities } from "./formalities.ts";
import type { ModelArticle, ModelClause } from "./model.ts";

/**
 * The key of a clause that holds no text of its own yet, only a bracketed note that an attorney
 * must insert the text the law requires (a statutory statement the product does not hold).
 */
export const ATTORNEY_INSERT_KEY = "attorney_insert";

const COUNT_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
const countWord = (count: number) => COUNT_WORDS[count] ?? String(count);
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${countWord(count)} ${count === 1 ? one : many}`;
export const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase("en-US") + text.slice(1);

export type RequirementDocument = "Amendment" | "Revocation" | "Agreement";

/** The state the requirement clauses name, and the formalities they refer to. */
export type RequirementSetting = {
  state: Pick<StateLawRow, "name" | "vocabulary">;
  formalities: ExecutionFormalities;
};

export function plainClause(
  label: string | null,
  text: string,
  title: string | null = null,
  key: string | null = null,
): ModelClause {
  return { key, label, title, text, emphasis: null, children: [] };
}

export function numberedArticle(
  key: string,
  number: number,
  heading: string,
  intro: string,
  clauses: ModelClause[],
): ModelArticle {
  return {
    key,
    number,
    heading,
    headingStyle: null,
    intro,
    clauses: clauses.map((clause, index) => ({ ...clause, label: `${number}.${index + 1}` })),
  };
}

/** The order in which the requirement clauses are printed: what each party confirms first, then how the document is signed. */
const CLAUSE_ORDER: MaritalAgreementRequirement["kind"][] = [
  "SEPARATE_COUNSEL",
  "FULL_DISCLOSURE",
  "FIDUCIARY_CLAUSE",
  "PARTITION",
  "CONVERSION_STATEMENT",
  "NO_DIVORCE_INCENTIVE",
  "EARLY_DISSOLUTION_PRESUMPTION",
  "DEATH_WAIVER_WITNESSES",
  "ORIGINAL_FORMALITIES",
  "ACKNOWLEDGED_LIKE_DEED",
];

/** One clause per requirement the state's law adds (SIGNED_BY_BOTH is said where the document says when it takes effect). */
export function requirementClauses(
  requirements: readonly MaritalAgreementRequirement[],
  kind: RequirementDocument,
  input: RequirementSetting,
): ModelClause[] {
  const doc = `this ${kind}`;
  // A postnup has no Original Agreement: its disclosure is its own Schedules, its formalities its own.
  const postnup = kind === "Agreement";
  const { name } = input.state;
  const vocabulary = input.state.vocabulary.value;
  const onExecutionPage = input.formalities.acknowledgement.placement === "EXECUTION_PAGE";
  const clauseOf = (requirement: MaritalAgreementRequirement): ModelClause | null => {
    switch (requirement.kind) {
      case "SIGNED_BY_BOTH":
        return null;
      case "SEPARATE_COUNSEL":
        return plainClause(
          null,
          requirement.required
            ? `Before signing ${doc}, each Party was advised about it by an independent attorney of their own choosing${requirement.source.confidence === "VERIFIED" ? `, as ${name} law requires` : ""}. Each attorney's certification appears with the signatures.`
            : `Each Party was advised to have an independent attorney of their own choosing review ${doc}, and had a fair opportunity to do so before signing it.`,
          "Independent Counsel",
        );
      case "FULL_DISCLOSURE":
        if (postnup)
          return plainClause(
            null,
            `Before signing ${doc}, each Party gave the other a full disclosure of their property, debts and income, which the Schedules to ${doc} summarize.`,
            "Financial Disclosure",
          );
        return plainClause(
          null,
          `Before signing ${doc}, each Party gave the other a full disclosure of their property, debts and income: either by confirming in writing that the disclosure they made for the Original Agreement is still complete and accurate, or by updating it.`,
          "Financial Disclosure",
        );
      case "FIDUCIARY_CLAUSE":
        return plainClause(
          null,
          `Before signing ${doc}, each Party had the other's full financial records. Neither Party obtained an unfair advantage over the other by ${doc}. Each Party understands that under ${name} law spouses owe each other a fiduciary's duty in all their dealings, including the duty not to take unfair advantage of one another.`,
          "Fiduciary Duty",
        );
      case "CONVERSION_STATEMENT": {
        const title = `Statement on Making Separate Property ${vocabulary.sharedPropertyTerm.split(" ").map(capitalize).join(" ")}`;
        if (!requiresAttorneyInsert(requirement))
          return plainClause(
            null,
            (requirement.lines ?? []).map((line) => line.toLocaleUpperCase("en-US")).join("\n"),
            title,
          );
        return plainClause(
          null,
          `[Attorney note: ${name} law requires ${doc} to contain the statute's statement of the legal effect of making separate property ${vocabulary.sharedPropertyTerm}, in the statute's own words. This document does not contain that statement. An attorney must insert it here before ${doc} is signed.]`,
          title,
          ATTORNEY_INSERT_KEY,
        );
      }
      case "PARTITION":
        return plainClause(
          null,
          `To the extent ${doc} makes property that would otherwise be the Parties' ${vocabulary.sharedPropertyTerm}, then existing or to be acquired, the separate property of one of them, the Parties partition and exchange that property between themselves, as ${name} law allows spouses to do at any time, and each Party's share becomes that Party's separate property. ${capitalize(doc)} is in writing and signed by both Parties.`,
          "Partition and Exchange",
        );
      case "NO_DIVORCE_INCENTIVE":
        return plainClause(
          null,
          `The terms of ${doc} are not intended to encourage, and do not encourage, either Party to seek a ${vocabulary.divorceTerm} or otherwise end the marriage.`,
          "No Encouragement to End the Marriage",
        );
      case "EARLY_DISSOLUTION_PRESUMPTION":
        return plainClause(
          null,
          `Each Party has been told, and understands, that under ${name} law ${doc} is presumed to be invalid if either Party starts a proceeding for ${vocabulary.divorceTerm} or legal separation within ${plural(requirement.years, "year")} after the day it is signed.`,
          "Notice of a Presumption",
        );
      case "DEATH_WAIVER_WITNESSES":
        return plainClause(
          null,
          `Because ${doc} gives up rights that a Party would have at the other's death, each Party signs it in the presence of ${plural(requirement.witnesses, "subscribing witness", "subscribing witnesses")}, who sign the lines under that Party's signature.`,
          "Witnesses to a Waiver of Rights at Death",
        );
      case "ORIGINAL_FORMALITIES":
        if (postnup) return null;
        return plainClause(
          null,
          `The Parties sign ${doc} with at least the same formalities as the Original Agreement, which the ${onExecutionPage ? "execution page that follows provides" : "signature and acknowledgment pages that follow provide"} for.`,
          "Formalities of Signing",
        );
      case "ACKNOWLEDGED_LIKE_DEED":
        return plainClause(
          null,
          onExecutionPage
            ? `Each Party acknowledges ${doc} before a notary public in the form required for a deed to be recorded, on the execution page that follows.`
            : `Each Party acknowledges ${doc} before a notary public in the form required for a deed to be recorded. The notary's certificates follow the signatures.`,
          "Acknowledgment Before a Notary",
        );
    }
  };
  return CLAUSE_ORDER.flatMap((kindOfClause) =>
    requirements.filter((requirement) => requirement.kind === kindOfClause),
  ).flatMap((requirement) => {
    const clause = clauseOf(requirement);
    return clause ? [clause] : [];
  });
}

/**
 * What an agreement made during the marriage (a postnup) adds to its own text, from the state's
 * decision: one clause per requirement of the state's law (as an amendment prints them), and where
 * only a court can approve it, the court's approval as a condition of its effect. Null when the law
 * adds nothing. Throws on a BLOCKED decision or one for a couple not married.
 */
export function maritalRequirementsArticle(input: {
  decision: MaritalAgreementDecision;
  state: Pick<StateLawRow, "name" | "vocabulary">;
  formalities: ExecutionFormalities;
  number: number;
}): ModelArticle | null {
  const { decision } = input;
  if (decision.outcome === "BLOCKED" || decision.outcome === "PREMARITAL_REGENERATION")
    throw new Error(`No agreement during the marriage can be built: the decision is ${decision.outcome}.`);
  const clauses = requirementClauses(decision.requirements, "Agreement", input);
  if (decision.outcome === "COURT_PETITION")
    clauses.push(
      plainClause(
        null,
        `Under ${input.state.name} law (${decision.source.citation}), this Agreement takes effect only when a court approves it on the Parties' joint petition. ${decision.checklist.join(" ")}`,
        "Court Approval",
      ),
    );
  if (clauses.length === 0) return null;
  return numberedArticle(
    "marital_requirements",
    input.number,
    "Agreement During the Marriage",
    `The Parties are married to each other and make this Agreement during their marriage. The law of ${input.state.name} asks the following of such an agreement.`,
    clauses,
  );
}
