/**
 * How a court divides property without an agreement, and what becomes of separate property's
 * growth and income.
 *
 * Community property states (shared jurisdictions reference): Arizona, California, Idaho,
 * Louisiana, Nevada, New Mexico, Texas, Washington and Wisconsin. Alaska and Florida let couples opt
 * in, and stay equitable distribution states here. All-property states let a court divide property
 * either spouse owned before the marriage as well; some states presume an equal division.
 */
import type { CommunityPropertyElection, PropertyDivision, SeparateGrowthRule } from "@prenup/domain";
import { dimension, type Dimension, type Unverified } from "./cells.ts";

export const division: Dimension<PropertyDivision> = dimension("division", {}, () => ({
  value: { system: "EQUITABLE_DISTRIBUTION", allProperty: false, giftsDivisible: false, equalPresumption: false },
  confirmed: false,
  citation:
    "the state's equitable distribution statute divides marital property as the court finds fair and sets aside what each owned before the marriage (Uniform Marriage and Divorce Act § 307 Alternative B style; not checked state by state)",
}));

const growth = (value: SeparateGrowthRule, citation: string): Unverified<SeparateGrowthRule> => ({
  value,
  confirmed: false,
  citation,
});

export const separateGrowth: Dimension<SeparateGrowthRule> = dimension(
  "separateGrowth",
  {
    NV: growth(
      "INCOME_SEPARATE_EFFORT_SHARED",
      "NRS 123.130 (rents, issues and profits of separate property are separate); apportionment by case law (not read)",
    ),
    NM: growth(
      "INCOME_SEPARATE_EFFORT_SHARED",
      "NMSA 1978, § 40-3-8 (separate property includes its rents and profits); apportionment by case law (not read)",
    ),
  },
  () =>
    growth(
      "PASSIVE_SEPARATE_ACTIVE_MARITAL",
      "active appreciation under equitable distribution statutes, e.g. N.Y. Dom. Rel. Law § 236(B)(1)(d)(3): growth from either spouse's work or marital money is marital (not checked state by state)",
    ),
);

/**
 * Whether a premarital agreement may turn separate property, or its growth, into shared property.
 *
 * Texas: separate property becomes community property only by an agreement of the spouses (Tex.
 * Const. art. XVI, § 15) made with the formalities of Tex. Fam. Code §§ 4.201-4.206: a writing
 * signed by both spouses that identifies the property converted and says it is converted (§ 4.203),
 * unenforceable unless the spouse received fair and reasonable disclosure of its legal effect, which
 * the statute presumes from a statement in bold capitals that the instrument changes separate
 * property to community property (§ 4.205). A premarital agreement is made before the partners are
 * spouses and the product prints no conversion statement for a separate signature, so the safe
 * choice is taken: in Texas the questionnaire does not offer the options that would share premarital
 * property, gifts, inheritances or the growth of separate property, and the clauses are never
 * printed there. Elsewhere the Uniform Premarital Agreement Act § 3(a)(1) (or the state's law) lets
 * the agreement set the parties' rights in any property, whenever acquired.
 */
export const premaritalConversion: Dimension<boolean> = dimension("premaritalConversion", {}, () => ({
  value: true,
  confirmed: false,
  citation:
    "Uniform Premarital Agreement Act § 3(a)(1): the parties may contract about their rights in any property, whenever and wherever acquired (the state's enactment or case law; not checked state by state)",
}));

/**
 * How spouses in a state that does not follow community property may still hold assets as
 * community property: a community property trust, an opt-in by agreement (or trust), or no way.
 */
export const communityPropertyElection: Dimension<CommunityPropertyElection> = dimension(
  "communityPropertyElection",
  {},
  (stateId) =>
    division[stateId].value.system === "EQUITABLE_DISTRIBUTION"
      ? {
          value: "NONE",
          confirmed: false,
          citation:
            "no community property trust or opt-in statute found for this state (the five states with one were checked against practitioners' lists, not statute by statute)",
        }
      : {
          value: "NONE",
          confirmed: false,
          citation:
            "a community property state: spouses' property acquired during the marriage is community property without an election",
        },
);
