/** A server-sent-event stream read in a test: every event as it arrived, waits for one, and the `end` event's reason. */
export type ReadEvent = { event: string; data: Record<string, unknown> };

export async function openEventStream(url: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  if (response.status !== 200) throw new Error(`stream refused: ${response.status} ${await response.text()}`);
  const events: ReadEvent[] = [];
  const waiters = new Set<() => void>();
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const ended = (async (): Promise<string | null> => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return null;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const name = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (!name || !data) continue;
          const event = { event: name, data: JSON.parse(data) as Record<string, unknown> };
          if (name === "end") return String(event.data.reason);
          events.push(event);
          for (const wake of waiters) wake();
        }
      }
    } catch {
      return "aborted";
    } finally {
      for (const wake of waiters) wake();
    }
  })();
  let finished = false;
  void ended.then(() => (finished = true));
  return {
    events,
    /** The first event of this name (matching `where`) received, waiting up to `withinMs`. */
    async next(
      name: string,
      where: (data: Record<string, unknown>) => boolean = () => true,
      withinMs = 5_000,
    ): Promise<Record<string, unknown>> {
      const deadline = Date.now() + withinMs;
      for (;;) {
        const found = events.find((event) => event.event === name && where(event.data));
        if (found) return found.data;
        if (finished || Date.now() > deadline)
          throw new Error(`no "${name}" event; received: ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
          setTimeout(wake, 50);
        });
      }
    },
    /** The `end` event's reason once the server closed the stream; "still open" after `withinMs`. */
    ended: (withinMs: number) =>
      Promise.race([ended, new Promise<string>((resolve) => setTimeout(() => resolve("still open"), withinMs))]),
    close: () => controller.abort(),
  };
}
