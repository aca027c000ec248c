import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sniffContentType } from "./content-type.ts";
import { FileStorageError, type FileStorage } from "./file-port.ts";
import { createLocalFileStorage } from "./local.ts";
import { createS3FileStorage } from "./s3.ts";
import { startFakeS3, type FakeS3 } from "./testing/fake-s3.ts";

const KEY = "2026/11/0b4bd3c6-9b21-4b4e-8d0f-6a2b9d4c1e10";
const PDF = new Uint8Array(Buffer.from("%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n"));

/** The behaviour every adapter owes the API. */
function contract(name: string, storage: () => FileStorage) {
  describe(`${name}: the file port's contract`, () => {
    it("gives back exactly the bytes it was given", async () => {
      const bytes = new Uint8Array(200_000).map((_, index) => index % 251);
      await storage().put(KEY, bytes, "application/octet-stream");
      expect(Buffer.from((await storage().get(KEY)) ?? []).equals(Buffer.from(bytes))).toBe(true);
    });

    it("answers null for a key with nothing stored, and deletes quietly", async () => {
      await storage().put(KEY, PDF, "application/pdf");
      await storage().delete(KEY);
      expect(await storage().get(KEY)).toBeNull();
      await storage().delete(KEY);
    });

    it("refuses a key the server did not make (no path from a user ever reaches the store)", async () => {
      for (const key of ["../../etc/passwd", "2026/11/../../x", "/absolute", "2026/11/not-a-uuid", ""]) {
        await expect(storage().put(key, PDF, "application/pdf")).rejects.toBeInstanceOf(FileStorageError);
        await expect(storage().get(key)).rejects.toBeInstanceOf(FileStorageError);
      }
    });
  });
}

describe("sniffContentType", () => {
  it("reads the type from the bytes, not the name", () => {
    expect(sniffContentType(PDF)).toBe("application/pdf");
    expect(sniffContentType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("image/png");
    expect(sniffContentType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffContentType(new Uint8Array(Buffer.from("PK\u0003\u0004....word/document.xml")))).toMatch(
      /wordprocessingml/,
    );
    expect(sniffContentType(new Uint8Array(Buffer.from("PK\u0003\u0004 some other zip")))).toBeNull();
    expect(sniffContentType(new Uint8Array(Buffer.from("<html><script>alert(1)</script>")))).toBeNull();
    expect(sniffContentType(new Uint8Array(Buffer.from(" %PDF-1.7 late")))).toBeNull();
    expect(sniffContentType(new Uint8Array())).toBeNull();
  });
});

let folder = "";
let local: FileStorage;
let fake: FakeS3;
let s3: FileStorage;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "prenup-files-"));
  local = createLocalFileStorage(folder);
  fake = await startFakeS3();
  s3 = createS3FileStorage({
    bucket: fake.bucket,
    region: fake.region,
    endpoint: fake.endpoint,
    credentials: fake.credentials,
    prefix: "agreements/",
  });
});
afterAll(async () => {
  await fake?.close();
  await rm(folder, { recursive: true, force: true });
});

contract("local folder", () => local);
contract("S3-compatible storage", () => s3);

describe("local folder", () => {
  it("leaves no partial file behind and keeps files under their key", async () => {
    await local.put(KEY, PDF, "application/pdf");
    expect(await readdir(join(folder, "2026", "11"))).toEqual([KEY.split("/")[2]]);
  });
});

describe("S3-compatible storage", () => {
  it("signs every request (the fake checks the signature) and stores under the prefix with the content type", async () => {
    await s3.put(KEY, PDF, "application/pdf");
    expect(fake.objects.get(`agreements/${KEY}`)?.contentType).toBe("application/pdf");
    expect(fake.requests.at(-1)).toEqual({ method: "PUT", path: `/${fake.bucket}/agreements/${KEY}`, status: 200 });
  });

  it("reports a wrong secret, a missing bucket and an outage as storage errors", async () => {
    const wrongSecret = createS3FileStorage({
      bucket: fake.bucket,
      region: fake.region,
      endpoint: fake.endpoint,
      credentials: { ...fake.credentials, secretAccessKey: "wrong" },
    });
    await expect(wrongSecret.put(KEY, PDF, "application/pdf")).rejects.toThrow(/SignatureDoesNotMatch/);
    const noBucket = createS3FileStorage({
      bucket: "missing",
      region: fake.region,
      endpoint: fake.endpoint,
      credentials: fake.credentials,
    });
    await expect(noBucket.get(KEY)).rejects.toThrow(/NoSuchBucket/);
    fake.failNext(5);
    await expect(s3.get(KEY)).rejects.toBeInstanceOf(FileStorageError);
  });

  it("retries a passing outage", async () => {
    await s3.put(KEY, PDF, "application/pdf");
    fake.failNext(1);
    expect(Buffer.from((await s3.get(KEY)) ?? []).toString()).toContain("%PDF-1.7");
    expect(fake.requests.slice(-2).map((request) => request.status)).toEqual([503, 200]);
  });
});
