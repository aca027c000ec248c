/**
 * Later sections: retirement and business, the home, spousal support, death and estate, and the
 * optional clauses.
 */
import {
  ALL_STATE_IDS,
  CANNOT_WAIVE_SUPPORT_STATE_IDS,
  EMBRYO_CLAUSE_STATE_IDS,
  EMBRYO_COUNSEL_PARTNER_STATE_IDS,
  SUPPORT_WAIVABLE_STATE_IDS,
} from "../states.ts";
import {
  LIFESTYLE_CLAUSE_STATE_IDS,
  NO_DEATH_WAIVER_STATE_IDS,
  PREMARITAL_CONVERSION_STATE_IDS,
  SUPPORT_NEEDS_COUNSEL_STATE_IDS,
} from "../state-law/index.ts";
import { yesNo, type SectionInput } from "./builders.ts";

/** Where a spousal-support provision binds only a party who had independent counsel (California, Fam. Code § 1612(c)). */
// Massachusetts' "second look" (support_choice's help): DeMatteo v. DeMatteo, 436 Mass. 18 (2002) and
// Austin v. Austin, 445 Mass. 601 (2005) test the agreement when it was signed and again when it is
// enforced. The help text states the doctrine without citing the cases; for a lawyer's review.
const SUPPORT_COUNSEL_RULE = [{ type: "WAIVES_SPOUSAL_SUPPORT" as const, stateIds: SUPPORT_NEEDS_COUNSEL_STATE_IDS }];
/**
 * Where a surviving spouse's rights can be given up by agreement: not in Louisiana, whose Civil Code
 * forbids spouses to renounce or alter the marital portion or the order of succession (art. 2330;
 * the state-law matrix). There only the first choice of elective_share is offered.
 */
const DEATH_WAIVER_STATE_IDS = ALL_STATE_IDS.filter((s) => !NO_DEATH_WAIVER_STATE_IDS.includes(s));

export const retirementAndBusiness: SectionInput = {
  key: "retirement_and_business",
  label: "Retirement and Business",
  name: "Retirement, business and career",
  description: "Retirement savings, businesses you own or may start, stock from work and the things you create.",
  groups: [
    {
      key: "retirement",
      title: "Retirement savings",
      description: "401(k)s, IRAs, pensions and similar plans often become a couple's largest asset.",
      icon: "IconBeach",
      color: "teal",
      questions: [
        {
          key: "retirement_premarital",
          title: "What about retirement savings each of you built before the wedding?",
          type: "RADIO",
          dispute: true,
          options: [
            { key: "separate", value: "They stay with the account holder, with their growth", isDefault: true },
            { key: "shared", value: "They become shared", onlyIn: PREMARITAL_CONVERSION_STATE_IDS },
          ],
        },
        {
          key: "retirement_marital",
          title: "And contributions made during the marriage, with their growth?",
          type: "RADIO",
          dispute: true,
          options: [
            { key: "shared", value: "Shared, as the law usually treats them", isDefault: true },
            { key: "separate", value: "Each keeps their own account, contributions and growth included" },
          ],
          followUps: [
            {
              when: ["separate"],
              questions: [
                {
                  key: "erisa_consent",
                  title:
                    "Federal law lets a spouse give up rights in a 401(k) or pension only after the wedding. Will you each sign the plan's spousal consent form once married?",
                  type: "CHECKBOX",
                  dispute: true,
                  proTip:
                    "Sign the consent within a few weeks of the wedding and keep a copy with your agreement; without it the plan must still pay the surviving spouse.",
                  options: [
                    {
                      key: "agree",
                      value: "Yes, we'll each sign the plan's consent after the wedding",
                      isDefault: true,
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      key: "business",
      title: "Business interests",
      description:
        "A business can be a family's biggest source of income and of conflict. Decide now what happens to it.",
      icon: "IconBriefcase",
      color: "blue",
      videoKeys: ["video_protecting_a_business"],
      questions: [
        {
          key: "owns_business",
          title: "Do you own a business, or part of one?",
          type: "RADIO",
          options: [
            { key: "yes", value: "Yes" },
            { key: "planning", value: "Not yet, but I plan to start one" },
            { key: "no", value: "No", isDefault: true, informational: true },
          ],
          followUps: [
            {
              when: ["yes"],
              questions: [
                {
                  key: "business_name",
                  title: "What is the business called?",
                  type: "TEXT_BOX",
                  description: "If you own more than one, list them separated by commas.",
                },
                {
                  key: "business_treatment",
                  title: "If you divorce, what should happen to the business?",
                  type: "RADIO",
                  customClause: true,
                  example:
                    "Sam's bakery is worth $200,000 at the wedding and $600,000 ten years later, thanks partly to Riley's weekend help. Does Riley share in the $400,000 of growth?",
                  options: [
                    { key: "owner_keeps_all", value: "It stays entirely mine, including any growth", isDefault: true },
                    {
                      key: "growth_shared",
                      value: "It stays mine, but its growth during the marriage is shared",
                      onlyIn: PREMARITAL_CONVERSION_STATE_IDS,
                    },
                    {
                      key: "fully_shared",
                      value: "It becomes shared property",
                      onlyIn: PREMARITAL_CONVERSION_STATE_IDS,
                    },
                  ],
                  followUps: [
                    {
                      when: ["growth_shared", "fully_shared"],
                      questions: [
                        {
                          key: "business_valuation",
                          title: "How should the business be valued?",
                          type: "DROPDOWN",
                          options: [
                            { key: "appraiser", value: "By an independent appraiser we both accept", isDefault: true },
                            { key: "book_value", value: "By its book value on the latest financial statements" },
                            {
                              key: "agreement_formula",
                              value: "By the formula in the business's own buy-sell agreement",
                            },
                          ],
                          followUps: [
                            {
                              when: ["agreement_formula"],
                              questions: [
                                {
                                  key: "buy_sell_agreement_name",
                                  title: "What is that agreement called, and when was it signed?",
                                  type: "TEXT_BOX",
                                  description:
                                    "For example, 'Operating Agreement of Rivera Analytics LLC dated March 3, 2022'.",
                                },
                              ],
                            },
                          ],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
            {
              when: ["planning"],
              questions: [
                {
                  key: "future_business",
                  title: "Should a business you start during the marriage belong to you alone?",
                  type: "RADIO",
                  options: [
                    { key: "founder", value: "Yes, it's mine, though shared money put into it is repaid" },
                    { key: "shared", value: "No, it's shared like other property", isDefault: true },
                  ],
                },
              ],
            },
          ],
        },
        {
          key: "spouse_in_business",
          title: "If one of you works in the other's business, should that work be paid?",
          type: "RADIO",
          dispute: true,
          options: [
            { key: "paid", value: "Yes, at a fair market wage, so no claim arises later", isDefault: true },
            { key: "no_claim", value: "No, and helping out creates no ownership claim" },
          ],
        },
        {
          key: "equity_compensation",
          title: "Do you receive stock options, RSUs or other equity from an employer?",
          type: "RADIO",
          options: yesNo({}, { isDefault: true, informational: true }),
          followUps: [
            {
              when: ["yes"],
              questions: [
                {
                  key: "equity_treatment",
                  title: "How should equity granted before the wedding but vesting after it be treated?",
                  type: "RADIO",
                  options: [
                    { key: "grant_date", value: "Anything granted before the wedding stays mine", isDefault: true },
                    { key: "time_rule", value: "Split by the time worked before and during the marriage" },
                  ],
                },
              ],
            },
          ],
        },
        {
          key: "intellectual_property",
          title:
            "Who owns books, music, software, patents and other creative work made during the marriage, and their royalties?",
          type: "RADIO",
          dispute: true,
          options: [
            { key: "creator", value: "The spouse who created it", isDefault: true },
            { key: "shared", value: "It's shared, like other earnings" },
          ],
        },
      ],
    },
  ],
};

export const maritalHome: SectionInput = {
  key: "marital_home",
  label: "The Marital Home",
  name: "Your home",
  description: "Where you'll live, whose name it's in, and what happens to it if you part ways.",
  groups: [
    {
      key: "home",
      title: "Your home together",
      description: "For most couples, the home is both the biggest asset and the most emotional one.",
      icon: "IconHome",
      color: "orange",
      questions: [
        {
          key: "home_plan",
          title: "Whose home will you live in after the wedding?",
          type: "RADIO",
          dispute: true,
          options: [
            { key: "owned_home", value: "In a home one of us already owns" },
            { key: "buy_together", value: "In a home we'll buy together" },
            { key: "renting", value: "We'll rent", isDefault: true },
          ],
          followUps: [
            {
              when: ["owned_home"],
              questions: [
                { key: "home_address", title: "What is the home's address?", type: "TEXT_BOX", dispute: true },
                {
                  key: "home_owned_by_me",
                  title: "Is that home yours?",
                  type: "RADIO",
                  required: false,
                  description: "Optional. The owner answers Yes, and the agreement names them.",
                  options: [
                    { key: "yes", value: "Yes, I own it" },
                    { key: "no", value: "No, my partner owns it", informational: true },
                  ],
                },
                {
                  key: "home_growth",
                  title: "If the home rises in value during the marriage, who gets the increase?",
                  type: "RADIO",
                  dispute: true,
                  options: [
                    { key: "owner", value: "The owner keeps it all", isDefault: true },
                    {
                      key: "paydown_credit",
                      value:
                        "The owner keeps it, but shared mortgage payments are credited back half to the other spouse",
                    },
                    {
                      key: "growth_shared",
                      value: "The increase is shared equally",
                      onlyIn: PREMARITAL_CONVERSION_STATE_IDS,
                    },
                  ],
                },
                {
                  key: "move_out_days",
                  title: "If you separate, how long may the spouse who doesn't own the home stay?",
                  type: "DROPDOWN",
                  dispute: true,
                  options: [
                    { key: "d30", value: "30 days", isDefault: true },
                    { key: "d60", value: "60 days" },
                    { key: "d90", value: "90 days" },
                  ],
                },
                {
                  // Asked only about a home one spouse owns alone: renters and a couple who buy together
                  // have no such home (the rights-at-death clause carries the same condition).
                  key: "home_after_death",
                  title: "If the spouse who owns the home dies first, may the other keep living there?",
                  type: "RADIO",
                  dispute: true,
                  options: [
                    {
                      key: "no_right",
                      value: "No special right beyond the will",
                      isDefault: true,
                      informational: true,
                    },
                    { key: "stay", value: "Yes, for a set time" },
                  ],
                  followUps: [
                    {
                      when: ["stay"],
                      questions: [
                        {
                          key: "home_after_death_months",
                          title: "For how many months?",
                          type: "TEXT_BOX",
                          input: "NUMBER",
                          restriction: "GREATER_THAN_ZERO",
                          dispute: true,
                        },
                      ],
                    },
                  ],
                },
              ],
            },
            {
              when: ["buy_together"],
              questions: [
                {
                  key: "home_title",
                  title: "How will you own it?",
                  type: "RADIO",
                  dispute: true,
                  options: [
                    { key: "equal", value: "Equally, whoever pays what", isDefault: true },
                    { key: "by_contribution", value: "In proportion to what each of us puts in" },
                  ],
                  followUps: [
                    {
                      when: ["by_contribution"],
                      questions: [
                        {
                          key: "home_contributions",
                          title: "Describe what each of you expects to put toward the purchase.",
                          type: "TEXT_AREA",
                          dispute: true,
                        },
                      ],
                    },
                  ],
                },
                {
                  key: "home_buyout",
                  title: "If you split up, may one of you buy out the other?",
                  type: "RADIO",
                  dispute: true,
                  options: [
                    { key: "buyout", value: "Yes, at an appraised value, within 90 days", isDefault: true },
                    { key: "sell", value: "No, we sell it and divide the proceeds" },
                  ],
                },
              ],
            },
          ],
        },
        {
          key: "other_real_estate",
          title: "Do you own other real estate, such as a rental or a vacation home?",
          type: "RADIO",
          options: yesNo({}, { isDefault: true, informational: true }),
          followUps: [
            {
              when: ["yes"],
              questions: [
                {
                  key: "rental_income",
                  title: "Who gets the rent and other income from it during the marriage?",
                  type: "RADIO",
                  options: [
                    { key: "owner", value: "It stays with me, like the property", isDefault: true },
                    { key: "shared", value: "It's shared" },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

export const spousalSupport: SectionInput = {
  key: "spousal_support",
  label: "Spousal Support",
  name: "Spousal support",
  description:
    "Also called alimony or maintenance: payments from one spouse to the other after a divorce. Some states let you waive or limit it, some require an attorney first, and a few don't allow it at all.",
  groups: [
    {
      key: "support",
      title: "Support after a divorce",
      description:
        "Courts can still refuse to enforce a waiver that would leave a spouse in real hardship, so it's worth building in fairness.",
      icon: "IconHeartHandshake",
      color: "violet",
      videoKeys: ["video_spousal_support"],
      questions: [
        {
          key: "support_choice",
          title: "What should happen with spousal support if you divorce?",
          type: "RADIO",
          dispute: true,
          customClause: true,
          example:
            "After 12 years of marriage, Jordan earns $180,000 and Alex $45,000. With a waiver, neither can ask for support; with a cap, Alex could receive up to the agreed amount for up to the agreed time.",
          options: [
            { key: "state_law", value: "Leave it to our state's law", isDefault: true },
            {
              key: "waive",
              value: "Neither of us will ask for support",
              onlyIn: SUPPORT_WAIVABLE_STATE_IDS,
              rules: SUPPORT_COUNSEL_RULE,
            },
            {
              key: "cap",
              value: "Support is allowed, up to a limit we set",
              onlyIn: SUPPORT_WAIVABLE_STATE_IDS,
              rules: SUPPORT_COUNSEL_RULE,
            },
            {
              key: "formula",
              value: "Support lasts a set number of months for each year of marriage",
              onlyIn: SUPPORT_WAIVABLE_STATE_IDS,
              rules: SUPPORT_COUNSEL_RULE,
            },
            {
              key: "lump_sum",
              value: "A one-time payment that grows with each year of marriage",
              onlyIn: SUPPORT_WAIVABLE_STATE_IDS,
              rules: SUPPORT_COUNSEL_RULE,
            },
          ],
          followUps: [
            {
              when: ["cap"],
              questions: [
                {
                  key: "support_cap_amount",
                  title: "What is the most support that could be paid each month?",
                  type: "TEXT_BOX",
                  input: "CURRENCY",
                  restriction: "GREATER_THAN_ZERO",
                  dispute: true,
                },
                {
                  key: "support_cap_months",
                  title: "For at most how many months?",
                  type: "TEXT_BOX",
                  input: "NUMBER",
                  restriction: "GREATER_THAN_ZERO",
                  dispute: true,
                },
              ],
            },
            {
              when: ["formula"],
              questions: [
                {
                  key: "support_months_per_year",
                  title: "How many months of support for each full year of marriage?",
                  type: "TEXT_BOX",
                  input: "NUMBER",
                  restriction: "GREATER_THAN_ZERO",
                  dispute: true,
                },
              ],
            },
            {
              when: ["lump_sum"],
              questions: [
                {
                  key: "lump_sum_per_year",
                  title: "How much for each full year of marriage?",
                  type: "TEXT_BOX",
                  input: "CURRENCY",
                  restriction: "GREATER_THAN_ZERO",
                  dispute: true,
                },
              ],
            },
            {
              when: ["waive", "cap", "formula", "lump_sum"],
              questions: [
                {
                  key: "support_reopeners",
                  title:
                    "Should any of these events set your support terms aside, so your state's law applies instead?",
                  type: "CHECKBOX",
                  dispute: true,
                  required: false,
                  proTip:
                    "These safety valves make a waiver or limit fairer, and fairer terms are more likely to be enforced.",
                  options: [
                    { key: "child_born", value: "We have or adopt a child together" },
                    { key: "disability", value: "The spouse asking for support becomes seriously ill or disabled" },
                    { key: "long_marriage", value: "We've been married for a number of years" },
                  ],
                  followUps: [
                    {
                      when: ["long_marriage"],
                      questions: [
                        {
                          key: "support_sunset_years",
                          title: "After how many years of marriage?",
                          type: "TEXT_BOX",
                          input: "NUMBER",
                          restriction: "GREATER_THAN_ZERO",
                          dispute: true,
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          key: "support_protected_notice",
          title: "Your state protects each spouse's right to support. Would you like your agreement to say so plainly?",
          type: "RADIO",
          onlyIn: CANNOT_WAIVE_SUPPORT_STATE_IDS,
          dispute: true,
          options: [
            { key: "yes", value: "Yes, say it plainly", isDefault: true },
            { key: "no", value: "No, the law applies either way", informational: true },
          ],
        },
        {
          key: "health_insurance",
          title:
            "After a divorce, should the spouse with workplace health insurance help the other keep coverage for a while?",
          type: "RADIO",
          dispute: true,
          options: [
            { key: "no", value: "No", isDefault: true, informational: true },
            {
              key: "cobra",
              value: "Yes, by paying for continuation coverage (such as COBRA, up to 36 months for a former spouse)",
            },
          ],
        },
        {
          key: "legal_fees",
          title: "If you divorce, who pays the legal fees?",
          type: "RADIO",
          dispute: true,
          options: [
            { key: "each_own", value: "Each of us pays our own", isDefault: true },
            {
              key: "challenger_pays",
              value: "Each pays their own, but whoever unsuccessfully challenges this agreement pays the other's fees",
            },
          ],
        },
      ],
    },
  ],
};

export const deathAndEstate: SectionInput = {
  key: "death_and_estate",
  label: "Death and Estate",
  name: "If one of you dies",
  description:
    "Without an agreement, a surviving spouse has rights in the other's estate whatever the will says: in most states a share of it. Decide here whether those rights stay or go.",
  groups: [
    {
      key: "estate",
      title: "Inheritance between you",
      description:
        "Your agreement works together with your wills and beneficiary forms. We'll remind you to update them.",
      icon: "IconFeather",
      color: "gray",
      videoKeys: ["video_estate_rights"],
      questions: [
        {
          key: "elective_share",
          title:
            "Should a surviving spouse keep the right to claim part of the other's estate, regardless of the will?",
          type: "RADIO",
          dispute: true,
          description:
            "What a surviving spouse can claim from the other's estate, and whether it can be given up by agreement, differs by state.",
          example:
            "Riley's will leaves everything to two children from a first marriage. Without a waiver, Sam could still claim a share of Riley's estate under state law.",
          options: [
            { key: "waive", value: "No, we each waive it; our wills decide", onlyIn: DEATH_WAIVER_STATE_IDS },
            { key: "keep", value: "Yes, keep the rights the law gives a surviving spouse", isDefault: true },
            {
              key: "minimum",
              value: "We waive it, but the survivor receives a guaranteed minimum",
              onlyIn: DEATH_WAIVER_STATE_IDS,
            },
          ],
          followUps: [
            {
              when: ["minimum"],
              questions: [
                {
                  key: "death_minimum_amount",
                  title: "What minimum amount should the survivor receive?",
                  type: "TEXT_BOX",
                  input: "CURRENCY",
                  restriction: "GREATER_THAN_ZERO",
                  dispute: true,
                },
              ],
            },
          ],
        },
        {
          key: "life_insurance",
          title: "Will you keep life insurance for each other?",
          type: "RADIO",
          dispute: true,
          options: [
            { key: "none", value: "No", isDefault: true, informational: true },
            { key: "mutual", value: "Yes, each of us names the other as beneficiary" },
          ],
          followUps: [
            {
              when: ["mutual"],
              questions: [
                {
                  key: "life_insurance_amount",
                  title: "For how much coverage, at least?",
                  type: "TEXT_BOX",
                  input: "CURRENCY",
                  restriction: "GREATER_THAN_ZERO",
                  dispute: true,
                },
              ],
            },
          ],
        },
        {
          key: "survivor_benefits",
          title: "Should each of you keep survivor benefits under the other's pension or retirement plan?",
          type: "RADIO",
          dispute: true,
          options: [
            { key: "keep", value: "Yes", isDefault: true },
            { key: "waive", value: "No, we'll each waive them after the wedding" },
          ],
        },
        {
          key: "wills",
          title: "Will you each sign a will that matches this agreement?",
          type: "RADIO",
          dispute: true,
          options: [
            { key: "yes", value: "Yes, within 90 days of the wedding", isDefault: true },
            { key: "no", value: "Not as part of this agreement", informational: true },
          ],
        },
      ],
    },
  ],
};

export const optionalClauses: SectionInput = {
  key: "optional_clauses",
  label: "Optional Clauses",
  name: "Optional clauses",
  description: "Extras many couples value: pets, privacy, social media, embryos and how you'll settle disagreements.",
  groups: [
    {
      key: "pets",
      title: "Pets",
      description: "Most states treat pets as property. You can decide now who keeps them.",
      icon: "IconPaw",
      color: "orange",
      questions: [
        {
          key: "has_pets",
          title: "Do either of you have pets, or plan to?",
          type: "RADIO",
          dispute: true,
          options: yesNo({}, { isDefault: true, informational: true }),
          followUps: [
            {
              when: ["yes"],
              questions: [
                {
                  key: "pet_names",
                  title: "What are your pets' names and kinds (for example, 'Biscuit, a beagle')?",
                  type: "TEXT_BOX",
                  dispute: true,
                  required: false,
                },
                {
                  key: "pet_custody",
                  title: "If you separate, who keeps the pets?",
                  type: "RADIO",
                  dispute: true,
                  // No "Other": every answer must be one the pet clauses can write.
                  options: [
                    { key: "original_owner", value: "Whoever had the pet first", isDefault: true },
                    { key: "primary_caregiver", value: "Whoever has mostly cared for the pet" },
                    { key: "shared_time", value: "We share time with them" },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      key: "privacy",
      title: "Privacy and social media",
      description: "Keep your agreement, your finances and your private life private.",
      icon: "IconLock",
      color: "dark",
      questions: [
        {
          key: "confidentiality",
          title: "Should the agreement and your finances stay confidential?",
          type: "RADIO",
          dispute: true,
          options: yesNo({ isDefault: true }, { informational: true }),
          followUps: [
            {
              when: ["yes"],
              questions: [
                {
                  key: "confidentiality_scope",
                  title: "What should stay confidential?",
                  type: "CHECKBOX",
                  dispute: true,
                  options: [
                    { key: "terms", value: "The terms of this agreement", isDefault: true },
                    { key: "finances", value: "Each other's finances" },
                    { key: "business", value: "Information about each other's businesses" },
                  ],
                },
              ],
            },
          ],
        },
        {
          key: "social_media",
          title: "Should you agree not to post private or embarrassing content about each other?",
          type: "RADIO",
          dispute: true,
          options: yesNo({}, { isDefault: true, informational: true }),
          followUps: [
            {
              when: ["yes"],
              questions: [
                {
                  key: "social_media_penalty",
                  title: "Should a breach carry a set payment?",
                  type: "RADIO",
                  dispute: true,
                  options: [
                    { key: "none", value: "No, the promise is enough", isDefault: true, informational: true },
                    { key: "fixed", value: "Yes, a fixed amount for each breach" },
                  ],
                  followUps: [
                    {
                      when: ["fixed"],
                      questions: [
                        {
                          key: "social_media_amount",
                          title: "How much for each breach?",
                          type: "TEXT_BOX",
                          input: "CURRENCY",
                          restriction: "GREATER_THAN_ZERO",
                          dispute: true,
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          key: "infidelity",
          title: "Should infidelity carry a financial consequence?",
          type: "RADIO",
          dispute: true,
          proTip:
            "Courts are divided on these clauses, and some states' courts refuse them. Treat it as a statement of values, not a guarantee.",
          options: [
            { key: "no", value: "No", isDefault: true, informational: true },
            // Offered where the state-law matrix's lifestyleClauses cell allows it (state-law/lifestyle.ts);
            // the option's help (the "fault" line) names the cell's condition before the couple chooses.
            { key: "yes", value: "Yes, a set payment to the other spouse", onlyIn: LIFESTYLE_CLAUSE_STATE_IDS },
          ],
          followUps: [
            {
              when: ["yes"],
              questions: [
                {
                  key: "infidelity_amount",
                  title: "How much?",
                  type: "TEXT_BOX",
                  input: "CURRENCY",
                  restriction: "GREATER_THAN_ZERO",
                  dispute: true,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      key: "embryos",
      title: "Frozen embryos",
      description:
        "If you may use IVF, deciding now what happens to frozen embryos can spare you a painful dispute later. In some states each of you must have an attorney before this clause is added.",
      icon: "IconDna",
      color: "pink",
      questions: [
        {
          key: "embryo_clause",
          title: "Do you want your agreement to decide what happens to frozen embryos if you divorce?",
          type: "RADIO",
          dispute: true,
          options: [
            {
              key: "include",
              value: "Yes, include an embryo clause",
              onlyIn: EMBRYO_CLAUSE_STATE_IDS,
              rules: [{ type: "INCLUDES_EMBRYO_CLAUSE", stateIds: EMBRYO_COUNSEL_PARTNER_STATE_IDS }],
            },
            { key: "clinic_forms", value: "No, we'll rely on our fertility clinic's consent forms" },
            { key: "not_relevant", value: "Not relevant for us", isDefault: true, informational: true },
          ],
          followUps: [
            {
              when: ["include"],
              questions: [
                {
                  key: "embryo_disposition",
                  title: "What should happen to them?",
                  type: "RADIO",
                  dispute: true,
                  options: [
                    { key: "thaw", value: "They are thawed and not used", isDefault: true },
                    { key: "research", value: "They are donated to research" },
                    { key: "donate", value: "They are donated to another couple" },
                    {
                      key: "use_with_consent",
                      value: "Either of us may use them, only with the other's written consent",
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      key: "resolving_disagreements",
      title: "Settling disagreements",
      description: "How you'll handle a disagreement about the agreement itself, and whether you'll revisit it.",
      icon: "IconMessages",
      color: "cyan",
      questions: [
        {
          key: "dispute_resolution",
          title: "If you disagree later about what this agreement means, how should you resolve it?",
          type: "RADIO",
          dispute: true,
          options: [
            { key: "mediation_first", value: "Try mediation first, then court if needed", isDefault: true },
            { key: "arbitration", value: "Mediation, then binding arbitration" },
            { key: "court", value: "Go straight to court" },
          ],
        },
        {
          key: "periodic_review",
          title: "Would you like to review the agreement together after some years?",
          type: "RADIO",
          dispute: true,
          options: [
            { key: "no", value: "No", isDefault: true, informational: true },
            { key: "yes", value: "Yes" },
          ],
          followUps: [
            {
              when: ["yes"],
              questions: [
                {
                  key: "review_years",
                  title: "Every how many years?",
                  type: "DROPDOWN",
                  dispute: true,
                  options: [
                    { key: "y5", value: "5", isDefault: true },
                    { key: "y10", value: "10" },
                  ],
                },
              ],
            },
          ],
        },
        {
          key: "sunset",
          title: "Should the whole agreement end after a number of years of marriage?",
          type: "RADIO",
          dispute: true,
          options: [
            { key: "no", value: "No, it lasts for the whole marriage", isDefault: true, informational: true },
            { key: "yes", value: "Yes" },
          ],
          followUps: [
            {
              when: ["yes"],
              questions: [
                {
                  key: "sunset_years",
                  title: "After how many years?",
                  type: "TEXT_BOX",
                  input: "NUMBER",
                  restriction: "GREATER_THAN_ZERO",
                  dispute: true,
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};
