type Node<R> = { next: WeakMap<object, Node<R>>; done: boolean; result: R | undefined };

const NULL_KEY = {};
const nodeOf = <R>(): Node<R> => ({ next: new WeakMap(), done: false, result: undefined });

/**
 * A pure function of objects, kept per identity of its arguments: for facts derived again and again
 * from the same immutable values (a couple's assessments, which the server keeps between two answer
 * writes). Entries sit in WeakMaps, so they go with their arguments; `null` is an argument of its own.
 * Return values are shared between callers: return frozen ones.
 */
export function memoizedByIdentity<Args extends readonly (object | null)[], R>(
  compute: (...args: Args) => R,
): (...args: Args) => R {
  const root = nodeOf<R>();
  return (...args) => {
    let node = root;
    for (const arg of args) {
      const key = arg ?? NULL_KEY;
      let next = node.next.get(key);
      if (!next) {
        next = nodeOf<R>();
        node.next.set(key, next);
      }
      node = next;
    }
    if (!node.done) {
      node.result = compute(...args);
      node.done = true;
    }
    return node.result as R;
  };
}
