// Server-sent-event streams read with fetch (the bearer token goes in a header; EventSource cannot send one).

/** One server-sent event: its name (default "message") and its data lines joined. */
export type ServerSentEvent = { event: string; data: string };

/**
 * Splits a text/event-stream body into events (the WHATWG rules this API uses: `event:` and
 * `data:` fields, comment lines starting with ':', a blank line ends an event).
 */
export async function* readServerSentEvents(
  body: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
): AsyncGenerator<ServerSentEvent> {
  const reader = body
    .pipeThrough(new TextDecoderStream() as unknown as ReadableWritablePair<string, Uint8Array>)
    .getReader();
  // Stops a read that is waiting for the next chunk (the transport's abort no longer reaches the body).
  const stop = () => void reader.cancel().catch(() => undefined);
  if (signal?.aborted) stop();
  signal?.addEventListener("abort", stop, { once: true });
  let buffer = "";
  let event = "message";
  let data: string[] = [];
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let newline = /\r\n|\r|\n/.exec(buffer);
      while (newline) {
        const line = buffer.slice(0, newline.index);
        buffer = buffer.slice(newline.index + newline[0].length);
        if (line === "") {
          if (data.length > 0) yield { event, data: data.join("\n") };
          event = "message";
          data = [];
        } else if (!line.startsWith(":")) {
          const colon = line.indexOf(":");
          const field = colon === -1 ? line : line.slice(0, colon);
          const fieldValue = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
          if (field === "event") event = fieldValue;
          else if (field === "data") data.push(fieldValue);
        }
        newline = /\r\n|\r|\n/.exec(buffer);
      }
    }
  } finally {
    signal?.removeEventListener("abort", stop);
    await reader.cancel().catch(() => undefined);
  }
}

/**
 * Follows a stream for as long as `signal` is not aborted: opens it, hands on each event, and when
 * it ends or fails opens it again — at once after a stream that had opened (the server's `end`,
 * `maxSeconds`), else after a pause that doubles with each failure in a row (1 s … 30 s).
 */
export async function followServerSentEvents(options: {
  signal: AbortSignal;
  /** Opens the stream; throws when it is refused or cannot be reached. */
  open(signal: AbortSignal): Promise<ReadableStream<Uint8Array>>;
  /** The stream is open: read again what it keeps up to date (events sent while it was down are lost). */
  onOpen(): void;
  onEvent(event: ServerSentEvent): void | Promise<void>;
  /** The stream ended or failed (before the pause and the next attempt). */
  onClose(): void;
}): Promise<void> {
  const { signal } = options;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  let failures = 0;
  while (!signal.aborted) {
    try {
      const body = await options.open(signal);
      if (signal.aborted) break;
      failures = 0;
      options.onOpen();
      for await (const event of readServerSentEvents(body, signal)) await options.onEvent(event);
    } catch {
      failures += 1;
    }
    if (signal.aborted) break;
    options.onClose();
    await pause(failures === 0 ? 0 : Math.min(30_000, 1000 * 2 ** Math.min(failures - 1, 5)));
  }
}
