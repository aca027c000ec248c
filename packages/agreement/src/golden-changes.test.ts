/**
 * Golden texts of the documents that change a signed agreement during the marriage, in each of the
 * 51 jurisdictions: for the fixture couple's standard agreement, an amendment after an inheritance
 * (the gifts-and-inheritances section amended, a section added after the last of its article) and a
 * revocation, each decided by `maritalAgreementEligibility` for the state on a fixed day and signed
 * with the state's own formalities. Where the state refuses the change or sends it to court, the
 * file says so in one line instead of a document. Update them after a deliberate change with
 * `UPDATE_GOLDEN=1 npx vitest run src/golden-changes.test.ts`.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { documentTemplateStates, stateLawOf, states, termsForState } from "@prenup/content";
import {
  maritalAgreementEligibility,
  type MaritalAgreementDecision,
  type MaritalAgreementKind,
  type StateLawRow,
} from "@prenup/domain";
import { describe, expect, it } from "vitest";
import {
  buildAmendmentModel,
  buildRevocationModel,
  pendingAttorneyInserts,
  type AgreementChangeDocumentInput,
} from "./agreement-changes.ts";
import { modelText } from "./build-model.ts";
import { fixtureRecord } from "./fixtures.ts";
import { executionFormalities } from "./formalities.ts";
import { variantAgreement } from "./golden/standard-answers.ts";
import type { AgreementModel, ModelArticle } from "./model.ts";

const UPDATE = process.env.UPDATE_GOLDEN === "1";

/** The day the couple asks (married since June 2027). */
const TODAY = "2029-03-14";
const ORIGINAL_SIGNED_ON = "2027-06-01";
const GENERATED_AT = "2029-03-14T12:00:00.000Z";
/** The clause the amendment changes: gifts and inheritances stay the recipient's (in every jurisdiction's standard agreement). */
const CHANGED_CLAUSE_KEY = "sp_inheritances_recipient";

function articleWith(model: AgreementModel, key: string): ModelArticle {
  for (const part of model.parts)
    if (part.type === "article" && part.article.clauses.some((clause) => clause.key === key)) return part.article;
  throw new Error(`the standard agreement has no clause ${key}`);
}

function decisionLine(decision: MaritalAgreementDecision): string | null {
  switch (decision.outcome) {
    case "BLOCKED":
      return `Not available (BLOCKED): ${decision.reason}`;
    case "COURT_PETITION":
      return `Not available without a court (COURT_PETITION): ${decision.checklist.join(" ")}`;
    case "PREMARITAL_REGENERATION":
      return "Not available (PREMARITAL_REGENERATION): the couple is not married.";
    case "ALLOWED":
      return null;
  }
}

function documentText(model: AgreementModel): string {
  const pending = pendingAttorneyInserts(model);
  return [
    modelText(model),
    ...(pending.length > 0 ? [`(${pending.length} attorney insert(s) pending: the document stays a draft)`] : []),
  ].join("\n");
}

function goldenText(stateId: string): string {
  const state = states.find((candidate) => candidate.abbreviation === stateId);
  const templateState = documentTemplateStates.find((candidate) => candidate.stateId === stateId);
  const row: StateLawRow | null = stateLawOf(stateId);
  if (!state || !templateState || !row) throw new Error(`no state ${stateId}`);
  const terms = termsForState(stateId);
  const standard = variantAgreement(stateId, { A: {} }, { record: null }).model;
  const article = articleWith(standard, CHANGED_CLAUSE_KEY);
  const changed = article.clauses.find((clause) => clause.key === CHANGED_CLAUSE_KEY);
  if (!changed?.label) throw new Error(`${stateId}: the clause ${CHANGED_CLAUSE_KEY} has no label`);
  const recordHash = fixtureRecord("00000000-0000-4000-8000-000000000001").at(-1)?.hash ?? "";

  const decide = (kind: MaritalAgreementKind) =>
    maritalAgreementEligibility(row, {
      kind,
      married: true,
      today: TODAY,
      convertsSeparateProperty: false,
      waivesDeathRights: false,
    });
  const common = (decision: MaritalAgreementDecision): AgreementChangeDocumentInput => ({
    original: { title: templateState.termForDocument, signedOn: ORIGINAL_SIGNED_ON, recordHash, stateName: row.name },
    parties: standard.parties,
    state: row,
    decision,
    formalities: executionFormalities({
      stateAbbreviation: stateId,
      witnessRequired: templateState.witnessRequired,
      waivesRightsAtDeath: false,
    }),
    stateStyle: terms.state_style ?? row.name,
    venueLine: terms.venue_line ?? "",
    generatedAt: GENERATED_AT,
    draft: false,
  });
  const lawLine = (decision: MaritalAgreementDecision) =>
    decision.outcome === "PREMARITAL_REGENERATION"
      ? ""
      : `Law: ${decision.source.citation} (${decision.source.confidence})`;

  const amendmentDecision = decide("AMENDMENT");
  const amendment =
    decisionLine(amendmentDecision) ??
    documentText(
      buildAmendmentModel({
        ...common(amendmentDecision),
        number: 1,
        changes: [
          {
            label: changed.label,
            title: changed.title,
            oldText: changed.text,
            newText:
              "Gifts and inheritances that a Party receives during the marriage from anyone other than the other Party are that Party's Separate Property, together with the income they produce, any increase in their value, and anything bought with them or their proceeds.",
            reason: "INHERITANCE",
            note: "Avery inherited a cabin from Avery's grandmother in 2028",
          },
          {
            label: `${article.number}.${article.clauses.length + 1}`,
            title: null,
            oldText: null,
            newText:
              "The cabin at 40 Lake Road, Asheville, North Carolina, which Avery inherited from Avery's grandmother, is Avery's Separate Property, even if the Parties use it together as a family home. Avery alone decides whether to keep, rent, sell or mortgage it.",
            reason: "INHERITANCE",
          },
        ],
      }),
    );
  const revocationDecision = decide("REVOCATION");
  const revocation = decisionLine(revocationDecision) ?? documentText(buildRevocationModel(common(revocationDecision)));
  return [
    `=== ${stateId}: Amendment No. 1 of the fixture couple's standard agreement (an inheritance: one section amended, one added) ===`,
    lawLine(amendmentDecision),
    amendment,
    "",
    `=== ${stateId}: Revocation of the fixture couple's standard agreement ===`,
    lawLine(revocationDecision),
    revocation,
    "",
  ].join("\n");
}

describe("golden texts of the amendment and the revocation", () => {
  for (const state of states) {
    it(`${state.abbreviation}: the amendment and the revocation read as their golden text`, () => {
      const file = new URL(`./golden/changes/${state.abbreviation}.txt`, import.meta.url);
      const text = goldenText(state.abbreviation);
      if (UPDATE) {
        mkdirSync(new URL("./golden/changes/", import.meta.url), { recursive: true });
        writeFileSync(file, text);
      }
      let golden: string;
      try {
        golden = readFileSync(file, "utf8");
      } catch {
        throw new Error(
          `no golden text for ${state.abbreviation}: run UPDATE_GOLDEN=1 npx vitest run src/golden-changes.test.ts`,
        );
      }
      expect(text).toBe(golden);
    });
  }
});
