const ROLE_LABELS: Record<string, string> = {
  USER_A: "Party",
  USER_B: "Party",
  ATTORNEY_A: "Attorney",
  ATTORNEY_B: "Attorney",
};

/**
 * The notarized copy: the agreement's PDF with a certificate page of the remote online
 * notarization appended (who signed and when, the session, the notary's commission state).
 * Deterministic for the same input (creation and modification dates are the completion time).
 */
export async function appendNotarialCertificate(
  pdf: Uint8Array,
  input: {
    title: string;
    sessionId: string;
    stateAbbreviation: string;
    completedAt: Date;
    notaryName: string;
    signers: { role: string; name: string; signedAt: Date }[];
  },
): Promise<Uint8Array> {
  // pdf-lib takes a large share of the API's start-up to load: it is loaded by the first notarization.
  const { PDFDocument, StandardFonts, rgb } = await import("pdf-lib");
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const font = await document.embedFont(StandardFonts.TimesRoman);
  const bold = await document.embedFont(StandardFonts.TimesRomanBold);
  const page = document.addPage([612, 792]);
  let y = 720;
  const line = (text: string, options: { size?: number; bold?: boolean; gap?: number } = {}) => {
    page.drawText(text, {
      x: 72,
      y,
      size: options.size ?? 11,
      font: options.bold ? bold : font,
      color: rgb(0, 0, 0),
      maxWidth: 468,
    });
    y -= options.gap ?? 18;
  };
  line("CERTIFICATE OF REMOTE ONLINE NOTARIZATION", { size: 14, bold: true, gap: 30 });
  line(`Document: ${input.title}`);
  line(`Session: ${input.sessionId}`);
  line(`Notary commissioned in: ${input.stateAbbreviation}`);
  line(`Completed: ${input.completedAt.toISOString()}`, { gap: 30 });
  line("The following persons appeared by audio-video communication, proved their identity, and", { gap: 14 });
  line("signed the document electronically before the notary:", { gap: 26 });
  for (const signer of input.signers) {
    line(`${ROLE_LABELS[signer.role] ?? signer.role}: ${signer.name} — signed ${signer.signedAt.toISOString()}`);
  }
  y -= 20;
  line(`Notary public: ${input.notaryName}`, { bold: true });
  line("(electronic seal)", { gap: 30 });
  document.setTitle(`${input.title} (notarized)`);
  document.setCreationDate(input.completedAt);
  document.setModificationDate(input.completedAt);
  document.setProducer("prenup notary port");
  document.setCreator("prenup notary port");
  return document.save({ useObjectStreams: false });
}
