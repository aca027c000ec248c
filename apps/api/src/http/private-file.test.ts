import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { contentDisposition, sendPrivateFile } from "./private-file.ts";

describe("contentDisposition", () => {
  it("names the file in UTF-8 and gives a plain-ASCII fallback without quotes", () => {
    expect(contentDisposition('Amendment "No. 1" – Zoë.pdf')).toBe(
      `attachment; filename="Amendment No. 1  Zoe.pdf"; filename*=UTF-8''Amendment%20%22No.%201%22%20%E2%80%93%20Zo%C3%AB.pdf`,
    );
    expect(contentDisposition("—.pdf", "inline")).toBe(`inline; filename=".pdf"; filename*=UTF-8''%E2%80%94.pdf`);
    expect(contentDisposition("——")).toMatch(/^attachment; filename="file"; /);
  });
});

describe("sendPrivateFile", () => {
  it("sends the bytes as an attachment no cache keeps, with their length and the route's own headers", async () => {
    const app = Fastify();
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]).subarray(1);
    app.get("/file", (_request, reply) =>
      sendPrivateFile(
        reply,
        { bytes, name: "copy.pdf", contentType: "application/pdf" },
        { headers: { "referrer-policy": "no-referrer" } },
      ),
    );
    const response = await app.inject({ method: "GET", url: "/file" });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="copy.pdf"; filename*=UTF-8''copy.pdf`,
      "cache-control": "private, no-store",
      "content-length": "4",
      "referrer-policy": "no-referrer",
    });
    expect(response.rawPayload).toEqual(Buffer.from("PDF-"));
    await app.close();
  });
});
