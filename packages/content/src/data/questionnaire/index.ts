import { buildSection } from "./builders.ts";
import { aboutYouTwo, backgroundInformation, understanding } from "./getting-started.ts";
import { debtsAndTaxes, maritalProperty, separateProperty } from "./property.ts";
import { deathAndEstate, maritalHome, optionalClauses, retirementAndBusiness, spousalSupport } from "./planning.ts";

/** Sections in the order the couple meets them; background_information comes first. */
export const questionnaireData = [
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
].map((section, order) => buildSection(section, order));
