/**
 * Explainer videos shown beside sections, groups and the state picker. They are recorded by our
 * own legal team; the links point at the product's video channel (see the report: the recordings
 * must be uploaded under these addresses before launch).
 */
import { COMMUNITY_PROPERTY_STATE_IDS } from "./states.ts";

const CHANNEL = "https://www.youtube.com/@prenup-platform";
const AUTHOR = "Morgan Ellis, family law attorney";

export const videos = [
  {
    key: "video_state_welcome",
    title: "Why your state matters",
    author: AUTHOR,
    youtubeLink: `${CHANNEL}/why-your-state-matters`,
    location: "background_information",
    stateIds: [],
  },
  {
    key: "video_state_welcome_california",
    title: "Prenups in California: the 7-day rule and counsel",
    author: AUTHOR,
    youtubeLink: `${CHANNEL}/california-prenups`,
    location: "background_information",
    stateIds: ["CA"],
  },
  {
    key: "video_why_independent_counsel",
    title: "Do we each need our own lawyer?",
    author: AUTHOR,
    youtubeLink: `${CHANNEL}/independent-counsel`,
    location: "legal_counsel",
    stateIds: [],
  },
  {
    key: "video_full_disclosure",
    title: "Full financial disclosure, step by step",
    author: "Priya Raman, family law attorney",
    youtubeLink: `${CHANNEL}/financial-disclosure`,
    location: "signing_and_disclosure",
    stateIds: [],
  },
  {
    key: "video_prenup_basics",
    title: "What a prenup can and can't do",
    author: AUTHOR,
    youtubeLink: `${CHANNEL}/prenup-basics`,
    location: "relationship",
    stateIds: [],
  },
  {
    key: "video_separate_vs_marital",
    title: "Separate property versus shared property",
    author: AUTHOR,
    youtubeLink: `${CHANNEL}/separate-vs-shared`,
    location: "premarital_assets",
    stateIds: [],
  },
  {
    key: "video_community_vs_equitable",
    title: "Community property and equitable distribution explained",
    author: "Priya Raman, family law attorney",
    youtubeLink: `${CHANNEL}/community-vs-equitable`,
    location: "shared_property_rules",
    stateIds: [],
  },
  {
    key: "video_community_property_states",
    title: "Living in a community property state",
    author: AUTHOR,
    youtubeLink: `${CHANNEL}/community-property-states`,
    location: "shared_property_rules",
    stateIds: [...COMMUNITY_PROPERTY_STATE_IDS],
  },
  {
    key: "video_protecting_a_business",
    title: "Protecting a business in a prenup",
    author: AUTHOR,
    youtubeLink: `${CHANNEL}/protecting-a-business`,
    location: "business",
    stateIds: [],
  },
  {
    key: "video_spousal_support",
    title: "Spousal support: waive it, limit it, or leave it?",
    author: AUTHOR,
    youtubeLink: `${CHANNEL}/spousal-support`,
    location: "support",
    stateIds: [],
  },
  {
    key: "video_estate_rights",
    title: "Your prenup, your will and your spouse's rights",
    author: "Priya Raman, family law attorney",
    youtubeLink: `${CHANNEL}/estate-rights`,
    location: "estate",
    stateIds: [],
  },
];
