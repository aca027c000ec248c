/**
 * A couple's dossier facts in a state, for tests and benchmarks: both disclosed, each acknowledged the
 * other's last version, neither has counsel, three disagreements settled three ways, signed and
 * notarized online (both in the record); `overrides` replace any of its facts.
 */
import { stateLawOf } from "@prenup/content/runtime";
import type { RecordEntryKind, Respondent } from "@prenup/domain";
import type { DossierInput } from "./dossier.ts";
import { chainRecordEntry, type RecordEntry } from "./record.ts";

export const DOSSIER_DOCUMENT_ID = "4b7c1f3e-0d2a-4c55-9a77-2f1e8c0b9d10";
const NOTARIZATION_ID = "0c9a3d7e-5b21-4e8f-9d46-1a7b3c5e2f80";

function chain(entries: { kind: RecordEntryKind; at: string; respondent?: Respondent; details?: object }[]) {
  const record: RecordEntry[] = [];
  for (const item of entries) {
    record.push(
      chainRecordEntry(record.at(-1) ?? null, {
        documentId: DOSSIER_DOCUMENT_ID,
        kind: item.kind,
        occurredAt: item.at,
        actorUserId: null,
        respondent: item.respondent ?? null,
        details: (item.details ?? {}) as Record<string, unknown>,
      }),
    );
  }
  return record;
}

export function fixtureDossierInput(stateId: string, overrides: Partial<DossierInput> = {}): DossierInput {
  return {
    documentId: DOSSIER_DOCUMENT_ID,
    generatedAt: "2026-11-26T15:00:00.000Z",
    parties: {
      A: { respondent: "A", fullName: "Alex Rivera", accountCreatedAt: "2026-09-01T14:00:00.000Z" },
      B: { respondent: "B", fullName: "Blake Chen", accountCreatedAt: "2026-09-02T16:00:00.000Z" },
    },
    law: stateLawOf(stateId),
    kind: "PRENUP",
    weddingDate: "2026-12-19",
    invitation: { sentAt: "2026-09-01T15:00:00.000Z", acceptedAt: "2026-09-02T16:05:00.000Z" },
    disclosureVersions: [
      {
        owner: "A",
        number: 1,
        status: "COMPLETED",
        entryCount: 3,
        netWorthUsdCents: 12_500_000,
        asOf: "2026-10-01T12:00:00.000Z",
        frozenAt: "2026-10-01T12:00:00.000Z",
        contentSha256: "a".repeat(64),
      },
      {
        owner: "A",
        number: 2,
        status: "COMPLETED",
        entryCount: 4,
        netWorthUsdCents: 13_000_000,
        asOf: "2026-10-05T12:00:00.000Z",
        frozenAt: "2026-10-06T12:00:00.000Z",
        contentSha256: "b".repeat(64),
      },
      {
        owner: "B",
        number: 1,
        status: "NOTHING_TO_DISCLOSE",
        entryCount: 0,
        netWorthUsdCents: 0,
        asOf: "2026-10-02T12:00:00.000Z",
        frozenAt: "2026-10-02T12:00:00.000Z",
        contentSha256: "c".repeat(64),
      },
    ],
    acknowledgements: [
      { owner: "A", versionNumber: 1, acknowledgedAt: "2026-10-01T18:00:00.000Z" },
      { owner: "A", versionNumber: 2, acknowledgedAt: "2026-10-06T18:00:00.000Z" },
      { owner: "B", versionNumber: 1, acknowledgedAt: "2026-10-03T18:00:00.000Z" },
    ],
    disagreements: [
      {
        question: "How should spousal support be handled?",
        firstProposal: { at: "2026-10-04T10:00:00.000Z", by: "B" },
        ending: { how: "PROPOSAL_ACCEPTED", at: "2026-10-04T20:00:00.000Z", by: "A", answer: "Waive it" },
      },
      {
        question: "Who keeps the family pets?",
        firstProposal: null,
        ending: {
          how: "AGREED_WITH_PARTNER",
          at: "2026-10-05T09:00:00.000Z",
          by: "B",
          answer: "The partner who adopted them",
        },
      },
      {
        question: "What happens to frozen embryos?",
        firstProposal: null,
        ending: {
          how: "CHANGED_OWN_ANSWER",
          at: "2026-10-05T11:00:00.000Z",
          by: "A",
          answer: "They are not used without both partners' written consent",
        },
      },
    ],
    agreement: {
      reviewedAt: "2026-10-08T12:00:00.000Z",
      finalizedAt: "2026-10-09T12:00:00.000Z",
      reviewPeriodFrom: null,
      currentPdfSha256: "d".repeat(64),
      anyAttorneyInvolved: false,
    },
    notarization: {
      method: "ONLINE",
      signedOn: "2026-10-20",
      completedAt: "2026-10-20T17:00:00.000Z",
      sessionRecordRef: "me_123",
      sessionNotary: "Jordan Notary, commission 01AB",
      notarizedSha256: "e".repeat(64),
      signingProblem: null,
    },
    record: chain([
      { kind: "COUNSEL_RECORDED", at: "2026-10-07T10:00:00.000Z", respondent: "A", details: { status: "WAIVED" } },
      { kind: "COUNSEL_RECORDED", at: "2026-10-07T11:00:00.000Z", respondent: "B", details: { status: "WAIVED" } },
      { kind: "AGREEMENT_GENERATED", at: "2026-10-07T12:00:00.000Z", details: { pdfSha256: "d".repeat(64) } },
      { kind: "AGREEMENT_REVIEWED", at: "2026-10-08T12:00:00.000Z", respondent: "A" },
      { kind: "AGREEMENT_FINALIZED", at: "2026-10-09T12:00:00.000Z", respondent: "A" },
      {
        kind: "SIGNED",
        at: "2026-10-20T16:30:00.000Z",
        respondent: "A",
        details: { notarizationId: NOTARIZATION_ID, method: "ONLINE", role: "USER_A" },
      },
      {
        kind: "SIGNED",
        at: "2026-10-20T16:50:00.000Z",
        respondent: "B",
        details: { notarizationId: NOTARIZATION_ID, method: "ONLINE", role: "USER_B" },
      },
      {
        kind: "NOTARIZED",
        at: "2026-10-20T17:00:00.000Z",
        details: {
          notarizationId: NOTARIZATION_ID,
          method: "ONLINE",
          signedOn: "2026-10-20",
          fileId: "7d0e4a52-3b7f-4f0e-8a1c-5e2b9c6d4f01",
          fileSha256: "e".repeat(64),
          notary: "Jordan Notary, commission 01AB",
          sessionRecordRef: "me_123",
        },
      },
    ]),
    verificationUrl: `https://app.example.com/verify/${"e".repeat(64)}`,
    lawPageUrl: "https://app.example.com/law/CO",
    statements: [
      {
        owner: "A",
        version: 2,
        entryTitle: "Checking account at First Bank",
        name: "First Bank statement, September 2026.pdf",
        sha256: "f".repeat(64),
        available: true,
      },
      {
        owner: "A",
        version: 2,
        entryTitle: "Condominium at 1 Main St",
        name: "Appraisal.png",
        sha256: "9".repeat(64),
        available: true,
      },
    ],
    ...overrides,
  };
}
