import type { FilesContext } from "./files.context.ts";

/** Removes bytes written for a transaction that then failed. */
export async function discardBytes(ctx: FilesContext, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => ctx.storage.delete(key)));
}
