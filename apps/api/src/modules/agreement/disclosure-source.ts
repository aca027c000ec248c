import type { CoupleDisclosure, DisclosedEntry, PartnerDisclosure } from "@prenup/agreement";

export type { DisclosedEntry, PartnerDisclosure };

/**
 * Where generation reads the couple's financial disclosure (Schedules A and B, the input hash, who
 * changed what). The financial-disclosure module provides the real source; the composition root
 * passes it in. Until then `noDisclosure`: the schedules say that nothing was disclosed.
 */
export interface DisclosureSource {
  forDocument(documentId: string): Promise<{ userA: PartnerDisclosure | null; userB: PartnerDisclosure | null }>;
}

export const noDisclosure: DisclosureSource = {
  forDocument: async (): Promise<CoupleDisclosure> => ({ userA: null, userB: null }),
};
