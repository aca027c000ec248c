/** Saves bytes the API answered as a file with the given name (a download in the browser). */
export function saveFile(bytes: ArrayBuffer, name: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = window.document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
