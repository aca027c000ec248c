import { mkdir, readFile, rm, writeFile, rename } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { randomUUID } from "node:crypto";
import { assertStorageKey, FileStorageError, type FileStorage } from "./file-port.ts";

/**
 * The embedded default: files in a folder (by default beside the embedded database). Keys are
 * checked against the server's key shape and resolved inside the folder, so no key can reach
 * outside it; a write goes to a temporary name first, so a reader never sees half a file.
 */
export function createLocalFileStorage(folder: string): FileStorage {
  const root = resolve(folder);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    const path = resolve(join(root, key));
    if (!path.startsWith(root + sep)) throw new FileStorageError(`key outside the storage folder: ${key}`);
    return path;
  };
  return {
    name: `local folder (${root})`,
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomUUID()}.part`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw new FileStorageError(`could not read ${key}`, { cause: error });
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
