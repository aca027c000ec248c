// The native TypeScript compiler of the catalog's `typescript-native`, run with this Node.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** The compiler's entry script (run it as `node <compiler> …`). */
export const compiler = join(
  dirname(createRequire(join(root, "package.json")).resolve("typescript-native/package.json")),
  "bin",
  "tsc",
);
