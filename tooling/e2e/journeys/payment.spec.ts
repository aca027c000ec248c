import type { Page } from "@playwright/test";
import { expect, test } from "../support/test.ts";
import { apiAs } from "../support/questionnaire.ts";
import { capture, signedIn } from "../support/session.ts";
import { demo, urls } from "../support/urls.ts";

// Money, end to end on the embedded local gateway: an admin creates a promo code, Sam (couple 2, New
// York, unpaid) is declined once, then pays the prenup with a double-clicked Pay; Riley sees it paid
// without paying; the admin refunds part of it, pays out an attorney's item, then refunds the rest and
// the gates close again.

type PurchaseItem = {
  id: string;
  productType?: string;
  paymentStatus: string;
  pricePaidInCents: number;
  amountRefundedInCents: number;
};
type Standing = { prenupPaid: boolean };
type Product = { id: string; productType: string };
type Cart = { id: string; cartStatus: string };

async function fillCard(page: Page, number: string) {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("Security code (CVC)").fill("123");
}

test.use({ actionTimeout: 20_000 });

test("a couple pays with a promo code, declines and double clicks charge nothing extra, an admin refunds and pays out", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const code = `JOURNEY${Date.now().toString(36).toUpperCase()}`;

  // The admin creates a 20 % coupon and a code for it.
  const admin = await signedIn(browser, urls.admin, demo.admin.email);
  await admin.goto(`${urls.admin}/admin/discounts`);
  await admin.getByRole("button", { name: "New coupon" }).click();
  const couponDialog = admin.getByRole("dialog", { name: "New coupon" });
  // Named after this attempt's code: a retried journey finds the first attempt's coupon.
  const couponName = `Journey welcome ${code}`;
  await couponDialog.getByLabel("Name").fill(couponName);
  await couponDialog.getByRole("radio", { name: "Percent off" }).check();
  await couponDialog.getByRole("textbox", { name: "Percent off" }).fill("20");
  await couponDialog.getByRole("button", { name: "Create coupon" }).click();
  await expect(couponDialog).toBeHidden();
  // A new coupon is the one whose codes are shown.
  await expect(admin.getByRole("heading", { name: `Codes of “${couponName}”` })).toBeVisible();
  await admin.getByRole("button", { name: "New code" }).click();
  const codeDialog = admin.getByRole("dialog", { name: "New code" });
  await codeDialog.getByLabel("Code").fill(code);
  await codeDialog.getByRole("button", { name: "Create code" }).click();
  await expect(codeDialog).toBeHidden();
  await expect(admin.getByRole("cell", { name: code, exact: true })).toBeVisible();
  await capture(admin, "admin-discounts", { fullPage: true });

  // Sam puts the prenup in the cart and applies the code: the server's totals show the discount.
  const sam = await signedIn(browser, urls.customer, demo.sam.email);
  await sam.goto(`${urls.customer}/payment`);
  await expect(sam.getByRole("region", { name: /^Your prenup, \$[\d,]+ for both of you$/ })).toBeVisible();
  await sam.getByRole("button", { name: "Continue to payment" }).click();
  await sam.getByLabel("Promo code").fill(code.toLowerCase());
  await sam.getByRole("button", { name: "Apply" }).click();
  await expect(sam.getByText(`Promo code ${code} applied`)).toBeVisible();
  await expect(sam.getByText("Discount")).toBeVisible();
  // $599.00 less 20 % = $479.20
  await expect(sam.getByRole("button", { name: "Pay $479.20" })).toBeVisible();
  await capture(sam, "payment", { fullPage: true });

  // A declined card: the message is shown and nothing is bought.
  await fillCard(sam, "4000 0000 0000 0002");
  await sam.getByRole("button", { name: "Pay $479.20" }).click();
  await expect(sam.getByRole("alert").filter({ hasText: /declined/i })).toBeVisible();
  await capture(sam, "payment-declined", { fullPage: true });
  const samUser = await apiAs<{ id: string }>(sam, "/users/me");
  expect(await apiAs<PurchaseItem[]>(sam, `/users/${samUser.id}/purchase-items`)).toEqual([]);

  // A good card, Pay pressed twice in a row: one payment, one purchase.
  await fillCard(sam, "4242 4242 4242 4242");
  await sam.getByRole("button", { name: "Pay $479.20" }).dblclick();
  await expect(sam).toHaveURL(/\/payment\/success\?cartId=/);
  await expect(sam.getByRole("heading", { name: "Payment complete" })).toBeVisible();
  await expect(sam.getByText("Prenuptial Agreement").first()).toBeVisible();
  await capture(sam, "payment-success", { fullPage: true });
  const bought = await apiAs<PurchaseItem[]>(sam, `/users/${samUser.id}/purchase-items`);
  expect(bought).toHaveLength(1);
  expect(bought[0]).toMatchObject({ pricePaidInCents: 47_920, paymentStatus: "SUCCESSFUL" });

  // Riley, the partner, sees the prenup paid without paying.
  const riley = await signedIn(browser, urls.customer, "riley@demo.prenup.test");
  const rileyUser = await apiAs<{ id: string }>(riley, "/users/me");
  expect((await apiAs<Standing>(riley, `/users/${rileyUser.id}/standing`)).prenupPaid).toBe(true);
  await riley.goto(`${urls.customer}/payment`);
  await expect(riley.getByText("Your prenup is already paid for — by you or your partner.")).toBeVisible();

  // Sam books a Q&A call with the demo attorney (the attorney-services screens come later; the cart
  // is the same) and pays for it on the page.
  const products = await apiAs<Product[]>(sam, "/products");
  const qa = products.find((product) => product.productType === "Q_A");
  expect(qa).toBeTruthy();
  // The demo attorney's id (an attorney's record shares its user's id).
  const attorney = await signedIn(browser, urls.attorney, demo.attorney.email);
  const attorneyId = (await apiAs<{ id: string }>(attorney, "/users/me")).id;
  await attorney.context().close();
  const cart = await apiAs<Cart>(sam, `/users/${samUser.id}/carts`, { method: "POST", data: { cartStatus: "UNPAID" } });
  await apiAs(sam, `/users/${samUser.id}/carts/${cart.id}/cart-items`, {
    method: "POST",
    data: { productId: qa!.id, quantity: 1, chosenAttorneyId: attorneyId },
  });
  await sam.goto(`${urls.customer}/payment`);
  await fillCard(sam, "4242 4242 4242 4242");
  await sam.getByRole("button", { name: "Pay $149.00" }).click();
  await expect(sam.getByRole("heading", { name: "Payment complete" })).toBeVisible();

  // The admin refunds $50 of the prenup from Sam's page, where the purchase is listed.
  await admin.goto(`${urls.admin}/admin/users/${samUser.id}`);
  const ownRow = admin.getByRole("row", { name: /Prenuptial Agreement/ });
  const refund = admin.getByRole("dialog", { name: "Refund" });
  // The page's lists load one after another: a click on a row that is being drawn again opens nothing, so it is
  // clicked again until the dialog opens.
  await expect(async () => {
    if (!(await refund.isVisible())) await ownRow.getByRole("button", { name: /^Refund/ }).click();
    await expect(refund.getByLabel("Amount to refund")).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await refund.getByLabel("Amount to refund").fill("50");
  await refund.getByLabel("Reason").fill("Goodwill credit for a delayed start");
  await refund.getByRole("button", { name: "Continue" }).click();
  await admin.getByRole("button", { name: "Confirm refund" }).click();
  await expect(ownRow.getByText("Partly refunded")).toBeVisible();
  await capture(admin, "admin-user-refund", { fullPage: true });

  // Purchases & Refunds lists every purchase: searching Sam finds the plain prenup without widening filters.
  await admin.goto(`${urls.admin}/admin/purchases`);
  await admin.getByLabel("Search").fill(demo.sam.email);
  // The search runs on the server after a short pause: only Sam's purchases stay listed.
  const prenupRows = admin.getByRole("row", { name: /Prenuptial Agreement/ });
  await expect(prenupRows).toHaveCount(1);
  const prenupRow = prenupRows.filter({ hasText: demo.sam.email });
  await expect(prenupRow.getByText("Partially refunded")).toBeVisible();

  const callRow = admin.getByRole("row", { name: /Ask an Attorney/ }).filter({ hasText: demo.sam.email });
  await callRow.getByRole("button", { name: "Pay out" }).click();
  const payout = admin.getByRole("dialog", { name: "Pay out" });
  await payout.getByRole("button", { name: "Continue" }).click();
  await admin.getByRole("button", { name: "Confirm payout" }).click();
  await expect(callRow.getByText("Payout paid")).toBeVisible();
  await capture(admin, "admin-payouts", { fullPage: true });
  const afterPartial = await apiAs<PurchaseItem[]>(sam, `/users/${samUser.id}/purchase-items`);
  expect(afterPartial.find((item) => item.id === bought[0]!.id)).toMatchObject({
    paymentStatus: "PARTIALLY_REFUNDED",
    amountRefundedInCents: 5_000,
  });

  // The rest of the prenup refunded: it is unpaid again for both partners.
  await prenupRow.getByRole("button", { name: "Refund" }).click();
  await refund.getByLabel("Reason").fill("Cancelled at the couple's request");
  await refund.getByRole("button", { name: "Continue" }).click();
  await admin.getByRole("button", { name: "Confirm refund" }).click();
  await expect(prenupRow.getByText("Fully refunded")).toBeVisible();
  expect((await apiAs<Standing>(riley, `/users/${rileyUser.id}/standing`)).prenupPaid).toBe(false);
  expect((await apiAs<Standing>(sam, `/users/${samUser.id}/standing`)).prenupPaid).toBe(false);
  await sam.goto(`${urls.customer}/payment`);
  await expect(sam.getByRole("button", { name: "Continue to payment" })).toBeVisible();
});
