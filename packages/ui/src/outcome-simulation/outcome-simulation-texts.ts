import { formatWholeDollars, type PropertyCategory, type SimulationNote, type SimulationVoice } from "@prenup/domain";

/**
 * The outcome simulator's words. The customer page speaks to the couple ("each of you"); the
 * attorney's client page shows the same panel in the counsel voice ("each partner").
 */

/** A range as people read it: one amount where its ends meet, else "$40,000 to $60,000". */
export function rangeText(range: { low: number; expected: number; high: number }): string {
  return range.low === range.high
    ? formatWholeDollars(range.expected)
    : `${formatWholeDollars(range.low)} to ${formatWholeDollars(range.high)}`;
}

export const CATEGORY_LABELS: Readonly<Record<PropertyCategory, string>> = {
  separate: "Kept separately",
  shared: "Shared property",
  home: "The home and other real estate",
  retirement: "Retirement savings",
  business: "Business",
};

export const SIMULATION_TEXTS = {
  premaritalAtRisk: "Owned before the marriage, which a court may divide",
  estimatesTitle: "Why some figures are estimates",
  agreement: "Under this agreement",
  total: "Everything",
  support: "Spousal support",
  slider: "Years of marriage",
  assumptions: "Assumptions",
  assetGrowth: "Growth of savings and property",
  savingsRate: "Part of income saved each year",
  resetAssumptions: "Use the defaults",
  updating: "Updating the figures…",
} as const;

/** The panel's sentences that address the reader, in each voice. */
export const SIMULATION_VOICE_TEXTS: Readonly<
  Record<SimulationVoice, { disclaimer: string; assumptionsHelp: string; empty: string }>
> = {
  couple: {
    disclaimer:
      "This is an illustration, not legal advice. It rests on simple assumptions about growth, income and savings, and on what you have disclosed so far; a court applies the law to the facts at the time of a divorce. Talk to an attorney before relying on it.",
    assumptionsHelp: "Percent a year. The income growth starts from each income history you disclosed.",
    empty: "There is nothing to simulate yet: neither of you has disclosed your finances.",
  },
  counsel: {
    disclaimer:
      "An illustration for discussion with your client, not a prediction: it rests on simple assumptions about growth, income and savings and on what the couple has disclosed so far.",
    assumptionsHelp: "Percent a year. The income growth starts from each partner's disclosed income history.",
    empty: "There is nothing to simulate yet: neither partner has disclosed their finances.",
  },
};

/** "1 year", "12 years". */
export function yearsText(years: number): string {
  return `${years} ${years === 1 ? "year" : "years"}`;
}

/** The part of a partner's premarital property a court may divide: "None" where it stays theirs. */
export function atRiskText(cents: number): string {
  return cents === 0 ? "None" : formatWholeDollars(cents);
}

/** Which column an estimate's reason is about: "Under this agreement" or the state's-law column. */
export function estimateScenarioLabel(scenario: "agreement" | "stateLaw", stateName: string): string {
  return scenario === "agreement" ? SIMULATION_TEXTS.agreement : stateLawLabel(stateName);
}

/**
 * Why a partner's two columns are the same: their answers so far do what the state's law does
 * ("you" for the viewer, else the partner's name).
 */
export function sameColumnsText(name: string, stateName: string): string {
  const who = name === "You" ? "you" : name;
  return `Both columns are the same: for what has been disclosed, the answers so far leave ${who} what ${stateName}'s law would without an agreement.`;
}

/** "After 1 year of marriage", "After 12 years of marriage". */
export function yearLabel(year: number): string {
  return `After ${year} ${year === 1 ? "year" : "years"} of marriage`;
}

/** The state's-law column: "Under California's law, without an agreement". */
export function stateLawLabel(stateName: string): string {
  return `Under ${stateName}'s law, without an agreement`;
}

/** "Growth of your income" for the viewer ("You"), "Growth of Jordan's income" for a partner. */
export function incomeGrowthLabel(name: string): string {
  return name === "You" ? "Growth of your income" : `Growth of ${name}'s income`;
}

/** A partner who has disclosed nothing: named, never shown as figures. */
export function notDisclosedText(name: string): string {
  return `${name} hasn't disclosed their finances yet, so their figures aren't shown. The simulation counts only what has been disclosed.`;
}

export type SupportFigures = {
  kind: "STATE_LAW" | "WAIVED" | "AGREED";
  role: "RECEIVES" | "PAYS" | "NONE" | null;
  monthlyCents: number | null;
  months: number | null;
  lumpSumCents: number | null;
  upTo: boolean;
};

function monthsText(months: number): string {
  const rounded = Math.round(months * 10) / 10;
  return `${rounded} ${rounded === 1 ? "month" : "months"}`;
}

/** Support as one sentence: no figure where the state's law decides. */
export function supportText(support: SupportFigures, voice: SimulationVoice = "couple"): string {
  if (support.kind === "STATE_LAW") return "Decided by a court under state law";
  if (support.kind === "WAIVED" || support.role === "NONE" || support.role === null) {
    const both = voice === "couple" ? "you both waive" : "both partners waive";
    const incomes = voice === "couple" ? "your incomes" : "their incomes";
    return support.kind === "WAIVED" ? `None: ${both} support` : `None: ${incomes} are equal that year`;
  }
  const verb = support.role === "RECEIVES" ? "Receives" : "Pays";
  if (support.lumpSumCents !== null) return `${verb} a one-time payment of ${formatWholeDollars(support.lumpSumCents)}`;
  if (support.monthlyCents === null)
    return `${verb} support for ${monthsText(support.months ?? 0)}, in an amount a court decides`;
  return `${verb} ${support.upTo ? "at most " : ""}${formatWholeDollars(support.monthlyCents)} a month for ${support.upTo ? "at most " : ""}${monthsText(support.months ?? 0)}`;
}

/** The slice of the simulation's state the equitable band's note reads. */
export type EquitableRangeState = {
  name: string;
  division: { system: "COMMUNITY_EQUAL" | "COMMUNITY_EQUITABLE" | "EQUITABLE_DISTRIBUTION" };
  sharedPropertyTerm: string;
};

/**
 * The note under the figures where the state's court divides by equity. The couple reads the
 * server's source as it is; an attorney reads what the band is (the simulator's assumption for the
 * state's-law column), where it comes from (the product, not a statute or a case) and the state's
 * division rule it stands in for, with that rule's citation from the source.
 */
export function equitableRangeNote(
  range: { lowPercent: number; highPercent: number; source: string },
  state: EquitableRangeState,
  voice: SimulationVoice = "couple",
): string {
  if (voice === "couple") return range.source;
  const citation = range.source.split(`${state.name}'s rule: `)[1]?.replace(/\.$/, "");
  const term = state.sharedPropertyTerm;
  const rule =
    state.division.system === "COMMUNITY_EQUITABLE"
      ? `${state.name}'s courts divide ${term} as they find just and equitable`
      : `${state.name}'s courts divide ${term} by equitable distribution`;
  return [
    `State's-law column: ${rule}, and ${state.name}'s statute sets no percentage for that division.`,
    `To show the range that discretion leaves, the simulator gives each partner from ${range.lowPercent}% to ${range.highPercent}% of the ${term}, ten points either side of an equal split.`,
    `The band is this product's modelling assumption, not a figure taken from a statute or a reported case.`,
    citation ? `Division rule relied on: ${citation}.` : range.source,
  ].join(" ");
}

/** The notes whose sentence an estimate's reason says already, naming the state: the panel shows the reason. */
export const NOTES_SAID_BY_ESTIMATES: ReadonlySet<SimulationNote> = new Set([
  "EQUITABLE_ESTIMATE",
  "SUPPORT_PROTECTED_BY_STATE",
  "SUPPORT_NEEDS_COUNSEL",
  "SUPPORT_AMOUNT_BY_COURT",
]);

/** What the screen says beside the figures, one text per note of the simulation, in the reader's voice. */
export function noteText(
  note: SimulationNote,
  range: { lowPercent: number; highPercent: number } | null = null,
  voice: SimulationVoice = "couple",
): string {
  const couple = voice === "couple";
  const low = range?.lowPercent ?? 40;
  const high = range?.highPercent ?? 60;
  switch (note) {
    case "EQUITABLE_ESTIMATE":
      return couple
        ? `Your state's courts divide what you share "equitably": a court weighs each case. The state's-law figures are an estimate, from ${low}% to ${high}% of what you share for each of you.`
        : `The state's courts divide what the couple shares "equitably": a court weighs each case. The state's-law figures are an estimate, from ${low}% to ${high}% of what they share for each partner.`;
    case "SOME_ITEMS_SHARED_NOT_MODELLED":
      return couple
        ? "You chose to share some specific things you owned before the wedding; the figures can't tell which, so they show everything from before as kept separately."
        : "The couple chose to share some specific things they owned before the wedding; the figures can't tell which, so they show everything from before as kept separately.";
    case "FUTURE_HOME_NOT_MODELLED":
      return couple
        ? "The home you plan to buy together isn't in your disclosure yet, so it isn't in the figures."
        : "The home the couple plans to buy together isn't in their disclosure yet, so it isn't in the figures.";
    case "PAYDOWN_CREDIT_NOT_MODELLED":
      return "The credit for shared mortgage payments isn't in the figures: the home is shown as its owner's.";
    case "SUPPORT_PROTECTED_BY_STATE":
      return couple
        ? "Your state doesn't let a prenup waive or limit spousal support, so support is left to its law in both columns."
        : "The state doesn't let a prenup waive or limit spousal support, so support is left to its law in both columns.";
    case "SUPPORT_NEEDS_COUNSEL":
      return couple
        ? "In California a spousal support term binds a spouse only if they had their own attorney when signing; one of you has none on record, so support is left to a court in both columns."
        : "In California a spousal support term binds a spouse only if they had their own attorney when signing; one partner has none on record, so support is left to a court in both columns.";
    case "SUPPORT_AMOUNT_BY_COURT":
      return couple
        ? "Your agreement fixes how long support lasts; a court decides the amount."
        : "Their agreement fixes how long support lasts; a court decides the amount.";
    case "ANSWERS_DIFFER":
      return couple
        ? "You and your partner answered some of these questions differently; until you agree on Alignment, the figures use your state's usual rules for them."
        : "The partners answered some of these questions differently; until they agree on Alignment, the figures use the state's usual rules for them.";
  }
}
