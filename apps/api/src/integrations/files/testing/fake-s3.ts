import { createHash, createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local S3-compatible fake for the adapter's tests: path-style PUT, GET and DELETE of objects in
 * one bucket, kept in memory. It checks what S3 checks: the AWS Signature Version 4 of every
 * request (with the one key pair it knows), the payload hash the signature covers, and the bucket;
 * it answers in S3's XML error format. `failNext` makes the next requests fail with 503, as S3 does
 * under load.
 */
export type FakeS3 = {
  endpoint: string;
  bucket: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  objects: Map<string, { body: Buffer; contentType: string }>;
  requests: { method: string; path: string; status: number }[];
  failNext(count: number): void;
  close(): Promise<void>;
};

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();

function xmlError(response: ServerResponse, status: number, code: string, message: string): void {
  response.writeHead(status, { "content-type": "application/xml" });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The signature the request should carry, or a reason it cannot be checked. */
function expectedSignature(
  request: IncomingMessage,
  body: Buffer,
  secret: string,
): { signature: string; accessKeyId: string; provided: string } | string {
  const authorization = request.headers.authorization ?? "";
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) return "missing or malformed Authorization";
  const [, accessKeyId, day, region, signedHeaders, provided] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const amzDate = String(request.headers["x-amz-date"] ?? "");
  const payloadHash = String(request.headers["x-amz-content-sha256"] ?? "");
  if (payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== sha256(body)) return "payload hash mismatch";
  const url = new URL(request.url ?? "/", "http://fake");
  const query = [...url.searchParams.entries()]
    .map(([key, value]) => [encode(key), encode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join("&");
  const headers = signedHeaders.split(";");
  const canonicalHeaders = headers
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? "")
          .trim()
          .replace(/\s+/g, " ")}\n`,
    )
    .join("");
  const canonicalRequest = [request.method, url.pathname, query, canonicalHeaders, signedHeaders, payloadHash].join(
    "\n",
  );
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonicalRequest)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), "s3"), "aws4_request");
  return { signature: createHmac("sha256", key).update(stringToSign).digest("hex"), accessKeyId, provided };
}

export async function startFakeS3(options: { bucket?: string; region?: string } = {}): Promise<FakeS3> {
  const bucket = options.bucket ?? "prenup-test";
  const region = options.region ?? "us-east-1";
  const credentials = { accessKeyId: "AKIAFAKES3TEST", secretAccessKey: "fake-s3-secret-key-for-tests-only" };
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: FakeS3["requests"] = [];
  let failures = 0;

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks);
      const path = new URL(request.url ?? "/", "http://fake").pathname;
      const respond = (status: number, send: () => void) => {
        requests.push({ method: request.method ?? "", path, status });
        send();
      };
      if (failures > 0) {
        failures -= 1;
        return respond(503, () => xmlError(response, 503, "SlowDown", "Please reduce your request rate."));
      }
      const checked = expectedSignature(request, body, credentials.secretAccessKey);
      if (typeof checked === "string") return respond(403, () => xmlError(response, 403, "AccessDenied", checked));
      if (checked.accessKeyId !== credentials.accessKeyId)
        return respond(403, () => xmlError(response, 403, "InvalidAccessKeyId", "Unknown key"));
      if (checked.signature !== checked.provided)
        return respond(403, () => xmlError(response, 403, "SignatureDoesNotMatch", "The signature does not match"));
      const [, bucketName, ...rest] = path.split("/");
      const key = decodeURIComponent(rest.join("/"));
      if (bucketName !== bucket)
        return respond(404, () => xmlError(response, 404, "NoSuchBucket", "The bucket does not exist"));
      switch (request.method) {
        case "PUT":
          objects.set(key, {
            body,
            contentType: String(request.headers["content-type"] ?? "application/octet-stream"),
          });
          return respond(200, () => {
            response.writeHead(200, { etag: `"${createHash("md5").update(body).digest("hex")}"` });
            response.end();
          });
        case "GET": {
          const object = objects.get(key);
          if (!object) return respond(404, () => xmlError(response, 404, "NoSuchKey", "The key does not exist"));
          return respond(200, () => {
            response.writeHead(200, { "content-type": object.contentType, "content-length": object.body.length });
            response.end(object.body);
          });
        }
        case "DELETE":
          objects.delete(key);
          return respond(204, () => {
            response.writeHead(204);
            response.end();
          });
        default:
          return respond(405, () => xmlError(response, 405, "MethodNotAllowed", "Not supported by the fake"));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region,
    credentials,
    objects,
    requests,
    failNext(count) {
      failures = count;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
