import type { CertificationRow } from "./counsel-certifications.repository.ts";
import type { CounselCertificationResponse } from "./counsel-certifications.schemas.ts";

/** A certification row as the API serves it. */
export function toCertificationResponse(row: CertificationRow): CounselCertificationResponse {
  return {
    id: row.id,
    userId: row.userId,
    attorneyName: row.attorneyName,
    attorneyEmail: row.attorneyEmail,
    barNumber: row.barNumber,
    barState: row.barState,
    file: row.file ? { name: row.file.name, size: Number(row.file.size), sha256: row.sha256 } : null,
    current: row.current,
    recordedAt: new Date(row.createdAt).toISOString(),
  };
}
