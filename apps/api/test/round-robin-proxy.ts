import { request, createServer, type Server } from "node:http";

/**
 * A small HTTP reverse proxy that sends each request to the next of its upstreams in turn, as a
 * load balancer does, and counts what each upstream served (the two-instance test asserts that
 * every instance took part).
 */
export interface RoundRobinProxy {
  url: string;
  /** Responses per upstream URL. */
  served: Map<string, number>;
  close(): Promise<void>;
}

export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  const served = new Map(upstreams.map((upstream) => [upstream, 0]));
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const upstream = upstreams[next++ % upstreams.length]!;
    const target = new URL(incoming.url ?? "/", upstream);
    const forwarded = request(
      target,
      {
        method: incoming.method,
        headers: { ...incoming.headers, host: target.host, "x-forwarded-for": incoming.socket.remoteAddress ?? "" },
      },
      (response) => {
        served.set(upstream, (served.get(upstream) ?? 0) + 1);
        outgoing.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(outgoing);
      },
    );
    forwarded.on("error", (error) => {
      outgoing.writeHead(502, { "content-type": "text/plain" });
      outgoing.end(`upstream ${upstream}: ${error.message}`);
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
