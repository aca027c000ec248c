/**
 * Per-state settings of the United States document template: the document's name, the statute it
 * is made under, and whether witnesses sign.
 *
 * termForDocument policy: states that enacted the Uniform Premarital Agreement Act or the Uniform
 * Premarital and Marital Agreements Act call the document a "Premarital Agreement", as their
 * statutes do; every other state keeps the product default "Prenuptial Agreement".
 *
 * witnessRequired: where the execution formalities (execution-formalities.ts) ask for witnesses to
 * the agreement itself: Georgia (two, one of them the notary), Minnesota (two and a notary) and
 * Louisiana (we prepare the agreement as an authentic act, notary plus two witnesses, the form that
 * leaves no doubt about execution before the wedding; a duly acknowledged private signature would
 * also do). An admin may set it elsewhere; the formalities then add two witness lines.
 *
 * Statutes: where a state has no premarital-agreement statute, its courts enforce these agreements
 * under common law; the reference names the law in words and, where we are confident, the leading
 * case or code section. Entries marked "unconfirmed" below should be checked by counsel.
 */
import { witnessStateIds } from "./execution-formalities.ts";
import { ALL_STATE_IDS } from "./states.ts";

export const DOCUMENT_TEMPLATE_KEY = "us_prenuptial_agreement";

export const documentTemplate = {
  key: DOCUMENT_TEMPLATE_KEY,
  type: "PRENUP",
  description: "Prenuptial agreement for a couple marrying in the United States, adapted to the state whose law governs it.",
  countryKey: "united_states",
};

const UNIFORM_ACT_STATES = new Set([
  "AZ", "AR", "CA", "CT", "DE", "DC", "FL", "HI", "ID", "IL", "IN", "IA", "KS", "ME", "MT", "NE", "NV", "NJ", "NM",
  "NC", "OR", "RI", "SD", "TX", "UT", "VA", "WI", "CO", "ND",
]);

export const WITNESS_STATE_IDS = witnessStateIds;

export const STATUTES: Record<string, string> = {
  AL: "the common law of Alabama governing antenuptial agreements, and Ala. Code § 43-8-72 (waiver of spousal rights at death)", // unconfirmed
  // The Alaska Community Property Act is cited by the opt-in clause itself, only when the couple opts in.
  AK: "the common law of Alaska governing premarital agreements", // unconfirmed
  AZ: "the Arizona Uniform Premarital Agreement Act, A.R.S. § 25-201 et seq.",
  AR: "the Arkansas Premarital Agreement Act, Ark. Code Ann. § 9-11-401 et seq.",
  CA: "the California Uniform Premarital Agreement Act, California Family Code § 1600 et seq.",
  CO: "the Colorado Uniform Premarital and Marital Agreements Act, C.R.S. § 14-2-301 et seq.",
  CT: "the Connecticut Premarital Agreement Act, Conn. Gen. Stat. § 46b-36a et seq.",
  DE: "the Delaware Uniform Premarital Agreement Act, Del. Code Ann. tit. 13, § 321 et seq.",
  DC: "the District of Columbia Uniform Premarital Agreement Act, D.C. Code § 46-501 et seq.",
  FL: "the Florida Uniform Premarital Agreement Act, Fla. Stat. § 61.079",
  GA: "Georgia law on antenuptial agreements, O.C.G.A. § 19-3-60 et seq.",
  HI: "the Hawaii Uniform Premarital Agreement Act, Haw. Rev. Stat. § 572D-1 et seq.",
  ID: "the Idaho Uniform Premarital Agreement Act, Idaho Code § 32-921 et seq.",
  IL: "the Illinois Uniform Premarital Agreement Act, 750 ILCS 10/1 et seq.",
  IN: "the Indiana Uniform Premarital Agreement Act, Ind. Code § 31-11-3-1 et seq.",
  IA: "the Iowa Uniform Premarital Agreement Act, Iowa Code § 596.1 et seq.",
  KS: "the Kansas Uniform Premarital Agreement Act, Kan. Stat. Ann. § 23-2401 et seq.",
  KY: "the common law of Kentucky governing antenuptial agreements (Gentry v. Gentry, 798 S.W.2d 928 (Ky. 1990))",
  LA: "the Louisiana Civil Code on matrimonial agreements, La. Civ. Code arts. 2328 to 2333",
  ME: "the Maine Uniform Premarital Agreement Act, Me. Rev. Stat. tit. 19-A, § 601 et seq.",
  MD: "the common law of Maryland governing antenuptial agreements, and Md. Code, Est. & Trusts § 3-205", // unconfirmed
  MA: "Mass. Gen. Laws ch. 209, § 25 and the common law of Massachusetts governing antenuptial agreements",
  MI: "Mich. Comp. Laws § 557.28 and the common law of Michigan governing antenuptial agreements",
  MN: "Minnesota Statutes § 519.11",
  MS: "the common law of Mississippi governing prenuptial agreements", // unconfirmed
  MO: "Mo. Rev. Stat. § 451.220 and the common law of Missouri governing antenuptial agreements",
  MT: "the Montana Uniform Premarital Agreement Act, Mont. Code Ann. § 40-2-601 et seq.",
  NE: "the Nebraska Uniform Premarital Agreement Act, Neb. Rev. Stat. § 42-1001 et seq.",
  NV: "the Nevada Uniform Premarital Agreement Act, Nev. Rev. Stat. § 123A.010 et seq.",
  NH: "N.H. Rev. Stat. Ann. § 460:2-a",
  NJ: "the New Jersey Uniform Premarital and Pre-Civil Union Agreement Act, N.J. Stat. Ann. § 37:2-31 et seq.",
  NM: "the New Mexico Uniform Premarital Agreement Act, N.M. Stat. Ann. § 40-3A-1 et seq.",
  NY: "New York Domestic Relations Law § 236(B)(3)",
  NC: "the North Carolina Uniform Premarital Agreement Act, N.C. Gen. Stat. § 52B-1 et seq.",
  ND: "the North Dakota Uniform Premarital and Marital Agreements Act, N.D. Cent. Code § 14-03.2-01 et seq.",
  OH: "the common law of Ohio governing antenuptial agreements (Gross v. Gross, 11 Ohio St.3d 99 (1984))",
  OK: "the common law of Oklahoma governing antenuptial agreements", // unconfirmed
  OR: "the Oregon Uniform Premarital Agreement Act, Or. Rev. Stat. § 108.700 et seq.",
  PA: "23 Pa.C.S. § 3106",
  RI: "the Rhode Island Uniform Premarital Agreement Act, R.I. Gen. Laws § 15-17-1 et seq.",
  SC: "the common law of South Carolina governing prenuptial agreements", // unconfirmed
  SD: "the South Dakota Uniform Premarital Agreement Act, S.D. Codified Laws § 25-2-16 et seq.",
  TN: "Tenn. Code Ann. § 36-3-501",
  TX: "the Texas Uniform Premarital Agreement Act, Tex. Fam. Code § 4.001 et seq.",
  UT: "the Utah Uniform Premarital Agreement Act, Utah Code Ann. § 30-8-1 et seq.",
  VT: "the common law of Vermont governing prenuptial agreements", // unconfirmed
  VA: "the Virginia Premarital Agreement Act, Va. Code Ann. § 20-147 et seq.",
  // RCW 26.16.120 governs community property agreements between spouses taking effect at death, not prenups.
  WA: "the common law of Washington governing prenuptial agreements (In re Marriage of Bernard, 165 Wn.2d 895 (2009))",
  WV: "the common law of West Virginia governing prenuptial agreements", // unconfirmed
  WI: "Wis. Stat. § 766.58 (marital property agreements)",
  WY: "the common law of Wyoming governing premarital agreements", // unconfirmed
};

export const documentTemplateStates = ALL_STATE_IDS.map((stateId) => ({
  documentTemplateKey: DOCUMENT_TEMPLATE_KEY,
  stateId,
  termForDocument: UNIFORM_ACT_STATES.has(stateId) ? ("Premarital Agreement" as const) : ("Prenuptial Agreement" as const),
  statute: STATUTES[stateId] ?? "",
  witnessRequired: WITNESS_STATE_IDS.includes(stateId),
}));
