import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { assertStorageKey, FileStorageError, type FileStorage } from "./file-port.ts";

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, R2, a local fake); default AWS's own. */
  endpoint?: string;
  /** Path-style addressing (endpoint/bucket/key), which most S3-compatible services want. */
  forcePathStyle?: boolean;
  /** Default: the SDK's credential chain (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Prefix of every key in the bucket (e.g. "prenup/"). */
  prefix?: string;
};

/**
 * Any S3-compatible storage through the official SDK. Checksums are sent only where the service
 * requires them, which every S3-compatible service understands.
 */
export function createS3FileStorage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
  });
  const prefix = options.prefix ?? "";
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return `${prefix}${key}`;
  };
  const failure = (action: string, key: string, error: unknown) =>
    new FileStorageError(
      `S3 ${action} of ${key} failed${error instanceof S3ServiceException ? `: ${error.name}` : ""}`,
      { cause: error },
    );

  return {
    name: `s3 (bucket ${options.bucket}${options.endpoint ? ` at ${options.endpoint}` : ""})`,
    async put(key, bytes, contentType) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: options.bucket,
            Key: objectKey(key),
            Body: bytes,
            ContentType: contentType,
            ContentLength: bytes.length,
          }),
        );
      } catch (error) {
        throw failure("upload", key, error);
      }
    },
    async get(key) {
      try {
        const result = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
        return result.Body ? await result.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.name === "NoSuchKey"))
          return null;
        throw failure("download", key, error);
      }
    },
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
      } catch (error) {
        throw failure("deletion", key, error);
      }
    },
  };
}
