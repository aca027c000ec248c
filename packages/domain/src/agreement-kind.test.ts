import { describe, expect, it } from "vitest";
import {
  AGREEMENT_PRODUCT_TYPES,
  agreementProductTypeFor,
  agreementTitleFor,
  isAgreementProduct,
} from "./agreement-kind.ts";

describe("agreement kinds", () => {
  it("titles a prenup by the state's term, a postnup as one, and a Texas postnup as the partition its law names", () => {
    expect(agreementTitleFor("PRENUP", "Marital Agreement")).toBe("Marital Agreement");
    expect(agreementTitleFor("PRENUP", "Premarital Agreement", "Partition and Exchange Agreement")).toBe(
      "Premarital Agreement",
    );
    expect(agreementTitleFor("POSTNUP", "Premarital Agreement")).toBe("Postnuptial Agreement");
    expect(agreementTitleFor("POSTNUP", "Premarital Agreement", "Partition and Exchange Agreement")).toBe(
      "Partition and Exchange Agreement",
    );
  });

  it("sells each kind as its own product, and knows both as the agreement's", () => {
    expect(agreementProductTypeFor("PRENUP")).toBe("PRENUP");
    expect(agreementProductTypeFor("POSTNUP")).toBe("POSTNUP");
    expect(AGREEMENT_PRODUCT_TYPES.every(isAgreementProduct)).toBe(true);
    expect(isAgreementProduct("NOTARIZATION")).toBe(false);
    expect(isAgreementProduct("REPRESENTATION")).toBe(false);
  });
});
