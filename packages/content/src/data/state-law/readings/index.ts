/**
 * Every jurisdiction's readings (one file each, named by its id): the cells of the state-law matrix
 * read in that state's own statutes and cases. The dimension files fall back to their unverified
 * values for the cells not read here (cells.ts).
 */
import type { StateAbbreviation } from "@prenup/domain";
import type { StateReadings } from "./reading.ts";
import { AL } from "./al.ts";
import { AK } from "./ak.ts";
import { AZ } from "./az.ts";
import { AR } from "./ar.ts";
import { CA } from "./ca.ts";
import { CO } from "./co.ts";
import { CT } from "./ct.ts";
import { DE } from "./de.ts";
import { DC } from "./dc.ts";
import { FL } from "./fl.ts";
import { GA } from "./ga.ts";
import { HI } from "./hi.ts";
import { ID } from "./id.ts";
import { IL } from "./il.ts";
import { IN } from "./in.ts";
import { IA } from "./ia.ts";
import { KS } from "./ks.ts";
import { KY } from "./ky.ts";
import { LA } from "./la.ts";
import { ME } from "./me.ts";
import { MD } from "./md.ts";
import { MA } from "./ma.ts";
import { MI } from "./mi.ts";
import { MN } from "./mn.ts";
import { MS } from "./ms.ts";
import { MO } from "./mo.ts";
import { MT } from "./mt.ts";
import { NE } from "./ne.ts";
import { NV } from "./nv.ts";
import { NH } from "./nh.ts";
import { NJ } from "./nj.ts";
import { NM } from "./nm.ts";
import { NY } from "./ny.ts";
import { NC } from "./nc.ts";
import { ND } from "./nd.ts";
import { OH } from "./oh.ts";
import { OK } from "./ok.ts";
import { OR } from "./or.ts";
import { PA } from "./pa.ts";
import { RI } from "./ri.ts";
import { SC } from "./sc.ts";
import { SD } from "./sd.ts";
import { TN } from "./tn.ts";
import { TX } from "./tx.ts";
import { UT } from "./ut.ts";
import { VT } from "./vt.ts";
import { VA } from "./va.ts";
import { WA } from "./wa.ts";
import { WV } from "./wv.ts";
import { WI } from "./wi.ts";
import { WY } from "./wy.ts";

export type { Read, ReadDimension, ReadValue, StateReadings } from "./reading.ts";

export const readings: Record<StateAbbreviation, StateReadings> = {
  AL,
  AK,
  AZ,
  AR,
  CA,
  CO,
  CT,
  DE,
  DC,
  FL,
  GA,
  HI,
  ID,
  IL,
  IN,
  IA,
  KS,
  KY,
  LA,
  ME,
  MD,
  MA,
  MI,
  MN,
  MS,
  MO,
  MT,
  NE,
  NV,
  NH,
  NJ,
  NM,
  NY,
  NC,
  ND,
  OH,
  OK,
  OR,
  PA,
  RI,
  SC,
  SD,
  TN,
  TX,
  UT,
  VT,
  VA,
  WA,
  WV,
  WI,
  WY,
};
