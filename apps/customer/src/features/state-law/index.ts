/** The law behind a state's agreement (/law/:stateId), open without signing in. */
export { StateLawPage } from "./state-law-page.tsx";
