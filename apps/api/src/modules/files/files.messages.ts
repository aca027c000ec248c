import { DomainError } from "@prenup/domain";

export const FILE_MESSAGES = {
  tooLarge: (limit: number) => `The file is too large: the limit is ${Math.floor(limit / (1024 * 1024))} MB.`,
  notAllowed: "This kind of file cannot be stored here. Upload a PDF, PNG or JPEG file.",
  empty: "The file is empty.",
  notFound: "File not found",
  unavailable: "File storage is unavailable right now. Please try again in a moment.",
} as const;

/** The file port failed: 503 FILE_STORAGE_UNAVAILABLE, with the port's error as the cause. */
export function storageUnavailable(error: unknown): DomainError {
  return new DomainError("FILE_STORAGE_UNAVAILABLE", FILE_MESSAGES.unavailable, { cause: error });
}
