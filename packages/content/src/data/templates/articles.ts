/**
 * The articles of the United States prenuptial agreement, in order. Each clause is selected by
 * `evaluateClauseConditions` against both partners' answers and the document's state; state terms
 * fill in the words that differ between states.
 */
import {
  ALL_STATE_IDS,
  CANNOT_WAIVE_SUPPORT_STATE_IDS,
  COMMUNITY_PROPERTY_STATE_IDS,
  EMBRYO_CLAUSE_STATE_IDS,
  EMBRYO_COUNSEL_PARTNER_STATE_IDS,
  EQUITABLE_STATE_IDS,
} from "../states.ts";
import { RECORDED_CERTIFYING_ATTORNEY_NAME_KEY, RECORDED_FACTS } from "@prenup/domain";
import {
  acknowledgementFormTexts,
  counterpartsNotAllowedStateIds,
  DISCLOSURE_WAIVER_STATE_IDS,
  executionFormalitiesByState,
  EXPRESS_COUNSEL_WAIVER_STATE_IDS,
  NO_DEATH_WAIVER_CONSIDERATION_STATE_IDS,
  NO_DEATH_WAIVER_DISCLOSURE_STATE_IDS,
  NO_DEATH_WAIVER_STATE_IDS,
  NO_LIFESTYLE_CLAUSE_STATE_IDS,
  NO_PREMARITAL_CONVERSION_STATE_IDS,
  NON_MODIFIABLE_SUPPORT_STATE_IDS,
  PENDING_SUPPORT_PROTECTED_STATE_IDS,
  SUPPORT_NEEDS_COUNSEL_STATE_IDS,
} from "../state-law/index.ts";
import { WITNESS_STATE_IDS } from "../template-states.ts";
import {
  all,
  answered,
  MARITAL,
  DURING_MARRIAGE,
  BOTH_REPRESENTED,
  chose,
  NOT_BOTH_REPRESENTED,
  perParty,
  represented,
  unrepresented,
  type ClauseInput,
  type Condition,
  type Conditions,
  type SectionTemplateInput,
} from "./helpers.ts";
import { californiaCounselWaiver, californiaExplanation } from "./california-explanation.ts";
import { rightsExplanation, statutoryNoticeSection } from "./rights-explanation.ts";

const SUPPORT_LIMITS = ["waive", "cap", "formula", "lump_sum"];
/** Recorded facts (pseudo-answers generation supplies): what the product knows, not what a partner answered. */
const RECORDED_DISCLOSURE = RECORDED_FACTS.disclosure.key;
const RECORDED_CERTIFYING_ATTORNEY = RECORDED_FACTS.certifyingAttorney.key;
/** Where the agreement must be signed at least seven days before the marriage (the state-law matrix). */
const SEVEN_DAY_SIGNING_STATE_IDS = Object.values(executionFormalitiesByState)
  .filter((formalities) => formalities.signingDeadline.value === "SEVEN_DAYS_BEFORE_MARRIAGE")
  .map((formalities) => formalities.stateId);
/**
 * A waiver or limit of support binds in California only when the party it is enforced against had
 * independent counsel when signing (Fam. Code § 1612(c)): where support cannot be limited at all,
 * and in California, the clauses below are excluded; California gets its own copy of each (key
 * `_ca`) that applies only when both partners are represented. Otherwise California's agreement
 * says it makes no provision about support (ss_california_unrepresented).
 */
const NO_UNREPRESENTED_SUPPORT_LIMIT_STATE_IDS = [
  ...CANNOT_WAIVE_SUPPORT_STATE_IDS,
  ...SUPPORT_NEEDS_COUNSEL_STATE_IDS,
];
function withCaliforniaCounsel(clause: ClauseInput): ClauseInput[] {
  const conditions = clause.conditions ?? {};
  return [
    clause,
    {
      ...clause,
      key: `${clause.key}_ca`,
      conditions: {
        stateIds: SUPPORT_NEEDS_COUNSEL_STATE_IDS,
        conditions: [...(conditions.conditions ?? []), ...BOTH_REPRESENTED],
      },
    },
  ];
}
/** Where the agreement is passed as one act, signed by the parties, the witnesses and the notary together (execution formalities). */
const SINGLE_SITTING_ACT_STATE_IDS = ALL_STATE_IDS.filter((stateId) => {
  const form = executionFormalitiesByState[stateId]?.acknowledgementForm.value;
  return form !== undefined && acknowledgementFormTexts[form].placement === "EXECUTION_PAGE";
});
/**
 * Where a marriage settlement must be acknowledged as a conveyance of land is (Idaho Code § 32-917,
 * NRS 123.270: the matrix's execution.acknowledgedAsConveyance); New York's own clause, with its
 * certificate form, covers New York.
 */
const CONVEYANCE_ACKNOWLEDGMENT_STATE_IDS = ALL_STATE_IDS.filter(
  (stateId) =>
    executionFormalitiesByState[stateId]?.acknowledgedAsConveyance.value === true &&
    executionFormalitiesByState[stateId]?.acknowledgementForm.value !== "NEW_YORK_RPL_309A",
);
/**
 * Clauses behind a state-restricted option also exclude the states where the option is not offered,
 * so a stale or imported answer can never put them into an agreement there.
 */
const EMBRYO_CLAUSE_UNAVAILABLE_STATE_IDS = ALL_STATE_IDS.filter((s) => !EMBRYO_CLAUSE_STATE_IDS.includes(s));
/**
 * The conditions of a clause that makes separate property, or its growth, shared: never printed
 * where a premarital agreement may not do so (the state-law matrix's premaritalConversion: Texas,
 * whose conversion needs the spouses' own agreement with the formalities of Tex. Fam. Code
 * §§ 4.203, 4.205; see state-law/property.ts), so a stale or imported answer cannot print it there.
 */
const sharesSeparate = (...conditions: Condition[]): Conditions => ({
  excludedStateIds: NO_PREMARITAL_CONVERSION_STATE_IDS,
  conditions,
});

/** The agreement itself, from the caption to the notary acknowledgments. */
const agreementArticles: SectionTemplateInput[] = [
  {
    key: "caption",
    title: "{{term.document_title_upper}}",
    isMandatory: true,
    listStyle: "NONE",
    textStyle: "BOLD_CENTERED",
    clauses: [
      {
        key: "caption_parties",
        text: 'This {{term.document_title}} (the "Agreement") is made between {{partyA.fullName}} ("{{partyA.firstName}}") and {{partyB.fullName}} ("{{partyB.firstName}}"), each a "Party" and together the "Parties", because they plan to marry each other.',
        conditions: { noneOf: DURING_MARRIAGE },
      },
      {
        key: "caption_parties_married",
        text: 'This {{term.document_title}} (the "Agreement") is made between {{partyA.fullName}} ("{{partyA.firstName}}") and {{partyB.fullName}} ("{{partyB.firstName}}"), each a "Party" and together the "Parties", who are married to each other.',
        conditions: all(MARITAL),
      },
      ...perParty((p) => ({
        key: "caption_residence",
        text: `${p.meFull} lives in {{${p.answer}.current_residence}}.`,
        conditions: all(answered("current_residence", p.id)),
      })),
    ],
  },
  {
    key: "recitals",
    title: "Background",
    isMandatory: true,
    listStyle: "ALPHA_UPPER",
    clauses: [
      {
        key: "recital_marriage",
        text: "The Parties plan to marry each other on or about {{answer.wedding_date}} in {{answer.wedding_location}}.",
        conditions: { noneOf: DURING_MARRIAGE },
      },
      {
        key: "recital_married",
        text: "The Parties married each other on {{answer.wedding_date}} in {{answer.wedding_location}}, and make this Agreement during their marriage.",
        conditions: all(MARITAL),
      },
      {
        key: "recital_cohabitation",
        text: "The Parties have lived together since about {{answer.cohabitation_start}}.",
        conditions: all(chose("living_together", ["yes"]), answered("cohabitation_start")),
      },
      ...perParty((p) => ({
        key: "recital_prior_marriage",
        text: `${p.me} has been married before (number of earlier marriages: {{${p.answer}.prior_marriage_count}}), and each earlier marriage has ended.`,
        conditions: all(chose("previously_married", ["yes"], p.id), answered("prior_marriage_count", p.id)),
      })),
      ...perParty((p) => ({
        key: "recital_first_marriage",
        text: `${p.me} has not been married before.`,
        conditions: all(chose("previously_married", ["no"], p.id)),
      })),
      ...perParty((p) => ({
        key: "recital_children",
        text: `${p.me} has children from an earlier relationship (number of children: {{${p.answer}.children_count}}).`,
        conditions: all(chose("has_children", ["yes"], p.id), answered("children_count", p.id)),
      })),
      // The disclosure recitals say what is true of each partner's disclosure, from the recorded
      // facts generation supplies (recorded-facts.ts in the domain): disclosed (completed, with
      // entries) or declared empty. Generation refuses while either is neither.
      ...perParty((p) => ({
        key: "recital_disclosure_given",
        text: `${p.me} has given ${p.other} a written disclosure of ${p.me}'s property, debts and income, summarized in Schedule ${p.id}, which forms part of this Agreement. Its values are good-faith estimates.`,
        conditions: all(chose(RECORDED_DISCLOSURE, ["given"], p.id)),
      })),
      ...perParty((p) => ({
        key: "recital_disclosure_nothing",
        text: `${p.me} has declared in writing to ${p.other} that ${p.me} has no property, debts or income to disclose, as Schedule ${p.id} records.`,
        conditions: all(chose(RECORDED_DISCLOSURE, ["nothing_to_disclose"], p.id)),
      })),
      {
        // Minnesota: full and fair disclosure includes the basis of each value and cannot be waived
        // (Minn. Stat. § 519.11, subd. 1b(a), as amended by 2024 Minn. Laws ch. 101; confirmed).
        // Generation refuses a Minnesota disclosure with an entry that does not state its basis.
        key: "recital_disclosure_minnesota",
        text: "Each value in the Schedules is a good-faith estimate and states what it is based on. Neither Party has waived full and fair disclosure, which Minnesota Statutes section 519.11, subdivision 1b, does not allow a party to waive.",
        conditions: { stateIds: ["MN"] },
      },
      // Where the state recognizes a written waiver of further disclosure and the couple chose it,
      // the waiver takes the place of the statement that each disclosure is fair and reasonable
      // (the state-law matrix: sourced per state; never in Minnesota).
      {
        key: "recital_disclosure_fair",
        text: "Each Party has read the other's Schedule, has had the chance to ask the other about it, and considers the disclosure received fair and reasonable.",
        conditions: { excludedStateIds: [...DISCLOSURE_WAIVER_STATE_IDS] },
      },
      {
        key: "recital_disclosure_fair_no_waiver",
        text: "Each Party has read the other's Schedule, has had the chance to ask the other about it, and considers the disclosure received fair and reasonable.",
        conditions: {
          stateIds: [...DISCLOSURE_WAIVER_STATE_IDS],
          anyOf: [
            [chose("disclosure_approach", ["full_disclosure"])],
            [{ questionId: "disclosure_approach", isAnswered: false }],
          ],
        },
      },
      {
        key: "recital_disclosure_waiver",
        text: "Each Party has read the other's Schedule and has had the chance to ask the other about it, and voluntarily and expressly waives, in writing, any right to disclosure of the other's property or financial obligations beyond the disclosure provided.",
        conditions: {
          stateIds: [...DISCLOSURE_WAIVER_STATE_IDS],
          conditions: [chose("disclosure_approach", ["disclosure_plus_waiver"])],
        },
      },
      {
        key: "recital_counsel",
        text: "Each Party has been advised to consult an independent attorney of their own choosing and has had a fair opportunity to do so before signing.",
      },
      // Representation is stated only from a record (an attorney the product assigned, see the
      // counsel article); a partner who plans to be advised by an attorney the product does not
      // know of is described as such, and that attorney signs the certification on the signature page.
      ...perParty((p) => ({
        key: "recital_counsel_planned",
        text: `${p.me} intends to be advised about this Agreement by an independent attorney of their own choosing; that attorney's certification, once signed, appears with the signatures.`,
        conditions: {
          conditions: [chose("attorney_plan", ["hire_through_us", "own_attorney"], p.id)],
          anyOf: unrepresented(p.id),
        },
      })),
      {
        // Minnesota: procedurally fair when signed at least seven days before the marriage (Minn.
        // Stat. § 519.11, subd. 1b, as amended by 2024 Minn. Laws ch. 101; unconfirmed: the enacted
        // clause was not read, see state-law/execution.ts). The signing window enforces the same day.
        key: "recital_timing_minnesota",
        text: "The Parties are signing this Agreement at least seven days before their marriage, as Minnesota Statutes section 519.11, subdivision 1b, provides for an agreement fairly made.",
        conditions: { stateIds: SEVEN_DAY_SIGNING_STATE_IDS, noneOf: DURING_MARRIAGE },
      },
      {
        key: "recital_timing_early",
        text: "The Parties began discussing this Agreement well ahead of the wedding. The day each Party received its final text is kept in the record certified at the end of this Agreement, and the day each signs it is written beside their signature.",
        conditions: { conditions: [chose("signing_timeline", ["over_30_days"])], noneOf: DURING_MARRIAGE },
      },
      {
        key: "recital_timing_early_married",
        text: "The Parties began discussing this Agreement well before either of them signed it. The day each Party received its final text is kept in the record certified at the end of this Agreement, and the day each signs it is written beside their signature.",
        conditions: all(chose("signing_timeline", ["over_30_days"]), MARITAL),
      },
      {
        key: "recital_signing_plan",
        text: "The Parties plan to sign this Agreement in {{answer.planned_signing_place}} on or about {{answer.planned_signing_date}}.",
        conditions: all(answered("planned_signing_place"), answered("planned_signing_date")),
      },
      {
        key: "recital_timing_close",
        text: "Although the wedding is less than thirty days away, each Party confirms that they had the final draft long enough to read it, ask questions and take advice, and that neither the wedding plans nor money already spent on them is pressuring them to sign.",
        conditions: { conditions: [chose("signing_timeline", ["under_30_days"])], noneOf: DURING_MARRIAGE },
      },
      {
        key: "recital_timing_close_married",
        text: "Although they have had the final draft for less than thirty days, each Party confirms that they had it long enough to read it, ask questions and take advice, and that neither signs it under pressure from the other, including any threat to end the marriage.",
        conditions: all(chose("signing_timeline", ["under_30_days"]), MARITAL),
      },
      {
        key: "recital_purpose",
        text: "The Parties want to decide for themselves their rights in each other's property and income during the marriage, in any proceeding for {{term.divorce_or_separation}}, and at death, instead of leaving those rights to the rules that would otherwise apply. {{term.default_property_rule}}",
      },
    ],
  },
  {
    key: "effectiveness",
    title: "When this Agreement Applies",
    isMandatory: true,
    clauses: [
      {
        key: "effective_on_marriage",
        text: "This Agreement takes effect only when the Parties marry each other. If they do not marry, it has no effect at all.",
        conditions: { noneOf: DURING_MARRIAGE },
      },
      {
        key: "effective_on_signing",
        text: "This Agreement takes effect when both Parties have signed it and everything else the law of the {{term.state_style}} asks of an agreement made during the marriage has been done. Property either Party acquired between the wedding and that day keeps the character that law gave it, except as this Agreement or its Schedules provide otherwise.",
        conditions: all(MARITAL),
      },
      {
        key: "effective_sunset",
        text: "If the Parties are still married {{answer.sunset_years}} years after their wedding, this Agreement ends on that anniversary (the \"Sunset Date\"). Property owned on the Sunset Date keeps the character this Agreement gave it: what was a Party's Separate Property stays that Party's Separate Property, and what was {{term.marital_property}} stays {{term.marital_property}}. For Property acquired after the Sunset Date, for income earned and changes in value arising after it, and for {{term.support_term}} and rights at death, the law of the {{term.state_style}} applies as if the Parties had never signed this Agreement. Payments made, Property transferred and anything else done under this Agreement before the Sunset Date stand and will not be undone.",
        conditions: all(chose("sunset", ["yes"]), answered("sunset_years")),
      },
      {
        key: "effective_review",
        text: "The Parties will sit down together to review this Agreement every {{answer.review_years}} years. A review changes nothing unless the Parties sign an amendment as this Agreement requires.",
        conditions: all(chose("periodic_review", ["yes"]), answered("review_years")),
      },
    ],
  },
  {
    key: "definitions",
    title: "Definitions",
    isMandatory: true,
    clauses: [
      {
        key: "def_property",
        text: '"Property" means every kind of asset, wherever it is: real estate, belongings, accounts, investments, retirement benefits, business interests, digital assets and intellectual property, and every interest in any of them.',
      },
      {
        key: "def_separate_property",
        text: '"Separate Property" means, except as this Agreement provides otherwise, Property a Party owns on the date of the marriage, Property this Agreement says belongs to one Party alone, and anything acquired in exchange for it or with its proceeds.',
      },
      {
        key: "def_community_property",
        text: '"{{term.marital_property_title}}" means Property that this Agreement treats as shared. The Parties own {{term.marital_property_title}} in equal shares, as the law of the {{term.state_style}} provides, except where this Agreement says otherwise.',
        conditions: { stateIds: COMMUNITY_PROPERTY_STATE_IDS },
      },
      {
        key: "def_marital_property",
        text: '"Marital Property" means Property that this Agreement treats as shared. Anything this Agreement does not treat as shared is the Separate Property of the Party who owns it, whatever the law of the {{term.state_style}} would otherwise say.',
        conditions: { stateIds: EQUITABLE_STATE_IDS },
      },
      {
        key: "def_separation",
        text: '"Separation" means the day either Party gives the other written notice that they intend to end the marriage, or files for {{term.divorce_or_separation}}, whichever comes first.',
      },
    ],
  },
  {
    key: "separate_property",
    title: "Separate Property",
    isMandatory: true,
    clauses: [
      {
        key: "sp_premarital_all",
        text: "Except as this Agreement provides otherwise, everything each Party owns on the date of the marriage, including everything listed in that Party's Schedule, remains that Party's Separate Property.",
        conditions: all(chose("premarital_assets_scope", ["all_separate"])),
      },
      {
        key: "sp_premarital_some",
        text: "Except as this Agreement provides otherwise, everything each Party owns on the date of the marriage remains that Party's Separate Property, but the following become {{term.marital_property}} of both Parties on the wedding day: {{answer.shared_premarital_items}}",
        conditions: sharesSeparate(
          chose("premarital_assets_scope", ["some_shared"]),
          answered("shared_premarital_items"),
        ),
      },
      {
        key: "sp_premarital_none",
        text: "Except as this Agreement provides otherwise, everything each Party owns on the date of the marriage becomes {{term.marital_property}}, owned by the Parties equally, on the wedding day.",
        conditions: sharesSeparate(chose("premarital_assets_scope", ["all_shared"])),
      },
      {
        key: "sp_growth_owner",
        text: "Income from a Party's Separate Property (such as interest, dividends and rent), any increase in its value, and anything bought with that income remain that Party's Separate Property, even if the other Party helped manage it.",
        conditions: all(chose("separate_growth", ["owner"])),
      },
      {
        key: "sp_growth_effort",
        text: "Income from a Party's Separate Property, and increases in its value caused by market forces, inflation or the efforts of third parties, remain Separate Property. Any increase in value caused by either Party's work, skill or effort during the marriage is {{term.marital_property}} and will be shared equally.",
        conditions: sharesSeparate(chose("separate_growth", ["effort_shared"])),
      },
      {
        key: "sp_growth_shared",
        text: "Income earned during the marriage from either Party's Separate Property, and any increase in its value during the marriage, is {{term.marital_property}}. The Separate Property itself, at its value on the wedding day, stays separate.",
        conditions: sharesSeparate(chose("separate_growth", ["shared"])),
      },
      {
        key: "sp_commingling_traceable",
        text: "Separate Property does not become shared because it is mixed with shared money or put in a joint account, as long as its source can be reasonably traced.",
        conditions: all(chose("commingling", ["traceable"])),
      },
      {
        key: "sp_commingling_shared",
        text: "Separate money that a Party deposits into a joint account becomes {{term.marital_property}} on deposit. Separate Property kept in that Party's own name stays separate.",
        conditions: sharesSeparate(chose("commingling", ["becomes_shared"])),
      },
      {
        key: "sp_contribution_reimbursed",
        text: "If a Party uses Separate Property to buy, improve or pay down shared Property, that Party will be repaid the amount contributed, without interest, before the shared Property is divided. If the Property has lost value, the repayment is reduced in the same proportion.",
        conditions: all(chose("separate_contribution", ["reimburse"])),
      },
      {
        key: "sp_contribution_gift",
        text: "If a Party uses Separate Property to buy, improve or pay down shared Property, the contribution becomes part of the shared Property and creates no right to repayment.",
        conditions: all(chose("separate_contribution", ["gift"])),
      },
      {
        key: "sp_inheritances_recipient",
        text: "Gifts and inheritances that a Party receives during the marriage from anyone other than the other Party are that Party's Separate Property.",
        conditions: all(chose("inheritances", ["recipient"])),
      },
      {
        key: "sp_inheritances_shared",
        text: "Gifts and inheritances that either Party receives during the marriage are {{term.marital_property}}, unless the giver states in writing that the gift is for one Party alone.",
        conditions: sharesSeparate(chose("inheritances", ["shared"])),
      },
      ...perParty((p) => ({
        key: "sp_trust_interest",
        text: `Whatever else this Agreement says, ${p.me}'s present and future interests in {{${p.answer}.expected_inheritance_source}}, and everything ${p.me} receives from it, are ${p.me}'s Separate Property.`,
        conditions: all(chose("expects_inheritance", ["yes"], p.id), answered("expected_inheritance_source", p.id)),
      })),
      {
        key: "sp_interspousal_recipient",
        text: "A gift from one Party to the other during the marriage belongs to the Party who receives it.",
        conditions: all(chose("interspousal_gifts", ["recipient"])),
      },
      {
        key: "sp_interspousal_shared",
        text: "A gift from one Party to the other during the marriage is {{term.marital_property}}, unless the giver says in writing, at the time of the gift, that it is for the recipient alone.",
        conditions: sharesSeparate(chose("interspousal_gifts", ["shared"])),
      },
      {
        key: "sp_ring_recipient",
        text: "The engagement ring belongs to the Party who received it.",
        conditions: all(chose("engagement_ring", ["recipient"])),
      },
      {
        key: "sp_ring_giver",
        text: "In any proceeding for {{term.divorce_or_separation}}, the engagement ring will be returned to the Party who gave it.",
        conditions: all(chose("engagement_ring", ["giver"])),
      },
      {
        key: "sp_ring_sell",
        text: "In any proceeding for {{term.divorce_or_separation}}, the engagement ring will be sold and the proceeds divided equally, unless one Party buys the other's half at an appraised value.",
        conditions: all(chose("engagement_ring", ["sell_split"])),
      },
      ...perParty((p) => ({
        key: "sp_prior_settlement",
        text: `Property that ${p.me} received under a settlement or judgment ending an earlier marriage is ${p.me}'s Separate Property.`,
        conditions: all(
          chose("previously_married", ["yes"], p.id),
          chose("prior_marriage_obligations", ["settlement_property"], p.id),
        ),
      })),
      ...perParty((p) => ({
        key: "sp_support_received",
        text: `Support that ${p.me} receives from a former spouse is ${p.me}'s Separate Property.`,
        conditions: all(
          chose("previously_married", ["yes"], p.id),
          chose("prior_marriage_obligations", ["receives_support"], p.id),
        ),
      })),
    ],
  },
  {
    key: "marital_property",
    title: "{{term.marital_property_title}}",
    isMandatory: true,
    clauses: [
      {
        key: "mp_default_community",
        text: "Property either Party acquires during the marriage that is not Separate Property under this Agreement is {{term.marital_property}}, owned by the Parties in equal shares, as the law of the {{term.state_style}} provides.",
        conditions: {
          stateIds: COMMUNITY_PROPERTY_STATE_IDS,
          conditions: [chose("marital_property_regime", ["state_default"])],
        },
      },
      {
        key: "mp_default_equitable",
        text: "Property either Party acquires during the marriage that is not Separate Property under this Agreement is Marital Property, to be divided as this Agreement provides if the marriage ends.",
        conditions: {
          stateIds: EQUITABLE_STATE_IDS,
          conditions: [chose("marital_property_regime", ["state_default"])],
        },
      },
      {
        key: "mp_joint_only",
        text: "Of the Property either Party acquires during the marriage that is not Separate Property under this Agreement, only what the Parties hold in both their names, including money in joint accounts, is {{term.marital_property}}. The rest belongs to the Party in whose name it is held or who paid for it.",
        conditions: all(chose("marital_property_regime", ["joint_only"])),
      },
      {
        key: "mp_earnings_earner",
        text: "Each Party's salary, wages, bonuses and other pay for work during the marriage, and savings from them held in that Party's own name, are that Party's Separate Property.",
        conditions: all(chose("marital_property_regime", ["joint_only"]), chose("earnings_treatment", ["earner"])),
      },
      {
        key: "mp_earnings_shared",
        text: "Each Party's salary, wages, bonuses and other pay for work during the marriage are {{term.marital_property}}, even when held in one Party's name.",
        conditions: all(chose("marital_property_regime", ["joint_only"]), chose("earnings_treatment", ["shared"])),
      },
      {
        key: "mp_all_shared",
        text: "Everything either Party earns or acquires during the marriage, other than Property this Agreement keeps separate, is {{term.marital_property}}, owned by the Parties equally.",
        conditions: all(chose("marital_property_regime", ["all_shared"])),
      },
      {
        key: "mp_alaska_opt_in",
        // The capital-letter warning: AS 34.77.100(b) prescribes one for community property trusts; whether
        // AS 34.77.090 prescribes the same for agreements is unconfirmed, so the agreement carries one here
        // (cautious). A lawyer should replace it with the statute's exact words if the Act prescribes them.
        text: "WARNING: THIS PROVISION MAKES PROPERTY COMMUNITY PROPERTY UNDER THE ALASKA COMMUNITY PROPERTY ACT. ITS CONSEQUENCES MAY BE VERY EXTENSIVE, INCLUDING FOR YOUR RIGHTS AGAINST CREDITORS AND OTHER THIRD PARTIES AND YOUR RIGHTS AGAINST YOUR SPOUSE DURING THE MARRIAGE AND IF IT ENDS BY DIVORCE. SIGN IT ONLY AFTER CAREFUL THOUGHT, AND ASK AN ATTORNEY IF YOU HAVE QUESTIONS.\n\nThe Parties agree that all Property either of them acquires during the marriage, other than Separate Property under this Agreement, is community property under the Alaska Community Property Act, Alaska Stat. § 34.77.010 et seq., and this Agreement is their community property agreement under that Act.",
        conditions: {
          stateIds: ["AK"],
          conditions: [
            chose("marital_property_regime", ["state_default", "all_shared"]),
            chose("alaska_community_property", ["opt_in"]),
          ],
        },
      },
      {
        key: "mp_cohabitation_shared",
        text: "Property the Parties bought together while living together before the marriage is {{term.marital_property}}, as if they had bought it during the marriage.",
        conditions: all(chose("living_together", ["yes"]), chose("cohabitation_property", ["shared"])),
      },
      {
        key: "mp_cohabitation_by_payer",
        text: "Property the Parties bought while living together before the marriage belongs to the Party who paid for it, or to both in proportion to what each paid.",
        conditions: all(chose("living_together", ["yes"]), chose("cohabitation_property", ["by_payer"])),
      },
      {
        key: "mp_title_rules",
        text: "Whose name is on a title, deed or account does not decide whether Property is separate or shared; this Agreement does.",
        conditions: all(
          chose("marital_property_regime", ["state_default"]),
          chose("title_controls", ["rules_control"]),
        ),
      },
      {
        key: "mp_title_controls",
        text: "Property acquired during the marriage and held in one Party's name alone belongs to that Party, unless this Agreement expressly says otherwise.",
        conditions: all(
          chose("marital_property_regime", ["state_default"]),
          chose("title_controls", ["title_controls"]),
        ),
      },
      {
        key: "mp_digital_same",
        text: "Cryptocurrency, tokens and other digital assets follow the same rules as any other Property under this Agreement. Each Party will share the information needed to value and transfer them.",
        conditions: all(chose("digital_assets", ["same_rules"])),
      },
      {
        key: "mp_digital_owner",
        text: "Cryptocurrency, tokens and other digital assets belong to the Party who holds the account, wallet or private keys, and are that Party's Separate Property.",
        conditions: all(chose("digital_assets", ["owner_keeps"])),
      },
      {
        key: "mp_division_equal",
        text: "Except as this Agreement provides otherwise, in any proceeding for {{term.divorce_or_separation}}, {{term.marital_property}} will be divided equally between the Parties, valued as of the date of Separation.",
        conditions: all(chose("division_on_divorce", ["equal"])),
      },
      {
        key: "mp_division_contribution",
        text: "Except as this Agreement provides otherwise, in any proceeding for {{term.divorce_or_separation}}, {{term.marital_property}} will be divided in proportion to each Party's financial contribution to it, as far as those contributions can be reasonably shown.",
        conditions: all(chose("division_on_divorce", ["contribution"])),
      },
      {
        key: "mp_division_court",
        text: "Except as this Agreement provides otherwise, in any proceeding for {{term.divorce_or_separation}}, {{term.marital_property}} will be divided as a court decides under the law of the {{term.state_style}}. Separate Property is not divided.",
        conditions: all(chose("division_on_divorce", ["court"])),
      },
    ],
  },
  {
    key: "management",
    title: "Managing Money During the Marriage",
    isMandatory: true,
    clauses: [
      {
        key: "mg_separate_control",
        text: "Each Party manages and controls their own Separate Property and may sell, give away, borrow against or otherwise deal with it without the other's consent. When asked, the other Party will sign any document reasonably needed for that.",
      },
      {
        key: "mg_joint_account",
        text: "The Parties will keep a joint account for household expenses. What either Party earns during the marriage and deposits in it is {{term.marital_property}}. Separate money deposited in it stays separate or becomes shared as this Agreement provides for Separate Property mixed with shared money.",
        conditions: all(chose("joint_account", ["yes"])),
      },
      {
        key: "mg_contribution_equal",
        text: "Each Party will contribute equal amounts to the joint account.",
        conditions: all(chose("joint_account", ["yes"]), chose("contribution_method", ["equal"])),
      },
      {
        key: "mg_contribution_proportional",
        text: "Each Party will contribute to the joint account in proportion to their income before tax for the previous year.",
        conditions: all(chose("joint_account", ["yes"]), chose("contribution_method", ["proportional"])),
      },
      {
        key: "mg_contribution_custom",
        text: "The Parties will contribute to the joint account as follows: {{answer.contribution_custom}}",
        conditions: all(
          chose("joint_account", ["yes"]),
          chose("contribution_method", ["custom"]),
          answered("contribution_custom"),
        ),
      },
      {
        key: "mg_no_joint_account",
        text: "The Parties will keep their finances separate and agree from time to time how to share household expenses. Paying a household expense gives the payer no right to be repaid.",
        conditions: all(chose("joint_account", ["no"])),
      },
      {
        key: "mg_major_purchases",
        text: "Neither Party will spend more than {{answer.major_purchase_threshold}} of {{term.marital_property}} on a single purchase without the other's agreement.",
        conditions: all(answered("major_purchase_threshold")),
      },
      {
        key: "mg_credit_own",
        text: "Each Party will keep credit cards and lines of credit in their own name only.",
        conditions: all(chose("credit_cards", ["own_names"])),
      },
      {
        key: "mg_credit_joint",
        text: "The Parties may hold joint credit cards for shared expenses; balances on them are shared debts. All other credit is in each Party's own name.",
        conditions: all(chose("credit_cards", ["joint_cards"])),
      },
    ],
  },
  {
    key: "debts",
    title: "Debts",
    isMandatory: true,
    clauses: [
      {
        key: "debt_premarital_owner",
        text: "Each Party remains solely responsible for debts they owe on the date of the marriage, including those listed in their Schedule.",
        conditions: all(chose("premarital_debts", ["owner"])),
      },
      {
        key: "debt_premarital_shared",
        text: "Except as this Article provides otherwise, debts either Party owes on the date of the marriage become shared debts of both Parties from the wedding day.",
        conditions: all(chose("premarital_debts", ["shared"])),
      },
      {
        key: "debt_marital_signer",
        text: "A debt taken on during the marriage is the debt of the Party who signed for it. A debt both Parties signed for is shared equally.",
        conditions: all(chose("marital_debts", ["signer"])),
      },
      {
        key: "debt_marital_household",
        text: "A debt taken on during the marriage is shared equally if both Parties signed for it or it paid for ordinary household needs. Any other debt belongs to the Party who incurred it.",
        conditions: all(chose("marital_debts", ["household_shared"])),
      },
      {
        key: "debt_marital_shared",
        text: "All debts either Party takes on during the marriage are shared equally.",
        conditions: all(chose("marital_debts", ["all_shared"])),
      },
      ...perParty((p) => ({
        key: "debt_student_loans",
        text: `${p.me}'s student loans, about {{${p.answer}.student_loan_balance}} at signing, are ${p.me}'s own debt.`,
        // With debts from before the wedding shared, student loans are shared like the rest.
        conditions: all(
          chose("premarital_debts", ["owner"]),
          chose("student_loans", ["yes"], p.id),
          answered("student_loan_balance", p.id),
        ),
      })),
      ...perParty((p) => ({
        key: "debt_student_reimbursed",
        text: `If the marriage ends, ${p.me} will credit ${p.other} with half of what shared money paid toward ${p.me}'s student loans during the marriage.`,
        conditions: all(chose("student_loans", ["yes"], p.id), chose("student_loan_repayment", ["reimburse"], p.id)),
      })),
      ...perParty((p) => ({
        key: "debt_student_own",
        text: `Payments on ${p.me}'s student loans from shared money during the marriage create no claim for repayment.`,
        conditions: all(chose("student_loans", ["yes"], p.id), chose("student_loan_repayment", ["no"], p.id)),
      })),
      ...perParty((p) => ({
        key: "debt_prior_support",
        text: `${p.me}'s obligation to pay support of {{${p.answer}.prior_support_amount}} a month to a former spouse remains ${p.me}'s own obligation and is not a debt of ${p.other}.`,
        conditions: all(
          chose("previously_married", ["yes"], p.id),
          chose("prior_marriage_obligations", ["pays_support"], p.id),
          answered("prior_support_amount", p.id),
        ),
      })),
      ...perParty((p) => ({
        key: "debt_prior_child_support",
        text: `${p.me}'s child support obligation for children of an earlier relationship remains ${p.me}'s own obligation. As between the Parties, ${p.other} will not be asked to contribute income or Separate Property toward it. A court setting child support is not bound by this and may take household income into account as the law provides.`,
        conditions: all(
          chose("previously_married", ["yes"], p.id),
          chose("prior_marriage_obligations", ["pays_child_support"], p.id),
        ),
      })),
      {
        key: "debt_indemnity",
        text: "If a creditor pursues one Party for a debt this Agreement assigns to the other, the other Party will pay it and repay any reasonable costs and legal fees the first Party incurred.",
        conditions: all(chose("debt_indemnity", ["yes"])),
      },
      {
        key: "debt_no_indemnity",
        text: "If a creditor pursues one Party for a debt this Agreement assigns to the other, the Parties will settle between themselves what each owes at that time.",
        conditions: all(chose("debt_indemnity", ["no"])),
      },
    ],
  },
  {
    key: "taxes",
    title: "Taxes",
    isMandatory: true,
    clauses: [
      {
        key: "tax_jointly",
        text: "The Parties intend to file joint income tax returns.",
        conditions: all(chose("tax_filing", ["jointly"])),
      },
      {
        key: "tax_separately",
        text: "Each Party will file separate income tax returns and pay their own tax.",
        conditions: all(chose("tax_filing", ["separately"])),
      },
      {
        key: "tax_yearly",
        text: "Each year the Parties will decide together whether to file joint or separate income tax returns. Filing jointly does not change who owns what.",
        conditions: all(chose("tax_filing", ["yearly"])),
      },
      {
        key: "tax_split_proportional",
        text: "For any year they file jointly, the Parties will share the tax due, or any refund, in proportion to their taxable incomes.",
        conditions: all(chose("tax_filing", ["jointly", "yearly"]), chose("joint_tax_split", ["proportional"])),
      },
      {
        key: "tax_split_equal",
        text: "For any year they file jointly, the Parties will share the tax due, or any refund, equally.",
        conditions: all(chose("tax_filing", ["jointly", "yearly"]), chose("joint_tax_split", ["equal"])),
      },
      {
        key: "tax_own_errors",
        text: "Each Party is responsible for any tax, interest or penalty caused by their own unreported income or improper deductions, and will repay the other for any of it the other has to pay.",
      },
    ],
  },
  {
    key: "retirement",
    title: "Retirement Benefits",
    isMandatory: true,
    clauses: [
      {
        key: "ret_premarital_separate",
        text: "Retirement benefits each Party earned before the marriage, and all growth on them, are that Party's Separate Property.",
        conditions: all(chose("retirement_premarital", ["separate"])),
      },
      {
        key: "ret_premarital_shared",
        text: "Retirement benefits each Party earned before the marriage become {{term.marital_property}} on the wedding day.",
        conditions: sharesSeparate(chose("retirement_premarital", ["shared"])),
      },
      {
        key: "ret_marital_shared",
        text: "Contributions to either Party's retirement plans during the marriage, with their growth, are {{term.marital_property}}.",
        conditions: all(chose("retirement_marital", ["shared"])),
      },
      {
        key: "ret_marital_separate",
        text: "Each Party's retirement plans, including contributions made during the marriage and their growth, are that Party's Separate Property, and neither Party will seek a division of the other's plans.",
        conditions: all(chose("retirement_marital", ["separate"])),
      },
      {
        key: "ret_plan_consents",
        text: "Federal law lets a spouse give up rights in many retirement plans only after the marriage. Within sixty days after the wedding, and whenever asked later, each Party will sign the spousal consents and waivers each plan requires to carry out this Agreement.",
        conditions: {
          conditions: [chose("retirement_marital", ["separate"]), chose("erisa_consent", ["agree"])],
          noneOf: DURING_MARRIAGE,
        },
      },
      {
        key: "ret_plan_consents_married",
        text: "Within sixty days after this Agreement takes effect, and whenever asked later, each Party will sign the spousal consents and waivers each retirement plan requires to carry out this Agreement.",
        conditions: all(chose("retirement_marital", ["separate"]), chose("erisa_consent", ["agree"]), MARITAL),
      },
      ...perParty((p) => ({
        key: "ret_equity_grant_date",
        text: `Stock options, restricted stock units and other equity granted to ${p.me} before the marriage are ${p.me}'s Separate Property, even if they vest during the marriage.`,
        conditions: all(chose("equity_compensation", ["yes"], p.id), chose("equity_treatment", ["grant_date"], p.id)),
      })),
      ...perParty((p) => ({
        key: "ret_equity_time_rule",
        text: `Equity granted to ${p.me} before the marriage that vests during it is shared in proportion to the part of its vesting period that falls within the marriage; the rest is ${p.me}'s Separate Property.`,
        conditions: all(chose("equity_compensation", ["yes"], p.id), chose("equity_treatment", ["time_rule"], p.id)),
      })),
    ],
  },
  {
    key: "business_interests",
    title: "Business Interests and Creative Work",
    isMandatory: true,
    clauses: [
      ...perParty((p) => ({
        key: "bus_owner_keeps",
        text: `${p.me}'s interest in {{${p.answer}.business_name}}, including any growth in its value and everything it earns, is ${p.me}'s Separate Property, whatever ${p.other} contributes to it.`,
        conditions: all(
          chose("owns_business", ["yes"], p.id),
          chose("business_treatment", ["owner_keeps_all"], p.id),
          answered("business_name", p.id),
        ),
      })),
      ...perParty((p) => ({
        key: "bus_growth_shared",
        text: `${p.me}'s interest in {{${p.answer}.business_name}} remains ${p.me}'s Separate Property, but any increase in its value between the wedding and Separation is {{term.marital_property}}.`,
        conditions: sharesSeparate(
          chose("owns_business", ["yes"], p.id),
          chose("business_treatment", ["growth_shared"], p.id),
          answered("business_name", p.id),
        ),
      })),
      ...perParty((p) => ({
        key: "bus_fully_shared",
        text: `${p.me}'s interest in {{${p.answer}.business_name}} becomes {{term.marital_property}} on the wedding day.`,
        conditions: sharesSeparate(
          chose("owns_business", ["yes"], p.id),
          chose("business_treatment", ["fully_shared"], p.id),
          answered("business_name", p.id),
        ),
      })),
      ...perParty((p) => ({
        key: "bus_valuation_appraiser",
        text: `For this purpose the business will be valued by an independent appraiser both Parties accept; if they cannot agree, each chooses one and the two appraisers choose a third, whose valuation is final.`,
        conditions: sharesSeparate(
          chose("owns_business", ["yes"], p.id),
          chose("business_treatment", ["growth_shared", "fully_shared"], p.id),
          chose("business_valuation", ["appraiser"], p.id),
        ),
      })),
      ...perParty((p) => ({
        key: "bus_valuation_book",
        text: `For this purpose the business will be valued at its book value on the most recent financial statements prepared before Separation.`,
        conditions: sharesSeparate(
          chose("owns_business", ["yes"], p.id),
          chose("business_treatment", ["growth_shared", "fully_shared"], p.id),
          chose("business_valuation", ["book_value"], p.id),
        ),
      })),
      ...perParty((p) => ({
        key: "bus_valuation_formula",
        text: `For this purpose the business will be valued using the formula in its own buy-sell, shareholder or operating agreement in force at Separation.`,
        conditions: sharesSeparate(
          chose("owns_business", ["yes"], p.id),
          chose("business_treatment", ["growth_shared", "fully_shared"], p.id),
          chose("business_valuation", ["agreement_formula"], p.id),
        ),
      })),
      ...perParty((p) => ({
        key: "bus_valuation_formula_named",
        parentKey: "bus_valuation_formula",
        text: `The agreement referred to is: {{${p.answer}.buy_sell_agreement_name}}.`,
        conditions: all(answered("buy_sell_agreement_name", p.id)),
      })),
      ...perParty((p) => ({
        key: "bus_future_founder",
        text: `A business ${p.me} starts during the marriage is ${p.me}'s Separate Property, but shared money invested in it will be repaid to the Parties' shared Property if the marriage ends.`,
        conditions: all(chose("owns_business", ["planning"], p.id), chose("future_business", ["founder"], p.id)),
      })),
      ...perParty((p) => ({
        key: "bus_future_shared",
        text: `A business ${p.me} starts during the marriage is {{term.marital_property}}, although ${p.me} will manage it.`,
        conditions: all(chose("owns_business", ["planning"], p.id), chose("future_business", ["shared"], p.id)),
      })),
      {
        key: "bus_spouse_paid",
        text: "If one Party works in the other's business, the business will pay them a fair market wage, and that work creates no other claim to the business.",
        conditions: all(chose("spouse_in_business", ["paid"])),
      },
      {
        key: "bus_spouse_no_claim",
        text: "If one Party helps in the other's business, with or without pay, that help creates no ownership interest in the business and no claim for compensation.",
        conditions: all(chose("spouse_in_business", ["no_claim"])),
      },
      {
        key: "bus_ip_creator",
        text: "Books, music, art, software, inventions, patents and other creative work a Party makes during the marriage, with their royalties and license income, belong to the Party who created them.",
        conditions: all(chose("intellectual_property", ["creator"])),
      },
      {
        key: "bus_ip_shared",
        text: "Creative work and inventions either Party makes during the marriage, with their royalties and license income, are {{term.marital_property}}; the creator alone decides how they are used.",
        conditions: all(chose("intellectual_property", ["shared"])),
      },
    ],
  },
  {
    key: "residence",
    title: "Home and Real Estate",
    isMandatory: true,
    clauses: [
      {
        key: "home_owned",
        text: "The home at {{answer.home_address}} remains the Separate Property of the Party who owned it before the marriage, even though the Parties live there together.",
        conditions: all(chose("home_plan", ["owned_home"]), answered("home_address")),
      },
      ...perParty((p) => ({
        key: "home_owner_named",
        text: `The Party who owns that home is ${p.meFull}.`,
        conditions: all(
          chose("home_plan", ["owned_home"]),
          answered("home_address"),
          chose("home_owned_by_me", ["yes"], p.id),
        ),
      })),
      {
        key: "home_growth_owner",
        text: "Any increase in the home's value during the marriage belongs to its owner.",
        conditions: all(chose("home_plan", ["owned_home"]), chose("home_growth", ["owner"])),
      },
      {
        key: "home_growth_paydown",
        text: "Any increase in the home's value belongs to its owner, but if the marriage ends the owner will credit the other Party with half of the mortgage principal paid from shared money during the marriage.",
        conditions: all(chose("home_plan", ["owned_home"]), chose("home_growth", ["paydown_credit"])),
      },
      {
        key: "home_growth_shared",
        text: "Any increase in the home's value between the wedding and Separation is {{term.marital_property}} and will be shared equally.",
        conditions: sharesSeparate(chose("home_plan", ["owned_home"]), chose("home_growth", ["growth_shared"])),
      },
      {
        key: "home_move_out",
        text: "If the Parties separate, the Party who does not own the home will move out within {{answer.move_out_days}} of the owner's written request, and the owner will pay the home's costs from then on.",
        conditions: all(chose("home_plan", ["owned_home"]), answered("move_out_days")),
      },
      {
        key: "home_buy_equal",
        text: "A home the Parties buy together will be owned by them in equal shares, whatever each contributes.",
        conditions: all(chose("home_plan", ["buy_together"]), chose("home_title", ["equal"])),
      },
      {
        key: "home_buy_contribution",
        text: "A home the Parties buy together will be owned in proportion to what each contributes to the purchase. They expect to contribute as follows: {{answer.home_contributions}}",
        conditions: all(
          chose("home_plan", ["buy_together"]),
          chose("home_title", ["by_contribution"]),
          answered("home_contributions"),
        ),
      },
      {
        key: "home_buyout",
        text: "If the marriage ends, either Party may buy the other's share of a jointly owned home at its appraised value by giving notice within ninety days of Separation. If both want to, the Party who contributed more to the purchase goes first.",
        conditions: all(chose("home_plan", ["buy_together"]), chose("home_buyout", ["buyout"])),
      },
      {
        key: "home_sell",
        text: "If the marriage ends, a jointly owned home will be sold and the net proceeds divided according to each Party's share.",
        conditions: all(chose("home_plan", ["buy_together"]), chose("home_buyout", ["sell"])),
      },
      {
        key: "home_renting",
        text: "While the Parties rent their home, they will share the rent equally. If they separate, the Party who stays will take over the lease and, where the landlord allows, have the other released from it.",
        conditions: all(chose("home_plan", ["renting"])),
      },
      ...perParty((p) => ({
        key: "re_other_owner",
        text: `Real estate ${p.me} owns apart from the marital home, as listed in ${p.me}'s Schedule, remains ${p.me}'s Separate Property, together with the rent and other income it produces.`,
        conditions: all(chose("other_real_estate", ["yes"], p.id), chose("rental_income", ["owner"], p.id)),
      })),
      ...perParty((p) => ({
        key: "re_other_income_shared",
        text: `Real estate ${p.me} owns apart from the marital home remains ${p.me}'s Separate Property, but the net rent and other income it produces during the marriage is {{term.marital_property}}.`,
        conditions: all(chose("other_real_estate", ["yes"], p.id), chose("rental_income", ["shared"], p.id)),
      })),
    ],
  },
  {
    key: "spousal_support",
    title: "{{term.support_term_title}}",
    isMandatory: true,
    clauses: [
      {
        key: "ss_state_law",
        text: "Neither Party gives up any right to {{term.support_term}}. If the marriage ends, any {{term.support_term}} will be decided under the law of the {{term.state_style}} at that time.",
        conditions: all(chose("support_choice", ["state_law"])),
      },
      {
        key: "ss_protected",
        text: "Nothing in this Agreement limits or affects either Party's right to {{term.support_term}}, which the law of the {{term.state_style}} protects from being waived or reduced in advance.",
        conditions: {
          stateIds: CANNOT_WAIVE_SUPPORT_STATE_IDS,
          conditions: [chose("support_protected_notice", ["yes"])],
        },
      },
      ...withCaliforniaCounsel({
        key: "ss_waive",
        text: "Each Party knowingly and voluntarily gives up any right to receive from the other {{term.support_waiver_scope}}.",
        conditions: {
          excludedStateIds: NO_UNREPRESENTED_SUPPORT_LIMIT_STATE_IDS,
          conditions: [chose("support_choice", ["waive"])],
        },
      }),
      ...withCaliforniaCounsel({
        key: "ss_cap",
        text: "If either Party becomes entitled to {{term.support_term}}, it will not exceed {{answer.support_cap_amount}} a month and will not be paid for more than {{answer.support_cap_months}} months in total.",
        conditions: {
          excludedStateIds: NO_UNREPRESENTED_SUPPORT_LIMIT_STATE_IDS,
          conditions: [
            chose("support_choice", ["cap"]),
            answered("support_cap_amount"),
            answered("support_cap_months"),
          ],
        },
      }),
      ...withCaliforniaCounsel({
        key: "ss_formula",
        text: "Any award of {{term.support_term}} will last no longer than {{answer.support_months_per_year}} months for each full year the Parties were married before Separation, in the amount the law would otherwise set.",
        conditions: {
          excludedStateIds: NO_UNREPRESENTED_SUPPORT_LIMIT_STATE_IDS,
          conditions: [chose("support_choice", ["formula"]), answered("support_months_per_year")],
        },
      }),
      ...withCaliforniaCounsel({
        key: "ss_lump_sum",
        text: "Instead of any {{term.support_term}}, the Party with the higher income in the last full calendar year before Separation will pay the other a single amount of {{answer.lump_sum_per_year}} for each full year of marriage before Separation, within one hundred twenty days after Separation. Neither Party will ask for any other {{term.support_term}}.",
        conditions: {
          excludedStateIds: NO_UNREPRESENTED_SUPPORT_LIMIT_STATE_IDS,
          conditions: [chose("support_choice", ["lump_sum"]), answered("lump_sum_per_year")],
        },
      }),
      ...withCaliforniaCounsel({
        key: "ss_reopen_child",
        text: "The terms on {{term.support_term}} in this Article do not apply, and the law of the {{term.state_style}} applies instead, if the Parties have or adopt a child together.",
        conditions: {
          excludedStateIds: NO_UNREPRESENTED_SUPPORT_LIMIT_STATE_IDS,
          conditions: [chose("support_choice", SUPPORT_LIMITS), chose("support_reopeners", ["child_born"])],
        },
      }),
      ...withCaliforniaCounsel({
        key: "ss_reopen_disability",
        text: "The terms on {{term.support_term}} in this Article do not apply to a Party who, at Separation, cannot support themselves because of a serious illness or disability.",
        conditions: {
          excludedStateIds: NO_UNREPRESENTED_SUPPORT_LIMIT_STATE_IDS,
          conditions: [chose("support_choice", SUPPORT_LIMITS), chose("support_reopeners", ["disability"])],
        },
      }),
      ...withCaliforniaCounsel({
        key: "ss_reopen_long_marriage",
        text: "The terms on {{term.support_term}} in this Article end if the Parties have been married for {{answer.support_sunset_years}} years or more at Separation; the law of the {{term.state_style}} applies instead.",
        conditions: {
          excludedStateIds: NO_UNREPRESENTED_SUPPORT_LIMIT_STATE_IDS,
          conditions: [
            chose("support_choice", SUPPORT_LIMITS),
            chose("support_reopeners", ["long_marriage"]),
            answered("support_sunset_years"),
          ],
        },
      }),
      {
        key: "ss_pending_case_support",
        text: "Nothing in this Article waives or limits {{term.pending_support_term}} while a case between the Parties is pending; the law of the {{term.state_style}} does not allow that right to be given up in advance.",
        conditions: {
          stateIds: PENDING_SUPPORT_PROTECTED_STATE_IDS,
          conditions: [chose("support_choice", SUPPORT_LIMITS)],
        },
      },
      {
        key: "ss_california_counsel",
        text: "As California Family Code section 1612(c) requires for a provision about spousal support, each Party was represented by independent counsel when signing this Agreement. The Parties understand that this Article cannot be enforced against a Party if it is unconscionable at the time enforcement is sought.",
        conditions: { stateIds: ["CA"], conditions: [chose("support_choice", SUPPORT_LIMITS), ...BOTH_REPRESENTED] },
      },
      {
        key: "ss_california_unrepresented",
        text: "The Parties considered limiting {{term.support_term}}. Under California Family Code section 1612(c) such a limit cannot be enforced against a Party who was not represented by independent counsel when signing, and at least one Party signs this Agreement without an attorney. This Agreement therefore makes no provision about {{term.support_term}}, which will be decided under the law of the {{term.state_style}} if the marriage ends.",
        conditions: {
          stateIds: ["CA"],
          conditions: [chose("support_choice", SUPPORT_LIMITS)],
          anyOf: NOT_BOTH_REPRESENTED,
        },
      },
      // Where a court may otherwise change agreed support later (Va. Code § 20-109(C)), the article says
      // in the statute's words that its amount and duration are non-modifiable.
      {
        key: "ss_non_modifiable",
        text: "The Parties expressly agree that the amount and duration of {{term.support_term}} under this Article are non-modifiable.",
        conditions: {
          stateIds: NON_MODIFIABLE_SUPPORT_STATE_IDS.filter(
            (stateId) => !NO_UNREPRESENTED_SUPPORT_LIMIT_STATE_IDS.includes(stateId),
          ),
          conditions: [chose("support_choice", SUPPORT_LIMITS)],
        },
      },
      {
        key: "ss_non_modifiable_ca",
        text: "The Parties expressly agree that the amount and duration of {{term.support_term}} under this Article are non-modifiable.",
        conditions: {
          stateIds: NON_MODIFIABLE_SUPPORT_STATE_IDS.filter((stateId) =>
            SUPPORT_NEEDS_COUNSEL_STATE_IDS.includes(stateId),
          ),
          conditions: [chose("support_choice", SUPPORT_LIMITS), ...BOTH_REPRESENTED],
        },
      },
      ...withCaliforniaCounsel({
        key: "ss_fairness",
        text: "{{term.support_review}}",
        conditions: {
          excludedStateIds: NO_UNREPRESENTED_SUPPORT_LIMIT_STATE_IDS,
          conditions: [chose("support_choice", SUPPORT_LIMITS)],
        },
      }),
      // A payment for a career pause is a provision about spousal support: in California it binds only
      // when both partners have counsel (Fam. Code § 1612(c), applied as for the support limits above).
      ...withCaliforniaCounsel({
        key: "ss_career_pause_payment",
        text: "If a Party leaves paid work, or works substantially less, to care for the Parties' children, the other Party will pay them {{answer.career_pause_amount}} for each full year spent that way, payable in any proceeding for {{term.divorce_or_separation}}, in addition to anything else due under this Agreement.",
        conditions: {
          excludedStateIds: ["CA"],
          conditions: [
            chose("future_children", ["yes", "maybe"]),
            chose("career_pause", ["compensate"]),
            answered("career_pause_amount"),
          ],
        },
      }),
      {
        key: "ss_california_unrepresented_career_pause",
        text: "The Parties also considered a payment to a Party who leaves paid work to care for their children. Such a payment is a provision about {{term.support_term}}, which California Family Code section 1612(c) does not enforce against a Party who signs without independent counsel, so this Agreement does not include it.",
        conditions: {
          stateIds: ["CA"],
          conditions: [
            chose("future_children", ["yes", "maybe"]),
            chose("career_pause", ["compensate"]),
            answered("career_pause_amount"),
          ],
          anyOf: NOT_BOTH_REPRESENTED,
        },
      },
      {
        key: "ss_career_pause_reopen",
        text: "If a Party leaves paid work, or works substantially less, for at least one year to care for the Parties' children, any waiver or limit on {{term.support_term}} in this Agreement does not apply to that Party.",
        // Where support cannot be waived or limited there is no waiver to lift (the option is not offered there).
        conditions: {
          excludedStateIds: CANNOT_WAIVE_SUPPORT_STATE_IDS,
          conditions: [chose("future_children", ["yes", "maybe"]), chose("career_pause", ["reopen_support"])],
        },
      },
      // Paying the other's continuation coverage after the marriage ends is support-like: the same
      // California rule applies (Fam. Code § 1612(c)).
      ...withCaliforniaCounsel({
        key: "ss_health_insurance",
        text: "If the marriage ends, a Party with employer health coverage will pay the cost of the other Party's continuation coverage under that plan (such as COBRA, which for a divorced spouse can last up to thirty-six months) for as long as it is available, up to thirty-six months, or until the other Party has other coverage, whichever comes first. The Parties understand that a former spouse usually cannot stay on the employer's plan as a dependent.",
        conditions: { excludedStateIds: ["CA"], conditions: [chose("health_insurance", ["cobra"])] },
      }),
      {
        key: "ss_california_unrepresented_health",
        text: "The Parties also considered paying for each other's continuation health coverage if the marriage ends. Such a payment is a provision about {{term.support_term}}, which California Family Code section 1612(c) does not enforce against a Party who signs without independent counsel, so this Agreement does not include it.",
        conditions: {
          stateIds: ["CA"],
          conditions: [chose("health_insurance", ["cobra"])],
          anyOf: NOT_BOTH_REPRESENTED,
        },
      },
    ],
  },
  {
    key: "death_and_estate",
    title: "Rights on Death",
    isMandatory: true,
    clauses: [
      {
        key: "de_waive",
        text: "Each Party gives up every right they would otherwise have as the other's surviving spouse in the other's Separate Property, including {{term.survivor_rights_waived}}. The survivor receives only what this Agreement and the other's {{term.will_term}}, trust or beneficiary designations provide.",
        // Not offered where the law forbids spouses to give these rights up (Louisiana: the state-law matrix).
        conditions: {
          excludedStateIds: NO_DEATH_WAIVER_STATE_IDS,
          conditions: [chose("elective_share", ["waive", "minimum"])],
        },
      },
      {
        key: "de_minimum",
        text: "Despite that waiver, if the Parties are married and living together when the first of them dies, the survivor will receive at least {{answer.death_minimum_amount}} in total from the estate, any trust, life insurance or any combination of them.",
        conditions: {
          excludedStateIds: NO_DEATH_WAIVER_STATE_IDS,
          conditions: [chose("elective_share", ["minimum"]), answered("death_minimum_amount")],
        },
      },
      // Where the state's law lets a partner waive these rights only after being told what they are,
      // and only for a fair consideration (the state-law matrix's waiver conditions).
      {
        key: "de_right_disclosed",
        text: "Before signing, each Party was told the nature and extent of the rights this Article gives up: {{term.survivor_right_summary}} Each Party gives them up knowing what they are.",
        conditions: {
          excludedStateIds: NO_DEATH_WAIVER_DISCLOSURE_STATE_IDS,
          conditions: [chose("elective_share", ["waive", "minimum"])],
        },
      },
      {
        key: "de_fair_consideration",
        text: "Each Party gives up these rights in exchange for the other Party giving up the same rights and for the other provisions of this Agreement, which each Party considers a fair consideration in all the circumstances.",
        conditions: {
          excludedStateIds: NO_DEATH_WAIVER_CONSIDERATION_STATE_IDS,
          conditions: [chose("elective_share", ["waive", "minimum"])],
        },
      },
      {
        key: "de_keep",
        text: "Except for what this Agreement expressly gives up, neither Party gives up any right as a surviving spouse under the law of the {{term.state_style}} or any other place.",
        conditions: { excludedStateIds: ["LA"], conditions: [chose("elective_share", ["keep"])] },
      },
      {
        // Louisiana Civil Code art. 2330: spouses may not renounce or alter the marital portion (arts.
        // 2432 to 2437) or the established order of succession, of which the surviving spouse's
        // usufruct (art. 890) is part; a testament may still provide for the other (confirmed).
        key: "de_louisiana",
        text: "The Parties do not renounce or alter the marital portion that the Louisiana Civil Code gives a surviving spouse (articles 2432 to 2437), or the order of succession it establishes, including the surviving spouse's usufruct under article 890; Louisiana law does not allow spouses to do either by agreement (article 2330). Each Party may still provide for the other by testament or by donation, within the limits the law sets, including the forced portion reserved to forced heirs.",
        conditions: { stateIds: ["LA"], conditions: [answered("elective_share")] },
      },
      {
        key: "de_life_insurance",
        text: "Each Party will keep life insurance of at least {{answer.life_insurance_amount}} naming the other as beneficiary for as long as the Parties are married and living together.",
        conditions: all(chose("life_insurance", ["mutual"]), answered("life_insurance_amount")),
      },
      {
        key: "de_home_stay",
        text: "If the Party who owns the home where the Parties live dies first, the survivor may keep living there for up to {{answer.home_after_death_months}} months, paying only ordinary running costs.",
        // Only for a home one Party owns alone (the question is asked only then).
        conditions: all(
          chose("home_plan", ["owned_home"]),
          chose("home_after_death", ["stay"]),
          answered("home_after_death_months"),
        ),
      },
      {
        key: "de_survivor_keep",
        text: "Each Party keeps the survivor benefits the law gives a spouse under the other's pension and retirement plans.",
        conditions: all(chose("survivor_benefits", ["keep"])),
      },
      {
        key: "de_survivor_waive",
        text: "Each Party gives up survivor benefits under the other's pension and retirement plans, and will sign each plan's spousal waiver after the wedding as federal law requires.",
        conditions: { conditions: [chose("survivor_benefits", ["waive"])], noneOf: DURING_MARRIAGE },
      },
      {
        key: "de_survivor_waive_married",
        text: "Each Party gives up survivor benefits under the other's pension and retirement plans, and will sign each plan's spousal waiver as federal law requires.",
        conditions: all(chose("survivor_benefits", ["waive"]), MARITAL),
      },
      {
        key: "de_wills",
        text: "Within ninety days after the wedding each Party will sign a {{term.will_term}}, or update their estate plan, so that it is consistent with this Agreement.",
        conditions: { conditions: [chose("wills", ["yes"])], noneOf: DURING_MARRIAGE },
      },
      {
        key: "de_wills_married",
        text: "Within ninety days after this Agreement takes effect each Party will sign a {{term.will_term}}, or update their estate plan, so that it is consistent with this Agreement.",
        conditions: all(chose("wills", ["yes"]), MARITAL),
      },
      {
        key: "de_free_gifts",
        text: "Nothing in this Agreement stops either Party from giving the other more than it requires, during life or by {{term.will_term}}, trust or beneficiary designation.",
      },
    ],
  },
  {
    key: "children",
    title: "Children",
    isMandatory: true,
    clauses: [
      {
        key: "ch_not_decided",
        text: "Nothing in this Agreement decides or limits child support, custody or parenting time for any child. Those matters will always be decided according to the child's best interests and the law at the time.",
      },
      ...perParty((p) => ({
        key: "ch_inheritance",
        // "As far as the law allows": Louisiana forbids spouses to renounce or alter the marital portion
        // by agreement (La. Civ. Code art. 2330; arts. 2432 to 2437; confirmed), which the survivor may
        // claim from a succession that includes this Separate Property.
        text: `${p.me} may leave any or all of their Separate Property to their children from an earlier relationship, and, as far as the law allows, ${p.other} will make no claim against it.`,
        conditions: all(chose("has_children", ["yes"], p.id), chose("children_provisions", ["inheritance"], p.id)),
      })),
      ...perParty((p) => ({
        key: "ch_education",
        text: `${p.me} may use their Separate Property for the education and support of their children from an earlier relationship without ${p.other}'s consent.`,
        conditions: all(chose("has_children", ["yes"], p.id), chose("children_provisions", ["education"], p.id)),
      })),
      ...perParty((p) => ({
        key: "ch_no_stepparent_duty",
        text: `As far as the law allows, ${p.other} takes on no financial obligation to support ${p.me}'s children from an earlier relationship.`,
        conditions: all(
          chose("has_children", ["yes"], p.id),
          chose("children_provisions", ["no_stepparent_duty"], p.id),
        ),
      })),
    ],
  },
  {
    key: "additional_agreements",
    title: "Additional Agreements",
    isMandatory: false,
    conditions: {
      anyOf: [
        [chose("has_pets", ["yes"])],
        [chose("confidentiality", ["yes"])],
        [chose("social_media", ["yes"])],
        [chose("infidelity", ["yes"])],
        [chose("embryo_clause", ["include", "clinic_forms"])],
      ],
    },
    clauses: [
      {
        key: "pets_named",
        text: "The Parties' pets include: {{answer.pet_names}}.",
        conditions: all(chose("has_pets", ["yes"]), answered("pet_names")),
      },
      {
        key: "pets_original_owner",
        text: "If the Parties separate, each pet stays with the Party who had it first, or for a pet acquired together, with the Party who chose it.",
        conditions: all(chose("has_pets", ["yes"]), chose("pet_custody", ["original_owner"])),
      },
      {
        key: "pets_caregiver",
        text: "If the Parties separate, each pet stays with the Party who has mostly fed, walked and cared for it.",
        conditions: all(chose("has_pets", ["yes"]), chose("pet_custody", ["primary_caregiver"])),
      },
      {
        key: "pets_shared_time",
        text: "If the Parties separate, they will share time with their pets on a schedule they agree in writing, and share the pets' costs equally.",
        conditions: all(chose("has_pets", ["yes"]), chose("pet_custody", ["shared_time"])),
      },
      {
        key: "conf_terms",
        text: "Neither Party will disclose the terms of this Agreement to anyone except their advisers, a court, or as the law requires.",
        conditions: all(chose("confidentiality", ["yes"]), chose("confidentiality_scope", ["terms"])),
      },
      {
        key: "conf_finances",
        text: "Neither Party will disclose the other's financial information, including the Schedules, except to their advisers, a court, or as the law requires.",
        conditions: all(chose("confidentiality", ["yes"]), chose("confidentiality_scope", ["finances"])),
      },
      {
        key: "conf_business",
        text: "Neither Party will disclose confidential information about the other's business that they learn during the marriage.",
        conditions: all(chose("confidentiality", ["yes"]), chose("confidentiality_scope", ["business"])),
      },
      {
        key: "social_media_promise",
        text: "Neither Party will post, share or publish, on social media or elsewhere, private images, private messages or disparaging statements about the other, during the marriage or after it ends.",
        conditions: all(chose("social_media", ["yes"])),
      },
      {
        key: "social_media_payment",
        text: "A Party who breaks that promise will pay the other {{answer.social_media_amount}} for each breach, which the Parties agree is a reasonable estimate of harm that is hard to measure.",
        conditions: all(
          chose("social_media", ["yes"]),
          chose("social_media_penalty", ["fixed"]),
          answered("social_media_amount"),
        ),
      },
      {
        key: "infidelity_payment",
        text: "If the marriage ends by {{term.divorce_term}} and, before Separation, a Party had a sexual relationship with another person during the marriage, as that Party admits in writing or as the other Party proves by clear and convincing evidence, that Party will pay the other {{answer.infidelity_amount}}. This payment does not depend on any finding of fault in the {{term.divorce_term}}. The Parties understand a court may decline to enforce this clause.",
        // The state-law matrix's lifestyleClauses: never where a court refuses such a payment, and
        // elsewhere only when both partners have independent counsel on record (BOTH_REPRESENTED,
        // the cautious value while no enforcement is confirmed); generation refuses it otherwise.
        conditions: {
          excludedStateIds: NO_LIFESTYLE_CLAUSE_STATE_IDS,
          conditions: [chose("infidelity", ["yes"]), answered("infidelity_amount"), ...BOTH_REPRESENTED],
        },
      },
      {
        key: "embryo_thaw",
        text: "If the marriage ends, any embryos the Parties created together and stored will be thawed and not used.",
        conditions: {
          excludedStateIds: EMBRYO_CLAUSE_UNAVAILABLE_STATE_IDS,
          conditions: [chose("embryo_clause", ["include"]), chose("embryo_disposition", ["thaw"])],
        },
      },
      {
        key: "embryo_research",
        text: "If the marriage ends, any embryos the Parties created together and stored will be donated to scientific research.",
        conditions: {
          excludedStateIds: EMBRYO_CLAUSE_UNAVAILABLE_STATE_IDS,
          conditions: [chose("embryo_clause", ["include"]), chose("embryo_disposition", ["research"])],
        },
      },
      {
        key: "embryo_donate",
        text: "If the marriage ends, any embryos the Parties created together and stored will be donated to another person or couple for their use.",
        conditions: {
          excludedStateIds: EMBRYO_CLAUSE_UNAVAILABLE_STATE_IDS,
          conditions: [chose("embryo_clause", ["include"]), chose("embryo_disposition", ["donate"])],
        },
      },
      {
        key: "embryo_consent",
        text: "If the marriage ends, neither Party may use any embryos the Parties created together without the other's written consent given at that time; until then they stay in storage, each Party paying half the cost.",
        conditions: {
          excludedStateIds: EMBRYO_CLAUSE_UNAVAILABLE_STATE_IDS,
          conditions: [chose("embryo_clause", ["include"]), chose("embryo_disposition", ["use_with_consent"])],
        },
      },
      {
        key: "embryo_counsel",
        text: "Each Party had independent legal advice about this embryo provision before signing it.",
        conditions: { stateIds: EMBRYO_COUNSEL_PARTNER_STATE_IDS, conditions: [chose("embryo_clause", ["include"])] },
      },
      {
        key: "embryo_clinic_forms",
        text: "The Parties will decide what happens to any stored embryos in the consent forms of their fertility clinic; this Agreement does not decide it.",
        conditions: all(chose("embryo_clause", ["clinic_forms"])),
      },
    ],
  },
  {
    key: "counsel_and_signing",
    title: "Legal Advice and Voluntary Signing",
    isMandatory: true,
    clauses: [
      ...perParty((p) => ({
        key: "counsel_represented",
        text: `${p.me} was advised about this Agreement by an independent attorney of their own choosing before signing it.`,
        // Only a represented partner (counselPlanOf); otherwise the recitals say what is known.
        conditions: all(represented(p.id)),
      })),
      ...perParty((p) => ({
        key: "counsel_waived",
        text: `${p.me} was told they could hire an independent attorney, had the time and means to do so, and chose to sign this Agreement without one.`,
        conditions: all(chose("attorney_plan", ["no_attorney"], p.id)),
      })),
      // Where the law asks a partner without counsel to waive, expressly and in writing, the
      // opportunity to consult counsel (New Jersey, N.J.S.A. 37:2-38(c)(4)): the waiver itself.
      ...perParty((p) => ({
        key: "counsel_express_waiver",
        text: `${p.me} has not consulted independent legal counsel about this Agreement. By signing it, ${p.me} voluntarily and expressly waives, in writing, the opportunity to consult independent legal counsel before signing.`,
        conditions: { stateIds: EXPRESS_COUNSEL_WAIVER_STATE_IDS, anyOf: unrepresented(p.id) },
      })),
      {
        key: "counsel_voluntary",
        text: "Each Party signs this Agreement freely and voluntarily, without pressure from the other or anyone else, having read it in full and understood it.",
      },
      {
        key: "counsel_california_seven_days",
        text: "Each Party confirms that at least seven calendar days passed between the day they were first given the final text of this Agreement, and advised to seek independent counsel, and the day they signed it, as California Family Code section 1615(c) requires.",
        conditions: { stateIds: ["CA"], noneOf: DURING_MARRIAGE },
      },
      {
        key: "counsel_california_unrepresented",
        text: "A Party who signs without an attorney was fully informed, in writing and before signing, of the terms and basic effect of this Agreement and of the rights and obligations they give up, understood the language of that explanation and of this Agreement, and has signed two separate documents: a declaration that they received that explanation and who provided it, and a waiver of counsel.",
        conditions: { stateIds: ["CA"], anyOf: NOT_BOTH_REPRESENTED, noneOf: DURING_MARRIAGE },
      },
      {
        key: "counsel_minnesota",
        text: "Each Party made a full and fair disclosure of their earnings and property and had a meaningful opportunity to consult counsel of their own choosing, as Minnesota Statutes section 519.11 requires.",
        conditions: { stateIds: ["MN"] },
      },
      {
        key: "counsel_new_york",
        text: "Each Party will acknowledge their signature in the form required for a deed to be recorded, as New York Domestic Relations Law section 236(B)(3) requires.",
        conditions: { stateIds: ["NY"] },
      },
      {
        key: "counsel_conveyance_acknowledgment",
        text: "Each Party will acknowledge their signature before a notary in the manner the law of the {{term.state_style}} requires for a conveyance of land, as it requires for a marriage settlement.",
        conditions: { stateIds: CONVEYANCE_ACKNOWLEDGMENT_STATE_IDS },
      },
      {
        key: "counsel_louisiana",
        text: "The Parties are signing this Agreement before the celebration of their marriage, as an authentic act before a notary and two witnesses, one of the forms the Louisiana Civil Code allows for a matrimonial agreement (article 2331).",
        conditions: { stateIds: ["LA"] },
      },
    ],
  },
  {
    key: "general_provisions",
    title: "General Provisions",
    isMandatory: true,
    clauses: [
      {
        key: "gen_governing_law",
        text: "This Agreement is made under {{term.statute_reference}}, and the law of the {{term.state_style}} governs its validity, meaning and enforcement, wherever the Parties live or own Property.",
      },
      {
        key: "gen_relocation",
        text: "The Parties may live outside the {{term.state_style}} during the marriage. They intend this Agreement to stay valid and be enforced as written wherever they live.",
        conditions: all(chose("future_residence", ["another_state", "abroad", "undecided"])),
      },
      {
        key: "gen_relocation_abroad",
        text: "If they live in {{answer.residence_country}}, each Party will sign any further document that law requires to give this Agreement effect there.",
        conditions: all(chose("future_residence", ["abroad"]), answered("residence_country")),
      },
      {
        key: "gen_entire_agreement",
        text: "This Agreement, with its Schedules, is the Parties' entire agreement about its subject and replaces every earlier promise or understanding about it.",
      },
      {
        key: "gen_amendment",
        text: "This Agreement can be changed or ended only by a written agreement signed by both Parties with the same formalities as this Agreement.",
      },
      {
        key: "gen_severability",
        text: "If any part of this Agreement is held invalid or unenforceable, the rest of it remains in force, and the invalid part will be applied as far as the law allows.",
      },
      {
        key: "gen_further_documents",
        text: "Each Party will sign any further documents reasonably needed to carry out this Agreement, such as deeds, account forms, plan consents and beneficiary designations.",
      },
      { key: "gen_binding", text: "This Agreement binds and benefits the Parties and their {{term.successors}}." },
      {
        key: "gen_disputes_mediation",
        text: "If the Parties disagree about this Agreement, they will first try in good faith to resolve it with a neutral mediator, sharing the mediator's fees equally. If mediation does not succeed within sixty days, either Party may go to court.",
        conditions: all(chose("dispute_resolution", ["mediation_first"])),
      },
      {
        key: "gen_disputes_arbitration",
        text: "If the Parties disagree about this Agreement, they will first try mediation. If that does not succeed within sixty days, the disagreement will be decided by binding arbitration before a single arbitrator experienced in family law. Matters concerning children are always left to a court.",
        conditions: all(chose("dispute_resolution", ["arbitration"])),
      },
      {
        key: "gen_disputes_court",
        text: "Any disagreement about this Agreement will be decided by a court with jurisdiction in the {{term.state_style}} or wherever the Parties then live.",
        conditions: all(chose("dispute_resolution", ["court"])),
      },
      {
        key: "gen_fees_own",
        text: "Each Party will pay their own legal fees and costs in any proceeding for {{term.divorce_or_separation}}, unless a court orders otherwise.",
        conditions: all(chose("legal_fees", ["each_own"])),
      },
      {
        key: "gen_fees_challenge",
        text: "Each Party will pay their own legal fees, except that a Party who unsuccessfully challenges the validity of this Agreement will pay the other Party's reasonable legal fees and costs of defending it.",
        conditions: all(chose("legal_fees", ["challenger_pays"])),
      },
      {
        key: "gen_recording_louisiana",
        text: "This Agreement affects third persons only once it is filed for registry in the parish where the Parties are domiciled and, for immovable property, in the parish where the property is located (Louisiana Civil Code article 2332). Either Party may file it, and each will sign what the filing requires.",
        conditions: { stateIds: ["LA"] },
      },
      {
        key: "gen_recording_missouri",
        text: "To affect third persons, such as creditors and buyers, this Agreement must be recorded in the recorder of deeds' office of the county where the real estate it concerns is located, or where the Parties live (Mo. Rev. Stat. §§ 451.230 to 451.240). Either Party may record it, and each will sign what the recording requires.",
        conditions: { stateIds: ["MO"] },
      },
      {
        key: "gen_headings",
        text: "Headings are for convenience only and do not change the meaning of this Agreement.",
      },
      {
        key: "gen_counterparts",
        text: "This Agreement may be signed in counterparts, each of which is an original and all of which together are one agreement. Electronic signatures and electronic notarization are as valid as originals where the law of the place of signing allows them.",
        conditions: { excludedStateIds: counterpartsNotAllowedStateIds },
      },
      {
        key: "gen_one_original",
        text: "The Parties sign one original of this Agreement together, at the same sitting, in the presence of the witnesses and the notary who sign it with them.",
        conditions: { stateIds: counterpartsNotAllowedStateIds },
      },
    ],
  },
  {
    key: "signatures",
    title: "Signatures",
    isMandatory: true,
    isSeparatePage: true,
    listStyle: "NONE",
    clauses: [
      {
        key: "sig_intro",
        text: "The Parties have signed this {{term.document_title}} on the dates written below.",
        conditions: { excludedStateIds: SINGLE_SITTING_ACT_STATE_IDS },
      },
      // An act passed at one sitting (Louisiana's authentic act) states its one date in the act itself.
      {
        key: "sig_intro_act",
        text: "The Parties sign this {{term.document_title}} at one sitting, with the witnesses and the notary, on the date the act below states.",
        conditions: { stateIds: SINGLE_SITTING_ACT_STATE_IDS },
      },
      { key: "sig_party_a", text: "______________________________\n{{partyA.fullName}}\nDate: ____________________" },
      { key: "sig_party_b", text: "______________________________\n{{partyB.fullName}}\nDate: ____________________" },
      {
        key: "sig_witnesses",
        title: "Witnesses",
        text: "Signed by both Parties in our presence:\n\nWitness 1: ______________________________\nPrinted name: ____________________  Date: ____________\n\nWitness 2: ______________________________\nPrinted name: ____________________  Date: ____________",
        conditions: { stateIds: WITNESS_STATE_IDS },
      },
      // The certification names the attorney the record certifies (the recorded fact
      // `recorded_certifying_attorney`, `certifyingAttorneyOf` in the domain): the attorney on
      // record, else the independent attorney the partner named; never the partner's answer beside
      // an attorney on record. An attorney whose name is not known writes it in.
      ...perParty((p) => ({
        key: "sig_attorney_named",
        title: "Attorney certification",
        text: `I am {{${p.answer}.${RECORDED_CERTIFYING_ATTORNEY_NAME_KEY}}}, attorney for ${p.meFull}, and I have advised my client about this Agreement and its legal effect, and my client has told me they understand it and sign it voluntarily.\n\n______________________________\nAttorney for ${p.meFull}    Date: ____________`,
        conditions: all(chose(RECORDED_CERTIFYING_ATTORNEY, ["named"], p.id)),
      })),
      ...perParty((p) => ({
        key: "sig_attorney_partner",
        title: "Attorney certification",
        text: `I am the attorney for ${p.meFull}, and I have advised my client about this Agreement and its legal effect, and my client has told me they understand it and sign it voluntarily.\n\n______________________________\nAttorney for ${p.meFull}\nPrinted name and bar number: ______________________    Date: ____________`,
        conditions: all(chose(RECORDED_CERTIFYING_ATTORNEY, ["unnamed"], p.id)),
      })),
    ],
  },
  {
    key: "acknowledgements",
    title: "Notary Acknowledgments",
    isMandatory: true,
    isSeparatePage: true,
    listStyle: "NONE",
    clauses: [
      {
        key: "notary_california_notice",
        text: "A notary public or other officer completing this certificate verifies only the identity of the individual who signed the document to which this certificate is attached, and not the truthfulness, accuracy, or validity of that document.",
        conditions: { stateIds: ["CA"] },
      },
      ...perParty((p) => ({
        key: "notary_ack",
        text: `{{term.state_style_upper}}\n{{term.venue_line}}\n\nOn ____________________, before me, ______________________________, a notary public, personally appeared ${p.meFull}, who proved to me on satisfactory evidence to be the person whose name is signed on this {{term.document_title}}, and acknowledged that they signed it voluntarily.\n\n______________________________\nNotary Public\nMy commission expires: ____________`,
      })),
    ],
  },
];

/** The pages each partner signs apart from the agreement, then the schedules. */
const closingPages: SectionTemplateInput[] = [
  californiaExplanation(agreementArticles),
  californiaCounselWaiver,
  {
    key: "schedule_a",
    title: "Schedule A: Financial Disclosure of {{partyA.fullName}}",
    isMandatory: true,
    isSeparatePage: true,
    listStyle: "NONE",
    text: "Assets, debts, income and real estate, with liens, as disclosed by {{partyA.firstName}}. Values are good-faith estimates in US dollars.",
    clauses: [{ key: "schedule_a_entries", text: "{{schedule.A}}" }],
  },
  {
    key: "schedule_b",
    title: "Schedule B: Financial Disclosure of {{partyB.fullName}}",
    isMandatory: true,
    isSeparatePage: true,
    listStyle: "NONE",
    text: "Assets, debts, income and real estate, with liens, as disclosed by {{partyB.firstName}}. Values are good-faith estimates in US dollars.",
    clauses: [{ key: "schedule_b_entries", text: "{{schedule.B}}" }],
  },
];

/**
 * The agreement with, before its article on legal advice, the statutory notice and the
 * plain-language explanation a partner without counsel must be given where the law asks for them.
 */
function withCounselNotices(sections: SectionTemplateInput[]): SectionTemplateInput[] {
  const at = sections.findIndex((section) => section.key === "counsel_and_signing");
  return [...sections.slice(0, at), statutoryNoticeSection, rightsExplanation(sections), ...sections.slice(at)];
}

export const articles: SectionTemplateInput[] = [...withCounselNotices(agreementArticles), ...closingPages];
