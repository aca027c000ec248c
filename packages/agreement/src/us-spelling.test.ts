/**
 * The agreement is written in US English: no British spelling in any generated agreement text (every
 * jurisdiction, every standard answer set) or in what the questionnaire shows the couple.
 */
import { questionnaire, states } from "@prenup/content";
import { describe, expect, it } from "vitest";
import { modelText } from "./build-model.ts";
import { ANSWER_VARIANTS, variantAgreement } from "./golden/standard-answers.ts";

/** British spellings and their US forms (identifiers such as `licences` or `acknowledgementForm` are not text). */
const BRITISH: [RegExp, string][] = [
  [/\blicences?\b/gi, "license"],
  [/\bdependants?\b/gi, "dependent"],
  [/\b\w+is(e|es|ed|ing|ation|ations)\b/gi, "-ize"],
  [/\backnowledgements?\b/gi, "acknowledgment"],
  [/\bjudgements?\b/gi, "judgment"],
  [/\b\w*(colour|favour|behaviour|honour|labour|neighbour|endeavour|rumour)\w*\b/gi, "-or"],
  [/\b(centre|metre|theatre|fibre)s?\b/gi, "-er"],
  [/\b(defence|offence|pretence)s?\b/gi, "-se"],
  [/\bcounsell(ed|ing|or|ors)\b/gi, "counseled/counseling/counselor"],
  [/\binstalments?\b/gi, "installment"],
  [/\bfulfilment\b|\benrolment\b/gi, "fulfillment/enrollment"],
  [/\b(whilst|amongst|learnt|spelt|programme|cheque|grey|storey|tyre|aluminium|paediatric|enquir\w*)\b/gi, "US form"],
];
/** Words that end in -ise in US English too. */
const ISE_WORDS = new Set([
  "advise",
  "advised",
  "advises",
  "advising",
  "otherwise",
  "promise",
  "promises",
  "promised",
  "premise",
  "premises",
  "precise",
  "concise",
  "exercise",
  "exercised",
  "exercises",
  "franchise",
  "merchandise",
  "enterprise",
  "enterprises",
  "expertise",
  "compromise",
  "raise",
  "raised",
  "raises",
  "arise",
  "arises",
  "arising",
  "rise",
  "rises",
  "wise",
  "likewise",
  "revise",
  "revised",
  "supervise",
  "supervised",
  "devise",
  "devised",
  "devisee",
  "televise",
  "disguise",
  "surprise",
  "comprise",
  "comprises",
  "despise",
  "improvise",
  "chastise",
  "circumcise",
  "incise",
  "excise",
  "noise",
  "poise",
  "praise",
  "cruise",
  "bruise",
  "turquoise",
  "treatise",
  "reprise",
  "demise",
  "apprise",
  "apprised",
  "appraise",
  "appraised",
  "appraising",
  "mise",
  "guise",
]);

function britishSpellings(text: string): string[] {
  const found: string[] = [];
  for (const [pattern] of BRITISH) {
    for (const match of text.matchAll(pattern)) {
      const word = match[0];
      if (pattern.source.includes("is(e|es") && ISE_WORDS.has(word.toLowerCase())) continue;
      found.push(word);
    }
  }
  return found;
}

describe("US spelling", () => {
  it("catches British spellings and passes US ones", () => {
    expect(
      britishSpellings(
        "royalties and licence income, as a dependant; this page summarises the acknowledgement; organised counselling",
      ),
    ).toEqual(["licence", "dependant", "summarises", "organised", "acknowledgement", "counselling"]);
    expect(
      britishSpellings(
        "license income, a dependent, summarizes the acknowledgment; advised otherwise, appraised, a promise",
      ),
    ).toEqual([]);
  });

  it("in every generated agreement, in every jurisdiction and standard answer set", () => {
    const found = new Set<string>();
    for (const state of states) {
      for (const [name, variant] of Object.entries(ANSWER_VARIANTS)) {
        for (const word of britishSpellings(
          modelText(variantAgreement(state.abbreviation, variant, { record: null }).model),
        ))
          found.add(`${state.abbreviation} ${name}: ${word}`);
      }
    }
    expect([...found]).toEqual([]);
  });

  it("in everything the questionnaire shows", () => {
    const texts: string[] = [];
    for (const section of questionnaire) {
      texts.push(section.name, section.description);
      for (const group of section.groups) {
        texts.push(group.title, group.description ?? "");
        for (const question of group.questions) {
          texts.push(question.title, question.description ?? "", question.exampleScenario ?? "", question.proTip ?? "");
          for (const option of question.options) texts.push(option.value, option.proTip ?? "");
        }
      }
    }
    expect(britishSpellings(texts.join("\n"))).toEqual([]);
  });
});
