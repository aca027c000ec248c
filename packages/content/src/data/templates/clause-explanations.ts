/**
 * What each clause does for the couple, in everyday words, beside what their state's law generally
 * does without an agreement: the "What this means" under each clause on the review page, in the
 * agreement viewer and in the questionnaire's help. Keyed by clause template key (articles.ts,
 * library.ts, california-explanation.ts). They explain; they are not legal advice and are never
 * part of the agreement's text.
 *
 * - `meaning`: one or two short sentences. It may use the clause text's placeholders for the
 *   partners' names (`{{partyA.firstName}}`…) and the state's words (`{{term.<key>}}`); answers are
 *   not available here (the clause itself shows them).
 * - `without`: the key of the state's default rule (state-defaults.ts), where its line, its source
 *   and whether it is confirmed live; a rule that depends on the state is chosen by the state's data.
 * - `boilerplate`: a clause that does nothing a couple decides (caption, signatures, definitions,
 *   severability, counterparts…) shows nothing extra.
 *
 * A test (clause-explanations.test.ts) checks that every clause template has one, in every state.
 */
import { articles } from "./articles.ts";
import type { Party } from "./helpers.ts";
import type { StateDefaultKey } from "./state-defaults.ts";

export type ClauseExplanationEntry = { boilerplate: true } | { meaning: string; without: StateDefaultKey };

const BOILERPLATE = { boilerplate: true } as const;

const PARTIES: Pick<Party, "id" | "me" | "other">[] = [
  { id: "A", me: "{{partyA.firstName}}", other: "{{partyB.firstName}}" },
  { id: "B", me: "{{partyB.firstName}}", other: "{{partyA.firstName}}" },
];

/** One entry per partner for a per-partner clause (`perParty` in helpers.ts): keys `<key>_a`, `<key>_b`. */
function each(
  key: string,
  make: (p: Pick<Party, "me" | "other">) => ClauseExplanationEntry,
): [string, ClauseExplanationEntry][] {
  return PARTIES.map((p) => [`${key}_${p.id.toLowerCase()}`, make(p)]);
}

/** A clause and its California copy for represented couples (`withCaliforniaCounsel` in articles.ts): keys `<key>`, `<key>_ca`. */
function withCaliforniaCopy(key: string, entry: ClauseExplanationEntry): [string, ClauseExplanationEntry][] {
  return [
    [key, entry],
    [`${key}_ca`, entry],
  ];
}

const one = (key: string, entry: ClauseExplanationEntry): [string, ClauseExplanationEntry][] => [[key, entry]];
const explained = (meaning: string, without: StateDefaultKey): ClauseExplanationEntry => ({ meaning, without });

/**
 * California's written explanation: its numbered points are themselves plain-language explanations
 * of the couple's clauses, so they carry nothing extra.
 */
const californiaExplanationPoints = (
  articles.find((section) => section.key === "california_explanation")?.clauses ?? []
)
  .filter((clause) => clause.key.startsWith("ca_expl_"))
  .map((clause): [string, ClauseExplanationEntry] => [clause.key, BOILERPLATE]);

/** The statutory notice and the plain-language explanation (rights-explanation.ts) explain themselves. */
const counselNoticeClauses = articles
  .filter((section) => section.key === "notice_of_waiver" || section.key === "rights_explanation")
  .flatMap((section) => section.clauses)
  .map((clause): [string, ClauseExplanationEntry] => [clause.key, BOILERPLATE]);

const entries: [string, ClauseExplanationEntry][] = [
  // Caption
  ...one("caption_parties", BOILERPLATE),
  ...one("caption_parties_married", BOILERPLATE),
  ...each("caption_residence", () => BOILERPLATE),

  // Background
  ...one("recital_marriage", BOILERPLATE),
  ...one("recital_married", BOILERPLATE),
  ...one("recital_cohabitation", BOILERPLATE),
  ...each("recital_prior_marriage", () => BOILERPLATE),
  ...each("recital_first_marriage", () => BOILERPLATE),
  ...each("recital_children", () => BOILERPLATE),
  ...each("recital_disclosure_given", (p) =>
    explained(
      `${p.me} shows ${p.other} their finances in writing, so ${p.other} knows what is being kept separate.`,
      "disclosure",
    ),
  ),
  ...each("recital_disclosure_nothing", (p) =>
    explained(`${p.me} confirms in writing that there is nothing to disclose.`, "disclosure"),
  ),
  ...one(
    "recital_disclosure_minnesota",
    explained(
      "You both confirm that each value in the Schedules says what it is based on, as Minnesota requires.",
      "minnesota",
    ),
  ),
  ...one(
    "recital_disclosure_fair",
    explained("You each confirm you read the other's disclosure, could ask about it, and find it fair.", "disclosure"),
  ),
  ...one(
    "recital_disclosure_fair_no_waiver",
    explained("You each confirm you read the other's disclosure, could ask about it, and find it fair.", "disclosure"),
  ),
  ...one(
    "recital_disclosure_waiver",
    explained(
      "You each give up, in writing, any right to more financial information than the other has already shared.",
      "disclosure",
    ),
  ),
  ...one(
    "recital_counsel",
    explained("You both confirm you were told to get your own lawyer and had a fair chance to do so.", "counsel"),
  ),
  ...each("recital_counsel_planned", (p) =>
    explained(`This records that ${p.me} plans to have their own lawyer review the agreement.`, "counsel"),
  ),
  ...one(
    "recital_timing_minnesota",
    explained("You confirm you are signing at least seven days before the wedding.", "minnesota"),
  ),
  ...one(
    "recital_timing_early",
    explained("This records that you started on the agreement well before the wedding.", "timing"),
  ),
  ...one(
    "recital_timing_early_married",
    explained("This records that you started on the agreement well before either of you signed it.", "timing"),
  ),
  ...one("recital_signing_plan", BOILERPLATE),
  ...one(
    "recital_timing_close",
    explained(
      "Although the wedding is close, you each confirm you had time to read and get advice, and feel no pressure to sign.",
      "timing",
    ),
  ),
  ...one(
    "recital_timing_close_married",
    explained(
      "Although you had the final draft for less than a month, you each confirm you had time to read and get advice, and that neither of you was pressured, by a threat to end the marriage or otherwise.",
      "timing",
    ),
  ),
  ...one(
    "recital_purpose",
    explained(
      "You choose your own rules for property, income and rights at death, instead of the ones the law would set.",
      "acquisitions",
    ),
  ),

  // When this Agreement applies
  ...one("effective_on_marriage", explained("The agreement only counts if you two marry each other.", "marriage")),
  ...one(
    "effective_on_signing",
    explained(
      "Your agreement counts once you have both signed it and done what your state asks of an agreement made during marriage; what you bought since the wedding keeps its legal character unless the agreement says otherwise.",
      "marriage",
    ),
  ),
  ...one(
    "effective_sunset",
    explained(
      "The agreement ends after the number of years you chose; what it already decided stays decided.",
      "sunset",
    ),
  ),
  ...one(
    "effective_review",
    explained(
      "You promise to look at the agreement together every few years; nothing changes unless you both sign.",
      "amendment",
    ),
  ),

  // Definitions
  ...one("def_property", BOILERPLATE),
  ...one("def_separate_property", BOILERPLATE),
  ...one("def_community_property", BOILERPLATE),
  ...one("def_marital_property", BOILERPLATE),
  ...one(
    "def_separation",
    explained(
      "The date of Separation is when one of you gives written notice or files; many of the agreement's rules count up to that day.",
      "separation",
    ),
  ),

  // Separate property
  ...one(
    "sp_premarital_all",
    explained("Everything each of you owns before the wedding stays yours alone.", "premarital"),
  ),
  ...one(
    "sp_premarital_some",
    explained(
      "What you own before the wedding stays yours, except the items you listed, which you will share.",
      "premarital",
    ),
  ),
  ...one(
    "sp_premarital_none",
    explained("Everything you each own before the wedding becomes shared, owned by you both equally.", "premarital"),
  ),
  ...one(
    "sp_growth_owner",
    explained(
      "Income and growth from what one of you owns stays with the owner, even if the other helped.",
      "separateGrowth",
    ),
  ),
  ...one(
    "sp_growth_effort",
    explained(
      "Growth from the market stays with the owner; growth from either of your work during the marriage is shared.",
      "separateGrowth",
    ),
  ),
  ...one(
    "sp_growth_shared",
    explained(
      "Income and growth during the marriage from what either of you owns is shared; the original value stays the owner's.",
      "separateGrowth",
    ),
  ),
  ...one(
    "sp_commingling_traceable",
    explained(
      "Separate money stays separate even in a joint account, as long as you can show where it came from.",
      "commingling",
    ),
  ),
  ...one(
    "sp_commingling_shared",
    explained(
      "Separate money put into a joint account becomes shared; what stays in your own name stays yours.",
      "commingling",
    ),
  ),
  ...one(
    "sp_contribution_reimbursed",
    explained(
      "If one of you puts separate money into shared property, you get that amount back first.",
      "contribution",
    ),
  ),
  ...one(
    "sp_contribution_gift",
    explained("Separate money put into shared property becomes shared, with no right to get it back.", "contribution"),
  ),
  ...one(
    "sp_inheritances_recipient",
    explained("Gifts and inheritances from other people belong to the one who receives them.", "giftsInheritances"),
  ),
  ...one(
    "sp_inheritances_shared",
    explained(
      "Gifts and inheritances either of you receives are shared, unless the giver says in writing they are for one of you.",
      "giftsInheritances",
    ),
  ),
  ...each("sp_trust_interest", (p) =>
    explained(
      `What ${p.me} receives from the trust or inheritance named here stays ${p.me}'s alone.`,
      "giftsInheritances",
    ),
  ),
  ...one(
    "sp_interspousal_recipient",
    explained("A gift from one of you to the other belongs to the one who receives it.", "interspousalGifts"),
  ),
  ...one(
    "sp_interspousal_shared",
    explained(
      "A gift between you is shared, unless the giver says in writing that it is for the other alone.",
      "interspousalGifts",
    ),
  ),
  ...one("sp_ring_recipient", explained("The engagement ring belongs to whoever received it.", "engagementRing")),
  ...one(
    "sp_ring_giver",
    explained("If the marriage ends, the engagement ring goes back to whoever gave it.", "engagementRing"),
  ),
  ...one(
    "sp_ring_sell",
    explained(
      "If the marriage ends, the ring is sold and the money split, unless one of you buys the other out.",
      "engagementRing",
    ),
  ),
  ...each("sp_prior_settlement", (p) =>
    explained(`What ${p.me} received when an earlier marriage ended stays ${p.me}'s alone.`, "premarital"),
  ),
  ...each("sp_support_received", (p) =>
    explained(`Support ${p.me} receives from a former spouse stays ${p.me}'s alone.`, "priorSupport"),
  ),
  ...one(
    "lib_wedding_gifts",
    explained(
      "Wedding gifts belong to you both, except gifts clearly meant for one of you, such as family heirlooms.",
      "giftsInheritances",
    ),
  ),

  // Shared property
  ...one(
    "mp_default_community",
    explained(
      "What either of you acquires during the marriage, apart from separate property, is {{term.marital_property}} owned equally.",
      "acquisitions",
    ),
  ),
  ...one(
    "mp_default_equitable",
    explained(
      "What either of you acquires during the marriage, apart from separate property, is marital property, divided as the agreement says.",
      "acquisitions",
    ),
  ),
  ...one(
    "mp_joint_only",
    explained(
      "Only what you put in both your names is shared; everything else belongs to whoever holds or paid for it.",
      "acquisitions",
    ),
  ),
  ...one(
    "mp_earnings_earner",
    explained("Each of you keeps your own pay, and savings from it in your own name.", "acquisitions"),
  ),
  ...one(
    "mp_earnings_shared",
    explained("Your pay during the marriage is shared, even if it lands in one name.", "acquisitions"),
  ),
  ...one(
    "mp_all_shared",
    explained(
      "Everything you earn or acquire during the marriage is shared equally, apart from what the agreement keeps separate.",
      "acquisitions",
    ),
  ),
  ...one(
    "mp_alaska_opt_in",
    explained(
      "You choose to make what you acquire during the marriage community property under Alaska's optional law.",
      "alaska",
    ),
  ),
  ...one(
    "mp_cohabitation_shared",
    explained(
      "What you bought together while living together before the wedding is treated as shared.",
      "cohabitation",
    ),
  ),
  ...one(
    "mp_cohabitation_by_payer",
    explained(
      "What you bought while living together before the wedding belongs to whoever paid, in proportion to what each paid.",
      "cohabitation",
    ),
  ),
  ...one(
    "mp_title_rules",
    explained("The agreement, not whose name is on a title, decides whether something is separate or shared.", "title"),
  ),
  ...one(
    "mp_title_controls",
    explained("What is in one name alone belongs to that person, unless the agreement says otherwise.", "title"),
  ),
  ...one(
    "mp_digital_same",
    explained(
      "Crypto and other digital assets follow the same rules as everything else, and you share what is needed to value them.",
      "digitalAssets",
    ),
  ),
  ...one(
    "mp_digital_owner",
    explained("Crypto and other digital assets belong to whoever holds the account or keys.", "digitalAssets"),
  ),
  ...one("mp_division_equal", explained("If the marriage ends, shared property is split fifty-fifty.", "division")),
  ...one(
    "mp_division_contribution",
    explained(
      "If the marriage ends, shared property is split by what each of you put in, as far as that can be shown.",
      "division",
    ),
  ),
  ...one(
    "mp_division_court",
    explained(
      "If the marriage ends, a court divides shared property under {{term.state_name}} law; separate property is not divided.",
      "division",
    ),
  ),
  ...one(
    "lib_ca_transmutation",
    explained(
      "You both understand that changing whether property is separate or shared takes a clear written statement.",
      "interspousalGifts",
    ),
  ),
  ...one(
    "lib_la_separation_of_property",
    explained(
      "You choose to keep your property and debts separate instead of Louisiana's shared regime.",
      "acquisitions",
    ),
  ),

  // Managing money
  ...one(
    "mg_separate_control",
    explained("Each of you can manage and sell your own separate property without asking the other.", "management"),
  ),
  ...one(
    "mg_joint_account",
    explained("You keep a joint account for household costs; earnings you put in it are shared.", "household"),
  ),
  ...one("mg_contribution_equal", explained("You each put the same amount into the joint account.", "household")),
  ...one(
    "mg_contribution_proportional",
    explained("You each put into the joint account in proportion to last year's income.", "household"),
  ),
  ...one("mg_contribution_custom", explained("You put into the joint account the way you described.", "household")),
  ...one(
    "mg_no_joint_account",
    explained("You keep your money separate and agree as you go how to share household costs.", "household"),
  ),
  ...one(
    "mg_major_purchases",
    explained(
      "Neither of you makes a big purchase with shared money above the amount you chose without the other's agreement.",
      "management",
    ),
  ),
  ...one("mg_credit_own", explained("Each of you keeps credit cards in your own name only.", "noRule")),
  ...one(
    "mg_credit_joint",
    explained("You may have joint cards for shared costs; their balances are shared debts.", "noRule"),
  ),

  // Debts
  ...one(
    "debt_premarital_owner",
    explained("Debts each of you has before the wedding stay your own.", "debtsPremarital"),
  ),
  ...one(
    "debt_premarital_shared",
    explained("Debts either of you has before the wedding become debts of you both.", "debtsPremarital"),
  ),
  ...one(
    "debt_marital_signer",
    explained("A debt taken on during the marriage belongs to whoever signed for it.", "debtsMarital"),
  ),
  ...one(
    "debt_marital_household",
    explained(
      "Debts you both signed or that paid for the household are shared; other debts stay with whoever took them on.",
      "debtsMarital",
    ),
  ),
  ...one(
    "debt_marital_shared",
    explained("All debts either of you takes on during the marriage are shared equally.", "debtsMarital"),
  ),
  ...each("debt_student_loans", (p) => explained(`${p.me}'s student loans stay ${p.me}'s own debt.`, "studentLoans")),
  ...each("debt_student_reimbursed", (p) =>
    explained(
      `If the marriage ends, ${p.me} credits ${p.other} with half of what shared money paid on ${p.me}'s student loans.`,
      "studentLoans",
    ),
  ),
  ...each("debt_student_own", (p) =>
    explained(`Shared money paid on ${p.me}'s student loans does not have to be paid back.`, "studentLoans"),
  ),
  ...each("debt_prior_support", (p) =>
    explained(`Support ${p.me} pays a former spouse stays ${p.me}'s own obligation, not ${p.other}'s.`, "priorSupport"),
  ),
  ...each("debt_prior_child_support", (p) =>
    explained(
      `Child support ${p.me} pays for earlier children stays ${p.me}'s obligation between you, though a court may still look at household income.`,
      "priorChildSupport",
    ),
  ),
  ...one(
    "debt_indemnity",
    explained(
      "If a creditor comes after one of you for the other's debt, the other pays it and covers the costs.",
      "creditors",
    ),
  ),
  ...one(
    "debt_no_indemnity",
    explained(
      "If a creditor comes after one of you for the other's debt, you settle it between you at the time.",
      "creditors",
    ),
  ),

  // Taxes
  ...one("tax_jointly", explained("You plan to file joint tax returns.", "taxes")),
  ...one("tax_separately", explained("Each of you files your own tax return and pays your own tax.", "taxes")),
  ...one(
    "tax_yearly",
    explained("You decide each year whether to file jointly; filing jointly does not change who owns what.", "taxes"),
  ),
  ...one(
    "tax_split_proportional",
    explained("In joint years you share the tax bill or refund in proportion to your incomes.", "taxes"),
  ),
  ...one("tax_split_equal", explained("In joint years you share the tax bill or refund equally.", "taxes")),
  ...one(
    "tax_own_errors",
    explained(
      "If one of you underreports income or claims a wrong deduction, that person pays what it costs.",
      "taxErrors",
    ),
  ),

  // Retirement
  ...one(
    "ret_premarital_separate",
    explained(
      "Retirement savings each of you built before the wedding, and their growth, stay your own.",
      "retirementPremarital",
    ),
  ),
  ...one(
    "ret_premarital_shared",
    explained("Retirement savings each of you built before the wedding become shared.", "retirementPremarital"),
  ),
  ...one(
    "ret_marital_shared",
    explained(
      "What goes into either of your retirement plans during the marriage, with its growth, is shared.",
      "retirementMarital",
    ),
  ),
  ...one(
    "ret_marital_separate",
    explained(
      "Each of you keeps your own retirement plans, including what you save during the marriage.",
      "retirementMarital",
    ),
  ),
  ...one(
    "ret_plan_consents",
    explained(
      "After the wedding you each sign the plan forms needed to make that work, because federal law requires it.",
      "planConsents",
    ),
  ),
  ...one(
    "ret_plan_consents_married",
    explained(
      "Once the agreement takes effect you each sign the plan forms needed to make that work, because federal law requires it.",
      "planConsents",
    ),
  ),
  ...each("ret_equity_grant_date", (p) =>
    explained(
      `Stock or options granted to ${p.me} before the wedding stay ${p.me}'s, even if they vest later.`,
      "equity",
    ),
  ),
  ...each("ret_equity_time_rule", (p) =>
    explained(
      `Stock or options granted to ${p.me} before the wedding are shared only for the part of their vesting during the marriage.`,
      "equity",
    ),
  ),

  // Business and creative work
  ...each("bus_owner_keeps", (p) =>
    explained(
      `${p.me}'s business, with its growth and earnings, stays ${p.me}'s alone, whatever ${p.other} contributes.`,
      "business",
    ),
  ),
  ...each("bus_growth_shared", (p) =>
    explained(`${p.me}'s business stays ${p.me}'s, but growth in its value during the marriage is shared.`, "business"),
  ),
  ...each("bus_fully_shared", (p) =>
    explained(`${p.me}'s business becomes shared property on the wedding day.`, "business"),
  ),
  ...each("bus_valuation_appraiser", () =>
    explained("An independent appraiser you both accept values the business.", "valuation"),
  ),
  ...each("bus_valuation_book", () =>
    explained("The business is valued at the book value in its latest financial statements.", "valuation"),
  ),
  ...each("bus_valuation_formula", () =>
    explained("The business is valued with the formula in its own owners' agreement.", "valuation"),
  ),
  ...each("bus_valuation_formula_named", () =>
    explained("This names the owners' agreement whose formula is used.", "valuation"),
  ),
  ...each("bus_future_founder", (p) =>
    explained(
      `A business ${p.me} starts during the marriage is ${p.me}'s, but shared money put into it is paid back if the marriage ends.`,
      "futureBusiness",
    ),
  ),
  ...each("bus_future_shared", (p) =>
    explained(`A business ${p.me} starts during the marriage is shared, though ${p.me} runs it.`, "futureBusiness"),
  ),
  ...one(
    "bus_spouse_paid",
    explained(
      "If one of you works in the other's business, you are paid a fair wage, and the work gives no other claim.",
      "spouseInBusiness",
    ),
  ),
  ...one(
    "bus_spouse_no_claim",
    explained("Helping in the other's business gives no share of it and no claim for pay.", "spouseInBusiness"),
  ),
  ...one(
    "bus_ip_creator",
    explained("Creative work and inventions, and their income, belong to whoever made them.", "creativeWork"),
  ),
  ...one(
    "bus_ip_shared",
    explained(
      "Creative work and inventions made during the marriage, and their income, are shared; the creator decides how they are used.",
      "creativeWork",
    ),
  ),
  ...one(
    "lib_business_no_management",
    explained(
      "The spouse who does not own a business gets no say in running it because of the marriage.",
      "management",
    ),
  ),
  ...one(
    "lib_business_spousal_consent",
    explained(
      "You each agree to the other's business agreements and sign any spousal consent they need.",
      "spouseInBusiness",
    ),
  ),
  ...one(
    "lib_business_fair_salary",
    explained("A business owner takes a fair salary, so shared income is not held back in the business.", "business"),
  ),

  // Home and real estate
  ...one(
    "home_owned",
    explained(
      "The home one of you owned before the wedding stays that person's, even though you both live there.",
      "ownedHome",
    ),
  ),
  ...each("home_owner_named", () => explained("This names which of you owns the home.", "ownedHome")),
  ...one("home_growth_owner", explained("Any rise in the home's value belongs to its owner.", "ownedHome")),
  ...one(
    "home_growth_paydown",
    explained(
      "The rise in value is the owner's, but the other gets credit for half the mortgage paid with shared money.",
      "ownedHome",
    ),
  ),
  ...one(
    "home_growth_shared",
    explained("Any rise in the home's value during the marriage is shared equally.", "ownedHome"),
  ),
  ...one(
    "home_move_out",
    explained(
      "If you separate, the one who does not own the home moves out within the time you chose.",
      "homeDuringCase",
    ),
  ),
  ...one(
    "home_buy_equal",
    explained("A home you buy together is owned half and half, whatever each of you pays.", "sharedHome"),
  ),
  ...one(
    "home_buy_contribution",
    explained("A home you buy together is owned in proportion to what each of you puts in.", "sharedHome"),
  ),
  ...one(
    "home_buyout",
    explained(
      "If the marriage ends, either of you can buy out the other's share of a joint home at its appraised value.",
      "sharedHome",
    ),
  ),
  ...one(
    "home_sell",
    explained("If the marriage ends, a joint home is sold and the money divided by your shares.", "sharedHome"),
  ),
  ...one(
    "home_renting",
    explained("You split the rent equally; if you separate, the one who stays takes over the lease.", "lease"),
  ),
  ...each("re_other_owner", (p) =>
    explained(`Other real estate ${p.me} owns, and its rent, stays ${p.me}'s alone.`, "rentalIncome"),
  ),
  ...each("re_other_income_shared", (p) =>
    explained(
      `Other real estate ${p.me} owns stays ${p.me}'s, but the rent it earns during the marriage is shared.`,
      "rentalIncome",
    ),
  ),
  ...one(
    "lib_re_first_refusal",
    explained(
      "Before selling a share of jointly owned real estate to someone else, you must offer it to the other first.",
      "sharedHome",
    ),
  ),
  ...one(
    "lib_re_refinance",
    explained(
      "Whoever keeps a home after the marriage ends takes the other off its mortgage within six months.",
      "sharedHome",
    ),
  ),

  // Spousal support
  ...one(
    "ss_state_law",
    explained(
      "Neither of you gives up {{term.support_term}}; if the marriage ends, a court decides it under {{term.state_name}} law.",
      "support",
    ),
  ),
  ...one(
    "ss_protected",
    explained(
      "This says the agreement does not limit {{term.support_term}}, because {{term.state_name}} law protects it.",
      "support",
    ),
  ),
  ...withCaliforniaCopy(
    "ss_waive",
    explained("You each give up any claim to {{term.support_term}} from the other if the marriage ends.", "support"),
  ),
  ...withCaliforniaCopy(
    "ss_cap",
    explained("Any {{term.support_term}} is limited to the monthly amount and number of months you chose.", "support"),
  ),
  ...withCaliforniaCopy(
    "ss_formula",
    explained(
      "Any {{term.support_term}} lasts no longer than the months you chose for each year of marriage.",
      "support",
    ),
  ),
  ...withCaliforniaCopy(
    "ss_lump_sum",
    explained(
      "Instead of ongoing {{term.support_term}}, the higher earner pays one amount for each year of marriage.",
      "support",
    ),
  ),
  ...withCaliforniaCopy(
    "ss_reopen_child",
    explained(
      "If you have or adopt a child together, the limits on {{term.support_term}} fall away and the law decides.",
      "support",
    ),
  ),
  ...withCaliforniaCopy(
    "ss_reopen_disability",
    explained(
      "The limits on {{term.support_term}} do not apply to a spouse who cannot support themselves because of serious illness or disability.",
      "support",
    ),
  ),
  ...withCaliforniaCopy(
    "ss_reopen_long_marriage",
    explained(
      "After the number of years of marriage you chose, the limits on {{term.support_term}} end and the law decides.",
      "support",
    ),
  ),
  ...one(
    "ss_pending_case_support",
    explained(
      "Support while a case is pending is not affected, because {{term.state_name}} law does not let you give it up in advance.",
      "pendingSupport",
    ),
  ),
  ...["ss_non_modifiable", "ss_non_modifiable_ca"].flatMap((key) =>
    one(
      key,
      explained(
        "You state expressly that the amount and length of {{term.support_term}} you agreed are not open to change later because circumstances change: some courts may change agreed support unless the agreement says so.",
        "support",
      ),
    ),
  ),
  ...one(
    "ss_california_counsel",
    explained(
      "This records that you each had your own lawyer, which California requires for a support limit to count.",
      "support",
    ),
  ),
  ...one(
    "ss_california_unrepresented",
    explained(
      "Because at least one of you signs without a lawyer, the agreement leaves support to California law.",
      "support",
    ),
  ),
  ...withCaliforniaCopy("ss_fairness", explained("{{term.support_review_plain}}", "support")),
  ...withCaliforniaCopy(
    "ss_career_pause_payment",
    explained(
      "If one of you steps back from work to care for your children, the other pays the yearly amount you chose.",
      "careerPause",
    ),
  ),
  ...one(
    "ss_california_unrepresented_career_pause",
    explained(
      "The career-pause payment is left out, because California does not enforce it against a spouse without a lawyer.",
      "support",
    ),
  ),
  ...one(
    "ss_career_pause_reopen",
    explained(
      "A spouse who steps back from work for a year or more to care for your children keeps full support rights.",
      "careerPause",
    ),
  ),
  ...withCaliforniaCopy(
    "ss_health_insurance",
    explained(
      "If the marriage ends, the spouse with work health coverage pays for the other's continuation coverage for up to 36 months.",
      "healthCoverage",
    ),
  ),
  ...one(
    "ss_california_unrepresented_health",
    explained(
      "The health-coverage payment is left out, because California does not enforce it against a spouse without a lawyer.",
      "healthCoverage",
    ),
  ),

  // Rights on death
  ...one(
    "de_waive",
    explained(
      "You each give up the rights a surviving spouse would have in the other's separate property; you get what the will or plan gives you.",
      "death",
    ),
  ),
  ...one(
    "de_minimum",
    explained(
      "Despite that waiver, the survivor receives at least the amount you chose, if you are still together.",
      "death",
    ),
  ),
  ...one(
    "de_right_disclosed",
    explained(
      "{{term.state_name}} law asks that each of you be told what the survivor's right is before giving it up, so the agreement states it.",
      "death",
    ),
  ),
  ...one(
    "de_fair_consideration",
    explained(
      "{{term.state_name}} law asks that the waiver be given for something fair in return: each of you gives it up in exchange for the other's.",
      "death",
    ),
  ),
  ...one("de_keep", explained("You each keep every right the law gives a surviving spouse.", "death")),
  ...one(
    "de_louisiana",
    explained(
      "Louisiana does not let spouses give up the survivor's marital portion or usufruct, so the agreement keeps them.",
      "death",
    ),
  ),
  ...one(
    "de_life_insurance",
    explained("You each keep life insurance of at least the amount you chose, naming the other.", "lifeInsurance"),
  ),
  ...one(
    "de_home_stay",
    explained("If the home's owner dies first, the survivor may stay there for the months you chose.", "survivorHome"),
  ),
  ...one(
    "de_survivor_keep",
    explained("You each keep survivor benefits in the other's pension and retirement plans.", "planConsents"),
  ),
  ...one(
    "de_survivor_waive",
    explained(
      "You each give up survivor benefits in the other's plans and sign the plans' waivers after the wedding.",
      "planConsents",
    ),
  ),
  ...one(
    "de_survivor_waive_married",
    explained("You each give up survivor benefits in the other's plans and sign the plans' waivers.", "planConsents"),
  ),
  ...one(
    "de_wills",
    explained(
      "Within ninety days after the wedding you each make or update a {{term.will_term}} to match the agreement.",
      "wills",
    ),
  ),
  ...one(
    "de_wills_married",
    explained(
      "Within ninety days after the agreement takes effect you each make or update a {{term.will_term}} to match it.",
      "wills",
    ),
  ),
  ...one("de_free_gifts", BOILERPLATE),
  ...one(
    "lib_estate_revocable_trust",
    explained("Either of you may put separate property in a trust, and it stays separate.", "giftsInheritances"),
  ),
  ...one(
    "lib_estate_funeral_wishes",
    explained("Each of you decides your own funeral arrangements, and the survivor respects them.", "wills"),
  ),

  // Children
  ...one(
    "ch_not_decided",
    explained("The agreement cannot decide child support, custody or parenting time.", "childrenDecided"),
  ),
  ...each("ch_inheritance", (p) =>
    explained(
      `${p.me} may leave separate property to children from an earlier relationship, and ${p.other} will not claim it where the law allows.`,
      "childrenEstate",
    ),
  ),
  ...each("ch_education", (p) =>
    explained(
      `${p.me} may spend separate property on their children's education and support without asking ${p.other}.`,
      "childrenSpending",
    ),
  ),
  ...each("ch_no_stepparent_duty", (p) =>
    explained(
      `${p.other} takes on no duty to support ${p.me}'s children from an earlier relationship, where the law allows.`,
      "stepchildren",
    ),
  ),

  // Additional agreements
  ...one("pets_named", BOILERPLATE),
  ...one(
    "pets_original_owner",
    explained("If you separate, each pet stays with whoever had it first or chose it.", "pets"),
  ),
  ...one("pets_caregiver", explained("If you separate, each pet stays with whoever mostly cared for it.", "pets")),
  ...one(
    "pets_shared_time",
    explained("If you separate, you share time with your pets on a written schedule and split their costs.", "pets"),
  ),
  ...one("lib_pet_costs", explained("Whoever keeps a pet after separating pays for its care.", "pets")),
  ...one(
    "conf_terms",
    explained(
      "You each keep the agreement's terms private, except with advisers, a court or where the law requires.",
      "privacy",
    ),
  ),
  ...one(
    "conf_finances",
    explained(
      "You each keep the other's financial information private, except with advisers, a court or where the law requires.",
      "privacy",
    ),
  ),
  ...one("conf_business", explained("You each keep the other's business secrets private.", "privacy")),
  ...one(
    "social_media_promise",
    explained(
      "Neither of you posts private images, private messages or insults about the other, now or later.",
      "socialMedia",
    ),
  ),
  ...one(
    "social_media_payment",
    explained("Breaking that promise costs the amount you chose for each breach.", "socialMedia"),
  ),
  ...one(
    "infidelity_payment",
    explained(
      "If the marriage ends after an affair that is admitted or proven, the unfaithful spouse pays the amount you chose; a court may refuse to enforce this.",
      "fault",
    ),
  ),
  ...one("embryo_thaw", explained("If the marriage ends, any stored embryos are thawed and not used.", "embryos")),
  ...one("embryo_research", explained("If the marriage ends, any stored embryos are donated to research.", "embryos")),
  ...one(
    "embryo_donate",
    explained("If the marriage ends, any stored embryos are donated to another person or couple.", "embryos"),
  ),
  ...one(
    "embryo_consent",
    explained(
      "If the marriage ends, neither of you uses stored embryos without the other's consent at that time.",
      "embryos",
    ),
  ),
  ...one(
    "embryo_counsel",
    explained("This records that you each had a lawyer's advice about the embryo terms.", "embryos"),
  ),
  ...one(
    "embryo_clinic_forms",
    explained(
      "Your fertility clinic's consent forms, not this agreement, decide what happens to stored embryos.",
      "embryos",
    ),
  ),

  // Legal advice and voluntary signing
  ...each("counsel_represented", (p) =>
    explained(`This records that ${p.me} had advice from their own lawyer before signing.`, "counsel"),
  ),
  ...each("counsel_waived", (p) =>
    explained(`This records that ${p.me} could have hired a lawyer and chose to sign without one.`, "counsel"),
  ),
  ...each("counsel_express_waiver", (p) =>
    explained(
      `${p.me} gives up in writing the chance to consult a lawyer first, as {{term.state_name}} law asks of someone who signs without one.`,
      "counsel",
    ),
  ),
  ...one(
    "counsel_voluntary",
    explained(
      "You each confirm you sign freely, without pressure, having read and understood the agreement.",
      "counsel",
    ),
  ),
  ...one(
    "counsel_california_seven_days",
    explained("You each confirm you had the final text at least seven days before signing.", "californiaWait"),
  ),
  ...one(
    "counsel_california_unrepresented",
    explained(
      "A spouse signing without a lawyer confirms they got the written explanation and signed the waiver California requires.",
      "californiaCounsel",
    ),
  ),
  ...one(
    "counsel_minnesota",
    explained(
      "You each confirm full disclosure and a real chance to see a lawyer, as Minnesota requires.",
      "minnesota",
    ),
  ),
  ...one(
    "counsel_new_york",
    explained("You each acknowledge your signature in the form New York requires.", "newYork"),
  ),
  ...one(
    "counsel_conveyance_acknowledgment",
    explained(
      "You each acknowledge your signature before a notary the way a deed to land is acknowledged, as {{term.state_name}} requires.",
      "conveyanceAcknowledgment",
    ),
  ),
  ...one(
    "counsel_louisiana",
    explained("You sign before the wedding, before a notary and two witnesses, as Louisiana requires.", "louisiana"),
  ),

  // General provisions
  ...one(
    "gen_governing_law",
    explained("The law of the {{term.state_style}} governs the agreement, wherever you live later.", "governingLaw"),
  ),
  ...one(
    "gen_relocation",
    explained("You want the agreement to keep working if you move to another state or country.", "relocation"),
  ),
  ...one(
    "gen_relocation_abroad",
    explained(
      "If you live in the country you named, you each sign what its law needs to give the agreement effect.",
      "relocation",
    ),
  ),
  ...one("gen_entire_agreement", BOILERPLATE),
  ...one(
    "gen_amendment",
    explained("The agreement changes only by a new written agreement you both sign the same way.", "amendment"),
  ),
  ...one("gen_severability", BOILERPLATE),
  ...one("gen_further_documents", BOILERPLATE),
  ...one("gen_binding", BOILERPLATE),
  ...one(
    "gen_disputes_mediation",
    explained("If you disagree about the agreement, you try a mediator first, then a court.", "disputes"),
  ),
  ...one(
    "gen_disputes_arbitration",
    explained(
      "If you disagree, you try a mediator, then a private arbitrator decides; children's matters stay with a court.",
      "disputes",
    ),
  ),
  ...one("gen_disputes_court", explained("If you disagree about the agreement, a court decides.", "disputes")),
  ...one(
    "gen_fees_own",
    explained("Each of you pays your own lawyer if the marriage ends, unless a court orders otherwise.", "fees"),
  ),
  ...one(
    "gen_fees_challenge",
    explained(
      "Each pays their own lawyer, but whoever challenges the agreement and loses pays the other's costs.",
      "fees",
    ),
  ),
  ...one(
    "gen_recording_louisiana",
    explained(
      "Filing the agreement in the parish records makes it count against creditors and other third persons.",
      "recordingLouisiana",
    ),
  ),
  ...one(
    "gen_recording_missouri",
    explained(
      "Recording the agreement with the county makes it count against creditors and buyers.",
      "recordingMissouri",
    ),
  ),
  ...one("gen_headings", BOILERPLATE),
  ...one("gen_counterparts", BOILERPLATE),
  ...one("gen_one_original", BOILERPLATE),

  // Signatures and acknowledgments
  ...one("sig_intro", BOILERPLATE),
  ...one("sig_intro_act", BOILERPLATE),
  ...one("sig_party_a", BOILERPLATE),
  ...one("sig_party_b", BOILERPLATE),
  ...one("sig_witnesses", BOILERPLATE),
  ...each("sig_attorney_named", () => BOILERPLATE),
  ...each("sig_attorney_partner", () => BOILERPLATE),
  ...one("notary_california_notice", BOILERPLATE),
  ...each("notary_ack", () => BOILERPLATE),

  // California's writings for a partner without an attorney
  ...each("ca_explanation", (p) =>
    explained(
      `${p.me} receives, before signing, a written plain-language explanation of what the agreement does and which rights ${p.me} gives up.`,
      "californiaCounsel",
    ),
  ),
  ...californiaExplanationPoints,
  ...counselNoticeClauses,
  ...each("ca_explanation_receipt", () => BOILERPLATE),
  ...each("ca_waiver", (p) =>
    explained(
      `${p.me} confirms in a separate signed page that they chose to sign without a lawyer.`,
      "californiaCounsel",
    ),
  ),

  // Schedules
  ...one("schedule_a_entries", BOILERPLATE),
  ...one("schedule_b_entries", BOILERPLATE),
];

/** By clause template key. */
export const clauseExplanations: Readonly<Record<string, ClauseExplanationEntry>> = Object.fromEntries(entries);

/** Keys written twice by mistake (a test keeps this empty). */
export const duplicateExplanationKeys = entries
  .map(([key]) => key)
  .filter((key, index, keys) => keys.indexOf(key) !== index);
