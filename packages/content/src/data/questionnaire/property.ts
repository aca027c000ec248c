/**
 * Property sections: what stays separate, what you build together, and debts and taxes.
 */
import { PREMARITAL_CONVERSION_STATE_IDS } from "../state-law/index.ts";
import { yesNo, type SectionInput } from "./builders.ts";

export const separateProperty: SectionInput = {
  key: "separate_property",
  label: "Separate Property",
  name: "What stays yours",
  description:
    "Decide what each of you keeps as your own: what you bring into the marriage, what it earns, and gifts and inheritances you receive.",
  groups: [
    {
      key: "premarital_assets",
      title: "What you bring into the marriage",
      description: "Savings, investments, property and belongings each of you owns before the wedding day.",
      icon: "IconPigMoney",
      color: "green",
      videoKeys: ["video_separate_vs_marital"],
      questions: [
        {
          key: "premarital_assets_scope",
          title: "What should happen to the things each of you owns before the wedding?",
          type: "RADIO",
          dispute: true,
          customClause: true,
          options: [
            {
              key: "all_separate",
              value: "Everything each of us owns before the wedding stays our own",
              isDefault: true,
            },
            // Options that share separate property or its growth are offered only where a premarital
            // agreement may do so (the state-law matrix's premaritalConversion; not in Texas,
            // Tex. Const. art. XVI, § 15 and Tex. Fam. Code §§ 4.203, 4.205: see state-law/property.ts).
            {
              key: "some_shared",
              value: "Most stays separate, but we'll share some specific things",
              onlyIn: PREMARITAL_CONVERSION_STATE_IDS,
            },
            {
              key: "all_shared",
              value: "Everything we each own becomes shared on our wedding day",
              onlyIn: PREMARITAL_CONVERSION_STATE_IDS,
            },
          ],
          followUps: [
            {
              when: ["some_shared"],
              questions: [
                {
                  key: "shared_premarital_items",
                  title: "Which things will you share?",
                  type: "TEXT_AREA",
                  dispute: true,
                  description:
                    "Describe each item clearly enough that a stranger could identify it, e.g. 'the 2021 Subaru Outback, VIN ending 4417'.",
                },
              ],
            },
          ],
        },
        {
          key: "separate_growth",
          title:
            "If something you own separately earns income or grows in value during the marriage, whose is that growth?",
          type: "RADIO",
          dispute: true,
          example:
            "Alex owns a rental condo worth $300,000 at the wedding. Ten years later it's worth $450,000 and has earned rent every month. Who owns the extra $150,000 and the rent?",
          proTip:
            "The split option is a common middle ground: growth from the market stays with the owner, growth from either spouse's work during the marriage is shared.",
          options: [
            { key: "owner", value: "The owner: income and growth stay separate", isDefault: true },
            {
              key: "effort_shared",
              value: "Passive growth stays separate, but growth from either spouse's work is shared",
              onlyIn: PREMARITAL_CONVERSION_STATE_IDS,
            },
            {
              key: "shared",
              value: "All income and growth during the marriage is shared",
              onlyIn: PREMARITAL_CONVERSION_STATE_IDS,
            },
          ],
        },
        {
          key: "commingling",
          title: "If separate money ends up mixed with shared money, what happens to it?",
          type: "RADIO",
          dispute: true,
          example: "Jordan deposits a $20,000 bonus from before the wedding into your joint savings account.",
          options: [
            { key: "traceable", value: "It stays separate as long as it can be traced", isDefault: true },
            {
              key: "becomes_shared",
              value: "Once mixed into a joint account, it becomes shared",
              onlyIn: PREMARITAL_CONVERSION_STATE_IDS,
            },
          ],
        },
        {
          key: "separate_contribution",
          title: "If one of you puts separate money into a shared asset, like a down payment, should they get it back?",
          type: "RADIO",
          dispute: true,
          options: [
            {
              key: "reimburse",
              value: "Yes, it's repaid first (without interest) before anything is divided",
              isDefault: true,
            },
            { key: "gift", value: "No, it becomes part of the shared asset" },
          ],
        },
      ],
    },
    {
      key: "gifts_inheritances",
      title: "Gifts and inheritances",
      description: "What family and friends give you, and what you give each other.",
      icon: "IconGift",
      color: "yellow",
      questions: [
        {
          key: "inheritances",
          title: "Should gifts and inheritances from others stay with the spouse who receives them?",
          type: "RADIO",
          dispute: true,
          options: [
            { key: "recipient", value: "Yes, they belong to the one who receives them", isDefault: true },
            { key: "shared", value: "No, they become shared", onlyIn: PREMARITAL_CONVERSION_STATE_IDS },
          ],
        },
        {
          key: "expects_inheritance",
          title: "Do you expect to receive a significant inheritance or benefit from a trust?",
          type: "RADIO",
          options: [
            { key: "yes", value: "Yes" },
            { key: "no", value: "No", isDefault: true, informational: true },
            { key: "prefer_not", value: "I'd rather not say", informational: true },
          ],
          followUps: [
            {
              when: ["yes"],
              questions: [
                {
                  key: "expected_inheritance_source",
                  title: "Which trust or family estate is it (for example, 'the Rivera Family Trust')?",
                  type: "TEXT_BOX",
                  description: "We name it in the agreement so there's no doubt it stays yours.",
                },
              ],
            },
          ],
        },
        {
          key: "interspousal_gifts",
          title: "What about gifts you give each other during the marriage?",
          type: "RADIO",
          dispute: true,
          options: [
            { key: "recipient", value: "They belong to the spouse who received them", isDefault: true },
            {
              key: "shared",
              value: "They're shared, unless the giver says otherwise in writing",
              onlyIn: PREMARITAL_CONVERSION_STATE_IDS,
            },
          ],
        },
        {
          key: "engagement_ring",
          title: "If the marriage ends, who keeps the engagement ring?",
          type: "RADIO",
          dispute: true,
          options: [
            { key: "recipient", value: "The person who received it", isDefault: true },
            { key: "giver", value: "The person who gave it" },
            { key: "sell_split", value: "We sell it and split the proceeds equally" },
          ],
        },
      ],
    },
  ],
};

export const maritalProperty: SectionInput = {
  key: "marital_property",
  label: "Shared Property",
  name: "What you build together",
  description:
    "Decide what counts as shared during the marriage, how it's managed day to day, and how it would be divided if you split up.",
  groups: [
    {
      key: "shared_property_rules",
      title: "What counts as shared",
      description:
        "Community property states split what you acquire during the marriage equally; other states divide it fairly, which isn't always equally. You can choose your own rule instead.",
      icon: "IconUsers",
      color: "indigo",
      videoKeys: ["video_community_vs_equitable", "video_community_property_states"],
      questions: [
        {
          key: "marital_property_regime",
          title: "How should property acquired during the marriage be treated?",
          type: "RADIO",
          dispute: true,
          customClause: true,
          // Community property trusts and Alaska's opt-in: the matrix's `communityPropertyElection`, said to the couples of those states (state-hints.ts).
          options: [
            { key: "state_default", value: "Follow our state's usual rules", isDefault: true },
            {
              key: "joint_only",
              value:
                "Only what we put in both names, or in joint accounts, is shared; everything else belongs to whoever earned or bought it",
            },
            {
              key: "all_shared",
              value: "Everything either of us earns or acquires during the marriage is shared equally",
            },
          ],
          followUps: [
            {
              // Only the state's rules leave the question open: "joint_only" already lets the name on
              // the title decide, and "all_shared" shares everything whatever the name.
              when: ["state_default"],
              questions: [
                {
                  key: "title_controls",
                  title: "If something bought during the marriage is in only one name, is it still shared?",
                  type: "RADIO",
                  dispute: true,
                  options: [
                    {
                      key: "rules_control",
                      value: "Yes, our state's rules decide, whatever name is on the title",
                      isDefault: true,
                    },
                    { key: "title_controls", value: "No, whoever's name is on it owns it" },
                  ],
                },
              ],
            },
            {
              when: ["joint_only"],
              questions: [
                {
                  key: "earnings_treatment",
                  title: "And each spouse's salary, bonuses and savings from them?",
                  type: "RADIO",
                  dispute: true,
                  options: [
                    { key: "earner", value: "They belong to whoever earned them", isDefault: true },
                    { key: "shared", value: "They're shared, even in a single name" },
                  ],
                },
              ],
            },
            {
              // Alaska's opt-in makes what either spouse acquires community property, which only the
              // state's rules or sharing everything leave room for.
              when: ["state_default", "all_shared"],
              questions: [
                {
                  key: "alaska_community_property",
                  title: "Would you like to opt in to Alaska's community property system?",
                  type: "RADIO",
                  onlyIn: ["AK"],
                  dispute: true,
                  description:
                    "Alaska lets married couples choose community property by written agreement. It can bring tax benefits at death, but it changes who owns what. Talk it through with an attorney first.",
                  options: [
                    { key: "opt_in", value: "Yes, treat what we acquire during the marriage as community property" },
                    { key: "no", value: "No, we won't opt in", isDefault: true, informational: true },
                  ],
                },
              ],
            },
          ],
        },
        {
          key: "digital_assets",
          title: "How should cryptocurrency, NFTs and other digital assets be treated?",
          type: "RADIO",
          dispute: true,
          options: [
            { key: "same_rules", value: "Like any other property, under the rules we chose", isDefault: true },
            { key: "owner_keeps", value: "They always belong to the spouse who holds the keys or account" },
          ],
        },
        {
          key: "division_on_divorce",
          title: "If you divorce, how should shared property be divided?",
          type: "RADIO",
          dispute: true,
          options: [
            { key: "equal", value: "Equally, 50/50" },
            { key: "contribution", value: "In proportion to what each of us contributed" },
            { key: "court", value: "As a court decides under our state's law", isDefault: true },
          ],
        },
      ],
    },
    {
      key: "household_finances",
      title: "Money day to day",
      description: "How you'll pay for life together and make big decisions.",
      icon: "IconWallet",
      color: "lime",
      questions: [
        {
          key: "joint_account",
          title: "Will you have a joint account for household expenses?",
          type: "RADIO",
          dispute: true,
          options: yesNo({ isDefault: true }),
          followUps: [
            {
              when: ["yes"],
              questions: [
                {
                  key: "contribution_method",
                  title: "How will you each contribute to it?",
                  type: "RADIO",
                  dispute: true,
                  options: [
                    { key: "equal", value: "Equal amounts", isDefault: true },
                    { key: "proportional", value: "In proportion to our incomes" },
                    { key: "custom", value: "Another split" },
                  ],
                  followUps: [
                    {
                      when: ["custom"],
                      questions: [
                        {
                          key: "contribution_custom",
                          title: "Describe the split (for example, '60% Alex, 40% Jordan').",
                          type: "TEXT_BOX",
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
          key: "major_purchase_threshold",
          title: "Above what amount should you agree together before a purchase from shared money?",
          type: "TEXT_BOX",
          input: "CURRENCY",
          restriction: "GREATER_THAN_ZERO",
          required: false,
          dispute: true,
          description: "Optional. Leave blank if you'd rather not set a limit.",
        },
      ],
    },
  ],
};

export const debtsAndTaxes: SectionInput = {
  key: "debts_and_taxes",
  label: "Debts and Taxes",
  name: "Debts and taxes",
  description: "Who is responsible for what each of you owes, now and later, and how you'll handle taxes.",
  groups: [
    {
      key: "debts",
      title: "Debts",
      description: "Loans, credit cards and other obligations: the ones you bring and the ones you'll take on.",
      icon: "IconCreditCard",
      color: "red",
      questions: [
        {
          key: "premarital_debts",
          title: "Who is responsible for debts each of you has before the wedding?",
          type: "RADIO",
          dispute: true,
          options: [
            { key: "owner", value: "The spouse who took it on", isDefault: true },
            { key: "shared", value: "We share them once we're married" },
          ],
        },
        {
          key: "student_loans",
          title: "Do you have student loans?",
          type: "RADIO",
          options: yesNo({}, { isDefault: true, informational: true }),
          followUps: [
            {
              when: ["yes"],
              questions: [
                {
                  key: "student_loan_balance",
                  title: "Roughly how much do you still owe?",
                  type: "TEXT_BOX",
                  input: "CURRENCY",
                  restriction: "GREATER_THAN_ZERO",
                },
                {
                  key: "student_loan_repayment",
                  title:
                    "If shared money helps pay down your student loans, should your spouse be repaid if you divorce?",
                  type: "RADIO",
                  options: [
                    { key: "reimburse", value: "Yes, half of what shared money paid is credited back to my spouse" },
                    {
                      key: "no",
                      value: "No, payments from shared money are simply household spending",
                      isDefault: true,
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          key: "marital_debts",
          title: "Who is responsible for debts taken on during the marriage?",
          type: "RADIO",
          dispute: true,
          options: [
            { key: "signer", value: "Whoever signs for it" },
            {
              key: "household_shared",
              value: "Shared when both of us sign or it pays for the household; otherwise the signer's",
              isDefault: true,
            },
            { key: "all_shared", value: "All of it is shared" },
          ],
        },
        {
          key: "credit_cards",
          title: "Will you keep your credit cards in your own names?",
          type: "RADIO",
          dispute: true,
          options: [
            { key: "own_names", value: "Yes, each of us keeps our own", isDefault: true },
            { key: "joint_cards", value: "We'll also have joint cards for shared costs" },
          ],
        },
        {
          key: "debt_indemnity",
          title: "If a creditor pursues one of you for the other's debt, should the debtor cover the cost?",
          type: "RADIO",
          dispute: true,
          options: [
            { key: "yes", value: "Yes, including reasonable legal fees", isDefault: true },
            { key: "no", value: "No, we'll sort it out at the time" },
          ],
        },
      ],
    },
    {
      key: "taxes",
      title: "Taxes",
      description:
        "Married couples can file jointly or separately. A joint return makes both of you liable for the whole tax bill.",
      icon: "IconReceiptTax",
      color: "gray",
      questions: [
        {
          key: "tax_filing",
          title: "How do you expect to file income taxes?",
          type: "RADIO",
          dispute: true,
          options: [
            { key: "jointly", value: "Jointly" },
            { key: "separately", value: "Separately" },
            { key: "yearly", value: "We'll decide each year", isDefault: true },
          ],
          followUps: [
            {
              when: ["jointly", "yearly"],
              questions: [
                {
                  key: "joint_tax_split",
                  title: "When you file jointly, how should the tax bill or refund be shared?",
                  type: "RADIO",
                  dispute: true,
                  options: [
                    { key: "proportional", value: "In proportion to each spouse's income", isDefault: true },
                    { key: "equal", value: "Equally" },
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
