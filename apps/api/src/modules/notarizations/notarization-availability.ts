import { signingInstructions, witnessesAtSigning } from "@prenup/agreement";
import { finalReviewDaysFor, signerLocationRuleOf } from "@prenup/content/runtime";
import {
  fullName,
  isDocumentParty,
  notarizationStartProblem,
  notarySignerRoles,
  REFLECTION_MESSAGES,
  signerLocationProblem,
  signerLocationQuestionOf,
  signingDayOf,
  signingWindowText,
  type NotarizationMode,
  type NotarizationProblem,
} from "@prenup/domain";
import type { NotarizationsContext, NotaryActor } from "./notarizations.context.ts";
import { standingOn, windowOf, type Facts } from "./notarization-steps.ts";

/**
 * How this agreement is signed: the agreement module's execution formalities of the document (the
 * state's rules, the template state's witnesses, Florida's witnesses for a waiver of rights at
 * death), so the session, the in-person instructions and the checks follow the signature page.
 */
export async function formalitiesOf(ctx: NotarizationsContext, facts: Facts) {
  const formalities = await ctx.agreement.executionFormalitiesOf(facts.id);
  const onlineAllowed = Boolean(facts.state?.allowsOnlineNotary) && (formalities?.remoteNotarizationAllowed ?? false);
  return {
    onlineAllowed,
    witnessesRequired: formalities ? witnessesAtSigning(formalities) : 0,
    instructions: formalities ? signingInstructions(formalities) : [],
  };
}

/**
 * The online session's signers with their answers to their state's signer-location question
 * (`signerLocationRuleOf`, from the state-law matrix), and what the domain's
 * `signerLocationProblem` makes of them. `signerLocation` is null where the agreement's state asks
 * nothing: no question is shown and no answer is required.
 */
export function signerLocationsOf(facts: Facts, actor: NotaryActor) {
  const rule = signerLocationRuleOf(facts.state?.abbreviation);
  const asked = rule ? signerLocationQuestionOf(rule) : null;
  if (!rule || !asked) return { signerLocation: null, problem: null };
  const answers = new Map(facts.signerLocations.map((answer) => [answer.userId, answer.inState]));
  const people = {
    USER_A: [facts.userAId, facts.userA],
    USER_B: [facts.userBId, facts.userB],
    ATTORNEY_A: [facts.attorneyAId, facts.attorneyA],
    ATTORNEY_B: [facts.attorneyBId, facts.attorneyB],
  } as const;
  const signers = notarySignerRoles(facts).map((role) => {
    const [userId, who] = people[role];
    return {
      role,
      name: who ? fullName(who) || who.email : null,
      inState: userId ? (answers.get(userId) ?? null) : null,
      isYou: userId === actor.id,
    };
  });
  const problem = signerLocationProblem({ signers, rule });
  return { signerLocation: { stateName: rule.stateName, ...asked, signers }, problem };
}

/**
 * The availability as the caller sees it: their own standing (a partner's attorney is theirs to
 * book), else partner A's.
 */
export async function availabilityOf(
  ctx: NotarizationsContext,
  facts: Facts,
  actor: NotaryActor,
  mode?: NotarizationMode,
) {
  const viewer = isDocumentParty(facts, actor.id) ? actor.id : facts.userAId;
  const [standing, { onlineAllowed, witnessesRequired, instructions }] = await Promise.all([
    standingOn(ctx, facts, viewer),
    formalitiesOf(ctx, facts),
  ]);
  const window = windowOf(facts, standing);
  const offered: NotarizationMode = mode ?? (onlineAllowed ? "ONLINE" : "PROOF");
  const { problem: locationProblem, signerLocation } = signerLocationsOf(facts, actor);
  const problem: NotarizationProblem | null = notarizationStartProblem({
    mode: offered,
    blocker: standing.notarization.blocker,
    partnerJoined: standing.partnerJoined,
    signingCutoff: standing.notarization.signingCutoff,
    reviewWait: {
      mustWait: standing.notarization.waitUntil !== null,
      waitUntil: standing.notarization.waitUntil,
      days: finalReviewDaysFor(facts.state?.abbreviation, facts.kind),
      stateName: facts.state?.name ?? null,
      stateAbbreviation: facts.state?.abbreviation ?? null,
    },
    awaitingFinalization: standing.notarization.awaitingFinalization,
    notarizationComplete: facts.live?.notarizationCompletedAt != null,
    notarizationOpen: facts.live !== null,
    onlineAllowed,
    notaryBlockText: facts.state?.notaryBlockText ?? null,
    signerLocation: locationProblem,
  });
  return {
    mode: offered,
    onlineAllowed,
    notaryBlockText: onlineAllowed ? null : (facts.state?.notaryBlockText ?? null),
    witnessesRequired,
    instructions,
    signingWindow: {
      ...window,
      text: signingWindowText(window),
      today: signingDayOf(ctx.clock.now(), facts.state?.abbreviation),
    },
    canStart: problem === null,
    problem,
    signerLocation,
    reflection: reflectionOf(standing.notarization.reflection, facts.state?.name ?? null),
  };
}

/** The recommended days to consider the final text (the standing's), with what the page says about them. */
function reflectionOf(
  advice: Awaited<ReturnType<typeof standingOn>>["notarization"]["reflection"],
  stateName: string | null,
) {
  if (!advice) return null;
  const untilDay = advice.until ? advice.until.toISOString().slice(0, 10) : null;
  return {
    days: advice.days,
    since: advice.since?.toISOString() ?? null,
    until: advice.until?.toISOString() ?? null,
    early: advice.early,
    title: REFLECTION_MESSAGES.title,
    message: REFLECTION_MESSAGES.advice(stateName, advice.days, untilDay),
    confirmLabel: REFLECTION_MESSAGES.confirm(advice.days),
  };
}
