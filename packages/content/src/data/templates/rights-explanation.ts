/**
 * What the Uniform Premarital and Marital Agreements Act (Colorado, North Dakota: the state-law
 * matrix's `counsel.plainLanguageExplanation`) asks the agreement to include for a party who signs
 * without independent legal representation: the statutory notice of waiver of rights, in the
 * statute's own lines, conspicuously displayed, and an explanation in plain language of the marital
 * rights or obligations the agreement modifies or waives. Both are part of the agreement, before the
 * article on legal advice, one copy for each partner without counsel.
 *
 * The explanation describes the terms this couple chose: each point is selected by exactly the
 * conditions of the agreement clause it explains (copied from the clause, so the two cannot drift).
 */
import { PLAIN_LANGUAGE_EXPLANATION_STATE_IDS, stateLawOf, STATUTORY_NOTICE_STATE_IDS } from "../state-law/index.ts";
import {
  NOT_BOTH_REPRESENTED,
  unrepresented,
  type ClauseInput,
  type Conditions,
  type SectionTemplateInput,
} from "./helpers.ts";

type Reader = { id: "A" | "B"; fullName: string; other: string };
const READERS: Reader[] = [
  { id: "A", fullName: "{{partyA.fullName}}", other: "{{partyB.firstName}}" },
  { id: "B", fullName: "{{partyB.fullName}}", other: "{{partyA.firstName}}" },
];

/** One point: the agreement clause it explains and its words. */
type Point = { explains: string; text: (reader: Reader) => string };

/** A point about a per-partner clause (`<key>_a`, `<key>_b`), once for each owner. */
function forEachOwner(key: string, text: (owner: Reader, reader: Reader) => string): Point[] {
  return READERS.map((owner) => ({
    explains: `${key}_${owner.id.toLowerCase()}`,
    text: (reader) => text(owner, reader),
  }));
}
const whose = (owner: Reader, reader: Reader) => (owner.id === reader.id ? "your" : `${reader.other}'s`);

const POINTS: Point[] = [
  {
    explains: "sp_premarital_all",
    text: () =>
      "What each of you owns on the wedding day stays the owner's alone. Without the Agreement a court could count some of it, or its growth, when it divides property.",
  },
  {
    explains: "sp_premarital_some",
    text: () =>
      "Most of what each of you owns on the wedding day stays the owner's alone; the items the Agreement lists become shared on the wedding day.",
  },
  {
    explains: "sp_premarital_none",
    text: () => "Everything each of you owns on the wedding day becomes shared by you both equally.",
  },
  {
    explains: "sp_growth_owner",
    text: () =>
      "Income from what one of you owns alone, and any growth in its value, stays that person's, even when it grows because of work either of you does during the marriage. You give up any claim to a share of that growth.",
  },
  {
    explains: "sp_growth_effort",
    text: () =>
      "Income and passive growth of what one of you owns alone stay that person's; growth that comes from either spouse's work during the marriage is shared.",
  },
  {
    explains: "sp_growth_shared",
    text: () => "Income from what one of you owns alone, and its growth during the marriage, are shared.",
  },
  {
    explains: "mp_default_equitable",
    text: () =>
      "What you acquire during the marriage that the Agreement does not keep separate is divided as the Agreement says if the marriage ends.",
  },
  {
    explains: "mp_joint_only",
    text: () =>
      "Only what you put in both names is shared; what is in one name stays that person's, which may leave you with less than a court would give you.",
  },
  {
    explains: "mp_earnings_earner",
    text: () =>
      "Each of you keeps your own pay and the savings from it in your own name. Without the Agreement a court would usually count them as marital property to divide.",
  },
  {
    explains: "mp_earnings_shared",
    text: () => "Pay for work during the marriage is shared, whichever of you earns it.",
  },
  {
    explains: "mp_all_shared",
    text: () =>
      "Everything either of you earns or acquires during the marriage is shared equally, except what the Agreement keeps separate.",
  },
  ...forEachOwner(
    "bus_owner_keeps",
    (owner, reader) =>
      `The business named for ${owner.id === reader.id ? "you" : reader.other} stays ${whose(owner, reader)} alone, with all its growth, even if the other spouse works in it.`,
  ),
  ...forEachOwner(
    "bus_growth_shared",
    (owner, reader) =>
      `The business named for ${owner.id === reader.id ? "you" : reader.other} stays ${whose(owner, reader)}, but growth in its value during the marriage is shared.`,
  ),
  ...forEachOwner(
    "bus_fully_shared",
    (owner, reader) =>
      `The business named for ${owner.id === reader.id ? "you" : reader.other} becomes shared on the wedding day.`,
  ),
  {
    explains: "debt_premarital_owner",
    text: () => "Each of you stays alone responsible for the debts you owe on the wedding day.",
  },
  {
    explains: "debt_premarital_shared",
    text: () =>
      "Debts either of you owes on the wedding day become debts you share, so you may have to help pay the other's.",
  },
  {
    explains: "debt_marital_signer",
    text: () =>
      "A debt taken on during the marriage belongs to whoever signed for it, and is shared only when you both signed.",
  },
  {
    explains: "debt_marital_household",
    text: () =>
      "A debt taken on during the marriage is shared when you both signed for it or it paid for ordinary household needs; any other debt belongs to the one who took it on.",
  },
  {
    explains: "debt_marital_shared",
    text: () =>
      "Every debt either of you takes on during the marriage is shared equally, so you may have to pay half of a debt the other took on.",
  },
  {
    explains: "ss_state_law",
    text: () =>
      "You keep your right to ask for {{term.support_term}} if the marriage ends; a court would decide it under {{term.state_name}} law.",
  },
  {
    explains: "ss_waive",
    text: () =>
      "You give up the right to ask the other for {{term.support_term}} if the marriage ends. Without the Agreement a court could order the spouse with more means to pay it, sometimes for years.",
  },
  {
    explains: "ss_cap",
    text: () =>
      "Any {{term.support_term}} is limited to {{answer.support_cap_amount}} a month for at most {{answer.support_cap_months}} months, even if a court would otherwise order more or for longer.",
  },
  {
    explains: "ss_formula",
    text: () =>
      "Any {{term.support_term}} lasts at most {{answer.support_months_per_year}} months for each full year of marriage, even if a court would otherwise order it for longer.",
  },
  {
    explains: "ss_lump_sum",
    text: () =>
      "Instead of {{term.support_term}}, the spouse with the higher income pays the other one amount of {{answer.lump_sum_per_year}} for each full year of marriage, and neither of you may ask for more.",
  },
  {
    explains: "de_waive",
    text: (reader) =>
      `You give up the rights {{term.state_name}} law gives a surviving spouse in the other's estate, such as a share whatever the will says and a share if there is no will. If ${reader.other} dies first, you receive only what ${reader.other}'s will, trust or beneficiary designations give you.`,
  },
  {
    explains: "de_minimum",
    text: () =>
      "Even so, if you are married and living together when the first of you dies, the survivor receives at least {{answer.death_minimum_amount}} in total.",
  },
  { explains: "de_keep", text: () => "You each keep the rights {{term.state_name}} law gives a surviving spouse." },
];

function clausesOf(sections: readonly SectionTemplateInput[]): Map<string, ClauseInput> {
  return new Map(sections.flatMap((section) => section.clauses.map((clause) => [clause.key, clause] as const)));
}

/** Each distinct statutory notice, with the states whose law words it so (from the matrix). */
function statutoryNotices(): { lines: string[]; stateIds: string[] }[] {
  const byText = new Map<string, { lines: string[]; stateIds: string[] }>();
  for (const stateId of STATUTORY_NOTICE_STATE_IDS) {
    const lines = stateLawOf(stateId)?.counsel.value.statutoryNotice ?? [];
    const entry = byText.get(lines.join("\n")) ?? { lines, stateIds: [] };
    entry.stateIds.push(stateId);
    byText.set(lines.join("\n"), entry);
  }
  return [...byText.values()];
}

/** The notice of waiver of rights for each partner without counsel, in bold, in the statute's lines. */
export const statutoryNoticeSection: SectionTemplateInput = {
  key: "notice_of_waiver",
  title: "Notice of Waiver of Rights",
  isMandatory: false,
  listStyle: "NONE",
  conditions: { stateIds: STATUTORY_NOTICE_STATE_IDS, anyOf: NOT_BOTH_REPRESENTED },
  clauses: statutoryNotices().flatMap((notice, index) =>
    READERS.map(
      (reader): ClauseInput => ({
        key: `notice_of_waiver_${index + 1}_${reader.id.toLowerCase()}`,
        text: `To ${reader.fullName}, who signs without independent legal representation:\n\n${notice.lines.join("\n")}`,
        textStyle: "BOLD",
        conditions: { stateIds: notice.stateIds, anyOf: unrepresented(reader.id) },
      }),
    ),
  ),
};

/** The plain-language explanation, built from the agreement's own articles (for the conditions). */
export function rightsExplanation(agreement: readonly SectionTemplateInput[]): SectionTemplateInput {
  const clauses = clausesOf(agreement);
  const conditionsOf = (key: string): Conditions => {
    const clause = clauses.get(key);
    if (!clause) throw new Error(`the rights explanation explains ${key}, which the agreement does not have`);
    return clause.conditions ?? {};
  };
  return {
    key: "rights_explanation",
    title: "Explanation of the Rights This Agreement Changes",
    isMandatory: false,
    listStyle: "NONE",
    conditions: { stateIds: PLAIN_LANGUAGE_EXPLANATION_STATE_IDS, anyOf: NOT_BOTH_REPRESENTED },
    clauses: READERS.flatMap((reader): ClauseInput[] => {
      const parentKey = `rights_explanation_${reader.id.toLowerCase()}`;
      return [
        {
          key: parentKey,
          title: `For ${reader.fullName}`,
          text: `You sign this Agreement without a lawyer of your own. These points say in plain words which of the rights and duties {{term.state_name}} law gives spouses the Agreement changes or gives up for you. They explain the Agreement; where they differ from it, the Agreement's own terms govern.`,
          listStyle: "NUMERIC",
          conditions: { anyOf: unrepresented(reader.id) },
        },
        ...POINTS.map((point) => ({
          key: `rights_expl_${point.explains}_${reader.id.toLowerCase()}`,
          parentKey,
          text: point.text(reader),
          conditions: conditionsOf(point.explains),
        })),
        {
          key: `rights_expl_children_${reader.id.toLowerCase()}`,
          parentKey,
          text: "The Agreement does not decide child support, custody or parenting time; a court decides those for the children's good.",
        },
      ];
    }),
  };
}
