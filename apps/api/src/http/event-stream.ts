import { decodeJwt } from "jose";
import { z } from "zod";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { StreamEnd, StreamSink } from "../integrations/live/streams.ts";

const MAX_SECONDS_MESSAGE = "maxSeconds must be a whole number from 1 to 3600";
/** A stream's own limit in seconds (query `maxSeconds`, 1–3600, default 3600): the client reconnects after it. */
export const maxSecondsSchema = z.coerce
  .number({ error: MAX_SECONDS_MESSAGE })
  .int({ error: MAX_SECONDS_MESSAGE })
  .min(1, { error: MAX_SECONDS_MESSAGE })
  .max(3600, { error: MAX_SECONDS_MESSAGE })
  .default(3600);

/** Keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

/** The access token's expiry (ms since the epoch) from the Authorization header the access check verified; null without one. */
export function tokenExpiry(authorization: string | undefined): number | null {
  const token = /^Bearer\s+(\S+)/i.exec(authorization ?? "")?.[1];
  if (!token) return null;
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === "number" ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * Answers the request with a server-sent-event stream: `open` registers the stream with its sink
 * (and may refuse it by throwing, before anything is written); each event is written as `format`
 * names it; the last event, `end`, gives the reason the server closed it. A comment line every
 * 25 s keeps it open; the stream's registration is released when the connection closes.
 */
export async function serveEventStream<E>(
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    open(sink: StreamSink<E>): Promise<() => void>;
    format(event: E): { event: string; data: unknown };
    /** Logged when the stream ended because access could not be checked. */
    unavailableLog: string;
  },
): Promise<void> {
  const { raw } = reply;
  const openedAt = performance.now();
  // Why the server ended the stream; null while it is open, and when the client went away.
  let endedBy: StreamEnd | null = null;
  const close = await options.open({
    send: (event) => {
      const { event: name, data } = options.format(event);
      raw.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end: (reason: StreamEnd, error?: unknown) => {
      endedBy = reason;
      if (error) request.log.warn({ err: error }, options.unavailableLog);
      raw.end(`event: end\ndata: ${JSON.stringify({ reason })}\n\n`);
    },
  });
  reply.hijack();
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    connection: "keep-alive",
    "x-accel-buffering": "no",
  });
  raw.write(": connected\n\n");
  const heartbeat = setInterval(() => {
    if (!raw.writableEnded) raw.write(": ping\n\n");
  }, HEARTBEAT_MS);
  // An EventSource reconnects by itself after an end (retry: 1 s).
  raw.write("retry: 1000\n\n");
  // A hijacked reply writes no completion line: the stream's end gets one of its own.
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearInterval(heartbeat);
    close();
    request.log.info(
      {
        route: request.routeOptions.url,
        endedBy: endedBy ?? "client",
        streamMs: Math.round(performance.now() - openedAt),
      },
      "event stream closed",
    );
  };
  raw.on("finish", stop);
  request.raw.on("close", stop);
  raw.on("error", stop);
}
