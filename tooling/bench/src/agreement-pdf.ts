// The agreement's PDF: how long a 10-page and a 30-page agreement take to render (p50/p95 over
// many runs, in this thread), and proof that rendering in the API's worker pool leaves the event
// loop free (its worst delay while agreements render, next to the same renders done in-thread).
//   pnpm --filter @prenup/bench bench agreement-pdf [runs]
import { monitorEventLoopDelay } from "node:perf_hooks";
import { RENDER_WORKER_URL } from "@prenup/agreement";
import { renderAgreementPdf } from "@prenup/agreement/render";
import { fixtureAgreement, fixtureDisclosure } from "@prenup/agreement/testing";
import { Piscina } from "piscina";
import { percentile } from "./util.ts";

const pageCount = (pdf: Uint8Array) =>
  (
    Buffer.from(pdf)
      .toString("latin1")
      .match(/\/Type \/Page\b/g) ?? []
  ).length;

/** The fixture couple's California agreement with `entries` disclosed per partner (schedules make it longer). */
function agreementWith(entries: number) {
  const disclosure =
    entries > 0 ? { userA: fixtureDisclosure("a", entries), userB: fixtureDisclosure("b", entries) } : undefined;
  return fixtureAgreement("CA", disclosure ? { disclosure } : {}).model;
}

/** The smallest disclosure that gives at least `pages` pages. */
async function modelOfPages(pages: number) {
  for (let entries = 0; entries <= 2000; entries += 4) {
    const model = agreementWith(entries);
    const count = pageCount(await renderAgreementPdf(model));
    if (count >= pages) return { model, count, entries };
  }
  throw new Error(`no fixture reaches ${pages} pages`);
}

export async function agreementPdf(args: string[]): Promise<void> {
  const runs = Number(args[0] ?? 40);
  console.log(`Agreement PDF rendering, ${runs} runs each (after 3 warm-up runs), this thread:`);
  const sizes: { label: string; model: Awaited<ReturnType<typeof modelOfPages>>["model"] }[] = [];
  for (const pages of [10, 30]) {
    const { model, count, entries } = await modelOfPages(pages);
    sizes.push({ label: `${count} pages`, model });
    for (let index = 0; index < 3; index += 1) await renderAgreementPdf(model);
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let index = 0; index < runs; index += 1) {
      const startCpu = process.cpuUsage();
      const start = performance.now();
      await renderAgreementPdf(model);
      wall.push(performance.now() - start);
      const used = process.cpuUsage(startCpu);
      cpu.push((used.user + used.system) / 1000);
    }
    console.log(
      `  ${String(count).padStart(2)} pages (${entries} disclosed entries per partner): p50 ${percentile(wall, 50).toFixed(0)} ms, p95 ${percentile(wall, 95).toFixed(0)} ms` +
        `  (CPU p50 ${percentile(cpu, 50).toFixed(0)} ms, p95 ${percentile(cpu, 95).toFixed(0)} ms)`,
    );
  }

  // The event loop while agreements render: in the worker pool the API uses, then in this thread.
  const largest = sizes.at(-1)!;
  const rounds = Math.max(5, Math.floor(runs / 4));
  const pool = new Piscina({ filename: RENDER_WORKER_URL, maxThreads: 1, minThreads: 1 });
  await pool.run(largest.model); // start the thread
  const measure = async (label: string, work: () => Promise<void>) => {
    const histogram = monitorEventLoopDelay({ resolution: 5 });
    histogram.enable();
    const started = performance.now();
    await work();
    const elapsed = performance.now() - started;
    histogram.disable();
    console.log(
      `  event loop, ${label}: max delay ${(histogram.max / 1e6).toFixed(1)} ms, p99 ${(histogram.percentile(99) / 1e6).toFixed(1)} ms over ${(elapsed / 1000).toFixed(1)} s`,
    );
    return elapsed;
  };
  const elapsed = await measure(`rendering ${rounds} × ${largest.label} in the worker pool`, async () => {
    for (let index = 0; index < rounds; index += 1) await pool.run(largest.model);
  });
  // The machine's own noise: the same time with nothing rendering.
  await measure("idle, for comparison", () => new Promise((resolve) => setTimeout(resolve, elapsed)));
  await measure(`rendering ${rounds} × ${largest.label} in this thread`, async () => {
    for (let index = 0; index < rounds; index += 1) {
      await renderAgreementPdf(largest.model);
      // Let the loop turn between renders, so the block each render causes is measured.
      await new Promise((resolve) => setImmediate(resolve));
    }
  });
  await pool.destroy();
}
