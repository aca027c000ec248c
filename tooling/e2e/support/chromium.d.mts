/** The browser the journeys run in, or undefined when none is installed (see chromium.mjs). */
export function journeyChromium(): string | undefined;
