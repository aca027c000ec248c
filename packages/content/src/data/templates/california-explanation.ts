/**
 * California's written explanation for a party who signs without an attorney (Fam. Code
 * § 1615(c)(3): the terms and basic effect of the agreement and the rights and obligations the party
 * gives up, in writing, delivered before signing, with the party's signed declaration that they
 * received it and who provided it).
 *
 * The explanation describes the terms this couple chose, not the ones they might have chosen: each
 * numbered point explains one clause of the agreement and is selected by exactly that clause's
 * conditions (copied from the clause, so the two cannot drift apart). Each unrepresented partner
 * gets their own copy: a clause `ca_explanation_<a|b>` (the separate writing the enforceability record
 * looks for) with the points as its sub-clauses, then the signed receipt.
 *
 * Who gets the writings: a partner who is not represented as `counselPlanOf` reads it (helpers.ts),
 * the same rule that leaves California's support limits out (Fam. Code § 1612(c)). A plan to hire
 * an attorney with nobody on record, or an attorney on record beside an answer of "no attorney",
 * gets them: the writings are what make an unrepresented party's signature voluntary
 * (§ 1615(c)(1), (c)(3)), so when in doubt they are produced.
 */
import {
  DURING_MARRIAGE,
  NOT_BOTH_REPRESENTED,
  unrepresented,
  type ClauseInput,
  type Conditions,
  type Party,
  type SectionTemplateInput,
} from "./helpers.ts";

const READERS: (Party & { otherFull: string })[] = [
  {
    id: "A",
    me: "{{partyA.firstName}}",
    other: "{{partyB.firstName}}",
    meFull: "{{partyA.fullName}}",
    otherFull: "{{partyB.fullName}}",
    answer: "answerA",
  },
  {
    id: "B",
    me: "{{partyB.firstName}}",
    other: "{{partyA.firstName}}",
    meFull: "{{partyB.fullName}}",
    otherFull: "{{partyA.fullName}}",
    answer: "answerB",
  },
];

type Reader = (typeof READERS)[number];

/** The partner a per-party clause is about (`_a` / `_b` clauses of the agreement). */
type Owner = { id: "A" | "B"; first: string; answer: string };
const OWNERS: Owner[] = [
  { id: "A", first: "{{partyA.firstName}}", answer: "answerA" },
  { id: "B", first: "{{partyB.firstName}}", answer: "answerB" },
];

/** One point of the explanation: the agreement clause it explains, its heading and its words for a reader. */
type Point = { explains: string; title: string; text: (reader: Reader) => string };

const own = (reader: Reader, owner: Owner) => (reader.id === owner.id ? "your" : `${owner.first}'s`);
const ownCap = (reader: Reader, owner: Owner) => (reader.id === owner.id ? "Your" : `${owner.first}'s`);
const giver = (reader: Reader, owner: Owner) => (reader.id === owner.id ? reader.other : "you");

function perOwner(make: (owner: Owner) => Point): Point[] {
  return OWNERS.map((owner) => {
    const point = make(owner);
    return { ...point, explains: `${point.explains}_${owner.id.toLowerCase()}` };
  });
}

const POINTS: Point[] = [
  {
    explains: "sp_premarital_all",
    title: "What you own before the wedding.",
    text: () =>
      "Everything each of you owns on the wedding day, including what is listed in your Schedules, stays the owner's Separate Property, as California law would also provide.",
  },
  {
    explains: "sp_premarital_some",
    title: "What you own before the wedding.",
    text: () =>
      "Most of what each of you owns on the wedding day stays the owner's Separate Property, but the following become community property, owned by you both equally, on the wedding day, whichever of you owned them: {{answer.shared_premarital_items}}",
  },
  {
    explains: "sp_premarital_none",
    title: "What you own before the wedding.",
    text: (r) =>
      `Everything each of you owns on the wedding day becomes community property, owned by you both equally. You give up owning your premarital property alone, and you receive a half share in ${r.other}'s.`,
  },
  {
    explains: "sp_growth_owner",
    title: "Income and growth of Separate Property.",
    text: (r) =>
      `Income from either spouse's Separate Property, any increase in its value and anything bought with that income stay the owner's, even where the other spouse helped manage it. Without the Agreement, an increase caused by either spouse's work during the marriage could be partly community property; you give up that share in ${r.other}'s Separate Property.`,
  },
  {
    explains: "sp_growth_effort",
    title: "Income and growth of Separate Property.",
    text: () =>
      "Income from Separate Property, and increases in its value from market forces, inflation or other people's work, stay the owner's. An increase caused by either spouse's work during the marriage is community property, shared equally.",
  },
  {
    explains: "sp_growth_shared",
    title: "Income and growth of Separate Property.",
    text: () =>
      "Income earned during the marriage from either spouse's Separate Property, and any increase in its value, are community property. Without the Agreement most of it would stay the owner's; you give up keeping the income and growth of your own Separate Property to yourself.",
  },
  {
    explains: "mp_default_community",
    title: "What you earn and acquire during the marriage.",
    text: () =>
      "What either of you earns or acquires during the marriage, other than Separate Property under the Agreement, is community property owned by you both equally, as California law provides.",
  },
  {
    explains: "mp_joint_only",
    title: "What you earn and acquire during the marriage.",
    text: (r) =>
      `Only what you hold in both your names, including joint accounts, is community property. Everything else either of you acquires during the marriage belongs to the spouse in whose name it is held or who paid for it. Without the Agreement almost all of it would be community property; you give up your half of what ${r.other} acquires in ${r.other}'s own name.`,
  },
  {
    explains: "mp_earnings_earner",
    title: "Earnings.",
    text: (r) =>
      `Each spouse's pay for work during the marriage, and savings from it in that spouse's own name, are that spouse's Separate Property. Without the Agreement they would be community property; you give up your half of ${r.other}'s earnings.`,
  },
  {
    explains: "mp_earnings_shared",
    title: "Earnings.",
    text: () =>
      "Each spouse's pay for work during the marriage is community property, even when it is held in one name.",
  },
  {
    explains: "mp_all_shared",
    title: "What you earn and acquire during the marriage.",
    text: () =>
      "Everything either of you earns or acquires during the marriage, other than what the Agreement keeps separate, is community property owned by you both equally.",
  },
  {
    explains: "sp_inheritances_recipient",
    title: "Gifts and inheritances.",
    text: () =>
      "Gifts and inheritances either of you receives during the marriage from someone other than the other spouse stay the recipient's, as California law would also provide.",
  },
  {
    explains: "sp_inheritances_shared",
    title: "Gifts and inheritances.",
    text: () =>
      "Gifts and inheritances either of you receives during the marriage are community property unless the giver says in writing that the gift is for one of you alone. Without the Agreement they would belong to the recipient alone.",
  },
  ...perOwner((owner) => ({
    explains: "bus_owner_keeps",
    title: "Business.",
    text: (r) =>
      `${ownCap(r, owner)} interest in {{${owner.answer}.business_name}}, with any growth in its value and everything it earns, stays ${own(r, owner)} Separate Property, whatever the other spouse contributes to it. Without the Agreement the community could share in growth caused by either spouse's work during the marriage; ${giver(r, owner)} ${r.id === owner.id ? "gives" : "give"} up that share.`,
  })),
  ...perOwner((owner) => ({
    explains: "bus_growth_shared",
    title: "Business.",
    text: (r) =>
      `${ownCap(r, owner)} interest in {{${owner.answer}.business_name}} stays ${own(r, owner)} Separate Property, but any increase in its value between the wedding and Separation is community property, shared equally.`,
  })),
  ...perOwner((owner) => ({
    explains: "bus_fully_shared",
    title: "Business.",
    text: (r) =>
      `${ownCap(r, owner)} interest in {{${owner.answer}.business_name}} becomes community property, owned by you both equally, on the wedding day.`,
  })),
  {
    explains: "ret_premarital_separate",
    title: "Retirement benefits from before the marriage.",
    text: () =>
      "Retirement benefits each of you earned before the marriage, and their growth, stay the earner's Separate Property.",
  },
  {
    explains: "ret_premarital_shared",
    title: "Retirement benefits from before the marriage.",
    text: () =>
      "Retirement benefits each of you earned before the marriage become community property on the wedding day.",
  },
  {
    explains: "ret_marital_shared",
    title: "Retirement savings during the marriage.",
    text: () =>
      "Contributions to either spouse's retirement plans during the marriage, with their growth, are community property, as California law would also provide.",
  },
  {
    explains: "ret_marital_separate",
    title: "Retirement savings during the marriage.",
    text: (r) =>
      `Each spouse's retirement plans, including contributions made during the marriage and their growth, stay that spouse's Separate Property. Without the Agreement the part earned during the marriage would be community property; you give up your half of ${r.other}'s.`,
  },
  {
    explains: "debt_premarital_owner",
    title: "Debts from before the marriage.",
    text: () => "Each of you stays solely responsible for the debts you owe on the wedding day.",
  },
  {
    explains: "debt_premarital_shared",
    title: "Debts from before the marriage.",
    text: () => "Debts either of you owes on the wedding day become debts of you both.",
  },
  {
    explains: "debt_marital_signer",
    title: "Debts during the marriage.",
    text: () =>
      "A debt taken on during the marriage belongs to the spouse who signed for it; a debt you both signed for is shared equally.",
  },
  {
    explains: "debt_marital_household",
    title: "Debts during the marriage.",
    text: () =>
      "A debt taken on during the marriage is shared equally if you both signed for it or it paid for ordinary household needs; any other debt belongs to the spouse who took it on.",
  },
  {
    explains: "debt_marital_shared",
    title: "Debts during the marriage.",
    text: () => "All debts either of you takes on during the marriage are shared equally.",
  },
  {
    explains: "ss_state_law",
    title: "Spousal support.",
    text: () =>
      "Neither of you gives up spousal support. If the marriage ends, a court decides it under California law.",
  },
  {
    explains: "ss_california_unrepresented",
    title: "Spousal support.",
    text: () =>
      "You considered limiting spousal support. California does not enforce such a limit against a spouse who signed without an attorney (Family Code section 1612(c)), and at least one of you signs without one, so the Agreement makes no provision about spousal support: if the marriage ends, a court decides it under California law.",
  },
  {
    explains: "ss_california_unrepresented_career_pause",
    title: "Payment for time away from work.",
    text: () =>
      "For the same reason, the Agreement does not include the payment you considered for a spouse who leaves paid work to care for your children.",
  },
  {
    explains: "ss_california_unrepresented_health",
    title: "Health coverage.",
    text: () =>
      "For the same reason, the Agreement does not include the payment you considered for continuation health coverage after the marriage ends.",
  },
  {
    explains: "de_waive",
    title: "Rights at death.",
    text: (r) =>
      `You each give up, in the other's Separate Property, every right California law would give you as the surviving spouse: a share of the estate if there is no will, a share as an omitted spouse, a probate homestead, exempt property or a small estate set aside for you, a family allowance, the right to elect against the will, and priority to be appointed personal representative. If ${r.other} dies first, you receive only what ${r.other}'s will, trust or beneficiary designations give you. Your own half of the community property is not affected.`,
  },
  {
    explains: "de_minimum",
    title: "Guaranteed minimum at death.",
    text: () =>
      "Despite that waiver, if you are married and living together when the first of you dies, the survivor receives at least {{answer.death_minimum_amount}} in total.",
  },
  {
    explains: "de_keep",
    title: "Rights at death.",
    text: () => "You each keep every right California law gives a surviving spouse.",
  },
  {
    explains: "de_survivor_waive",
    title: "Pension survivor benefits.",
    text: () =>
      "You each give up survivor benefits under the other's pension and retirement plans, and will sign each plan's spousal waiver after the wedding.",
  },
];

/** Points every copy has, whatever the couple chose. */
const ALWAYS: Omit<Point, "explains">[] = [
  {
    title: "What the Agreement cannot do.",
    text: () =>
      "It does not decide child support, custody or parenting time; a court always decides those for the children's good.",
  },
  {
    title: "Time to think.",
    text: () =>
      "You must have the final text of the Agreement for at least seven calendar days before you sign it, and you may still hire an attorney at any time before you sign.",
  },
];

function clausesOf(sections: readonly SectionTemplateInput[]): Map<string, ClauseInput> {
  return new Map(sections.flatMap((section) => section.clauses.map((clause) => [clause.key, clause] as const)));
}

/** The explanation page, built from the agreement's own articles (for the conditions). */
export function californiaExplanation(agreement: readonly SectionTemplateInput[]): SectionTemplateInput {
  const clauses = clausesOf(agreement);
  const conditionsOf = (key: string): Conditions => {
    const clause = clauses.get(key);
    if (!clause) throw new Error(`the California explanation explains ${key}, which the agreement does not have`);
    return clause.conditions ?? {};
  };
  return {
    key: "california_explanation",
    title: "Written Explanation for a Party Without an Attorney",
    // The citation lives in the page's introduction, not its title: headings print in capitals.
    text: "Given under California Family Code section 1615(c)(3).",
    isMandatory: false,
    isSeparatePage: true,
    listStyle: "NONE",
    conditions: { stateIds: ["CA"], anyOf: NOT_BOTH_REPRESENTED, noneOf: DURING_MARRIAGE },
    clauses: READERS.flatMap((r): ClauseInput[] => {
      const parentKey = `ca_explanation_${r.id.toLowerCase()}`;
      return [
        {
          key: parentKey,
          title: `For ${r.meFull}`,
          text: `You are signing this Agreement with ${r.otherFull} without an attorney of your own. California law requires that, before you sign, you receive in writing a plain-language explanation of the terms and basic effect of the Agreement and of the rights and obligations you give up by signing it. This is that explanation of the terms the two of you chose. It is a separate document from the Agreement, and you sign it separately.`,
          listStyle: "NUMERIC",
          conditions: { anyOf: unrepresented(r.id) },
        },
        ...POINTS.map((point) => ({
          key: `ca_expl_${point.explains}_${r.id.toLowerCase()}`,
          parentKey,
          title: point.title,
          text: point.text(r),
          conditions: conditionsOf(point.explains),
        })),
        ...ALWAYS.map((point, index) => ({
          key: `ca_expl_always_${index + 1}_${r.id.toLowerCase()}`,
          parentKey,
          title: point.title,
          text: point.text(r),
        })),
        {
          key: `ca_explanation_receipt_${r.id.toLowerCase()}`,
          text:
            `I received this explanation in writing on ____________________, before signing the Agreement. It was provided to me by ______________________________. I read and understand English, the language of this explanation and of the Agreement.\n\n` +
            `______________________________\n${r.meFull}    Date: ____________`,
          conditions: { anyOf: unrepresented(r.id) },
        },
      ];
    }),
  };
}

/** California's separate written waiver of counsel (Fam. Code § 1615(c)(1)). */
export const californiaCounselWaiver: SectionTemplateInput = {
  key: "california_counsel_waiver",
  title: "Waiver of Independent Counsel",
  // In the introduction, not the title: headings print in capitals, which would turn (c)(1) into (C)(1).
  text: "Given under California Family Code section 1615(c)(1).",
  isMandatory: false,
  isSeparatePage: true,
  listStyle: "NONE",
  conditions: { stateIds: ["CA"], anyOf: NOT_BOTH_REPRESENTED, noneOf: DURING_MARRIAGE },
  clauses: READERS.map((r) => ({
    key: `ca_waiver_${r.id.toLowerCase()}`,
    text: `I, ${r.meFull}, was advised to have an independent attorney of my own choosing advise me about this Agreement, and I had the time and means to hire one. I choose not to be represented by an independent attorney in connection with this Agreement, and I knowingly and voluntarily waive that representation. I sign this waiver as a document separate from the Agreement.\n\n______________________________\n${r.meFull}    Date: ____________`,
    conditions: { anyOf: unrepresented(r.id) },
  })),
};
