import { useState } from "react";
import { apiErrorMessage } from "@prenup/api-client";
import { saveFile } from "./save-file.ts";

/** A download the server names (`namedDownload`): its bytes and the name it gives. */
type NamedFile = { bytes: ArrayBuffer; fileName: string | null };

/**
 * Fetches a file the server names and saves it under that name (else `fallbackName`), saying which
 * download is running (`loading`: its key) and, when the server refuses, its words (`failure`).
 */
export function useNamedDownload<K extends string>() {
  const [loading, setLoading] = useState<K | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async (key: K, fetchFile: () => Promise<NamedFile>, fallbackName: string, type: string) => {
    setFailure(null);
    setLoading(key);
    try {
      const file = await fetchFile();
      saveFile(file.bytes, file.fileName ?? fallbackName, type);
    } catch (caught) {
      setFailure(apiErrorMessage(caught));
    } finally {
      setLoading(null);
    }
  };
  return { loading, failure, download };
}
