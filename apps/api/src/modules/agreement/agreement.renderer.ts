import { RENDER_WORKER_URL, type AgreementModel } from "@prenup/agreement";
import { Piscina } from "piscina";

export type RenderedFiles = { pdf: Uint8Array; docx: Uint8Array; pdfMilliseconds: number; docxMilliseconds: number };

/** Turns an agreement model into its PDF and DOCX. */
export interface AgreementRenderer {
  readonly name: string;
  render(model: AgreementModel): Promise<RenderedFiles>;
  close(): Promise<void>;
}

/**
 * Rendering off the request thread: a pool of worker threads (piscina) running the renderers of
 * @prenup/agreement, so the API keeps answering other requests while an agreement is laid out.
 * Threads start on first use and stop after a minute idle.
 */
export function createWorkerRenderer(options: { threads: number; onError?: (error: unknown) => void }): AgreementRenderer {
  let pool: Piscina | null = null;
  const poolOf = () => {
    if (pool) return pool;
    pool = new Piscina({
      filename: RENDER_WORKER_URL,
      minThreads: 0,
      maxThreads: options.threads,
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    // A thread that fails to start fails its task (the request answers 500); it must never take the
    // API down with an unhandled 'error' event.
    pool.on("error", (error: unknown) => options.onError?.(error));
    return pool;
  };
  return {
    name: `worker threads (${options.threads})`,
    async render(model) {
      const result = (await poolOf().run(model)) as RenderedFiles;
      return { ...result, pdf: new Uint8Array(result.pdf), docx: new Uint8Array(result.docx) };
    },
    async close() {
      const running = pool;
      pool = null;
      await running?.destroy();
    },
  };
}
