/**
 * A signal that aborts when the caller goes away before the answer was written (the connection
 * closed mid-request), for handlers with work worth not doing for nobody: checkout does not call
 * the payment provider for a Pay whose page is gone.
 */
export function clientGoneSignal(reply: {
  raw: { once(event: "close", listener: () => void): unknown; writableFinished: boolean };
}): AbortSignal {
  const controller = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
