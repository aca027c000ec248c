import { buildSection } from "./builders.ts";
import { aboutYouTwo, backgroundInformation, understanding } from "./getting-started.ts";
import { incompatibleOptions, type IncompatibleOptions } from "./incompatible-options.ts";
import { debtsAndTaxes, maritalProperty, separateProperty } from "./property.ts";
import { deathAndEstate, maritalHome, optionalClauses, retirementAndBusiness, spousalSupport } from "./planning.ts";

type BuiltSection = ReturnType<typeof buildSection>;

/**
 * Each option of an incompatible pair tells, under its own words (its pro tip), why it cannot go
 * with the other: the partner reads it before choosing instead of meeting a refusal unexplained.
 */
function withIncompatibilityNotes(sections: BuiltSection[], pairs: readonly IncompatibleOptions[]): BuiltSection[] {
  const reasons = new Map<string, string[]>();
  for (const pair of pairs) {
    for (const key of pair.options) {
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

export { contradictoryClauses, incompatibleOptions, type ContradictoryClauses, type IncompatibleOptions } from "./incompatible-options.ts";
