import type { FastifyInstance } from "fastify";

/**
 * Whether the instance is draining: told to stop (SIGTERM), it keeps serving while the load
 * balancer notices /ready answering 503 and stops sending it new requests.
 */
export interface DrainState {
  isDraining(): boolean;
  /** Start draining (idempotent); runs the `onStart` listeners once. */
  start(): void;
  /**
   * Runs `listener` when draining starts (at once when it already has): what holds a connection
   * open for long — a live chat stream — ends it then, so the listener can close in time.
   */
  onStart(listener: () => void): void;
}

export function createDrainState(): DrainState {
  let draining = false;
  const listeners: (() => void)[] = [];
  return {
    isDraining: () => draining,
    start() {
      if (draining) return;
      draining = true;
      for (const listener of listeners.splice(0)) listener();
    },
    onStart(listener) {
      if (draining) listener();
      else listeners.push(listener);
    },
  };
}

declare module "fastify" {
  interface FastifyInstance {
    /** The instance's drain state (installDrainHeaders): routes holding long connections listen to it. */
    drain: DrainState;
  }
}

/**
 * While draining, every response carries `Connection: close`, so a client holding a kept-alive
 * socket opens a new connection (to another instance) for its next request instead of sending it
 * on a socket this instance is about to close — the request that would otherwise be lost. The
 * drain state is also the app's `drain`, for routes that must end long connections when it starts.
 */
export function installDrainHeaders(app: FastifyInstance, drain: DrainState): void {
  app.decorate("drain", drain);
  app.addHook("onSend", async (_request, reply) => {
    if (drain.isDraining()) reply.header("connection", "close");
  });
}
