// The evidence dossier against the agreement it documents: how long building and rendering a
// dossier takes (a record of 12 and of 120 entries) next to rendering the agreement's own files
// (PDF, DOCX and separate writings, what a generation renders), as ratios in the same run.
//   pnpm --filter @prenup/bench bench dossier [runs]
import { buildDossier, chainRecordEntry, type RecordEntry } from "@prenup/agreement";
import { renderAgreement, renderDossierPdf } from "@prenup/agreement/render";
import { fixtureAgreement, fixtureDisclosure, fixtureDossierInput } from "@prenup/agreement/testing";
import { percentile } from "./util.ts";

/** The fixture couple's record lengthened to `entries` with each partner's downloads of drafts, as a long negotiation leaves it. */
function recordOf(entries: number): RecordEntry[] {
  const record = [...fixtureDossierInput("NY").record];
  while (record.length < entries) {
    const at = new Date(Date.UTC(2026, 9, 7, 12, record.length)).toISOString();
    record.push(
      chainRecordEntry(record.at(-1) ?? null, {
        documentId: record[0]!.documentId,
        kind: "AGREEMENT_PRESENTED",
        occurredAt: at,
        actorUserId: null,
        respondent: record.length % 2 ? "A" : "B",
        details: { copy: "DRAFT", generatedAt: at },
      }),
    );
  }
  return record;
}

async function timed(runs: number, work: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let index = 0; index < 3; index += 1) await work();
  const wall: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const start = performance.now();
    await work();
    wall.push(performance.now() - start);
  }
  return { p50: percentile(wall, 50), p95: percentile(wall, 95) };
}

export async function dossierBench(args: string[]): Promise<void> {
  const runs = Number(args[0] ?? 30);
  const model = fixtureAgreement("NY", {
    disclosure: { userA: fixtureDisclosure("a", 12), userB: fixtureDisclosure("b", 12) },
  }).model;
  const agreement = await timed(runs, () => renderAgreement(model));
  console.log(`Evidence dossier against the agreement's own rendering, ${runs} runs each, this thread:`);
  console.log(
    `  agreement (NY, 12 entries each; PDF, DOCX, writings): p50 ${agreement.p50.toFixed(0)} ms, p95 ${agreement.p95.toFixed(0)} ms`,
  );
  for (const entries of [12, 120]) {
    const input = { ...fixtureDossierInput("NY"), record: recordOf(entries) };
    const dossier = await timed(runs, () => renderDossierPdf(buildDossier(input)));
    console.log(
      `  dossier, ${String(entries).padStart(3)} record entries: p50 ${dossier.p50.toFixed(0)} ms, p95 ${dossier.p95.toFixed(0)} ms` +
        `  (ratio to the agreement: p50 ×${(dossier.p50 / agreement.p50).toFixed(2)}, p95 ×${(dossier.p95 / agreement.p95).toFixed(2)})`,
    );
  }
}
