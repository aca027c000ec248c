/**
 * The first sections: background information, understanding the agreement, and the two of you.
 */
import { NONE_SUPPORT_STATE_IDS, PARTNER_STATE_IDS } from "../states.ts";
import { DISCLOSURE_WAIVER_STATE_IDS as WAIVER_STATES, SUPPORT_WAIVABLE_STATE_IDS } from "../state-law/index.ts";
import { yesNo, type SectionInput } from "./builders.ts";

/**
 * Where a partner may waive disclosure beyond what is listed: the sourced data of
 * the state-law matrix (state-law/disclosure.ts) (never Minnesota, § 519.11 subd. 1b(a); the agreement's waiver recital
 * follows the same list).
 */
const DISCLOSURE_WAIVER_STATE_IDS = [...WAIVER_STATES];

export const backgroundInformation: SectionInput = {
  key: "background_information",
  label: "Background Information",
  name: "Let's get started",
  description:
    "Tell us which state's law your agreement will follow and each of your full legal names, exactly as they appear on your ID. Everything else builds on these details.",
  blocks: ["STATE", "NAME"],
  groups: [],
};

export const understanding: SectionInput = {
  key: "understanding",
  label: "Understanding",
  name: "A little about you and how you'll sign",
  description:
    "A few personal details, whether you'd like your own attorney, and how you'll share your finances. These choices protect the agreement as much as anything you decide later.",
  groups: [
    {
      key: "identity",
      title: "About you",
      description:
        "We use these details on your agreement and to reach you about your document. Only you and your partner see them.",
      icon: "IconUser",
      color: "blue",
      questions: [
        {
          key: "pronouns",
          title: "What are your preferred pronouns?",
          type: "RADIO",
          informational: true,
          options: [
            { key: "he_him", value: "he/him/his", informational: true },
            { key: "she_her", value: "she/her/hers", informational: true },
            { key: "they_them", value: "they/them/theirs", informational: true },
          ],
        },
        {
          key: "date_of_birth",
          title: "What is your date of birth?",
          type: "TEXT_BOX",
          input: "DATE",
          restriction: "PAST_DATE",
          informational: true,
          description: "You must be at least 18 to sign a prenuptial agreement.",
        },
        {
          key: "phone_number",
          title: "What is the best phone number to reach you?",
          type: "TEXT_BOX",
          input: "PHONE",
          informational: true,
          description: "We'll only call about your agreement, for example to set up an attorney call or notarization.",
        },
      ],
    },
    {
      key: "legal_counsel",
      title: "Your own attorney",
      description:
        "An agreement is strongest when each of you had the chance to get independent legal advice. You don't have to hire an attorney in every state, but it's worth a real thought.",
      icon: "IconScale",
      color: "violet",
      videoKeys: ["video_why_independent_counsel"],
      questions: [
        {
          key: "attorney_plan",
          title: "Will an attorney of your own review this agreement before you sign?",
          type: "RADIO",
          description:
            "Each of you needs your own attorney: one lawyer can't advise both of you. If you'd rather not hire one, the agreement will say you were told you could and chose not to.",
          example:
            "Priya owns a growing design studio and Sam is waiving spousal support. They each book a partner attorney so nobody can later say they didn't understand what they gave up.",
          proTip:
            "If either of you is giving up spousal support or keeping a valuable business separate, independent counsel makes the agreement much harder to challenge.",
          options: [
            {
              key: "hire_through_us",
              value: "Yes, I will hire an attorney through the platform",
              onlyIn: PARTNER_STATE_IDS,
              rules: [{ type: "HIRES_ATTORNEY", stateIds: PARTNER_STATE_IDS }],
              proTip:
                "A partner attorney reviews, edits and signs off your agreement for one flat fee, shown before you pay, with no retainer.",
            },
            { key: "own_attorney", value: "Yes, I have (or will find) my own attorney" },
            // No default: whether to have counsel is a choice each partner must make deliberately. What
            // signing without one brings in the partner's state is their own state's pro tip (state-hints.ts).
            { key: "no_attorney", value: "No, I will sign without an attorney" },
          ],
          followUps: [
            {
              when: ["own_attorney"],
              questions: [
                {
                  key: "own_attorney_name",
                  title: "What is your attorney's name and law firm?",
                  type: "TEXT_BOX",
                  description: "We print it on the attorney certification page so your attorney can sign it.",
                },
              ],
            },
            {
              when: ["no_attorney"],
              questions: [
                {
                  key: "counsel_waiver_reason",
                  title: "Which of these best describes why you're signing without an attorney?",
                  type: "DROPDOWN",
                  required: false,
                  informational: true,
                  description: "Optional. It helps us suggest the right support; it doesn't change your agreement.",
                  options: [
                    { key: "simple_finances", value: "Our finances are simple", informational: true },
                    { key: "cost", value: "The cost of an attorney", informational: true },
                    { key: "later", value: "I may still decide to hire one later", informational: true },
                  ],
                  other: true,
                },
              ],
            },
          ],
        },
        {
          key: "no_partner_attorney_notice",
          title: "We don't have partner attorneys in your state yet. Would you like tips on finding one locally?",
          type: "RADIO",
          onlyIn: NONE_SUPPORT_STATE_IDS,
          required: false,
          informational: true,
          description: "Your state bar's lawyer referral service is a good place to start.",
          options: [
            { key: "send_tips", value: "Yes, send me tips", informational: true },
            { key: "no_thanks", value: "No thanks", informational: true },
          ],
        },
      ],
    },
    {
      key: "signing_and_disclosure",
      title: "Timing and openness",
      description:
        "Courts look closely at two things: whether each of you knew what the other owned, and whether anyone felt rushed. Here's how you'll handle both.",
      icon: "IconCalendarTime",
      color: "teal",
      videoKeys: ["video_full_disclosure"],
      questions: [
        {
          key: "signing_timeline",
          title: "How long before the wedding do you expect to sign?",
          type: "DROPDOWN",
          dispute: true,
          proTip: "Aim to sign at least 30 days before the wedding.",
          options: [
            { key: "over_30_days", value: "More than 30 days before", isDefault: true },
            { key: "under_30_days", value: "Less than 30 days before" },
          ],
        },
        {
          key: "planned_signing_place",
          title: "Where do you plan to sign (city and state)?",
          type: "TEXT_BOX",
          required: false,
          description:
            "Optional. Signing formalities depend on where the notary acts; we note your plan in the agreement.",
        },
        {
          key: "planned_signing_date",
          title: "On what day do you plan to sign?",
          type: "TEXT_BOX",
          input: "DATE",
          restriction: "FUTURE_DATE",
          required: false,
          description: "Optional. Nothing can be signed through us on or after your wedding day.",
        },
        {
          key: "disclosure_approach",
          title: "How will you share your finances with each other?",
          type: "RADIO",
          dispute: true,
          description:
            "Both of you list your assets, debts and income in the financial disclosure step, or declare there that you have nothing to list. Those lists become Schedules A and B of your agreement.",
          example:
            "Jordan lists a 401(k), a car loan and three years of salary. Alex lists a condo, a brokerage account and freelance income. Each signs knowing the other's full picture.",
          options: [
            {
              key: "full_disclosure",
              value: "We'll each list everything, with values, in the financial disclosure",
              isDefault: true,
              // Every agreement recites the disclosure; this choice adds nothing beyond it.
              informational: true,
            },
            {
              key: "disclosure_plus_waiver",
              value: "We'll list everything, and each of us also waives any disclosure beyond what's listed",
              onlyIn: DISCLOSURE_WAIVER_STATE_IDS,
              proTip:
                "Offered only where your state's law recognizes a written waiver of further disclosure. You still list everything you own, owe and earn.",
            },
          ],
        },
      ],
    },
  ],
};

export const aboutYouTwo: SectionInput = {
  key: "about_you_two",
  label: "About You Two",
  name: "About the two of you",
  description:
    "Your wedding, your history and your plans. These facts open your agreement and shape several of its promises.",
  groups: [
    {
      key: "relationship",
      title: "Your wedding and your life together",
      description: "Tell us when and where you'll marry, and whether you already share a home.",
      icon: "IconHeart",
      color: "pink",
      videoKeys: ["video_prenup_basics"],
      questions: [
        {
          key: "wedding_date",
          title: "What is your wedding date?",
          type: "TEXT_BOX",
          input: "DATE",
          restriction: "FUTURE_DATE",
          dispute: true,
          description: "If you haven't fixed a date, enter your best estimate; you can change it later.",
          proTip: "Your agreement only takes effect if you marry, so it names the date you plan to.",
        },
        {
          key: "wedding_location",
          title: "Where will the wedding take place (city and state or country)?",
          type: "TEXT_BOX",
          dispute: true,
        },
        {
          key: "living_together",
          title: "Do you live together now?",
          type: "RADIO",
          dispute: true,
          options: yesNo({}, { isDefault: true, informational: true }),
          followUps: [
            {
              when: ["yes"],
              questions: [
                {
                  key: "cohabitation_start",
                  title: "Roughly when did you move in together?",
                  type: "TEXT_BOX",
                  input: "DATE",
                  restriction: "PAST_DATE",
                  dispute: true,
                },
                {
                  key: "cohabitation_property",
                  title: "How should things you bought together before the wedding be treated?",
                  type: "RADIO",
                  dispute: true,
                  example:
                    "You split the cost of a sofa and a car while living together. Should those count as shared, or belong to whoever paid?",
                  options: [
                    {
                      key: "shared",
                      value: "As shared property, like things bought during the marriage",
                      isDefault: true,
                    },
                    {
                      key: "by_payer",
                      value: "They belong to whoever paid for them (or in proportion to what each paid)",
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
      key: "prior_marriages",
      title: "Previous marriages",
      description: "Earlier marriages can leave obligations that should stay with the person who carries them.",
      icon: "IconHistory",
      color: "grape",
      questions: [
        {
          key: "previously_married",
          title: "Have you been married before?",
          type: "RADIO",
          options: yesNo({}, { isDefault: true }),
          followUps: [
            {
              when: ["yes"],
              questions: [
                {
                  key: "prior_marriage_count",
                  title: "How many times have you been married before?",
                  type: "TEXT_BOX",
                  input: "NUMBER",
                  restriction: "GREATER_THAN_ZERO",
                },
                {
                  key: "prior_marriage_obligations",
                  title: "Which of these still apply from a previous marriage?",
                  type: "CHECKBOX",
                  // No "Other": no clause could carry a free-text obligation.
                  description:
                    "Select everything that applies. Anything else from a previous marriage is best raised with an attorney: this agreement does not cover it.",
                  options: [
                    { key: "pays_support", value: "I pay spousal support or alimony" },
                    { key: "receives_support", value: "I receive spousal support or alimony" },
                    { key: "pays_child_support", value: "I pay child support" },
                    { key: "settlement_property", value: "I kept property under a divorce settlement" },
                    { key: "none", value: "None of these", informational: true },
                  ],
                  followUps: [
                    {
                      when: ["pays_support"],
                      questions: [
                        {
                          key: "prior_support_amount",
                          title: "How much support do you pay each month?",
                          type: "TEXT_BOX",
                          input: "CURRENCY",
                          restriction: "GREATER_THAN_ZERO",
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
      key: "children",
      title: "Children",
      description:
        "A prenup can protect what you want to leave your children, but it can't decide child support or custody in advance: those are always decided on the children's needs at the time.",
      icon: "IconBabyCarriage",
      color: "orange",
      questions: [
        {
          key: "has_children",
          title: "Do you have children from a previous relationship?",
          type: "RADIO",
          options: yesNo({}, { isDefault: true, informational: true }),
          followUps: [
            {
              when: ["yes"],
              questions: [
                {
                  key: "children_count",
                  title: "How many children do you have?",
                  type: "TEXT_BOX",
                  input: "NUMBER",
                  restriction: "GREATER_THAN_ZERO",
                },
                {
                  key: "children_provisions",
                  title: "What would you like your agreement to say about them?",
                  type: "CHECKBOX",
                  customClause: true,
                  options: [
                    {
                      key: "inheritance",
                      value: "My separate property can pass to my children, free of any claim by my spouse",
                    },
                    { key: "education", value: "I may use my separate property for their education and support" },
                    {
                      key: "no_stepparent_duty",
                      value: "My spouse takes on no financial duty to support them, as far as the law allows",
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          key: "future_children",
          title: "Do you plan to have children together?",
          type: "RADIO",
          dispute: true,
          options: [
            { key: "yes", value: "Yes" },
            { key: "maybe", value: "Maybe" },
            { key: "no", value: "No", isDefault: true, informational: true },
          ],
          followUps: [
            {
              when: ["yes", "maybe"],
              questions: [
                {
                  key: "career_pause",
                  title:
                    "If one of you steps back from work to care for your children, should the agreement make up for it?",
                  type: "RADIO",
                  dispute: true,
                  example:
                    "Morgan leaves a $140,000 job for four years to raise the twins. Without a provision, a support waiver signed years earlier could leave Morgan with nothing for that time.",
                  proTip: "Couples who waive spousal support often add this so the waiver stays fair if life changes.",
                  options: [
                    {
                      key: "compensate",
                      value: "Yes: a payment for each year spent out of the workforce",
                    },
                    // Not where support cannot be waived or limited at all: there is no waiver to lift.
                    {
                      key: "reopen_support",
                      value: "Yes: any spousal support waiver no longer applies to that spouse",
                      onlyIn: SUPPORT_WAIVABLE_STATE_IDS,
                    },
                    { key: "no_adjustment", value: "No adjustment", isDefault: true, informational: true },
                  ],
                  followUps: [
                    {
                      when: ["compensate"],
                      questions: [
                        {
                          key: "career_pause_amount",
                          title: "How much for each full year out of the workforce?",
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
      ],
    },
    {
      key: "residence",
      title: "Where you'll live",
      description: "Your agreement follows the law of the state you chose, even if you move. Let us know your plans.",
      icon: "IconMapPin",
      color: "cyan",
      questions: [
        {
          key: "current_residence",
          title: "Where do you live now (city and state, or country)?",
          type: "TEXT_BOX",
          required: false,
          description:
            "Optional. We print it beside your name at the start of the agreement. Where you live can also decide which state's rules protect a surviving spouse.",
        },
        {
          key: "future_residence",
          title: "Where do you expect to live after the wedding?",
          type: "RADIO",
          dispute: true,
          options: [
            {
              key: "same_state",
              value: "In the state we chose for this agreement",
              isDefault: true,
              informational: true,
            },
            { key: "another_state", value: "In another US state" },
            { key: "abroad", value: "Outside the United States" },
            { key: "undecided", value: "We haven't decided" },
          ],
          followUps: [
            {
              when: ["abroad"],
              questions: [
                {
                  key: "residence_country",
                  title: "Which country?",
                  type: "TEXT_BOX",
                  dispute: true,
                  proTip:
                    "Some countries have their own rules for marital agreements. A local lawyer can tell you whether you need an extra step there.",
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};
