import { describe, expect, it } from "vitest";
import {
  ACCOUNT_DELETION_GRACE_DAYS,
  accountDeletionDueAt,
  accountDeletionRunnable,
  confirmsAccountDeletion,
  medianDaysToComplete,
  retentionPlan,
  sessionEnded,
} from "./account-deletion.ts";
import { RETENTION_RULES } from "./retention.ts";

const day = 86_400_000;
const requestedAt = new Date("2026-11-01T10:00:00.000Z");

describe("accountDeletionDueAt", () => {
  it("is the grace period after the request", () => {
    expect(accountDeletionDueAt(requestedAt).toISOString()).toBe("2026-12-01T10:00:00.000Z");
    expect(ACCOUNT_DELETION_GRACE_DAYS).toBe(30);
  });
});

describe("accountDeletionRunnable", () => {
  const dueAt = accountDeletionDueAt(requestedAt);
  it("runs a scheduled request on its day, not a minute before", () => {
    expect(accountDeletionRunnable({ status: "SCHEDULED", dueAt }, false, dueAt)).toBe(true);
    expect(accountDeletionRunnable({ status: "SCHEDULED", dueAt }, false, new Date(dueAt.getTime() - 60_000))).toBe(
      false,
    );
  });
  it("waits while a legal hold stands, and never runs a withdrawn or completed one", () => {
    const later = new Date(dueAt.getTime() + day);
    expect(accountDeletionRunnable({ status: "SCHEDULED", dueAt }, true, later)).toBe(false);
    expect(accountDeletionRunnable({ status: "WITHDRAWN", dueAt }, false, later)).toBe(false);
    expect(accountDeletionRunnable({ status: "COMPLETED", dueAt }, false, later)).toBe(false);
  });
});

describe("confirmsAccountDeletion", () => {
  it("accepts the word whatever its case and surrounding spaces, nothing else", () => {
    expect(confirmsAccountDeletion(" delete ")).toBe(true);
    expect(confirmsAccountDeletion("DELETE")).toBe(true);
    expect(confirmsAccountDeletion("DELETE MY ACCOUNT")).toBe(false);
    expect(confirmsAccountDeletion("")).toBe(false);
  });
});

describe("retentionPlan", () => {
  it("lists every rule once, in its group, with why and how long for what is kept", () => {
    const plan = retentionPlan();
    expect(plan.deleted.length + plan.anonymised.length + plan.keptForSignedAgreement.length + plan.kept.length).toBe(
      RETENTION_RULES.length,
    );
    expect(plan.deleted.map((item) => item.what)).toContain("Your questionnaire answers and their history");
    for (const item of [...plan.kept, ...plan.keptForSignedAgreement]) {
      expect(item.reason && item.period, item.what).toBeTruthy();
    }
    expect(plan.anonymised.map((item) => item.what)).toContain("Your chat messages");
    const signedOnly = plan.keptForSignedAgreement.map((item) => item.what);
    expect(signedOnly.some((what) => what.startsWith("Your financial disclosure"))).toBe(true);
    expect(plan.kept.some((item) => item.what.startsWith("Your financial disclosure"))).toBe(false);
    expect(plan.kept.some((item) => item.what.startsWith("Your payments"))).toBe(true);
  });
});

describe("medianDaysToComplete", () => {
  const done = (days: number) => ({ requestedAt, completedAt: new Date(requestedAt.getTime() + days * day) });
  it("is the middle value, or the mean of the two middle values", () => {
    expect(medianDaysToComplete([done(30), done(31), done(45)])).toBe(31);
    expect(medianDaysToComplete([done(30), done(31)])).toBe(30.5);
    expect(medianDaysToComplete([])).toBeNull();
  });
});

describe("sessionEnded", () => {
  const ended = new Date("2026-11-01T10:00:00.400Z");
  it("ends a sign-in before the moment, in its second, or of unknown time", () => {
    expect(sessionEnded(ended, new Date("2026-11-01T09:00:00.000Z"))).toBe(true);
    expect(sessionEnded(ended, new Date("2026-11-01T10:00:00.000Z"))).toBe(true);
    expect(sessionEnded(ended, null)).toBe(true);
  });
  it("keeps a sign-in after it, and every sign-in when sessions were never ended", () => {
    expect(sessionEnded(ended, new Date("2026-11-01T10:00:01.000Z"))).toBe(false);
    expect(sessionEnded(null, new Date("2026-11-01T09:00:00.000Z"))).toBe(false);
  });
});
