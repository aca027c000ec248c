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
  return {
    notify: async (payload: string) => {
      await client.query("select pg_notify($1, $2)", [options.channel, payload]);
    },
    close: () => client.end(),
  };
}
