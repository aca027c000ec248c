/**
 * Who leads a law firm (the domain's `lawFirmLead`) through the API: the lead passes on when the
 * lead joins or creates another firm, is deactivated or declined; an approved attorney leads a
 * firm nobody leads; an admin names the lead (PATCH /admin/law-firms/{id} leadAttorneyId,
 * audited); a firm never has two leads; a refused lead changes nothing.
 */
import { attorneys, auditLog, lawFirms } from "@prenup/db";
import { createAdmin, createAttorney, createLawFirm, snapshotTables } from "@prenup/db/testing";
import { and, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimsOf, createTestApi, json, type TestApi } from "./harness.ts";

let api: TestApi;
let admin: Awaited<ReturnType<typeof createAdmin>>;

type Person = { id: string; externalId: string; email: string; userType: string };
const call = (person: Person, options: InjectOptions) =>
  api.inject({ ...options, as: claimsOf(person, person.userType === "ADMIN" ? "admin" : "attorney") });
const since = (iso: string) => ({ createdAt: new Date(iso) });

beforeAll(async () => {
  api = await createTestApi();
  admin = await createAdmin(api.db);
});
afterAll(async () => {
  await api?.close();
});

async function leadOf(lawFirmId: string): Promise<string | null> {
  const response = await call(admin, { method: "GET", url: `/admin/law-firms/${lawFirmId}/lead` });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ lead: { id: string } | null }>(response).lead?.id ?? null;
}

async function leadFlags(lawFirmId: string): Promise<string[]> {
  const rows = await api.db
    .select({ id: attorneys.id })
    .from(attorneys)
    .where(and(eq(attorneys.lawFirmId, lawFirmId), eq(attorneys.isLawFirmLead, true)));
  return rows.map((row) => row.id);
}

describe("the lead passes on", () => {
  it("to the longest-standing approved attorney when the lead joins another firm", async () => {
    const firm = await createLawFirm(api.db, { name: "Passing & Co", isApproved: true });
    const elsewhere = await createLawFirm(api.db, { name: "Elsewhere LLP", isApproved: true });
    const lead = await createAttorney(api.db, {
      stage: "UNDER_REVIEW",
      lawFirm: firm,
      attorney: { isLawFirmLead: true, ...since("2024-01-01T00:00:00Z") },
    });
    await createAttorney(api.db, { stage: "FORM_MISSING", lawFirm: firm, attorney: since("2023-01-01T00:00:00Z") });
    const early = await createAttorney(api.db, {
      stage: "APPROVED",
      lawFirm: firm,
      attorney: since("2025-01-01T00:00:00Z"),
    });
    await createAttorney(api.db, { stage: "APPROVED", lawFirm: firm, attorney: since("2025-06-01T00:00:00Z") });
    expect(await leadOf(firm.id)).toBe(lead.user.id);

    const moved = await call(lead.user, {
      method: "POST",
      url: `/users/${lead.user.id}/attorneys/${lead.user.id}/law-firms`,
      payload: { lawFirmId: elsewhere.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(json(moved)).toMatchObject({ lawFirm: { id: elsewhere.id }, isLawFirmLead: false });
    expect(await leadOf(firm.id)).toBe(early.user.id);
    expect(await leadFlags(firm.id)).toEqual([early.user.id]);
    // An applicant does not take over the firm they join.
    expect(await leadOf(elsewhere.id)).toBeNull();
    const [audit] = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "law-firm.lead.pass"), eq(auditLog.entityId, firm.id)));
    expect(audit).toMatchObject({
      actorUserId: lead.user.id,
      subjectUserId: early.user.id,
      before: { leadAttorneyIds: [lead.user.id] },
      after: { leadAttorneyId: early.user.id, cause: "attorney-left" },
    });
  });

  it("when the lead creates another firm, which they lead", async () => {
    const firm = await createLawFirm(api.db, { name: "Founders Old", isApproved: true });
    const lead = await createAttorney(api.db, {
      stage: "UNDER_REVIEW",
      lawFirm: firm,
      attorney: { isLawFirmLead: true },
    });
    const member = await createAttorney(api.db, { stage: "APPROVED", lawFirm: firm });
    const created = await call(lead.user, {
      method: "POST",
      url: `/users/${lead.user.id}/attorneys/${lead.user.id}/law-firms`,
      payload: { name: "Founders New" },
    });
    expect(created.statusCode, created.body).toBe(200);
    const profile = json<{ lawFirm: { id: string }; isLawFirmLead: boolean }>(created);
    expect(profile.isLawFirmLead).toBe(true);
    expect(await leadOf(profile.lawFirm.id)).toBe(lead.user.id);
    expect(await leadOf(firm.id)).toBe(member.user.id);
  });

  it("leaves nobody leading when no approved attorney remains, and keeps a creator who rejoins their own firm", async () => {
    const firm = await createLawFirm(api.db, { name: "Solo Practice", isApproved: true });
    const lead = await createAttorney(api.db, {
      stage: "FORM_MISSING",
      lawFirm: firm,
      attorney: { isLawFirmLead: true },
    });
    await createAttorney(api.db, { stage: "UNDER_REVIEW", lawFirm: firm });
    const again = await call(lead.user, {
      method: "POST",
      url: `/users/${lead.user.id}/attorneys/${lead.user.id}/law-firms`,
      payload: { lawFirmId: firm.id },
    });
    expect(json(again)).toMatchObject({ lawFirm: { id: firm.id }, isLawFirmLead: true });
    const other = await createLawFirm(api.db, { name: "Solo Next", isApproved: true });
    await call(lead.user, {
      method: "POST",
      url: `/users/${lead.user.id}/attorneys/${lead.user.id}/law-firms`,
      payload: { lawFirmId: other.id },
    });
    expect(await leadOf(firm.id)).toBeNull();
    expect(await leadFlags(firm.id)).toEqual([]);
    const [audit] = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "law-firm.lead.pass"), eq(auditLog.entityId, firm.id)));
    expect(audit).toMatchObject({
      before: { leadAttorneyIds: [lead.user.id] },
      after: { leadAttorneyId: null, cause: "attorney-left" },
    });
  });

  it("when an admin deactivates the lead (and a reactivated lead does not take it back)", async () => {
    const firm = await createLawFirm(api.db, { name: "Deactivation Partners", isApproved: true });
    const lead = await createAttorney(api.db, {
      stage: "APPROVED",
      lawFirm: firm,
      attorney: { isLawFirmLead: true, ...since("2024-01-01T00:00:00Z") },
    });
    const next = await createAttorney(api.db, {
      stage: "APPROVED",
      lawFirm: firm,
      attorney: since("2025-01-01T00:00:00Z"),
    });
    const deactivated = await call(admin, {
      method: "POST",
      url: `/admin/attorneys/${lead.user.id}/stage`,
      payload: { action: "deactivate" },
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(await leadOf(firm.id)).toBe(next.user.id);
    expect(await leadFlags(firm.id)).toEqual([next.user.id]);
    const detail = json<{ attorneys: { id: string; isLawFirmLead: boolean }[] }>(
      await call(admin, { method: "GET", url: `/admin/law-firms/${firm.id}` }),
    );
    expect(detail.attorneys.filter((row) => row.isLawFirmLead).map((row) => row.id)).toEqual([next.user.id]);
    const [audit] = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "law-firm.lead.pass"), eq(auditLog.entityId, firm.id)));
    expect(audit).toMatchObject({
      actorUserId: admin.id,
      after: { leadAttorneyId: next.user.id, cause: "attorney-deactivate" },
    });

    await call(admin, {
      method: "POST",
      url: `/admin/attorneys/${lead.user.id}/stage`,
      payload: { action: "reactivate" },
    });
    expect(await leadOf(firm.id)).toBe(next.user.id);
  });

  it("when an admin declines the creator, and an approved attorney leads a firm nobody leads", async () => {
    const firm = await createLawFirm(api.db, { name: "Declined Founders", isApproved: true });
    const creator = await createAttorney(api.db, {
      stage: "UNDER_REVIEW",
      lawFirm: firm,
      attorney: { isLawFirmLead: true },
    });
    const applicant = await createAttorney(api.db, { stage: "UNDER_REVIEW", lawFirm: firm });
    await call(admin, {
      method: "POST",
      url: `/admin/attorneys/${creator.user.id}/stage`,
      payload: { action: "decline" },
    });
    expect(await leadOf(firm.id)).toBeNull();
    const approved = await call(admin, {
      method: "POST",
      url: `/admin/attorneys/${applicant.user.id}/stage`,
      payload: { action: "approve" },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await leadOf(firm.id)).toBe(applicant.user.id);
    expect(await leadFlags(firm.id)).toEqual([applicant.user.id]);
  });
});

describe("an admin names the lead", () => {
  it("makes one attorney of the firm its only lead, audited", async () => {
    const firm = await createLawFirm(api.db, { name: "Chosen Lead LLP", isApproved: true });
    const first = await createAttorney(api.db, { stage: "APPROVED", lawFirm: firm, attorney: { isLawFirmLead: true } });
    const chosen = await createAttorney(api.db, { stage: "APPROVED", lawFirm: firm });
    const response = await call(admin, {
      method: "PATCH",
      url: `/admin/law-firms/${firm.id}`,
      payload: { leadAttorneyId: chosen.user.id.toUpperCase() },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toMatchObject({ lead: { id: chosen.user.id } });
    expect(await leadOf(firm.id)).toBe(chosen.user.id);
    expect(await leadFlags(firm.id)).toEqual([chosen.user.id]);
    const [audit] = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "law-firm.lead.set"), eq(auditLog.entityId, firm.id)));
    expect(audit).toMatchObject({
      actorUserId: admin.id,
      subjectUserId: chosen.user.id,
      before: { leadAttorneyIds: [first.user.id] },
      after: { leadAttorneyId: chosen.user.id },
    });
    // Naming the lead again changes nothing and records nothing.
    await call(admin, {
      method: "PATCH",
      url: `/admin/law-firms/${firm.id}`,
      payload: { leadAttorneyId: chosen.user.id },
    });
    expect(
      await api.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "law-firm.lead.set"), eq(auditLog.entityId, firm.id))),
    ).toHaveLength(1);
  });

  it("never leaves two leads, even when changes of the lead race", async () => {
    const firm = await createLawFirm(api.db, { name: "Racing Counsel", isApproved: true });
    const lead = await createAttorney(api.db, {
      stage: "APPROVED",
      lawFirm: firm,
      attorney: { isLawFirmLead: true, ...since("2024-01-01T00:00:00Z") },
    });
    const second = await createAttorney(api.db, {
      stage: "APPROVED",
      lawFirm: firm,
      attorney: since("2025-01-01T00:00:00Z"),
    });
    const third = await createAttorney(api.db, {
      stage: "APPROVED",
      lawFirm: firm,
      attorney: since("2025-02-01T00:00:00Z"),
    });
    const results = await Promise.all([
      call(admin, { method: "POST", url: `/admin/attorneys/${lead.user.id}/stage`, payload: { action: "deactivate" } }),
      call(admin, { method: "PATCH", url: `/admin/law-firms/${firm.id}`, payload: { leadAttorneyId: third.user.id } }),
    ]);
    expect(results.map((response) => response.statusCode)).toEqual([200, 200]);
    const leads = await leadFlags(firm.id);
    expect(leads).toHaveLength(1);
    expect([second.user.id, third.user.id]).toContain(leads[0]);
    expect(await leadOf(firm.id)).toBe(leads[0]);
  });

  it("refuses an attorney outside the firm or who cannot lead, with a clear message, and changes nothing", async () => {
    const firm = await createLawFirm(api.db, { name: "Refusing Firm", isApproved: true });
    const lead = await createAttorney(api.db, { stage: "APPROVED", lawFirm: firm, attorney: { isLawFirmLead: true } });
    const deactivated = await createAttorney(api.db, { stage: "DEACTIVATED", lawFirm: firm });
    const outsider = await createAttorney(api.db, { stage: "APPROVED" });
    const path = `/admin/law-firms/${firm.id}`;
    const watched = [attorneys, lawFirms, auditLog];
    const refuse = async (payload: Record<string, unknown>, status: number, message: string) => {
      const before = await snapshotTables(api.db, watched);
      const response = await call(admin, { method: "PATCH", url: path, payload });
      expect(response.statusCode, response.body).toBe(status);
      expect(response.body).toContain(message);
      expect(await snapshotTables(api.db, watched)).toEqual(before);
      return response;
    };
    const outside = await refuse(
      { name: "Renamed Firm", leadAttorneyId: outsider.user.id },
      400,
      "The lead must be one of this law firm's attorneys",
    );
    expect(outside.json()).toMatchObject({ error: { issues: [{ path: ["leadAttorneyId"] }] } });
    await refuse({ leadAttorneyId: crypto.randomUUID() }, 400, "The lead must be one of this law firm's attorneys");
    await refuse(
      { leadAttorneyId: deactivated.user.id },
      400,
      "A declined or deactivated attorney cannot lead a law firm",
    );
    await refuse({ leadAttorneyId: "someone" }, 400, "Choose one of the firm's attorneys as its lead");
    await refuse({ leadAttorneyId: null }, 400, "Choose one of the firm's attorneys as its lead");
    await refuse({ leadAttorneyId: lead.user.id, extra: true }, 400, "extra");
    const missing = await call(admin, {
      method: "PATCH",
      url: `/admin/law-firms/${crypto.randomUUID()}`,
      payload: { leadAttorneyId: lead.user.id },
    });
    expect(missing.statusCode).toBe(404);
    expect(await leadOf(firm.id)).toBe(lead.user.id);
    expect(
      (await call(lead.user, { method: "PATCH", url: path, payload: { leadAttorneyId: lead.user.id } })).statusCode,
    ).toBe(403);
  });
});
