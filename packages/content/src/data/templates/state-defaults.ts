/**
 * What the law of the couple's state generally does without a prenuptial agreement: the "without
 * this agreement" lines shown under each clause (clause-explanations.ts). A line that depends on the
 * state is chosen from the state's own data (its distribution law, its spousal support law, its
 * survivor rights, what it does with embryo agreements), never from a list of states typed here.
 *
 * Every line that states law names its `source` (a statute, a uniform act or a leading case) and
 * whether it is `confirmed`: true only where the shared jurisdictions reference or the content's own
 * sourced facts (the state-law matrix) confirm the rule; false where the line summarizes a rule that varies
 * from state to state, or cites a statute (federal ones included) whose enacted text was not read
 * for it. `source: null` marks a line that states no rule of law ("nothing requires…").
 *
 * The lines explain; they are not legal advice. They say "generally" and "a court decides" where
 * that is how the law works, and may use `{{term.<key>}}` (terms.ts) so the words match the state's.
 */
import {
  isSeparateIncomeShared,
  type DistributionLaw,
  type EmbryoAgreementRule,
  type SeparateGrowthRule,
  type SpousalSupportLaw,
  type StateLawRow,
} from "@prenup/domain";
import { stateLawOf } from "../state-law/index.ts";

/** One "without this agreement" line with its source. */
export type DefaultLine = { text: string; source: string | null; confirmed: boolean };

/** The facts of a state (states.ts, read from the state-law matrix) that choose a line. */
export type StateFacts = {
  abbreviation: string;
  distributionLaw: DistributionLaw;
  spousalSupportLaw: SpousalSupportLaw;
  embryoRepRequired: boolean;
};

/** A default rule: one line, or a line chosen by the state's data. */
export type StateDefault = DefaultLine | { choose: (state: StateFacts) => DefaultLine };

/** The state's row of the state-law matrix (a state default is only ever chosen for a known state). */
function lawOf(state: StateFacts): StateLawRow {
  const row = stateLawOf(state.abbreviation);
  if (!row) throw new Error(`no state-law row for ${state.abbreviation}`);
  return row;
}

const fixed = (text: string, source: string | null, confirmed = false): DefaultLine => ({ text, source, confirmed });

/** A line chosen from the state's row of the state-law matrix. */
const byLaw = (choose: (row: StateLawRow) => DefaultLine): StateDefault => ({
  choose: (state) => choose(lawOf(state)),
});

/** A line chosen by the state's distribution law (states.ts `distributionLaw`). */
const byDistribution = (lines: Record<DistributionLaw, DefaultLine>): StateDefault => ({
  choose: (state) => lines[state.distributionLaw],
});

const COMMUNITY_SOURCE =
  "community property statutes, e.g. Cal. Fam. Code §§ 760, 770; Tex. Fam. Code §§ 3.001, 3.002; Wis. Stat. § 766.31; not checked for each of the nine states";
const EQUITABLE_SOURCE =
  "Uniform Marriage and Divorce Act § 307 and each state's equitable distribution statute; the rules vary and were not checked state by state";

export const stateDefaults = {
  // Where the matrix says a court may divide all property (division.allProperty), the line says so.
  premarital: byLaw((row) =>
    row.division.value.allProperty
      ? fixed(
          "Without this agreement, a court in {{term.state_name}} may divide what either of you owned before the wedding, if it finds that fair.",
          row.division.citation,
          row.division.confirmed,
        )
      : row.division.value.system === "EQUITABLE_DISTRIBUTION"
        ? fixed(
            "Without this agreement, what each of you owns before the wedding is generally the owner's, but depending on {{term.state_name}} law a court dividing property may take it into account.",
            `${EQUITABLE_SOURCE} (§ 307 Alternative A lets a court divide all property; Alternative B sets aside property acquired before the marriage)`,
          )
        : fixed(
            "Without this agreement, what each of you owns before the wedding generally stays the owner's separate property under {{term.state_name}} law.",
            COMMUNITY_SOURCE,
          ),
  ),
  acquisitions: byDistribution({
    COMMUNITY_PROPERTY: fixed(
      "Without this agreement, what either of you earns or acquires during the marriage is generally {{term.marital_property}}, owned by you both equally.",
      COMMUNITY_SOURCE,
    ),
    EQUITABLE_DISTRIBUTION: fixed(
      "Without this agreement, what you acquire during the marriage is generally marital property, which a court divides in the way it finds fair, not always half and half.",
      EQUITABLE_SOURCE,
    ),
  }),
  // The matrix's division cell: equal or as the court finds fair.
  division: byLaw((row) =>
    row.division.value.system === "COMMUNITY_EQUAL"
      ? fixed(
          "Without this agreement, a court in {{term.state_name}} generally divides {{term.marital_property}} equally between you.",
          row.division.citation,
          row.division.confirmed,
        )
      : row.division.value.system === "COMMUNITY_EQUITABLE"
        ? fixed(
            "Without this agreement, a court in {{term.state_name}} divides {{term.marital_property}} in the way it finds just, not always half and half.",
            row.division.citation,
            row.division.confirmed,
          )
        : row.division.value.equalPresumption
          ? fixed(
              "Without this agreement, a court in {{term.state_name}} starts from an equal division of marital property, and departs from it only when it finds an equal division unfair.",
              row.division.citation,
              row.division.confirmed,
            )
          : fixed(
              "Without this agreement, a court divides marital property in the way it finds fair, looking at things like the length of the marriage and what each of you contributed.",
              EQUITABLE_SOURCE,
            ),
  ),
  separateGrowth: byLaw((row) => {
    const lines: Record<SeparateGrowthRule, string> = {
      INCOME_SEPARATE_EFFORT_SHARED:
        "Without this agreement, income from separate property generally stays separate, but growth from a spouse's work during the marriage can be partly shared.",
      INCOME_COMMUNITY:
        "Without this agreement, income from separate property during the marriage is generally {{term.marital_property}}, though the property itself stays separate.",
      INCOME_AND_EFFORT_COMMUNITY:
        "Without this agreement, income from separate property during the marriage is generally {{term.marital_property}}, and a spouse's unpaid work that makes separate property grow substantially creates {{term.marital_property}} too.",
      PASSIVE_SEPARATE_ACTIVE_MARITAL:
        "Without this agreement, growth in separate property caused by either spouse's work during the marriage may be treated as marital property for a court to divide.",
      ALL_DIVISIBLE:
        "Without this agreement, a court in {{term.state_name}} may divide separate property and its growth, whoever owned it first, if it finds that fair.",
    };
    return fixed(lines[row.separateGrowth.value], row.separateGrowth.citation, row.separateGrowth.confirmed);
  }),
  commingling: fixed(
    "Without this agreement, separate money mixed with shared money can become shared if its source cannot be traced; a court decides.",
    "tracing and commingling doctrine of each state's property law; varies by state",
  ),
  contribution: fixed(
    "Without this agreement, whether separate money put into shared property is paid back depends on {{term.state_name}} law; a court decides.",
    "e.g. Cal. Fam. Code § 2640 (reimbursement of separate contributions, without interest); varies by state",
  ),
  // Where the matrix says a court may divide gifts and inheritances too (division.giftsDivisible), the line says so.
  giftsInheritances: byLaw((row) =>
    row.division.value.giftsDivisible
      ? fixed(
          "Without this agreement, a court in {{term.state_name}} may divide gifts and inheritances either of you receives, like any other property, if it finds that fair.",
          row.division.citation,
          row.division.confirmed,
        )
      : fixed(
          "Without this agreement, gifts and inheritances one of you receives during the marriage generally belong to that spouse alone, unless they are mixed with shared property.",
          "Cal. Fam. Code § 770; Uniform Marriage and Divorce Act § 307 Alternative B; most states' distribution statutes (not checked state by state)",
        ),
  ),
  interspousalGifts: fixed(
    "Without this agreement, who owns a gift between spouses depends on {{term.state_name}} law and on how it was given; a court decides.",
    "e.g. Cal. Fam. Code § 852 (transmutation needs an express writing); varies by state",
  ),
  engagementRing: fixed(
    "Without this agreement, who keeps the engagement ring depends on {{term.state_name}} law; many courts treat it as the recipient's once the wedding takes place.",
    "case law treating an engagement ring as a gift conditioned on the marriage; varies by state",
  ),
  title: byDistribution({
    COMMUNITY_PROPERTY: fixed(
      "Without this agreement, property acquired during the marriage is generally presumed to be {{term.marital_property}}, whoever's name is on the title.",
      "e.g. Cal. Fam. Code § 760 (community property presumption); Tex. Fam. Code § 3.003; varies by state",
    ),
    EQUITABLE_DISTRIBUTION: fixed(
      "Without this agreement, property acquired during the marriage is generally marital property for a court to divide, whoever's name is on the title.",
      EQUITABLE_SOURCE,
    ),
  }),
  cohabitation: fixed(
    "Without this agreement, what you bought while living together before the marriage generally belongs to whoever holds title or paid, unless a court finds you agreed otherwise.",
    "Marvin v. Marvin, 18 Cal. 3d 660 (1976), and similar cases on unmarried partners; varies by state",
  ),
  digitalAssets: fixed(
    "Without this agreement, digital assets are treated like any other property under {{term.state_name}} law.",
    "no special rule for digital assets in property division was found (unconfirmed)",
  ),
  management: byDistribution({
    COMMUNITY_PROPERTY: fixed(
      "Without this agreement, either spouse can generally manage {{term.marital_property}}, and some sales and gifts need both spouses' consent.",
      "e.g. Cal. Fam. Code § 1100 (equal management and control); Tex. Fam. Code § 3.102 (sole management of some community property); varies by state",
    ),
    EQUITABLE_DISTRIBUTION: fixed(
      "Without this agreement, each spouse generally manages what is in their own name during the marriage.",
      "title-based ownership during the marriage in equitable distribution states (not checked state by state)",
    ),
  }),
  household: fixed(
    "Without this agreement, no rule says how you split household costs, though spouses generally owe each other support during the marriage.",
    "e.g. Cal. Fam. Code § 720 (mutual obligations of support); varies by state",
  ),
  noRule: fixed("Without this agreement, nothing between you would settle this; you would decide it as you go.", null),
  debtsPremarital: byDistribution({
    COMMUNITY_PROPERTY: fixed(
      "Without this agreement, a debt from before the wedding stays the debtor's own between you, though creditors may be able to reach {{term.marital_property}}.",
      "e.g. Cal. Fam. Code § 910 (the community estate is liable for a spouse's debts from before or during the marriage); varies by state",
    ),
    EQUITABLE_DISTRIBUTION: fixed(
      "Without this agreement, a debt from before the wedding generally stays the debt of the spouse who owed it.",
      "general rule of equitable distribution states (not checked state by state)",
    ),
  }),
  debtsMarital: byDistribution({
    COMMUNITY_PROPERTY: fixed(
      "Without this agreement, debts either of you takes on during the marriage are generally shared, and {{term.marital_property}} can be used to pay them.",
      "e.g. Cal. Fam. Code § 910; Tex. Fam. Code § 3.202; varies by state",
    ),
    EQUITABLE_DISTRIBUTION: fixed(
      "Without this agreement, a court divides debts taken on during the marriage in the way it finds fair, whoever signed for them.",
      EQUITABLE_SOURCE,
    ),
  }),
  creditors: fixed(
    "Without this agreement, a lender can collect from whoever signed for a debt, and what you owe each other would be left to a court.",
    "contract law: each signer is liable to the lender (not checked state by state)",
  ),
  studentLoans: fixed(
    "Without this agreement, student loans from before the wedding generally stay the borrower's, and a court decides any claim for payments made with shared money.",
    "e.g. Cal. Fam. Code § 2641 (community contributions to education); varies by state",
  ),
  priorSupport: fixed(
    "Without this agreement, support owed to a former spouse stays the payer's own obligation under the earlier order.",
    "the earlier judgment binds only the paying spouse (not checked state by state)",
  ),
  priorChildSupport: fixed(
    "Without this agreement, child support for earlier children stays the parent's obligation, and a court may still look at household income.",
    "each state's child support guidelines; varies by state",
  ),
  taxes: fixed(
    "Without this agreement, you choose each year whether to file jointly, and on a joint return each of you is liable for the whole tax.",
    "26 U.S.C. § 6013(a), (d)(3)",
    false,
  ),
  taxErrors: fixed(
    "Without this agreement, on a joint return each of you can owe the whole tax, interest and penalties, unless the IRS grants relief.",
    "26 U.S.C. §§ 6013(d)(3), 6015 (relief from joint liability)",
    false,
  ),
  retirementPremarital: byLaw((row) =>
    row.division.value.allProperty
      ? fixed(
          "Without this agreement, a court in {{term.state_name}} may divide retirement savings earned before the wedding too, if it finds that fair.",
          row.division.citation,
          row.division.confirmed,
        )
      : row.division.value.system === "EQUITABLE_DISTRIBUTION"
        ? fixed(
            "Without this agreement, retirement savings earned before the wedding are generally the earner's, though a court may take them into account.",
            EQUITABLE_SOURCE,
          )
        : fixed(
            "Without this agreement, retirement savings earned before the wedding generally stay the earner's separate property.",
            COMMUNITY_SOURCE,
          ),
  ),
  retirementMarital: byLaw((row) =>
    row.division.value.system === "EQUITABLE_DISTRIBUTION"
      ? fixed(
          "Without this agreement, the part of retirement savings earned during the marriage is generally marital property that a court can divide.",
          `${EQUITABLE_SOURCE}; plans are divided by a qualified domestic relations order (29 U.S.C. § 1056(d)(3))`,
        )
      : row.division.value.system === "COMMUNITY_EQUAL"
        ? fixed(
            "Without this agreement, the part of retirement savings earned during the marriage is generally {{term.marital_property}}, shared equally.",
            `${row.division.citation}; plans are divided by a qualified domestic relations order (29 U.S.C. § 1056(d)(3))`,
          )
        : fixed(
            "Without this agreement, the part of retirement savings earned during the marriage is generally {{term.marital_property}}, which a court divides in the way it finds just.",
            `${row.division.citation}; plans are divided by a qualified domestic relations order (29 U.S.C. § 1056(d)(3))`,
          ),
  ),
  planConsents: fixed(
    "Without this agreement, federal law gives a spouse survivor rights in many retirement plans, which only that spouse's written consent after the wedding gives up.",
    "ERISA, 29 U.S.C. § 1055(a), (c)(2)",
    false,
  ),
  equity: fixed(
    "Without this agreement, equity granted before the marriage that vests during it is often split by a time formula; a court decides.",
    "e.g. In re Marriage of Hug, 154 Cal. App. 3d 780 (1984) (time rule); varies by state",
  ),
  business: byLaw((row) => {
    const lines: Record<SeparateGrowthRule, DefaultLine> = {
      INCOME_SEPARATE_EFFORT_SHARED: fixed(
        "Without this agreement, a business owned before the wedding stays separate, but growth from either spouse's work during the marriage may be partly {{term.marital_property}}.",
        row.separateGrowth.citation,
        row.separateGrowth.confirmed,
      ),
      INCOME_COMMUNITY: fixed(
        "Without this agreement, a business owned before the wedding stays separate, but what it earns during the marriage is generally {{term.marital_property}}, and work that made it grow may give the other spouse a claim for reimbursement.",
        row.separateGrowth.citation,
        row.separateGrowth.confirmed,
      ),
      INCOME_AND_EFFORT_COMMUNITY: fixed(
        "Without this agreement, a business owned before the wedding stays separate, but what it earns during the marriage is generally {{term.marital_property}}, and growth that came from a spouse's unpaid work during the marriage is {{term.marital_property}} too.",
        row.separateGrowth.citation,
        row.separateGrowth.confirmed,
      ),
      PASSIVE_SEPARATE_ACTIVE_MARITAL: fixed(
        "Without this agreement, a business owned before the wedding is generally separate, but a court may divide growth from either spouse's work during the marriage.",
        row.separateGrowth.citation,
        row.separateGrowth.confirmed,
      ),
      ALL_DIVISIBLE: fixed(
        "Without this agreement, a court in {{term.state_name}} may divide a business either of you owned before the wedding, with its growth, if it finds that fair.",
        row.separateGrowth.citation,
        row.separateGrowth.confirmed,
      ),
    };
    return lines[row.separateGrowth.value];
  }),
  futureBusiness: byDistribution({
    COMMUNITY_PROPERTY: fixed(
      "Without this agreement, a business started during the marriage is generally {{term.marital_property}}.",
      COMMUNITY_SOURCE,
    ),
    EQUITABLE_DISTRIBUTION: fixed(
      "Without this agreement, a business started during the marriage is generally marital property that a court can divide.",
      EQUITABLE_SOURCE,
    ),
  }),
  valuation: fixed(
    "Without this agreement, a court decides how a business is valued, usually with experts each of you pays for.",
    "courts' choice of valuation method; varies by state",
  ),
  spouseInBusiness: fixed(
    "Without this agreement, work in the other's business during the marriage may support a claim to part of its value; a court decides.",
    "contribution and active appreciation doctrines; varies by state",
  ),
  creativeWork: byDistribution({
    COMMUNITY_PROPERTY: fixed(
      "Without this agreement, creative work made during the marriage, and its income, is generally {{term.marital_property}}.",
      "In re Marriage of Worth, 195 Cal. App. 3d 768 (1987) (copyrights are community property); varies by state",
    ),
    EQUITABLE_DISTRIBUTION: fixed(
      "Without this agreement, creative work made during the marriage, and its income, is generally marital property that a court can divide.",
      EQUITABLE_SOURCE,
    ),
  }),
  ownedHome: byLaw((row) => {
    const lines: Record<SeparateGrowthRule, DefaultLine> = {
      INCOME_SEPARATE_EFFORT_SHARED: fixed(
        "Without this agreement, a home owned before the wedding stays separate, but mortgage payments made with shared money can give you both a share in it.",
        "In re Marriage of Moore, 28 Cal. 3d 366 (1980) and the state's apportionment cases; varies by state",
      ),
      INCOME_COMMUNITY: fixed(
        "Without this agreement, a home owned before the wedding stays separate, but mortgage payments made with shared money may give the other spouse a claim to be reimbursed, not a share of the home.",
        `${row.separateGrowth.citation}; reimbursement of community payments on separate property`,
      ),
      INCOME_AND_EFFORT_COMMUNITY: fixed(
        "Without this agreement, a home owned before the wedding stays separate, but paying for it with shared money can make part of it {{term.marital_property}}.",
        row.separateGrowth.citation,
        row.separateGrowth.confirmed,
      ),
      PASSIVE_SEPARATE_ACTIVE_MARITAL: fixed(
        "Without this agreement, a home owned before the wedding is generally separate, but a court may share growth paid for with marital money or effort.",
        "active appreciation under equitable distribution statutes; varies by state",
      ),
      ALL_DIVISIBLE: fixed(
        "Without this agreement, a court in {{term.state_name}} may divide a home either of you owned before the wedding if it finds that fair.",
        row.division.citation,
        row.division.confirmed,
      ),
    };
    return lines[row.separateGrowth.value];
  }),
  sharedHome: byDistribution({
    COMMUNITY_PROPERTY: fixed(
      "Without this agreement, a home bought together during the marriage is generally {{term.marital_property}}, divided under {{term.state_name}} law.",
      COMMUNITY_SOURCE,
    ),
    EQUITABLE_DISTRIBUTION: fixed(
      "Without this agreement, a court divides a home bought during the marriage in the way it finds fair, whatever each of you paid.",
      EQUITABLE_SOURCE,
    ),
  }),
  homeDuringCase: fixed(
    "Without this agreement, a court can decide who stays in the home while a case between you is pending.",
    "temporary orders for the use of the family home while a case is pending; varies by state (not checked state by state)",
  ),
  lease: fixed(
    "Without this agreement, both of you stay bound by a lease you both signed until the landlord releases you.",
    "landlord and tenant contract law (not checked state by state)",
  ),
  // The matrix's separateGrowth cell: whether income of separate property is separate or shared.
  rentalIncome: byLaw((row) => {
    const growth = row.separateGrowth;
    if (isSeparateIncomeShared(growth.value))
      return fixed(
        "Without this agreement, rent from separate real estate during the marriage is generally {{term.marital_property}}.",
        growth.citation,
        growth.confirmed,
      );
    if (growth.value === "INCOME_SEPARATE_EFFORT_SHARED")
      return fixed(
        "Without this agreement, rent from separate real estate generally stays separate, like the property itself.",
        growth.citation,
        growth.confirmed,
      );
    if (growth.value === "ALL_DIVISIBLE")
      return fixed(
        "Without this agreement, a court in {{term.state_name}} may divide separate real estate and its rent, if it finds that fair.",
        growth.citation,
        growth.confirmed,
      );
    return fixed(
      "Without this agreement, rent from separate real estate generally stays separate unless it is mixed with marital money.",
      EQUITABLE_SOURCE,
    );
  }),
  support: {
    choose: (state: StateFacts): DefaultLine => {
      const lines: Record<SpousalSupportLaw, DefaultLine> = {
        CAN_WAIVE_OR_MODIFY: fixed(
          "Without this agreement, a court decides whether either of you pays {{term.support_term}}, how much and for how long, under {{term.state_name}} law.",
          "Uniform Premarital Agreement Act § 3(a)(4) and § 6(b); each state's support statute (not checked state by state)",
        ),
        ATTORNEY_REQUIRED: fixed(
          "Without this agreement, a court decides {{term.support_term}} under {{term.state_name}} law, and a limit on it binds a spouse only if they had their own attorney when signing.",
          "Cal. Fam. Code § 1612(c) (the state-law matrix, spousalSupport)",
          true,
        ),
        CANNOT_WAIVE_OR_MODIFY: fixed(
          "Without this agreement, a court decides {{term.support_term}} under {{term.state_name}} law, and an agreement generally cannot take that right away there.",
          "the state's version of the Uniform Premarital Agreement Act protects the right to support (the state-law matrix, spousalSupport; unconfirmed)",
        ),
      };
      return lines[state.spousalSupportLaw];
    },
  },
  pendingSupport: {
    choose: (state: StateFacts): DefaultLine => {
      const fact = lawOf(state).pendingSupportProtected;
      return fact.value
        ? fixed(
            "Without this agreement, a court can order {{term.pending_support_term}} while a case is pending, and that right cannot be given up in advance in {{term.state_name}}.",
            fact.citation,
            fact.confirmed,
          )
        : fixed(
            "Without this agreement, a court can order {{term.pending_support_term}} while a case between you is pending.",
            "each state's temporary support statute; varies by state",
          );
    },
  },
  careerPause: fixed(
    "Without this agreement, a court may consider time away from paid work when it decides {{term.support_term}}, but no set payment is due.",
    "support factors, e.g. Cal. Fam. Code § 4320(b); Uniform Marriage and Divorce Act § 308",
  ),
  healthCoverage: fixed(
    "Without this agreement, a former spouse can generally buy continuation coverage under COBRA for up to 36 months, at their own cost.",
    "29 U.S.C. §§ 1162(2)(A)(iv), 1163(3) (COBRA)",
    false,
  ),
  death: {
    choose: (state: StateFacts): DefaultLine => {
      const rights = lawOf(state).survivorRights;
      if (!rights.value.waivable) {
        return fixed(
          "Without this agreement, the {{term.state_name}} Civil Code gives a surviving spouse rights, such as the marital portion, that spouses cannot give up by agreement.",
          rights.citation,
          rights.confirmed,
        );
      }
      // In a community property state the survivor already owns half of the community; the rights
      // at death reach the other half and the deceased's separate property.
      const ownHalf =
        lawOf(state).division.value.system === "EQUITABLE_DISTRIBUTION"
          ? ""
          : " The survivor already owns half of the {{term.marital_property}}.";
      return rights.value.electiveShare
        ? fixed(
            `Without this agreement, a surviving spouse can generally claim a share of the estate whatever the will says, and inherits a share if there is no will.${ownHalf}`,
            rights.citation,
            rights.confirmed,
          )
        : fixed(
            `Without this agreement, a surviving spouse inherits a share if there is no will and can claim allowances under {{term.state_name}} law, but no set share against the will.${ownHalf}`,
            rights.citation,
            rights.confirmed,
          );
    },
  },
  lifeInsurance: fixed("Without this agreement, neither of you has to keep life insurance for the other.", null),
  survivorHome: fixed(
    "Without this agreement, a survivor's right to stay in the other's home depends on the will and on {{term.state_name}}'s homestead rules.",
    "each state's homestead and family allowance statutes; varies by state",
  ),
  wills: fixed(
    "Without this agreement, neither of you has to make a will, and {{term.state_name}}'s rules for estates without a will apply.",
    "each state's intestacy statute, e.g. Uniform Probate Code § 2-102",
  ),
  childrenDecided: fixed(
    "With or without this agreement, a court decides child support, custody and parenting time in the child's best interests.",
    "Uniform Premarital Agreement Act § 3(b) (a child's right to support may not be adversely affected); each state's best-interests custody law",
  ),
  childrenEstate: fixed(
    "Without this agreement, a surviving spouse may be able to claim part of an estate even if the will leaves it to the children.",
    "elective share and intestacy statutes; varies by state",
  ),
  stepchildren: fixed(
    "Without this agreement, a stepparent generally has no duty to support a spouse's children, though a few states impose one.",
    "e.g. N.Y. Fam. Ct. Act § 415 (stepparent support of a child who may become a public charge); varies by state",
  ),
  childrenSpending: fixed(
    "Without this agreement, spending shared money on one spouse's children could be questioned if the marriage ends; a court decides.",
    "dissipation and reimbursement claims in property division; varies by state",
  ),
  pets: fixed(
    "Without this agreement, pets are generally treated as property and a court decides who keeps them; some states let it consider the animal's well-being.",
    "e.g. Cal. Fam. Code § 2605; 750 ILCS 5/503(n); varies by state",
  ),
  privacy: fixed("Without this agreement, neither of you has promised to keep these matters private.", null),
  socialMedia: fixed(
    "Without this agreement, only the general law on privacy and defamation applies to such posts.",
    "state privacy and defamation law; many states also punish sharing intimate images (e.g. Cal. Penal Code § 647(j)(4)); varies by state",
  ),
  // The state-law matrix's lifestyleClauses cell: the condition on which the clause is offered.
  fault: byLaw((row): DefaultLine => {
    const source = `no-fault divorce statutes; the role of fault varies by state (unconfirmed); ${row.lifestyleClauses.citation}`;
    return row.lifestyleClauses.value === "NOT_OFFERED"
      ? fixed(
          "Without this agreement, infidelity generally does not change how property is divided, and {{term.state_name}} courts have refused to enforce a payment for it.",
          source,
        )
      : fixed(
          "Without this agreement, infidelity generally does not change how property is divided. {{term.state_name}} courts are not known to enforce a payment for it, so it goes in only if each of you has your own attorney.",
          source,
        );
  }),
  // The state-law matrix's embryoAgreements cell: what the state's law does with an advance agreement.
  embryos: byLaw((row): DefaultLine => {
    const cell = row.embryoAgreements;
    const lines: Record<EmbryoAgreementRule, string> = {
      CASE_BY_CASE:
        "Without this agreement, a court decides an embryo dispute case by case, often looking at the clinic's consent forms.",
      FORMS_FOLLOWED:
        "Without this agreement, a court decides an embryo dispute, and {{term.state_name}} courts have followed the choice you both made on the clinic's disposition form.",
      MAY_NOT_BIND:
        "Without this agreement, a court decides an embryo dispute, and in {{term.state_name}} an advance agreement about embryos may not bind you.",
      AWARDED_TO_USER:
        "With or without this agreement, {{term.state_name}} law gives the embryos to the spouse who intends to use them, whatever you agreed.",
      NOT_DESTROYED:
        "With or without this agreement, {{term.state_name}} law does not allow a stored embryo to be destroyed; a court decides any other dispute.",
    };
    return fixed(lines[cell.value], cell.citation, cell.confirmed);
  }),
  sunset: fixed("Without a sunset date, the agreement keeps applying for the whole marriage.", null),
  disclosure: fixed(
    "Without a fair disclosure, or a written waiver of it, an agreement can be harder to enforce if it later proves unfair.",
    "Uniform Premarital Agreement Act § 6(a)(2); each state's version varies",
  ),
  counsel: fixed(
    "Without a record of independent advice and free choice, an agreement is easier to challenge as not signed voluntarily.",
    "Uniform Premarital Agreement Act § 6(a)(1); Cal. Fam. Code § 1615(c)",
  ),
  californiaCounsel: fixed(
    "Without independent counsel, or a separate written waiver and explanation, California presumes an agreement was not signed voluntarily.",
    "Cal. Fam. Code § 1615(c)(1), (c)(3)",
    true,
  ),
  californiaWait: fixed(
    "Without the seven days, California presumes an agreement was not signed voluntarily.",
    "Cal. Fam. Code § 1615(c)(2)",
    true,
  ),
  timing: fixed(
    "Without enough time before the wedding, a court is more likely to find that someone signed under pressure.",
    "courts weigh the time before the wedding in judging voluntariness, e.g. In re Marriage of Bonds, 24 Cal. 4th 1 (2000); varies by state",
  ),
  minnesota: fixed(
    "Without full disclosure, a chance to consult counsel and signing at least seven days before the wedding, Minnesota may not treat the agreement as fairly made.",
    "Minn. Stat. § 519.11, subd. 1b, as amended by 2024 Minn. Laws ch. 101 (see the state-law matrix, state-law/execution.ts)",
  ),
  newYork: fixed(
    "Without an acknowledgment in the form for a recorded deed, New York does not enforce the agreement.",
    "N.Y. Dom. Rel. Law § 236(B)(3)",
    true,
  ),
  conveyanceAcknowledgment: fixed(
    "Without an acknowledgment like that of a deed to land, a marriage settlement may not be valid or recorded under {{term.state_name}} law.",
    "Idaho Code § 32-917; NRS 123.270 (marriage settlements executed and acknowledged as conveyances of land; as the issue 49 review cites them, not read)",
  ),
  louisiana: fixed(
    "Without an authentic act or a duly acknowledged signature before the wedding, a Louisiana matrimonial agreement has no effect.",
    "La. Civ. Code art. 2331",
    true,
  ),
  recordingLouisiana: fixed(
    "Without filing, the agreement binds the two of you but not third persons such as creditors.",
    "La. Civ. Code art. 2332 (as articles.ts cites it; not checked here)",
  ),
  recordingMissouri: fixed(
    "Without recording, the agreement binds the two of you but may not bind third persons such as creditors and buyers.",
    "Mo. Rev. Stat. §§ 451.230 to 451.240",
  ),
  marriage: fixed(
    "Without a marriage, there is nothing for the agreement to govern: it takes effect only when you marry.",
    "Uniform Premarital Agreement Act § 4",
  ),
  governingLaw: fixed(
    "Without a choice of law, a court decides which state's law applies, often where you live when the question comes up.",
    "Uniform Premarital Agreement Act § 3(a)(7) allows the choice; conflict-of-laws rules vary by state",
  ),
  amendment: fixed(
    "Without this rule, arguments could arise over spoken or informal changes.",
    "Uniform Premarital Agreement Act § 5 (amendment by a signed written agreement)",
  ),
  disputes: fixed("Without this agreement, a disagreement between you goes to a court.", null),
  fees: fixed(
    "Without this agreement, each of you generally pays your own lawyer, though a court can order one spouse to contribute.",
    "e.g. Cal. Fam. Code § 2030; Uniform Marriage and Divorce Act § 313; varies by state",
  ),
  separation: fixed(
    "Without a set date, a court may have to decide when the marriage's shared earning ended, which can be disputed.",
    "e.g. Cal. Fam. Code § 70 (date of separation); varies by state",
  ),
  alaska: fixed(
    "Without this opt-in, Alaska divides property equitably; community property applies only to couples who choose it in writing.",
    "Alaska Community Property Act, Alaska Stat. § 34.77.010 et seq.; AS 34.77.090",
  ),
  relocation: fixed(
    "Without this agreement, a court in a new state or country decides whether and how to enforce it, under its own rules.",
    "conflict-of-laws rules; varies by state and country",
  ),
} satisfies Record<string, StateDefault>;

export type StateDefaultKey = keyof typeof stateDefaults;

/** The line of `rule` for `state`. */
export function defaultLineFor(rule: StateDefault, state: StateFacts): DefaultLine {
  return "choose" in rule ? rule.choose(state) : rule;
}
