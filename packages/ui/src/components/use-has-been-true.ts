import { useState } from "react";

/**
 * True from the first render in which `value` is true, for good: a popup loaded on its first
 * opening stays mounted afterwards, so its closing animation plays and reopening is instant.
 */
export function useHasBeenTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
