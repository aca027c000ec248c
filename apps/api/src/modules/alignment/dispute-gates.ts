import {
  AGREEMENT_PRODUCT_TYPES,
  alignmentWriteRefusal,
  findCoupleDisputes,
  isDocumentImported,
  isSharedProductPaid,
  type CoupleDispute,
  type MenuGateRefusal,
} from "@prenup/domain";
import type { UserContext } from "../standing/index.ts";

/** The couple's disputes, from a context loaded with the partner. */
export function disputesOf(context: UserContext): readonly CoupleDispute[] {
  return context.partner ? findCoupleDisputes(context.questionnaire, context.me, context.partner) : [];
}

/** The Alignment menu item's rule, from a context loaded with the financial counts (no statement more); null when open. */
export function alignmentGateRefusal(context: UserContext): MenuGateRefusal | null {
  const { facts } = context;
  return alignmentWriteRefusal({
    prenupPaid: isSharedProductPaid({
      productType: AGREEMENT_PRODUCT_TYPES,
      purchaseItems: facts.purchaseItems,
      document: facts.document,
      userId: facts.user.id,
    }),
    pendingFinancialDisputes: (facts.financials?.pendingJointEntries ?? 0) > 0,
    documentImported: facts.document ? isDocumentImported(facts.document) : false,
  });
}
