import type { Product } from "@prenup/api-client";
import { formatCents } from "@prenup/domain";

/** Texts of the Products screen, in one place. */
export const PRODUCTS_TEXTS = {
  title: "Products & Prices",
  intro:
    "What customers can buy and its price. A new price applies to every cart paid from then on; each purchase keeps what was paid. Your edits are kept when the product catalogue is updated.",
  loadError: "The products could not be loaded",
  empty: "No products.",
  onSale: "On sale",
  notOnSale: "Not on sale",
  discountsAllowed: "Discounts apply",
  discountsNotAllowed: "No discounts",
  edit: (title: string) => `Edit ${title}`,
  editButton: "Edit",
  formTitle: (title: string) => `Edit ${title}`,
  nameLabel: "Name",
  descriptionLabel: "Description",
  descriptionHint: "Shown to customers beside the price. Leave empty for none.",
  priceLabel: "Price",
  priceHint: "From $0.50 to $10,000.",
  activeLabel: "On sale (customers can buy it)",
  discountsLabel: "Discount codes apply to it",
  save: "Save",
  cancel: "Cancel",
  nothingChanged: "Nothing was changed.",
  saved: (product: Pick<Product, "title" | "priceInCents">) =>
    `${product.title} is saved at ${formatCents(product.priceInCents)}.`,
  failed: "The product was not saved",
} as const;

export const COLUMN = {
  product: "Product",
  kind: "Kind",
  price: "Price",
  sale: "Sale",
  discounts: "Discounts",
  actions: "Actions",
} as const;

/** What each kind of product is, as the admin reads it. */
export const PRODUCT_TYPE_LABELS: Record<Product["productType"], string> = {
  PRENUP: "Prenup (both partners)",
  POSTNUP: "Postnup (both spouses)",
  NOTARIZATION: "Notarization",
  Q_A: "Attorney Q&A",
  REPRESENTATION: "Attorney representation",
  DOCUMENT: "Document",
  ATTORNEY_SERVICE: "Attorney service",
};
