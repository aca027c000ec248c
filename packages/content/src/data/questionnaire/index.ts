import { buildSection } from "./builders.ts";
import { aboutYouTwo, backgroundInformation, understanding } from "./getting-started.ts";
import { incompatibleOptions, type IncompatibleOptions } from "./incompatible-options.ts";
import { debtsAndTaxes, maritalProperty, separateProperty } from "./property.ts";
import { deathAndEstate, maritalHome, optionalClauses, retirementAndBusiness, spousalSupport } from "./planning.ts";

type BuiltSection = ReturnType<typeof buildSection>;

/**
 * Each option of an incompatible pair tells, under its own words (its pro tip), why it cannot go
 * with the other: the partner reads it before choosing instead of meeting a refusal unexplained.
 * An option offered in states where the other is not (Alaska's opt-in) leaves the note to the
 * other's side: elsewhere it would speak of a choice nobody there is offered.
 */
function withIncompatibilityNotes(sections: BuiltSection[], pairs: readonly IncompatibleOptions[]): BuiltSection[] {
  const questions = sections.flatMap((section) => section.groups.flatMap((group) => group.questions));
  /** The states an option is offered in (null: every state). */
  const offeredIn = new Map<string, Set<string> | null>(
    questions.flatMap((question) =>
      question.options.map((option) => {
        const limits = [question.stateIds, option.restrictedToStateIds].filter((ids) => ids.length > 0);
        const states = limits.length === 0 ? null : new Set(limits.reduce((a, b) => a.filter((id) => b.includes(id))));
        return [option.key, states] as const;
      }),
    ),
  );
  const coveredBy = (key: string, other: string) => {
    const mine = offeredIn.get(key);
    const theirs = offeredIn.get(other);
    if (theirs === null || theirs === undefined) return true;
    return mine !== null && mine !== undefined && [...mine].every((stateId) => theirs.has(stateId));
  };
  const reasons = new Map<string, string[]>();
  for (const pair of pairs) {
    for (const [key, other] of [pair.options, [pair.options[1], pair.options[0]] as const]) {
      if (!coveredBy(key, other)) continue;
      const list = reasons.get(key) ?? [];
      if (!list.includes(pair.reason)) list.push(pair.reason);
      reasons.set(key, list);
    }
  }
  return sections.map((section) => ({
    ...section,
    groups: section.groups.map((group) => ({
      ...group,
      questions: group.questions.map((question) => ({
        ...question,
        options: question.options.map((option) => {
          const notes = reasons.get(option.key);
          return notes ? { ...option, proTip: [option.proTip, ...notes].filter(Boolean).join(" ") } : option;
        }),
      })),
    })),
  }));
}

/** Sections in the order the couple meets them; background_information comes first. */
export const questionnaireData = withIncompatibilityNotes(
  [
    backgroundInformation,
    understanding,
    aboutYouTwo,
    separateProperty,
    maritalProperty,
    debtsAndTaxes,
    retirementAndBusiness,
    maritalHome,
    spousalSupport,
    deathAndEstate,
    optionalClauses,
  ].map((section, order) => buildSection(section, order)),
  incompatibleOptions,
);

export {
  contradictoryClauses,
  incompatibleOptions,
  type ContradictoryClauses,
  type IncompatibleOptions,
} from "./incompatible-options.ts";
