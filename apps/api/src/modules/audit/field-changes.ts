/**
 * An edit as the audit trail records it: the fields whose value the edit changes (one given and
 * different from the stored one), and their values before and after.
 */
export function changedFields<T extends object>(changes: Partial<T>, current: T): (keyof T)[] {
  return (Object.keys(changes) as (keyof T)[]).filter(
    (key) => changes[key] !== undefined && changes[key] !== current[key],
  );
}

/** The audit row's `before` and `after`: only the changed fields. */
export function fieldChanges<T extends object>(
  keys: readonly (keyof T)[],
  before: T,
  after: T,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}
