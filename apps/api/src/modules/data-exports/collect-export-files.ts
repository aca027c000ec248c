import { GENESIS_HASH } from "@prenup/agreement";
import { strToU8 } from "fflate";
import { recordEntriesOf } from "../agreement/agreement.queries.ts";
import { generatedPdfsOf } from "../documents/documents.queries.ts";
import { ownDisclosureVersionsOf } from "../financial-disclosure/financial-disclosure.queries.ts";
import type { UserDataRow } from "../users/users.queries.ts";
import type { DataExportsContext } from "./data-exports.context.ts";

/** A ZIP's entries by path. */
export type ExportFiles = Record<string, Uint8Array>;

const json = (value: unknown): Uint8Array => strToU8(`${JSON.stringify(value, null, 2)}\n`);
const iso = (value: Date | null): string | null => value?.toISOString() ?? null;

/** One CSV cell: quoted when it holds a comma, a quote or a line break; a leading =,+,-,@ is made inert. */
function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "object" ? JSON.stringify(value) : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV with a header of every key any row has, in first-seen order. */
export function toCsv(rows: readonly Record<string, unknown>[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const lines = [columns.map(csvCell).join(","), ...rows.map((row) => columns.map((c) => csvCell(row[c])).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}

/** A file name safe in a ZIP: no separators, control characters or leading dots. */
function safeName(name: string): string {
  const cleaned = name.replace(/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069/\\:]/gu, "_").replace(/^\.+/, "");
  return cleaned === "" ? "file" : cleaned.slice(0, 120);
}

/**
 * The files of the user's copy of their data, read through each owner's published reads: the
 * user's own rows only (the partner's answers and disclosure are the partner's). Dates are ISO 8601
 * in UTC, amounts integer cents beside their currency.
 */
export async function collectExportFiles(
  ctx: DataExportsContext,
  userId: string,
  user: UserDataRow,
  now: Date,
): Promise<ExportFiles> {
  const { sources } = ctx;
  const files: ExportFiles = {};
  const [documentIds, answers, proposals, purchases, pdfs, chats, changes, aftercare] = await Promise.all([
    sources.documentIds(ctx.db, userId),
    sources.answers(ctx.db, userId),
    sources.proposals(ctx.db, userId),
    sources.purchases(ctx.db, userId),
    generatedPdfsOf(ctx.db, userId),
    ctx.repository.chatMessagesOf(ctx.db, userId),
    sources.changes(ctx.db, userId),
    sources.aftercare(ctx.db, userId),
  ]);
  const record = await recordEntriesOf(ctx.db, documentIds);

  files["profile.json"] = json({
    email: user.email,
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    suffix: user.suffix,
    gender: user.gender,
    phoneNumber: user.phoneNumber,
    birthdate: user.birthdate,
    residenceState: user.residenceState,
    accountType: user.userType,
    createdAt: iso(user.createdAt),
    mutedEmailKinds: user.mutedEmailKinds,
    emailUnsubscribedAt: iso(user.emailUnsubscribedAt),
  });
  files["consents.json"] = json({
    termsAgreedAt: iso(user.termsAgreedAt),
    enforcementAgreedAt: iso(user.enforcementAgreedAt),
    attorneyCounselAgreedAt: iso(user.attorneyCounselAgreedAt),
  });
  files["answers.json"] = json({
    answers: answers.map((answer) => ({
      documentId: answer.documentId,
      questionId: answer.questionId,
      valueTyped: answer.valueTyped,
      questionOptionIds: answer.questionOptionIds,
      updatedAt: iso(answer.updatedAt),
    })),
    proposals: proposals.map((proposal) => ({
      documentId: proposal.documentId,
      questionId: proposal.questionId,
      questionOptionId: proposal.questionOptionId,
      comment: proposal.comment,
      status: proposal.status,
      counterOfId: proposal.counterOfId,
      answeredAt: iso(proposal.answeredAt),
      createdAt: iso(proposal.createdAt),
    })),
  });
  files["payments.json"] = json({
    purchases: purchases.map((item) => ({
      id: item.id,
      documentId: item.documentId,
      productId: item.productId,
      paymentStatus: item.paymentStatus,
      pricePaidInCents: item.pricePaidInCents,
      amountRefundedInCents: item.amountRefundedInCents,
      currency: "USD",
      refundedAt: iso(item.refundedAt),
      createdAt: iso(item.createdAt),
    })),
  });

  files["chats.json"] = json({
    messages: chats.map((chat) => ({
      id: chat.id,
      documentId: chat.documentId,
      direction: chat.sent ? "SENT" : "RECEIVED",
      with: chat.counterpartName,
      message: chat.message,
      read: chat.isRead,
      readAt: iso(chat.readAt),
      sentAt: iso(chat.createdAt),
    })),
  });

  for (const { documentId, fileId } of pdfs) {
    const file = await ctx.files.findFile(fileId);
    if (file) files[`documents/${documentId}/agreement.pdf`] = await ctx.files.readFile(file);
  }
  for (const documentId of documentIds) {
    const entries = record.filter((entry) => entry.documentId === documentId);
    if (entries.length === 0) continue;
    files[`documents/${documentId}/record.json`] = json({
      documentId,
      genesisHash: GENESIS_HASH,
      entries: entries.map((entry) => ({
        documentId: entry.documentId,
        sequence: entry.sequence,
        kind: entry.kind,
        occurredAt: entry.occurredAt.toISOString(),
        actorUserId: entry.actorUserId,
        respondent: entry.respondent,
        details: entry.details,
        previousHash: entry.previousHash,
        hash: entry.hash,
      })),
    });
  }

  for (const plan of aftercare) {
    if (!documentIds.includes(plan.documentId)) continue;
    files[`documents/${plan.documentId}/aftercare.json`] = json({
      documentId: plan.documentId,
      events: plan.events,
      reviewEveryYears: plan.reviewEveryYears,
      sunsetReminder: plan.sunsetReminder,
      nextReminderOn: plan.nextReminderOn,
      lastReminderOn: plan.lastReminderOn,
      createdAt: iso(plan.createdAt),
      updatedAt: iso(plan.updatedAt),
    });
  }

  for (const documentId of documentIds) {
    const ofDocument = changes.filter((change) => change.documentId === documentId);
    if (ofDocument.length === 0) continue;
    files[`documents/${documentId}/changes.json`] = json({
      documentId,
      changes: ofDocument.map((change) => ({
        id: change.id,
        kind: change.kind,
        number: change.number,
        status: change.status,
        stateId: change.stateId,
        movedIntoStateOn: change.movedIntoStateOn,
        changes: change.changes,
        convertsSeparateProperty: change.convertsSeparateProperty,
        waivesDeathRights: change.waivesDeathRights,
        effectiveOn: change.effectiveOn,
        createdAt: iso(change.createdAt),
        updatedAt: iso(change.updatedAt),
        mySigning: change.ownSignature
          ? {
              signedOn: change.ownSignature.signedOn,
              witnesses: change.ownSignature.witnesses,
              counsel: change.ownSignature.counsel,
              copySha256: change.ownSignature.fileSha256,
              recordedAt: iso(new Date(change.ownSignature.recordedAt)),
            }
          : null,
      })),
    });
    for (const change of ofDocument) {
      if (!change.ownSignature) continue;
      const file = await ctx.files.findFile(change.ownSignature.fileId);
      if (file)
        files[`documents/${documentId}/changes/${change.id}/my-signed-copy.pdf`] = await ctx.files.readFile(file);
    }
  }

  for (const documentId of documentIds) {
    const versions = await ownDisclosureVersionsOf(ctx.db, { ownerId: userId, documentId });
    if (versions.length > 0) {
      files[`disclosure/${documentId}/versions.json`] = json({
        documentId,
        versions: versions.map((version) => ({
          number: version.number,
          status: version.status,
          entryCount: version.entryCount,
          netWorthInCents: version.netWorthUsdCents,
          currency: "USD",
          content: version.content,
          contentSha256: version.contentSha256,
          asOf: iso(version.asOf),
          frozenAt: iso(version.createdAt),
          acknowledgements: version.acknowledgements.map((ack) => ({
            acknowledgedById: ack.acknowledgedById,
            acknowledgedAt: iso(new Date(ack.acknowledgedAt)),
          })),
        })),
      });
    }
    const kinds = await sources.disclosure.listOwnEntries({ ownerId: userId, documentId });
    const folder = `disclosure/${documentId}`;
    const all = kinds.flatMap(({ kind, entries }) => entries.map((entry) => ({ kind, ...entry })));
    files[`${folder}/entries.json`] = json({ documentId, entries: all });
    for (const { kind, entries } of kinds) {
      if (entries.length === 0) continue;
      files[`${folder}/${kind}.csv`] = strToU8(
        toCsv(entries.map(({ documents: _documents, ...entry }) => ({ ...entry }))),
      );
      for (const entry of entries) {
        const attachments = (entry["documents"] as { id: string; name: string }[] | undefined) ?? [];
        for (const attachment of attachments) {
          const file = await sources.disclosure.ownEntryDocument(kind, {
            ownerId: userId,
            documentId,
            entryId: String(entry["id"]),
            attachmentId: attachment.id,
          });
          files[`${folder}/statements/${attachment.id}-${safeName(file.name)}`] = file.bytes;
        }
      }
    }
  }

  files["README.txt"] = strToU8(readme(now, documentIds.length));
  return files;
}

function readme(now: Date, documentCount: number): string {
  return [
    "Your data",
    "=========",
    "",
    `This is a copy of your own data, made on ${now.toISOString()} at your request.`,
    `It covers your account and the ${documentCount} agreement${documentCount === 1 ? "" : "s"} you are a partner of.`,
    "It holds what is yours: what only your partner or your partner's attorney wrote is not in it.",
    "",
    "Formats",
    "-------",
    "- JSON files are UTF-8, indented. CSV files are UTF-8, comma-separated, with a header row.",
    "- Dates and times are ISO 8601 in UTC (2026-11-21T12:00:00.000Z); calendar dates are YYYY-MM-DD.",
    "- Amounts are whole cents (an integer: 12345 is 123.45) beside their currency (ISO 4217, e.g. USD).",
    "- Ids are the product's own (UUIDs); the same id names the same thing across files.",
    "",
    "Files",
    "-----",
    "- profile.json: your profile: name, e-mail, phone number, birth date, the state you live in (residenceState), account type, e-mail preferences.",
    "- consents.json: when you agreed to the terms of use, to the enforcement terms and to the attorney-counsel terms (null: not agreed).",
    "- answers.json: your answers to the questionnaire (the question's id, what you typed, the options you chose) and the proposals you made on disputed questions.",
    "- payments.json: what you bought: each purchase's product, payment status, price paid and amount refunded in cents, with the currency.",
    "- disclosure/<agreement id>/entries.json: your own financial disclosure entries on that agreement, every kind, with their amounts in cents and currency.",
    "- disclosure/<agreement id>/<kind>.csv: the same entries as one CSV per kind (the attached documents are listed in entries.json).",
    "- disclosure/<agreement id>/statements/: the documents you attached to your entries (statements, valuations), as you uploaded them.",
    "- disclosure/<agreement id>/versions.json: each version of your disclosure that was frozen for your partner to read: its number, status, entry count, net worth in cents (USD), its content and that content's SHA-256, the time of your last change it holds (asOf), and who acknowledged it (their user id) and when.",
    "- documents/<agreement id>/agreement.pdf: the agreement's current generated PDF, as the product gives it to both of you.",
    "- documents/<agreement id>/changes.json: each amendment or revocation of the agreement, drafts included: its kind, number, status, the state whose law it follows (stateId) and the day you moved there where it mattered, each changed clause with its old and new text, reason and note, what an amendment does (makes separate property shared, gives up rights at death; null: not answered), the day it took effect, and your own signing (the day on the notary's certificate, your witnesses and attorney, and your notarized copy's SHA-256; null: not signed by you).",
    "- documents/<agreement id>/changes/<change id>/my-signed-copy.pdf: the notarized copy of that change you uploaded when you signed it.",
    "- documents/<agreement id>/aftercare.json: the aftercare reminders you turned on for that agreement: the life events a check-in asks about, the years between check-ins (null: every year when events are chosen), whether you are reminded before the sunset date, and the days of the next and last reminder.",
    "- documents/<agreement id>/record.json: the agreement's record: what happened to it and when (generated, presented, reviewed, signed...), in order.",
    "- chats.json: the chat messages you sent or received, with whether each was sent or received, the other side's name, the text, and when it was sent and read.",
    "",
    "Checking the record",
    "-------------------",
    "The entries in record.json form a hash chain, so you can check that none was changed, removed or reordered:",
    "- Entries are numbered 1, 2, 3... (sequence) with no gaps.",
    `- The first entry's previousHash is ${GENESIS_HASH} (64 zeros, genesisHash); every later entry's previousHash is the hash of the entry before it.`,
    "- Each entry's hash is the SHA-256, in lower-case hex, of the UTF-8 text: the entry's previousHash, a line break (\\n), then the canonical JSON of its content.",
    "- The content is these fields of the entry: documentId, sequence, kind, occurredAt, actorUserId, respondent, details.",
    "  Canonical JSON has the object keys in sorted order at every level and no spaces or line breaks; occurredAt is written as in the file (2026-11-21T12:00:00.000Z).",
    "- The last entry's hash stands for the whole record: if it matches, so does every entry before it.",
    "",
  ].join("\n");
}
