/**
 * The SHA-256 of a file's bytes in lowercase hexadecimal, computed in the browser
 * (`crypto.subtle.digest`): the file itself never leaves the device.
 */
export async function sha256OfFile(file: Blob): Promise<string> {
  // A view of the bytes, which every realm's SubtleCrypto takes (a test DOM's ArrayBuffer is another realm's).
  const digest = await crypto.subtle.digest("SHA-256", new Uint8Array(await bytesOf(file)));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A file's bytes: `Blob.arrayBuffer` where the browser has it, else a FileReader. */
function bytesOf(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === "function") return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error("the file could not be read"));
    reader.readAsArrayBuffer(file);
  });
}
