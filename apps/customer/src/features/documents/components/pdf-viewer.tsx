import { useEffect, useRef, useState } from "react";
import { Alert, Stack, Text } from "@mantine/core";
import { LoadingState } from "@prenup/ui";
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";

GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * The agreement's PDF in the page, drawn by pdf.js (phones included, where browsers show no PDF
 * inline): each page a canvas as wide as the viewer, redrawn when the viewer's width changes.
 * Loaded only on the review page (its route imports this module lazily).
 */
export default function PdfViewer({ data, title }: { data: ArrayBuffer; title: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    let cancelled = false;
    // pdf.js takes the buffer over: give it a copy so the cached bytes stay usable.
    // No eval: the app's Content-Security-Policy forbids it (fonts are drawn without compiled paths).
    const task = getDocument({ data: new Uint8Array(data.slice(0)), isEvalSupported: false });
    task.promise.then(
      (loaded) => {
        if (!cancelled) setPdf(loaded);
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      void task.destroy();
    };
  }, [data]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const observer = new ResizeObserver((entries) => setWidth(Math.floor(entries[0]?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = container.current;
    if (!pdf || !element || width === 0) return;
    let cancelled = false;
    const canvases = [...element.querySelectorAll("canvas")];
    void (async () => {
      for (let number = 1; number <= pdf.numPages && !cancelled; number += 1) {
        const page = await pdf.getPage(number);
        const base = page.getViewport({ scale: 1 });
        const ratio = window.devicePixelRatio || 1;
        const viewport = page.getViewport({ scale: (width / base.width) * ratio });
        const canvas = canvases[number - 1];
        if (!canvas || cancelled) return;
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${width}px`;
        canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
        await page.render({ canvas, viewport }).promise;
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [pdf, width]);

  if (failed)
    return (
      <Alert color="red" title="The agreement could not be shown">
        Download the PDF to read it.
      </Alert>
    );
  return (
    <div ref={container} data-testid="pdf-viewer" style={{ width: "100%" }}>
      {pdf ? (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {pdf.numPages} pages
          </Text>
          {Array.from({ length: pdf.numPages }, (_, index) => (
            <canvas
              key={index}
              role="img"
              aria-label={`${title}, page ${index + 1} of ${pdf.numPages}`}
              style={{
                display: "block",
                boxShadow: "0 1px 4px rgba(0,0,0,0.18)",
                background: "white",
                maxWidth: "100%",
              }}
            />
          ))}
        </Stack>
      ) : (
        <LoadingState label="Loading the agreement…" />
      )}
    </div>
  );
}
