/** The outcome simulator's refusal messages. */
export const SIMULATION_MESSAGES = {
  noState: "Choose your state first: the simulator compares your agreement with your state's law.",
} as const;
