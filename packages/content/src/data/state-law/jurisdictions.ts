/**
 * The jurisdictions' names and how each styles itself ("the Commonwealth of Virginia").
 */
import type { OfficialStyle, StateAbbreviation } from "@prenup/domain";
import { dimension, type Dimension, type Unverified } from "./cells.ts";

export const STATE_NAMES: Record<StateAbbreviation, string> = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
};

const commonwealth = (constitution: string): Unverified<OfficialStyle> => ({
  value: "Commonwealth",
  confirmed: false,
  citation: `${constitution} styles the state a Commonwealth (shared jurisdictions reference; the constitution's text not read)`,
});

export const officialStyle: Dimension<OfficialStyle> = dimension("officialStyle", {}, () => ({
  value: "State",
  confirmed: false,
  citation:
    'the state\'s own style (shared jurisdictions reference: "State" for every state but the four commonwealths and DC)',
}));
