/**
 * Tracked changes of the agreement (its own entry: it brings the word diff, loaded only by the
 * pages that show changes: the editor and the couple's review page).
 */
export * from "./track-changes.ts";
export * from "./track-agreement.ts";
export * from "./use-agreement-versions.ts";
export { AgreementChanges, ChangeNote, TrackedText, REDLINE_TEXTS, changeWho } from "./redline.tsx";
