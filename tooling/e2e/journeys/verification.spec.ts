import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { pdfPageTexts } from "@prenup/agreement/testing";
import { expect, test } from "../support/test.ts";
import { screenshot, signIn } from "../support/session.ts";
import { artifacts, demo, urls } from "../support/urls.ts";

// Anyone holding a couple's final agreement checks it at /verify without an account. Morgan (demo
// attorney) downloads Grace Liu and Henry Adams's agreement (Washington, finalized and notarized
// by the demo clients' job); a visitor on a phone, signed out, drops it on /verify: the browser
// hashes it, only the hash goes to the API, and the page says it is the recorded final agreement.
// The notarized PDF (the notary's certificate page appended) is recorded as the notarized copy; a
// re-saved copy of it (one byte more) is not.
test("a signed-out visitor checks the couple's final agreement and its notarized copy on /verify; a changed copy is not recorded", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const morgan = await (
    await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })
  ).newPage();
  await signIn(morgan, urls.attorney, demo.attorney.email);
  await morgan.goto(`${urls.attorney}/attorney/clients`);
  await morgan.getByRole("link", { name: "Grace Liu" }).click();
  const files = morgan.getByRole("region", { name: "Agreement files" });
  // The API's job takes the demo clients' agreements to their stage once it listens: read again until it has.
  await expect(async () => {
    await morgan.reload();
    await expect(files.getByRole("button", { name: "Download the notarized PDF" })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 120_000 });
  const download = async (name: string) => {
    const started = morgan.waitForEvent("download");
    await files.getByRole("button", { name }).click();
    const path = await (await started).path();
    return { path, bytes: await readFile(path) };
  };
  const agreement = await download("Download PDF");
  const notarized = await download("Download the notarized PDF");

  // Morgan downloads the couple's evidence dossier: its cover names the notarized copy's hash and the
  // verification link, the same link its QR code holds.
  const dossierDownload = morgan.waitForEvent("download");
  await morgan.getByRole("button", { name: "Download the evidence dossier" }).click();
  const dossierFile = await dossierDownload;
  expect(dossierFile.suggestedFilename()).toBe("Evidence dossier - Grace Liu and Henry Adams.pdf");
  const dossierBytes = await readFile(await dossierFile.path());
  await writeFile(`${artifacts}evidence-dossier.pdf`, dossierBytes);
  const dossier = pdfPageTexts(dossierBytes).join("\n");
  const notarizedHash = createHash("sha256").update(notarized.bytes).digest("hex");
  expect(dossier).toContain(notarizedHash);
  expect(dossier).toContain("Washington's requirements and how each was met");
  expect(dossier).toMatch(/The record's \d+ entries verify/);
  const link = dossier.replaceAll("\n", "").match(/https?:\/\/\S+?\/verify\/[0-9a-f]{64}/)?.[0];
  expect(link).toBe(`${urls.customer}/verify/${notarizedHash}`);

  const visitor = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const sent: string[] = [];
  visitor.on("request", (request) => {
    if (request.url().includes("/api/")) sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await visitor.goto(`${urls.customer}/verify`);
  await expect(visitor.getByRole("heading", { name: "Verify a prenuptial agreement" })).toBeVisible();
  await expect(visitor.getByText(/The file itself is never uploaded\./)).toBeVisible();
  await visitor.locator('input[type="file"]').setInputFiles({
    name: "grace-and-henry.pdf",
    mimeType: "application/pdf",
    buffer: agreement.bytes,
  });
  await expect(visitor.getByTestId("verification-result")).toHaveText(
    /This is the final agreement recorded on November 9, 2026, for a couple in Washington; signed on November 18, 2026; its record verifies\./,
  );
  await expect(visitor).toHaveURL(/\/verify\/[0-9a-f]{64}$/);
  await screenshot(visitor, "verify-recorded-phone");
  const axe = await new AxeBuilder({ page: visitor }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  // Only the hash left the device: one GET with it in the path, no body.
  const hash = visitor.url().split("/").at(-1)!;
  expect(sent).toEqual([`GET /api/verification/${hash}`]);

  await visitor.getByRole("button", { name: "Check another file" }).click();
  await visitor.locator('input[type="file"]').setInputFiles({
    name: "notarized.pdf",
    mimeType: "application/pdf",
    buffer: notarized.bytes,
  });
  await expect(visitor.getByTestId("verification-result")).toContainText(
    "This is the notarized copy of the final agreement recorded on November 9, 2026, for a couple in Washington; signed on November 18, 2026; its record verifies.",
  );
  await visitor.getByRole("button", { name: "Check another file" }).click();
  await visitor.locator('input[type="file"]').setInputFiles({
    name: "notarized-resaved.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.concat([notarized.bytes, Buffer.from("\n")]),
  });
  await expect(visitor.getByTestId("verification-result")).toContainText("We have no record of this file.");
  await screenshot(visitor, "verify-not-recorded-phone");

  // The dossier's link, opened as its QR code would be: the notarized copy, recorded.
  await visitor.goto(link!);
  await expect(visitor.getByTestId("verification-result")).toContainText(
    "This is the notarized copy of the final agreement recorded on November 9, 2026",
  );
});
