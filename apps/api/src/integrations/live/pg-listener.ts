import pg from "pg";

/**
 * One dedicated PostgreSQL connection that LISTENs on a channel and hands each notification's
 * payload on; it can also NOTIFY outside any transaction (`notify`).
 */
export async function listenTo(options: { url: string; channel: string; onPayload: (payload: string) => void; onError: (error: unknown) => void }) {
  const client = new pg.Client({ connectionString: options.url });
  client.on("error", options.onError);
  client.on("notification", (notification) => {
    if (notification.channel !== options.channel || !notification.payload) return;
    try {
      options.onPayload(notification.payload);
    } catch (error) {
      options.onError(error);
    }
  });
  await client.connect();
  await client.query(`LISTEN ${options.channel}`);
  // One query at a time on the connection: notifications are sent in the order they were asked for.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    notify: (payload: string): Promise<void> => {
      const sent = queue.then(() => client.query("select pg_notify($1, $2)", [options.channel, payload]));
      queue = sent.catch(() => undefined);
      return sent.then(() => undefined);
    },
    close: () => client.end(),
  };
}
