/**
 * The law each jurisdiction's premarital agreement is made under, with its current citation (the
 * agreement's governing-law clause prints `reference`). Where a state has no premarital agreement
 * statute its courts enforce these agreements under the common law; the reference names the law in
 * words and, where known, the leading case or code section.
 */
import type { GoverningAct, GoverningActKind } from "@prenup/domain";
import { dimension, type Dimension, type Unverified } from "./cells.ts";

const NOT_READ = "named as practitioners and the shared jurisdictions reference cite it; the enacted text was not read";

function act(kind: GoverningActKind, reference: string, citation = NOT_READ): Unverified<GoverningAct> {
  return { value: { kind, reference }, confirmed: false, citation };
}

export const governingAct: Dimension<GoverningAct> = dimension(
  "governingAct",
  {
    // The Alaska Community Property Act is cited by the opt-in clause itself, only when the couple opts in.
    IA: act("UPAA", "the Iowa Uniform Premarital Agreement Act, Iowa Code § 596.1 et seq."),
    // Recodified from Title 30, Chapter 8 (§ 30-8-1 et seq.) into Title 81 with effect from 1 September 2024.
    // RCW 26.16.120 governs community property agreements between spouses taking effect at death, not prenups.
    // § 766.58 comes from the Uniform Marital Property Act, not the Uniform Premarital Agreement Act.
  },
  (stateId) => {
    throw new Error(`no governing act for ${stateId}`);
  },
);

/** The agreement is made under one of the uniform premarital agreement acts (the document is then titled "Premarital Agreement"). */
export function isUniformPremaritalAct(kind: GoverningActKind): boolean {
  return kind === "UPAA" || kind === "UPMAA";
}
