import type { LawFirmsRepository } from "./law-firms.repository.ts";

export function createLawFirmsService(deps: { repository: LawFirmsRepository }) {
  return {
    listLawFirms: () => deps.repository.listApprovedLawFirms(),
  };
}

export type LawFirmsService = ReturnType<typeof createLawFirmsService>;
