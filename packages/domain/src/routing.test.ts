import { describe, expect, it } from "vitest";
import { ATTORNEY_STAGES } from "./enums.ts";
import {
  adminRouteDecision,
  attorneyRouteDecision,
  customerLegacyRedirect,
  matchesRoute,
  normalizePath,
} from "./routing.ts";

describe("customerLegacyRedirect", () => {
  it("maps every legacy path of the spec", () => {
    expect(customerLegacyRedirect("/user_ask_an_attorney")).toBe("/attorney-services?serviceType=Q_A");
    expect(customerLegacyRedirect("/user_documents")).toBe("/documents");
    expect(customerLegacyRedirect("/user_attorney_booking")).toBe("/attorney-services?serviceType=REPRESENTATION");
    expect(customerLegacyRedirect("/attorney_editor/file-123")).toBe("/documents");
    expect(customerLegacyRedirect("/initial_questionnaire/finances")).toBe("/questionnaire");
    expect(customerLegacyRedirect("/user_account")).toBe("/");
    expect(customerLegacyRedirect("/user_notarization")).toBe("/notarize");
    expect(customerLegacyRedirect("/user_settings")).toBe("/profile");
  });

  it("sends anything else to /", () => {
    expect(customerLegacyRedirect("/nowhere")).toBe("/");
    expect(customerLegacyRedirect("/attorney_editor")).toBe("/");
    expect(customerLegacyRedirect("/admin/users")).toBe("/");
    expect(customerLegacyRedirect("/questionnaire/a/b")).toBe("/");
  });

  it("leaves current routes alone", () => {
    for (const path of [
      "/",
      "/profile",
      "/questionnaire",
      "/questionnaire/background-information",
      "/documents/doc-1/editor",
      "/documents/review",
      "/notarize/review",
      "/payment/success",
      "/attorney-services?serviceType=Q_A",
      "/help/",
      "/oauth/callback?code=x&state=y",
      "/signin-redirect",
    ]) {
      expect(customerLegacyRedirect(path)).toBeNull();
    }
  });
});

describe("attorneyRouteDecision", () => {
  it("keeps an attorney without an approved form on /attorney/form", () => {
    for (const stage of ["FORM_MISSING", "UNDER_REVIEW"] as const) {
      expect(attorneyRouteDecision(stage, "/attorney/form")).toEqual({ allow: true });
      expect(attorneyRouteDecision(stage, "/")).toEqual({ redirectTo: "/attorney/form" });
      expect(attorneyRouteDecision(stage, "/attorney/clients")).toEqual({ redirectTo: "/attorney/form" });
      expect(attorneyRouteDecision(stage, "/attorney/account")).toEqual({ redirectTo: "/attorney/form" });
    }
  });

  it("opens the approved screens to an approved attorney", () => {
    for (const path of [
      "/",
      "/attorney/clients",
      "/attorney/clients/c-1",
      "/attorney/appointments",
      "/attorney/reviews",
      "/attorney/payouts",
      "/attorney/account",
      "/attorney/stripe-onboarding-refresh",
      "/documents/d-1/editor",
    ]) {
      expect(attorneyRouteDecision("APPROVED", path)).toEqual({ allow: true });
    }
  });

  it("follows the approved attorney's legacy redirects, anything else to /", () => {
    expect(attorneyRouteDecision("APPROVED", "/attorney_editor/f-1")).toEqual({ redirectTo: "/attorney/clients" });
    expect(attorneyRouteDecision("APPROVED", "/attorney_clients")).toEqual({ redirectTo: "/attorney/clients" });
    expect(attorneyRouteDecision("APPROVED", "/attorney_profile")).toEqual({ redirectTo: "/attorney/account" });
    expect(attorneyRouteDecision("APPROVED", "/attorney/form")).toEqual({ redirectTo: "/" });
    expect(attorneyRouteDecision("APPROVED", "/admin/users")).toEqual({ redirectTo: "/" });
  });

  it("keeps a declined or deactivated attorney on /attorney/account", () => {
    for (const stage of ["DECLINED", "DEACTIVATED"] as const) {
      expect(attorneyRouteDecision(stage, "/attorney/account")).toEqual({ allow: true });
      expect(attorneyRouteDecision(stage, "/")).toEqual({ redirectTo: "/attorney/account" });
      expect(attorneyRouteDecision(stage, "/attorney/form")).toEqual({ redirectTo: "/attorney/account" });
    }
  });

  it("allows help and the OAuth callback at every stage", () => {
    for (const stage of ATTORNEY_STAGES) {
      expect(attorneyRouteDecision(stage, "/attorney/help")).toEqual({ allow: true });
      expect(attorneyRouteDecision(stage, "/oauth/callback?code=1")).toEqual({ allow: true });
    }
  });
});

describe("adminRouteDecision", () => {
  it("allows the admin screens", () => {
    for (const path of [
      "/admin/users",
      "/admin/users/u-1",
      "/admin/attorneys/a-1/clients",
      "/admin/law-firms/l-1",
      "/admin/attorney-appointments",
      "/admin/attorney-reviews",
      "/admin/states/s-1",
      "/admin/purchases",
      "/admin/attorney/payouts",
      "/admin/library-groups/g-1",
      "/admin/discounts",
      "/admin/products",
      "/documents/d-1/editor",
      "/admin/help",
      "/admin/account",
    ]) {
      expect(adminRouteDecision(path)).toEqual({ allow: true });
    }
  });
  it("sends anything else to /admin/users", () => {
    expect(adminRouteDecision("/")).toEqual({ redirectTo: "/admin/users" });
    expect(adminRouteDecision("/admin/unknown")).toEqual({ redirectTo: "/admin/users" });
    expect(adminRouteDecision("/documents/d-1")).toEqual({ redirectTo: "/admin/users" });
  });
});

describe("path matching", () => {
  it("ignores query, hash and trailing slashes", () => {
    expect(normalizePath("/a/b/?x=1#y")).toBe("/a/b");
    expect(normalizePath("")).toBe("/");
    expect(normalizePath("a")).toBe("/a");
    expect(normalizePath("///")).toBe("/");
    expect(matchesRoute("/documents/:id/editor", "/documents//editor")).toBe(false);
  });
});
