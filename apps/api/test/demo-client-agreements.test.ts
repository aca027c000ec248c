/**
 * The demo attorneys' clients after a demo start (the seed, then the queue's job that takes their
 * agreements to their stage through the product's services): the files the attorney portal's
 * client page downloads, the enforceability record of each stage, and a second start that renders
 * nothing.
 */
import { seedDemo, type DemoClientAgreement } from "@prenup/db";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueDemoClientAgreements } from "../src/demo-client-agreements.ts";
import { createWorkerRenderer, type AgreementRenderer } from "../src/modules/agreement/index.ts";
import { CLIENTS, createTestApi, json, type TestApi, type TokenClaims } from "./harness.ts";

let api: TestApi;
let agreements: DemoClientAgreement[];
let renders = 0;
const threads = createWorkerRenderer({ threads: 1 });
const renderer: AgreementRenderer = {
  name: threads.name,
  render: (model) => {
    renders += 1;
    return threads.render(model);
  },
  renderDossier: (dossier, attachments) => threads.renderDossier(dossier, attachments),
  close: () => threads.close(),
};

/** A start with SEED_DEMO=1: the seed, then the job the server enqueues once it listens. */
async function demoStart(): Promise<void> {
  agreements = await seedDemo(api.db);
  await enqueueDemoClientAgreements(api.app.jobs, agreements);
  await api.app.jobs.drain({ timeoutMs: 240_000 });
}

beforeAll(async () => {
  api = await createTestApi({ config: { seedDemo: true }, deps: { renderer } });
  await demoStart();
}, 300_000);
afterAll(async () => {
  await api?.close();
});

const morgan: TokenClaims = {
  sub: "demo-attorney-approved",
  email: "attorney@demo.prenup.test",
  clientId: CLIENTS.attorney,
};
const priya: TokenClaims = { sub: "demo-attorney-priya", email: "priya@demo.prenup.test", clientId: CLIENTS.attorney };

type FileRow = { id: string; kind: string; name: string };
type Client = { firstName: string; lastName: string; documentId: string; documentStatus: string; openServices: number };

async function clientsOf(attorney: TokenClaims): Promise<Map<string, Client>> {
  const me = json<{ id: string }>(await api.inject({ method: "GET", url: "/users/me", as: attorney }));
  const response = await api.inject({
    method: "GET",
    url: `/users/${me.id}/attorneys/${me.id}/clients?pageSize=50`,
    as: attorney,
  });
  expect(response.statusCode, response.body).toBe(200);
  return new Map(
    json<{ clients: Client[] }>(response).clients.map((client) => [`${client.firstName} ${client.lastName}`, client]),
  );
}

/** The client page's "Agreement files" card: the list, newest first. */
async function filesOf(documentId: string, as: TokenClaims): Promise<FileRow[]> {
  const response = await api.inject({ method: "GET", url: `/documents/${documentId}/files?page=1&pageSize=50`, as });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ items: FileRow[] }>(response).items;
}

async function download(documentId: string, file: FileRow, as: TokenClaims) {
  const response = await api.inject({ method: "GET", url: `/documents/${documentId}/files/${file.id}`, as });
  expect(response.statusCode, response.body).toBe(200);
  return { type: response.headers["content-type"], bytes: response.rawPayload };
}

async function recordOf(documentId: string, as: TokenClaims) {
  const response = await api.inject({ method: "GET", url: `/documents/${documentId}/history`, as });
  expect(response.statusCode, response.body).toBe(200);
  return json<{
    record: { entries: { kind: string; occurredAt: string; details: Record<string, unknown> }[]; verified: boolean };
  }>(response).record;
}

const newest = (files: FileRow[], kind: string) => files.find((file) => file.kind === kind);

describe("the demo attorneys' clients after a demo start", () => {
  it("lets the assigned attorney download the PDF and the Word file of each agreement in review, approved or notarized", async () => {
    const morganClients = await clientsOf(morgan);
    const priyaClients = await clientsOf(priya);
    const cases = [
      { name: "Olivia Martin", as: morgan, clients: morganClients },
      { name: "Sofia Alvarez", as: morgan, clients: morganClients },
      { name: "Grace Liu", as: morgan, clients: morganClients },
      { name: "Hannah Cohen", as: priya, clients: priyaClients },
    ];
    for (const { name, as, clients } of cases) {
      const documentId = clients.get(name)!.documentId;
      const files = await filesOf(documentId, as);
      const pdf = newest(files, "generated-pdf");
      const docx = newest(files, "generated-docx");
      expect(pdf, name).toBeDefined();
      expect(docx, name).toBeDefined();
      const pdfBytes = await download(documentId, pdf!, as);
      expect(pdfBytes.type).toBe("application/pdf");
      expect(pdfBytes.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const docxBytes = await download(documentId, docx!, as);
      expect(docxBytes.type).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
      // A DOCX is a zip archive.
      expect(docxBytes.bytes.subarray(0, 2).toString("latin1")).toBe("PK");
      expect((await PDFDocument.load(pdfBytes.bytes)).getPageCount(), name).toBeGreaterThan(1);
      // Until both partners reviewed it the PDF is the generation's draft; the review that completed
      // the couple's (the notarized couple's partner B) made the text the one to sign, and its copy is offered.
      const entries = (await recordOf(documentId, as)).entries;
      const reviews = entries.filter((entry) => entry.kind === "AGREEMENT_REVIEWED");
      const offered = reviews.length === 2 ? reviews[1] : entries.find((entry) => entry.kind === "AGREEMENT_GENERATED");
      expect(reviews.length, name).toBe(name === "Grace Liu" ? 2 : 1);
      expect(offered?.details["pdfFileId"], name).toBe(pdf!.id);
    }
  });

  it("gives Grace Liu's couple the local notary's notarized PDF: their agreement with the certificate page appended", async () => {
    const documentId = (await clientsOf(morgan)).get("Grace Liu")!.documentId;
    const files = await filesOf(documentId, morgan);
    const notarized = newest(files, "notarized-pdf");
    expect(notarized).toBeDefined();
    const notarizedBytes = await download(documentId, notarized!, morgan);
    expect(notarizedBytes.type).toBe("application/pdf");
    const signed = await PDFDocument.load(notarizedBytes.bytes);
    const agreement = await PDFDocument.load(
      (await download(documentId, newest(files, "generated-pdf")!, morgan)).bytes,
    );
    expect(signed.getPageCount()).toBe(agreement.getPageCount() + 1);
    const notarizations = await api.inject({
      method: "GET",
      url: `/documents/${documentId}/notarizations`,
      as: morgan,
    });
    expect(
      json<{
        items: {
          provider: string;
          notarizationCompletedAt: string | null;
          signedOn: string | null;
          notarizedFileId: string | null;
        }[];
      }>(notarizations).items,
    ).toEqual([
      expect.objectContaining({
        provider: "local",
        notarizationCompletedAt: "2026-11-18T16:00:00.000Z",
        signedOn: "2026-11-18",
        notarizedFileId: notarized!.id,
      }),
    ]);
  });

  it("gives the demo attorneys clients at several points of the path (waiting, in review, approved, notarized)", async () => {
    const clients = await clientsOf(morgan);
    expect(clients.get("Maya Johnson")).toMatchObject({ documentStatus: "NOT_APPROVED", openServices: 1 });
    expect(clients.get("Olivia Martin")).toMatchObject({ documentStatus: "NOT_APPROVED", openServices: 0 });
    // Partner B signs without an attorney: Morgan's approval is the only one the agreement needs.
    expect(clients.get("Sofia Alvarez")).toMatchObject({ documentStatus: "FULLY_APPROVED" });
    expect(clients.get("Grace Liu")).toMatchObject({ documentStatus: "FULLY_APPROVED" });
    expect([...(await clientsOf(priya)).keys()]).toContain("Hannah Cohen");
  });

  it("records each stage in the order the product's rules take it, with a chain that verifies", async () => {
    const clients = await clientsOf(morgan);
    const kinds = async (name: string) => {
      const record = await recordOf(clients.get(name)!.documentId, morgan);
      expect(record.verified, name).toBe(true);
      return record.entries
        .map((entry) => entry.kind)
        .filter(
          (kind) => kind.startsWith("AGREEMENT_") || kind.startsWith("APPROVAL_") || kind.startsWith("NOTARIZATION_"),
        );
    };
    expect(await kinds("Olivia Martin")).toEqual(["AGREEMENT_GENERATED", "AGREEMENT_REVIEWED"]);
    expect(await kinds("Sofia Alvarez")).toEqual(["AGREEMENT_GENERATED", "AGREEMENT_REVIEWED", "APPROVAL_GRANTED"]);
    expect((await kinds("Grace Liu")).slice(0, 5)).toEqual([
      "AGREEMENT_GENERATED",
      "AGREEMENT_REVIEWED",
      "APPROVAL_GRANTED",
      "AGREEMENT_REVIEWED",
      "AGREEMENT_FINALIZED",
    ]);
  });

  it("leaves Maya Johnson's couple, still waiting for the first call, before generation, with both questionnaires and disclosures done", async () => {
    const documentId = (await clientsOf(morgan)).get("Maya Johnson")!.documentId;
    expect(await filesOf(documentId, morgan)).toEqual([]);
    const maya = agreements.find((agreement) => agreement.documentId === documentId)!;
    expect(maya.stage).toBe("waiting");
    const client = await api.inject({
      method: "GET",
      url: `/users/${maya.attorneyId}/attorneys/${maya.attorneyId}/clients/${maya.partnerAId}`,
      as: morgan,
    });
    expect(client.statusCode, client.body).toBe(200);
    expect(json<{ document: { status: string; reviewedAt: string | null } }>(client).document).toMatchObject({
      status: "NOT_APPROVED",
      reviewedAt: null,
    });
  });

  it("renders and changes nothing on a second start", async () => {
    const attorneyOf = (agreement: DemoClientAgreement) =>
      agreement.key === "client_priya_in_review" ? priya : morgan;
    const state = () =>
      Promise.all(
        agreements.map(async (agreement) => ({
          files: await filesOf(agreement.documentId, attorneyOf(agreement)),
          record: (await recordOf(agreement.documentId, attorneyOf(agreement))).entries.length,
        })),
      );
    const before = await state();
    const rendered = renders;
    await demoStart();
    expect(renders).toBe(rendered);
    expect(await state()).toEqual(before);
    expect(api.logs.filter((line) => line.includes("demo client agreements taken to their stage")).at(-1)).toContain(
      '"run":{"generated":0,"reviewed":0,"approved":0,"finalized":0,"notarized":0}',
    );
  }, 300_000);
});
