// The journeys' load balancer: a small reverse proxy in front of the API instances, as a deployment
// puts one in front of N instances. It pins each browser to an instance by its user agent (a user
// agent naming "prenup-instance-2" goes to the second, everything else to the first), passes
// server-sent-event streams through as they flow, and answers GET /__proxy/served with the
// responses each instance gave, for the journeys to check that both took part.
// Usage: node instance-proxy.mjs <port> <first upstream> [<second upstream>]
import { createServer, request } from "node:http";

const [port = "4002", first = "http://localhost:4000", second = first] = process.argv.slice(2);
const upstreams = { first, second };
const served = { first: 0, second: 0 };

const server = createServer((incoming, outgoing) => {
  if (incoming.url === "/__proxy/served") {
    outgoing.writeHead(200, { "content-type": "application/json" });
    outgoing.end(JSON.stringify({ served, distinct: first !== second }));
    return;
  }
  const which = /prenup-instance-2/.test(incoming.headers["user-agent"] ?? "") ? "second" : "first";
  const target = new URL(incoming.url ?? "/", upstreams[which]);
  const forwarded = request(
    target,
    {
      method: incoming.method,
      headers: { ...incoming.headers, host: target.host, "x-forwarded-for": incoming.socket.remoteAddress ?? "" },
    },
    (response) => {
      served[which] += 1;
      outgoing.writeHead(response.statusCode ?? 502, response.headers);
      outgoing.flushHeaders();
      response.pipe(outgoing);
    },
  );
  forwarded.on("error", (error) => {
    if (outgoing.headersSent) return void outgoing.destroy();
    outgoing.writeHead(502, { "content-type": "text/plain" });
    outgoing.end(`upstream ${upstreams[which]}: ${error.message}`);
  });
  // A browser that goes away ends the upstream request (a live stream's registration with it).
  outgoing.on("close", () => forwarded.destroy());
  incoming.pipe(forwarded);
});
server.listen(Number(port), "127.0.0.1", () => console.info(`instance proxy on ${port}: ${first} and ${second}`));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
