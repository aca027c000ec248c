/**
 * Choices that cannot go together, and the clauses that must never be printed side by side.
 *
 * `incompatibleOptions` is the one list of option pairs a partner may not hold at once. The reference
 * seed stores it in `restricted_question_options`, so the questionnaire engine refuses the second
 * choice of a pair on the server and on the screen (OPTION_RESTRICTED), and `questionnaireData`
 * shows each pair's reason under both of its options (their pro tip), before the partner chooses. Shared answers must agree
 * between partners, so a rule per partner covers the couple.
 *
 * How a contradiction is resolved, in order of preference:
 * 1. A follow-up that only makes sense for some answers of another question is asked only then
 *    (title_controls under "state's rules", the right to stay in the home under "a home one of us
 *    owns"): nothing to refuse.
 * 2. A general clause and a more specific one are worded as rule and exception ("Except as this
 *    Agreement provides otherwise"), so both can stand.
 * 3. Two choices that give opposite answers to the same question about the same property, with
 *    neither an exception to the other, are declared here and refused.
 *
 * A question's default option never belongs to a pair (data test): defaults are applied in several
 * places (the screen's pre-chosen options, the section defaults the server records, visibility and
 * status, the content's default answers), and none of them can then meet a conflict, so none needs
 * a rule of its own.
 *
 * `contradictoryClauses` names clause templates that contradict each other. The content tests
 * generate agreements over the options that select them and fail if both can be printed without
 * the couple having made a refused choice.
 */
import { optionKey } from "./builders.ts";

export type IncompatibleOptions = {
  /** Option keys (`<question key>__<short key>`). */
  options: readonly [string, string];
  /** Why the two cannot go together, in words a couple understands. */
  reason: string;
};

export type ContradictoryClauses = {
  /** Clause template keys. */
  clauses: readonly [string, string];
  /** What the agreement would say at once. */
  says: string;
};

/** Every option of `choices` against every option of `against`, for one reason. */
function each(choices: readonly string[], against: readonly string[], reason: string): IncompatibleOptions[] {
  return choices.flatMap((a) => against.map((b) => ({ options: [a, b] as const, reason })));
}

const CONTRIBUTION = optionKey("division_on_divorce", "contribution");

/** Choices that share what one spouse brings, receives or earns, without saying how it is divided. */
const SHARED_WITHOUT_A_SPLIT = [
  optionKey("premarital_assets_scope", "some_shared"),
  optionKey("premarital_assets_scope", "all_shared"),
  optionKey("separate_growth", "shared"),
  optionKey("inheritances", "shared"),
  optionKey("interspousal_gifts", "shared"),
  optionKey("earnings_treatment", "shared"),
  optionKey("retirement_premarital", "shared"),
  optionKey("business_treatment", "growth_shared"),
  optionKey("business_treatment", "fully_shared"),
  optionKey("rental_income", "shared"),
];

export const incompatibleOptions: IncompatibleOptions[] = [
  // A family lawyer's review (New York): growth of separate property made shared, then divided by
  // financial contribution, goes back to the owner, who alone contributed the property that grew.
  ...each(
    [CONTRIBUTION],
    SHARED_WITHOUT_A_SPLIT,
    "Dividing by what each of you paid in would hand back to each of you what came from you, so it can't go with sharing what one of you owns, receives or earns.",
  ),
  // The same review: growth from work, or a home's growth, shared equally cannot also be divided by
  // what each paid in; the agreement printed both sentences side by side.
  ...each(
    [CONTRIBUTION],
    [optionKey("separate_growth", "effort_shared"), optionKey("home_growth", "growth_shared")],
    "Sharing growth equally and dividing by what each of you paid in can't both decide how that growth is split.",
  ),
  ...each(
    [CONTRIBUTION],
    [optionKey("marital_property_regime", "all_shared")],
    "Sharing everything equally and dividing by what each of you paid in can't both decide how your property is split.",
  ),
  ...each(
    [optionKey("retirement_premarital", "shared")],
    [optionKey("retirement_marital", "separate")],
    "Each of you keeping your whole retirement account can't go with sharing the savings in it from before the wedding.",
  ),
  ...each(
    [optionKey("alaska_community_property", "opt_in")],
    [optionKey("title_controls", "title_controls")],
    "Alaska community property is shared whatever name is on it, so the name on the title can't decide.",
  ),
  ...each(
    [optionKey("premarital_debts", "shared")],
    [optionKey("student_loan_repayment", "reimburse")],
    "With debts from before the wedding shared, student loans paid from shared money are a shared debt, so there is nothing to credit back.",
  ),
];

/** Clause keys of a per-party clause (`<key>_a`, `<key>_b`). */
const bothParties = (key: string) => [`${key}_a`, `${key}_b`];

function against(first: readonly string[], second: readonly string[], says: string): ContradictoryClauses[] {
  return first.flatMap((a) => second.map((b) => ({ clauses: [a, b] as const, says })));
}

export const contradictoryClauses: ContradictoryClauses[] = [
  ...against(
    ["mp_joint_only"],
    ["mp_title_rules"],
    "the name on a title decides what is shared, and does not decide it",
  ),
  ...against(
    ["mp_all_shared"],
    ["mp_title_controls"],
    "everything acquired is shared, and what is in one name belongs to that spouse",
  ),
  ...against(
    ["mp_alaska_opt_in"],
    ["mp_joint_only", "mp_title_controls"],
    "everything acquired is community property, and only what is in both names is shared",
  ),
  ...against(
    ["mp_division_contribution"],
    [
      "sp_premarital_some",
      "sp_premarital_none",
      "sp_growth_shared",
      "sp_growth_effort",
      "home_growth_shared",
      "sp_inheritances_shared",
      "sp_interspousal_shared",
      "mp_all_shared",
      "mp_earnings_shared",
      "ret_premarital_shared",
      ...bothParties("bus_growth_shared"),
      ...bothParties("bus_fully_shared"),
      ...bothParties("re_other_income_shared"),
    ],
    "property is shared, and divided by contribution, which hands it back to the spouse it came from",
  ),
  ...against(
    ["ret_premarital_shared"],
    ["ret_marital_separate"],
    "retirement savings from before the wedding are shared, and each whole account is its holder's",
  ),
  ...against(
    ["de_home_stay"],
    ["home_renting", "home_buy_equal", "home_buy_contribution", "home_buyout", "home_sell"],
    "a right to stay in the home one spouse owns alone, for a home that is rented or owned together",
  ),
  ...against(
    ["debt_premarital_shared"],
    [...bothParties("debt_student_loans"), ...bothParties("debt_student_reimbursed")],
    "debts from before the wedding are shared, and a spouse's student loans stay that spouse's own",
  ),
  ...against(
    ["mg_no_joint_account"],
    ["mg_contribution_equal", "mg_contribution_proportional", "mg_contribution_custom"],
    "no joint account, and how each pays into it",
  ),
  ...against(
    ["tax_separately"],
    ["tax_split_proportional", "tax_split_equal"],
    "separate returns, and how the tax on a joint return is shared",
  ),
  ...against(
    ["embryo_clinic_forms"],
    ["embryo_thaw", "embryo_research", "embryo_donate", "embryo_consent"],
    "the clinic's forms decide what happens to embryos, and this Agreement decides it",
  ),
];
