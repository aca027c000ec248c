import type { FastifyInstance } from "fastify";

/**
 * Whether the instance is draining: told to stop (SIGTERM), it keeps serving while the load
 * balancer notices /ready answering 503 and stops sending it new requests.
 */
export interface DrainState {
  isDraining(): boolean;
  /** Start draining (idempotent). */
  start(): void;
}

export function createDrainState(): DrainState {
  let draining = false;
  return {
    isDraining: () => draining,
    start() {
      draining = true;
    },
  };
}

/**
 * While draining, every response carries `Connection: close`, so a client holding a kept-alive
 * socket opens a new connection (to another instance) for its next request instead of sending it
 * on a socket this instance is about to close — the request that would otherwise be lost.
 */
export function installDrainHeaders(app: FastifyInstance, drain: DrainState): void {
  app.addHook("onSend", async (_request, reply) => {
    if (drain.isDraining()) reply.header("connection", "close");
  });
}
