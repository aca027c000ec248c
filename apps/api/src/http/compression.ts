import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/**
 * JSON and text answers of 1 KB or more are compressed for clients that accept it (Brotli at
 * quality 4, about as quick as gzip and smaller; gzip for a client without Brotli): a questionnaire
 * section's groups shrink from 18 KB to about 3 KB, which a phone on a slow network feels on every
 * page it opens. Event streams (hijacked, written as they happen), files and PDFs are sent as they
 * are. Request bodies are not decompressed: the API takes plain JSON only.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ["br", "gzip"],
    threshold: 1024,
    customTypes: COMPRESSIBLE,
    globalDecompression: false,
  });
}

/** JSON (also `application/problem+json`) and text other than event streams. */
export const COMPRESSIBLE = /^text\/(?!event-stream)|^application\/(?:[\w.-]+\+)?json(?:;|$)/;
