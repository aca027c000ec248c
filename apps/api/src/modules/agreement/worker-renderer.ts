import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { RENDER_WORKER_URL, type AgreementModel, type Dossier } from "@prenup/agreement";
import type { DossierAttachment, RenderedAgreement } from "@prenup/agreement/render";
import type { Piscina } from "piscina";

/** The agreement's PDF and DOCX, and each separate writing's (the render task's result, `renderAgreement`). */
export type RenderedFiles = RenderedAgreement;

/** Turns an agreement model into its PDF and DOCX, and its separate writings' files. */
export interface AgreementRenderer {
  readonly name: string;
  render(model: AgreementModel): Promise<RenderedFiles>;
  /** The evidence dossier's PDF with its appendix's documents (`renderDossierPdf`), off the request thread as well. */
  renderDossier(dossier: Dossier, attachments: DossierAttachment[]): Promise<Uint8Array>;
  close(): Promise<void>;
}

/**
 * The task file of the render threads. The production build compiles src/render-worker.ts beside
 * the entry it runs (dist/server.js, dist/worker.js): that JavaScript is used when it is there, so a
 * compiled process never needs tsx. From source (tsx, tests) it is @prenup/agreement's task file.
 */
export function renderWorkerFilename(entry: string | undefined = process.argv[1]): string {
  const compiled = entry ? path.join(path.dirname(entry), "render-worker.js") : null;
  return compiled && existsSync(compiled) ? pathToFileURL(compiled).href : RENDER_WORKER_URL;
}

/** The two kinds of rendering, each with threads and a queue of its own. */
type RenderKind = "agreement" | "dossier";

/**
 * Rendering off the request thread: worker threads (piscina) running the renderers of
 * @prenup/agreement, so the API keeps answering other requests while a document is laid out. An
 * agreement's files and an evidence dossier have a pool each (`threads` threads for agreements, one
 * for dossiers): a dossier, whose appendix copies the partners' own documents, never holds up a
 * couple's generation behind it, whatever the number of threads. Threads start on first use. The
 * agreements' first thread then stays: a new thread loads and compiles the renderers (pdfkit, docx,
 * the fonts) before it lays out a page, seconds on a busy machine, which every generation or
 * attorney's commit after a quiet minute would wait for. Further agreement threads, and the
 * dossiers' thread, stop after a minute idle. `filename` is the task file (tests give their own).
 */
export function createWorkerRenderer(options: {
  threads: number;
  onError?: (error: unknown) => void;
  filename?: string;
}): AgreementRenderer {
  // piscina itself is imported with the first render: start-up does not load it.
  const pools: Partial<Record<RenderKind, Promise<Piscina>>> = {};
  const poolOf = (kind: RenderKind): Promise<Piscina> =>
    (pools[kind] ??= import("piscina")
      .then(({ Piscina: Pool }) => {
        const created = new Pool({
          filename: options.filename ?? renderWorkerFilename(),
          minThreads: kind === "agreement" ? 1 : 0,
          maxThreads: kind === "agreement" ? options.threads : 1,
          idleTimeout: 60_000,
          resourceLimits: { maxOldGenerationSizeMb: 512 },
        });
        // A thread that fails to start fails its task (the request answers 500); it must never take the
        // API down with an unhandled 'error' event.
        created.on("error", (error: unknown) => options.onError?.(error));
        return created;
      })
      .catch((error: unknown) => {
        delete pools[kind];
        throw error;
      }));
  return {
    name: `worker threads (${options.threads} for agreements, 1 for dossiers)`,
    async render(model) {
      const result = (await (await poolOf("agreement")).run(model)) as RenderedFiles;
      return {
        ...result,
        pdf: new Uint8Array(result.pdf),
        docx: new Uint8Array(result.docx),
        separateWritings: result.separateWritings.map((writing) => ({
          ...writing,
          pdf: new Uint8Array(writing.pdf),
          docx: new Uint8Array(writing.docx),
        })),
      };
    },
    async renderDossier(dossier, attachments) {
      return new Uint8Array(
        (await (await poolOf("dossier")).run({ dossier, attachments }, { name: "renderDossier" })) as Uint8Array,
      );
    },
    async close() {
      const running = Object.values(pools);
      for (const kind of Object.keys(pools) as RenderKind[]) delete pools[kind];
      await Promise.all(running.map(async (pool) => (await pool.catch(() => null))?.destroy()));
    },
  };
}
