/**
 * How a court divides property without an agreement, and what becomes of separate property's
 * growth and income.
 *
 * Community property states (shared jurisdictions reference): Arizona, California, Idaho,
 * Louisiana, Nevada, New Mexico, Texas, Washington and Wisconsin. Alaska and Florida let couples opt
 * in, and stay equitable distribution states here. All-property states let a court divide property
 * either spouse owned before the marriage as well.
 */
import type { CommunityPropertyElection, PropertyDivision, SeparateGrowthRule, Sourced } from "@prenup/domain";
import { dimension, type Dimension } from "./cells.ts";

const community = (
  system: "COMMUNITY_EQUAL" | "COMMUNITY_EQUITABLE",
  citation: string,
  allProperty = false,
): Sourced<PropertyDivision> => ({
  value: { system, allProperty },
  confirmed: false,
  citation,
});
const allProperty = (citation: string): Sourced<PropertyDivision> => ({
  value: { system: "EQUITABLE_DISTRIBUTION", allProperty: true },
  confirmed: false,
  citation,
});

export const division: Dimension<PropertyDivision> = dimension<PropertyDivision>(
  {
    AZ: community(
      "COMMUNITY_EQUITABLE",
      "A.R.S. § 25-318(A): community property divided equitably, though not necessarily in kind (not read)",
    ),
    CA: community(
      "COMMUNITY_EQUAL",
      "Cal. Fam. Code § 2550: the community estate divided equally (not read for this review)",
    ),
    ID: community(
      "COMMUNITY_EQUAL",
      "Idaho Code § 32-712(1): community property divided substantially equally unless there are compelling reasons (not read)",
    ),
    LA: community(
      "COMMUNITY_EQUAL",
      "La. Civ. Code art. 2336 and La. R.S. 9:2801: each spouse owns a present undivided one-half interest; the community is partitioned in equal shares (not read)",
    ),
    NV: community(
      "COMMUNITY_EQUAL",
      "NRS 125.150(1)(b): an equal disposition of community property unless the court finds a compelling reason (not read)",
    ),
    NM: community(
      "COMMUNITY_EQUAL",
      "New Mexico divides community property equally (NMSA 1978, § 40-4-7 and case law; not read)",
    ),
    TX: community(
      "COMMUNITY_EQUITABLE",
      "Tex. Fam. Code § 7.001: a division the court deems just and right (not read)",
    ),
    WA: community(
      "COMMUNITY_EQUITABLE",
      "RCW 26.09.080: a just and equitable disposition of the community and separate property (not read)",
      true,
    ),
    WI: community(
      "COMMUNITY_EQUAL",
      "Wis. Stat. § 767.61(3): all property other than gifts and inheritances (sub. (2)) is presumed divided equally, property brought to the marriage included; the court may deviate after weighing the statutory factors (not read)",
      true,
    ),
    CT: allProperty(
      "Conn. Gen. Stat. § 46b-81: the court may assign to either spouse all or part of the estate of the other (not read)",
    ),
    IN: allProperty(
      "Ind. Code § 31-15-7-4: all property of the parties, owned before the marriage or acquired after it (not read)",
    ),
    MA: allProperty("Mass. Gen. Laws ch. 208, § 34: all of the estate of the other spouse (not read)"),
    NH: allProperty(
      "N.H. Rev. Stat. Ann. § 458:16-a: all tangible and intangible property belonging to either or both parties (not read)",
    ),
    VT: allProperty(
      "15 V.S.A. § 751: all property owned by either or both parties, however and whenever acquired (not read)",
    ),
  },
  () => ({
    value: { system: "EQUITABLE_DISTRIBUTION", allProperty: false },
    confirmed: false,
    citation:
      "the state's equitable distribution statute divides marital property as the court finds fair and sets aside what each owned before the marriage (Uniform Marriage and Divorce Act § 307 Alternative B style; not checked state by state)",
  }),
);

const growth = (value: SeparateGrowthRule, citation: string): Sourced<SeparateGrowthRule> => ({
  value,
  confirmed: false,
  citation,
});

export const separateGrowth: Dimension<SeparateGrowthRule> = dimension<SeparateGrowthRule>(
  {
    AZ: growth(
      "INCOME_SEPARATE_EFFORT_SHARED",
      "A.R.S. § 25-213 (rents, issues and profits of separate property are separate); apportionment of growth from community effort (not read)",
    ),
    CA: growth(
      "INCOME_SEPARATE_EFFORT_SHARED",
      "Cal. Fam. Code § 770 with Pereira v. Pereira, 156 Cal. 1 (1909) and Van Camp v. Van Camp, 53 Cal. App. 17 (1921)",
    ),
    NV: growth(
      "INCOME_SEPARATE_EFFORT_SHARED",
      "NRS 123.130 (rents, issues and profits of separate property are separate); apportionment by case law (not read)",
    ),
    NM: growth(
      "INCOME_SEPARATE_EFFORT_SHARED",
      "NMSA 1978, § 40-3-8 (separate property includes its rents and profits); apportionment by case law (not read)",
    ),
    WA: growth(
      "INCOME_SEPARATE_EFFORT_SHARED",
      "RCW 26.16.010 (rents, issues and profits of separate property are separate) (not read)",
    ),
    TX: growth(
      "INCOME_COMMUNITY",
      "Tex. Fam. Code § 3.002 (income of separate property is community); the separate asset stays separate and the community has a claim for reimbursement of its time, toil and effort, § 3.402 (not read)",
    ),
    ID: growth(
      "INCOME_COMMUNITY",
      "Idaho Code § 32-906(1): income of separate property is community unless the owner's written instrument says otherwise (not read)",
    ),
    LA: growth(
      "INCOME_COMMUNITY",
      "La. Civ. Code art. 2339: fruits of separate property are community unless the owner reserves them by a declaration (not read)",
    ),
    WI: growth(
      "INCOME_AND_EFFORT_COMMUNITY",
      "Wis. Stat. § 766.31(4): income from individual property is marital property; § 766.63(2): a spouse's substantial uncompensated effort that substantially increases the other property's value creates marital property; § 766.63(1): marital property mixed with other property makes the mix marital unless the other part can be traced (not read)",
    ),
    CT: growth("ALL_DIVISIBLE", "Conn. Gen. Stat. § 46b-81: every asset of either spouse may be assigned (not read)"),
    IN: growth("ALL_DIVISIBLE", "Ind. Code § 31-15-7-4: every asset of either spouse is in the marital pot (not read)"),
    MA: growth(
      "ALL_DIVISIBLE",
      "Mass. Gen. Laws ch. 208, § 34: every asset of either spouse may be assigned (not read)",
    ),
    NH: growth(
      "ALL_DIVISIBLE",
      "N.H. Rev. Stat. Ann. § 458:16-a: every asset of either spouse may be divided (not read)",
    ),
    VT: growth("ALL_DIVISIBLE", "15 V.S.A. § 751: every asset of either spouse may be divided (not read)"),
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
export const premaritalConversion: Dimension<boolean> = dimension<boolean>(
  {
    TX: {
      value: false,
      confirmed: false,
      citation:
        "Tex. Const. art. XVI, § 15 (spouses may agree in writing that separate property shall be community property); Tex. Fam. Code § 4.203 (the conversion agreement's writing, signatures, identification of the property and statement that it is converted) and § 4.205 (disclosure of its legal effect, with the statutory statement in bold-faced capitals) (not read)",
    },
  },
  () => ({
    value: true,
    confirmed: false,
    citation:
      "Uniform Premarital Agreement Act § 3(a)(1): the parties may contract about their rights in any property, whenever and wherever acquired (the state's enactment or case law; not checked state by state)",
  }),
);

const trust = (citation: string, confirmed = false): Sourced<CommunityPropertyElection> => ({
  value: "TRUST",
  confirmed,
  citation,
});

/**
 * How spouses in a state that does not follow community property may still hold assets as
 * community property: a community property trust, an opt-in by agreement (or trust), or no way.
 */
export const communityPropertyElection: Dimension<CommunityPropertyElection> = dimension<CommunityPropertyElection>(
  {
    AK: {
      value: "AGREEMENT_OR_TRUST",
      confirmed: false,
      citation:
        "Alaska Community Property Act, AS 34.77 (community property agreements, AS 34.77.090; community property trusts, AS 34.77.100): not read, listed for a lawyer's review",
    },
    FL: trust(
      "Fla. Stat. §§ 736.1501–736.1512 (Florida Community Property Trust Act, 2021): not read, listed for a lawyer's review",
    ),
    KY: trust(
      "Kentucky Community Property Trust Act (2020, KRS ch. 386): the chapter not confirmed against the statute books",
    ),
    SD: trust(
      "S.D. Codified Laws ch. 55-17 (special spousal trusts, 2016): the name not confirmed against the statute books",
    ),
    TN: trust("Tenn. Code Ann. § 35-17-101 et seq. (Tennessee Community Property Trust Act of 2010): not read"),
  },
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
