/**
 * The demo accounts of common.md, seeded by @prenup/db, as the apps see them through the API: the
 * data the shells gate their menus and progress on.
 */
import { seedDemo } from "@prenup/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENTS, createTestApi, json, type TestApi, type TokenClaims } from "./harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  await seedDemo(api.db);
});
afterAll(async () => {
  await api?.close();
});

const demo = (sub: string, email: string, clientId: string = CLIENTS.customer): TokenClaims => ({
  sub,
  email,
  clientId,
});
const alex = demo("demo-couple1-a", "alex@demo.prenup.test");
const jordan = demo("demo-couple1-b", "jordan@demo.prenup.test");
const sam = demo("demo-couple2-a", "sam@demo.prenup.test");

async function me(claims: TokenClaims) {
  const response = await api.inject({ method: "GET", url: "/users/me", as: claims });
  expect(response.statusCode).toBe(200);
  return json<{
    id: string;
    firstName: string;
    userType: string;
    attorney: { stage: string; lawFirmId: string | null } | null;
  }>(response);
}

describe("demo accounts", () => {
  it("signs in each demo identity to its seeded account and type", async () => {
    expect(await me(alex)).toMatchObject({ firstName: "Alex", userType: "CUSTOMER", attorney: null });
    expect(await me(demo("demo-admin", "admin@demo.prenup.test", CLIENTS.admin))).toMatchObject({ userType: "ADMIN" });
    const morgan = await me(demo("demo-attorney-approved", "attorney@demo.prenup.test", CLIENTS.attorney));
    expect(morgan).toMatchObject({ firstName: "Morgan", userType: "ATTORNEY", attorney: { stage: "APPROVED" } });
    expect(morgan.attorney?.lawFirmId).not.toBeNull();
    // Priya Raman, of another firm than Morgan's, signs in too (she represents Emma of couple 3).
    const priya = await me(demo("demo-attorney-priya", "priya@demo.prenup.test", CLIENTS.attorney));
    expect(priya).toMatchObject({ firstName: "Priya", userType: "ATTORNEY", attorney: { stage: "APPROVED" } });
    expect(priya.attorney?.lawFirmId).not.toBeNull();
    expect(priya.attorney?.lawFirmId).not.toBe(morgan.attorney?.lawFirmId);
    const casey = await me(demo("demo-attorney-review", "applicant@demo.prenup.test", CLIENTS.attorney));
    expect(casey.attorney?.stage).toBe("UNDER_REVIEW");
  });

  it("shows couple 1 their Californian document with each other's names, and the prenup paid for both", async () => {
    const jordanProfile = await me(jordan);
    const documents = json<{ respondent: string; state: { abbreviation: string }; partner: { firstName: string } }[]>(
      await api.inject({ method: "GET", url: `/users/${jordanProfile.id}/documents`, as: jordan }),
    );
    expect(documents).toEqual([
      expect.objectContaining({
        respondent: "B",
        state: expect.objectContaining({ abbreviation: "CA" }),
        partner: expect.objectContaining({ firstName: "Alex" }),
      }),
    ]);
    const items = json<{ paymentStatus: string; product: { productType: string } }[]>(
      await api.inject({ method: "GET", url: `/users/${jordanProfile.id}/purchase-items`, as: jordan }),
    );
    expect(items).toContainEqual(
      expect.objectContaining({
        paymentStatus: "SUCCESSFUL",
        product: expect.objectContaining({ productType: "PRENUP" }),
      }),
    );
  });

  it("puts couple 1 at step 3 of 5 (paid, every section answered, one disagreement left) with Documents closed", async () => {
    const alexProfile = await me(alex);
    const standing = json<{
      progress: { step: number; percent: number };
      gates: { documents: boolean; alignment: boolean };
    }>(await api.inject({ method: "GET", url: `/users/${alexProfile.id}/standing`, as: alex }));
    expect(standing.progress).toMatchObject({ step: 3, percent: 60 });
    expect(standing.gates.documents).toBe(false);
  });

  it("shows couple 2 their New York document, unpaid", async () => {
    const samProfile = await me(sam);
    const documents = json<{ state: { abbreviation: string }; partner: { firstName: string } }[]>(
      await api.inject({ method: "GET", url: `/users/${samProfile.id}/documents`, as: sam }),
    );
    expect(documents[0]).toMatchObject({ state: { abbreviation: "NY" }, partner: { firstName: "Riley" } });
    const items = json<{ product: { productType: string } }[]>(
      await api.inject({ method: "GET", url: `/users/${samProfile.id}/purchase-items`, as: sam }),
    );
    expect(items.filter((item) => item.product.productType === "PRENUP")).toEqual([]);
  });

  it("lets the partners see each other's names but not each other's purchases", async () => {
    const alexProfile = await me(alex);
    const asPartner = await api.inject({ method: "GET", url: `/users/${alexProfile.id}`, as: jordan });
    expect(json(asPartner)).toMatchObject({ firstName: "Alex", email: "alex@demo.prenup.test" });
    expect(json(asPartner)).not.toHaveProperty("phoneNumber");
    const purchases = await api.inject({ method: "GET", url: `/users/${alexProfile.id}/purchase-items`, as: jordan });
    expect(purchases.statusCode).toBe(403);
  });

  it("answers the demo firms' payout accounts offline: Morgan's firm is ready, Priya's firm onboards through the local gateway", async () => {
    const morganClaims = demo("demo-attorney-approved", "attorney@demo.prenup.test", CLIENTS.attorney);
    const morgan = await me(morganClaims);
    const morganBase = `/users/${morgan.id}/attorneys/${morgan.id}/law-firms/${morgan.attorney!.lawFirmId}`;
    const status = await api.inject({ method: "GET", url: `${morganBase}/account-status`, as: morganClaims });
    expect(status.statusCode, status.body).toBe(200);
    expect(json(status)).toMatchObject({
      provider: "local",
      accountId: "acct_local_ellis_navarro",
      detailsSubmitted: true,
      payoutsEnabled: true,
      state: "ENABLED",
    });
    const link = await api.inject({ method: "POST", url: `${morganBase}/onboarding-link`, as: morganClaims });
    expect(link.statusCode, link.body).toBe(200);
    expect(json<{ url: string }>(link).url).toMatch(
      /\/payments\/local\/accounts\/acct_local_ellis_navarro\/onboarding$/,
    );
    // The local onboarding page opens for the seeded account too.
    expect(
      (await api.inject({ method: "GET", url: new URL(json<{ url: string }>(link).url).pathname })).statusCode,
    ).toBe(200);

    const priyaClaims = demo("demo-attorney-priya", "priya@demo.prenup.test", CLIENTS.attorney);
    const priya = await me(priyaClaims);
    const priyaBase = `/users/${priya.id}/attorneys/${priya.id}/law-firms/${priya.attorney!.lawFirmId}`;
    expect(
      json(await api.inject({ method: "GET", url: `${priyaBase}/account-status`, as: priyaClaims })),
    ).toMatchObject({ accountId: null, state: "NOT_STARTED" });
    const onboarding = new URL(
      json<{ url: string }>(await api.inject({ method: "POST", url: `${priyaBase}/onboarding-link`, as: priyaClaims }))
        .url,
    ).pathname;
    const completed = await api.inject({ method: "POST", url: onboarding.replace(/onboarding$/, "complete") });
    expect(completed.statusCode).toBe(303);
    expect(
      json(await api.inject({ method: "GET", url: `${priyaBase}/account-status`, as: priyaClaims })),
    ).toMatchObject({ state: "ENABLED" });
  });
});
