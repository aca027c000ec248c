import { describe, expect, it } from "vitest";
import { attachmentFileName } from "./agreement.ts";

describe("attachmentFileName", () => {
  it("reads the UTF-8 name first, then the plain one", () => {
    expect(
      attachmentFileName(
        `attachment; filename="Evidence dossier - Lucja Zmuda.pdf"; filename*=UTF-8''Evidence%20dossier%20-%20%C5%81ucja%20%C5%BBmuda.pdf`,
      ),
    ).toBe("Evidence dossier - Łucja Żmuda.pdf");
    expect(attachmentFileName('attachment; filename="Evidence dossier.pdf"')).toBe("Evidence dossier.pdf");
    expect(attachmentFileName(`attachment; filename="plain.pdf"; filename*=UTF-8''%E0%A4%A`)).toBe("plain.pdf");
    expect(attachmentFileName(null)).toBeNull();
    expect(attachmentFileName("inline")).toBeNull();
  });
});
