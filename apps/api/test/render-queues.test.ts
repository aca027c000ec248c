/**
 * The render threads' queues: an evidence dossier that takes long does not hold up an agreement's
 * generation (one render thread, as the server runs by default). The task file is a stand-in whose
 * dossier blocks its thread until the test releases it; what is asserted is the order in which the
 * two renderings finish.
 */
import { fileURLToPath, pathToFileURL } from "node:url";
import type { AgreementModel, Dossier } from "@prenup/agreement";
import { afterAll, describe, expect, it } from "vitest";
import { createWorkerRenderer } from "../src/modules/agreement/worker-renderer.ts";

const renderer = createWorkerRenderer({
  threads: 1,
  filename: pathToFileURL(fileURLToPath(new URL("./fixtures/gated-render-worker.mjs", import.meta.url))).href,
});
afterAll(() => renderer.close());

describe("the render threads", () => {
  it("finish a couple's generation while another couple's dossier is still rendering", async () => {
    const gate = new Int32Array(new SharedArrayBuffer(4));
    // The dossier's thread waits for the gate (at most 20 s, so a shared queue fails the test rather than hanging it).
    const slowDossier = { gate, waitMs: 20_000 } as unknown as Dossier;
    const finished: string[] = [];
    const dossier = renderer.renderDossier(slowDossier, []).then(() => finished.push("dossier"));
    const generation = renderer.render({} as AgreementModel).then(() => finished.push("generation"));
    await Promise.race([generation, dossier]);
    Atomics.store(gate, 0, 1);
    Atomics.notify(gate, 0);
    await Promise.all([generation, dossier]);
    expect(finished).toEqual(["generation", "dossier"]);
  });
});
