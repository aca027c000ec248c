import type { FastifyReply } from "fastify";

/** `attachment; filename="…"; filename*=UTF-8''…` with a plain-ASCII fallback name. */
export function contentDisposition(name: string, disposition: "attachment" | "inline" = "attachment"): string {
  const ascii =
    name
      .normalize("NFKD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\]/g, "")
      .trim() || "file";
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** A file one person may read: its bytes, the name it downloads under and its type. */
export type PrivateFile = { bytes: Uint8Array; name: string; contentType: string };

/**
 * Sends a person's own file: as an attachment (or `inline`), never kept by a browser's or a proxy's
 * cache (`private, no-store`), with its exact length. `headers`: any the route adds (a download link
 * that must not leak through the Referer, say).
 */
export function sendPrivateFile(
  reply: FastifyReply,
  file: PrivateFile,
  options: { disposition?: "attachment" | "inline"; headers?: Record<string, string> } = {},
): FastifyReply {
  reply
    .header("content-type", file.contentType)
    .header("content-disposition", contentDisposition(file.name, options.disposition))
    .header("cache-control", "private, no-store")
    .header("content-length", file.bytes.length);
  for (const [name, value] of Object.entries(options.headers ?? {})) reply.header(name, value);
  return reply.send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
}
