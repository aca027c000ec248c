/**
 * The law each jurisdiction's premarital agreement is made under, with its current citation (the
 * agreement's governing-law clause prints `reference`). Where a state has no premarital agreement
 * statute its courts enforce these agreements under the common law; the reference names the law in
 * words and, where known, the leading case or code section.
 */
import type { GoverningAct, GoverningActKind, Sourced } from "@prenup/domain";
import type { Dimension } from "./cells.ts";

const NOT_READ = "named as practitioners and the shared jurisdictions reference cite it; the enacted text was not read";

function act(kind: GoverningActKind, reference: string, citation = NOT_READ, confirmed = false): Sourced<GoverningAct> {
  return { value: { kind, reference }, confirmed, citation };
}

export const governingAct: Dimension<GoverningAct> = {
  AL: act(
    "COMMON_LAW",
    "the common law of Alabama governing antenuptial agreements, and Ala. Code § 43-8-72 (waiver of spousal rights at death)",
  ),
  // The Alaska Community Property Act is cited by the opt-in clause itself, only when the couple opts in.
  AK: act("COMMON_LAW", "the common law of Alaska governing premarital agreements"),
  AZ: act("UPAA", "the Arizona Uniform Premarital Agreement Act, A.R.S. § 25-201 et seq."),
  AR: act("UPAA", "the Arkansas Premarital Agreement Act, Ark. Code Ann. § 9-11-401 et seq."),
  CA: act("UPAA", "the California Uniform Premarital Agreement Act, California Family Code § 1600 et seq."),
  CO: act(
    "UPMAA",
    "the Colorado Uniform Premarital and Marital Agreements Act, C.R.S. § 14-2-301 et seq.",
    "C.R.S. § 14-2-301 et seq. (H.B. 13-1204, in force 1 July 2014); § 14-2-309 read in the statute's text as reproduced by colorado.public.law, not on the official site",
  ),
  CT: act("UPAA", "the Connecticut Premarital Agreement Act, Conn. Gen. Stat. § 46b-36a et seq."),
  DE: act("UPAA", "the Delaware Uniform Premarital Agreement Act, Del. Code Ann. tit. 13, § 321 et seq."),
  DC: act("UPAA", "the District of Columbia Uniform Premarital Agreement Act, D.C. Code § 46-501 et seq."),
  FL: act("UPAA", "the Florida Uniform Premarital Agreement Act, Fla. Stat. § 61.079"),
  GA: act("STATE_STATUTE", "Georgia law on antenuptial agreements, O.C.G.A. § 19-3-60 et seq."),
  HI: act(
    "UPAA",
    "the Hawaii Uniform Premarital Agreement Act, Haw. Rev. Stat. § 572D-1 et seq.",
    "Haw. Rev. Stat. ch. 572D; § 572D-6 read in the text of the Hawaii Revised Statutes as republished (HACC17/BlueAndKrabby), not on the official site",
  ),
  ID: act("UPAA", "the Idaho Uniform Premarital Agreement Act, Idaho Code § 32-921 et seq."),
  IL: act("UPAA", "the Illinois Uniform Premarital Agreement Act, 750 ILCS 10/1 et seq."),
  IN: act("UPAA", "the Indiana Uniform Premarital Agreement Act, Ind. Code § 31-11-3-1 et seq."),
  IA: act("UPAA", "the Iowa Uniform Premarital Agreement Act, Iowa Code § 596.1 et seq."),
  KS: act("UPAA", "the Kansas Uniform Premarital Agreement Act, Kan. Stat. Ann. § 23-2401 et seq."),
  KY: act(
    "COMMON_LAW",
    "the common law of Kentucky governing antenuptial agreements (Gentry v. Gentry, 798 S.W.2d 928 (Ky. 1990))",
  ),
  LA: act("CIVIL_CODE", "the Louisiana Civil Code on matrimonial agreements, La. Civ. Code arts. 2328 to 2333"),
  ME: act("UPAA", "the Maine Uniform Premarital Agreement Act, Me. Rev. Stat. tit. 19-A, § 601 et seq."),
  MD: act(
    "COMMON_LAW",
    "the common law of Maryland governing antenuptial agreements, and Md. Code, Est. & Trusts § 3-205",
  ),
  MA: act(
    "STATE_STATUTE",
    "Mass. Gen. Laws ch. 209, § 25 and the common law of Massachusetts governing antenuptial agreements",
  ),
  MI: act("STATE_STATUTE", "Mich. Comp. Laws § 557.28 and the common law of Michigan governing antenuptial agreements"),
  MN: act("STATE_STATUTE", "Minnesota Statutes § 519.11"),
  MS: act("COMMON_LAW", "the common law of Mississippi governing prenuptial agreements"),
  MO: act("STATE_STATUTE", "Mo. Rev. Stat. § 451.220 and the common law of Missouri governing antenuptial agreements"),
  MT: act("UPAA", "the Montana Uniform Premarital Agreement Act, Mont. Code Ann. § 40-2-601 et seq."),
  NE: act("UPAA", "the Nebraska Uniform Premarital Agreement Act, Neb. Rev. Stat. § 42-1001 et seq."),
  NV: act("UPAA", "the Nevada Uniform Premarital Agreement Act, Nev. Rev. Stat. § 123A.010 et seq."),
  NH: act("STATE_STATUTE", "N.H. Rev. Stat. Ann. § 460:2-a"),
  NJ: act(
    "UPAA",
    "the New Jersey Uniform Premarital and Pre-Civil Union Agreement Act, N.J. Stat. Ann. § 37:2-31 et seq.",
    "N.J.S.A. 37:2-31 et seq.; § 37:2-38 read in the Rutgers New Jersey Statutes database (as amended by P.L.2013, c.72)",
    true,
  ),
  NM: act("UPAA", "the New Mexico Uniform Premarital Agreement Act, N.M. Stat. Ann. § 40-3A-1 et seq."),
  NY: act("STATE_STATUTE", "New York Domestic Relations Law § 236(B)(3)"),
  NC: act("UPAA", "the North Carolina Uniform Premarital Agreement Act, N.C. Gen. Stat. § 52B-1 et seq."),
  ND: act(
    "UPMAA",
    "the North Dakota Uniform Premarital and Marital Agreements Act, N.D. Cent. Code § 14-03.2-01 et seq.",
    "N.D.C.C. ch. 14-03.2; § 14-03.2-08 read in the statute's text as reproduced by casetext, not on the official site",
  ),
  OH: act(
    "COMMON_LAW",
    "the common law of Ohio governing antenuptial agreements (Gross v. Gross, 11 Ohio St.3d 99 (1984))",
  ),
  OK: act("COMMON_LAW", "the common law of Oklahoma governing antenuptial agreements"),
  OR: act("UPAA", "the Oregon Uniform Premarital Agreement Act, Or. Rev. Stat. § 108.700 et seq."),
  PA: act("STATE_STATUTE", "23 Pa.C.S. § 3106"),
  RI: act("UPAA", "the Rhode Island Uniform Premarital Agreement Act, R.I. Gen. Laws § 15-17-1 et seq."),
  SC: act("COMMON_LAW", "the common law of South Carolina governing prenuptial agreements"),
  SD: act("UPAA", "the South Dakota Uniform Premarital Agreement Act, S.D. Codified Laws § 25-2-16 et seq."),
  TN: act("STATE_STATUTE", "Tenn. Code Ann. § 36-3-501"),
  TX: act("UPAA", "the Texas Uniform Premarital Agreement Act, Tex. Fam. Code § 4.001 et seq."),
  // Recodified from Title 30, Chapter 8 (§ 30-8-1 et seq.) into Title 81 with effect from 1 September 2024.
  UT: act(
    "UPAA",
    "Utah's premarital agreement law, Utah Code § 81-3-201 et seq.",
    "Utah Code Title 81, Chapter 3, Part 2, §§ 81-3-201 to 81-3-208 (formerly § 30-8-1 et seq.), read in the text of Title 81 as published in September 2024 (mirrored in sccity/utcode); § 81-3-208: a uniform law",
    true,
  ),
  VT: act("COMMON_LAW", "the common law of Vermont governing prenuptial agreements"),
  VA: act("UPAA", "the Virginia Premarital Agreement Act, Va. Code Ann. § 20-147 et seq."),
  // RCW 26.16.120 governs community property agreements between spouses taking effect at death, not prenups.
  WA: act(
    "COMMON_LAW",
    "the common law of Washington governing prenuptial agreements (In re Marriage of Bernard, 165 Wn.2d 895 (2009))",
  ),
  WV: act("COMMON_LAW", "the common law of West Virginia governing prenuptial agreements"),
  // § 766.58 comes from the Uniform Marital Property Act, not the Uniform Premarital Agreement Act.
  WI: act(
    "UNIFORM_MARITAL_PROPERTY_ACT",
    "Wis. Stat. § 766.58 (marital property agreements)",
    "Wis. Stat. ch. 766, Wisconsin's Marital Property Act, based on the Uniform Marital Property Act (1983); § 766.58 governs marital property agreements, including those made before marriage. The enacted text was not read",
  ),
  WY: act("COMMON_LAW", "the common law of Wyoming governing premarital agreements"),
};

/** The agreement is made under one of the uniform premarital agreement acts (the document is then titled "Premarital Agreement"). */
export function isUniformPremaritalAct(kind: GoverningActKind): boolean {
  return kind === "UPAA" || kind === "UPMAA";
}
