/** The outcome simulator's panel (its own entry: it brings the chart library, loaded only by the pages that show it). */
export { OutcomeSimulationPanel, type OutcomeSimulationPanelProps } from "./outcome-simulation-panel.tsx";
export * from "./outcome-simulation-texts.ts";
