import type { ProductType } from "@prenup/domain";
import { and, eq } from "drizzle-orm";
import type { Executor } from "./client.ts";
import { documentTemplates, products, states } from "./schema/index.ts";
import type { DocumentTemplate, Product, State } from "./types.ts";
import { live } from "./rules.ts";

/** The reference state with this abbreviation ("CA"); throws when the reference seed lacks it. */
export async function findStateByAbbreviation(db: Executor, abbreviation: string): Promise<State> {
  const [state] = await db.select().from(states).where(eq(states.abbreviation, abbreviation.toUpperCase())).limit(1);
  if (!state) throw new Error(`State ${abbreviation} is not seeded`);
  return state;
}

/** The active product of this type (PRENUP, REPRESENTATION, …); throws when none is seeded. */
export async function findProductByType(db: Executor, productType: ProductType): Promise<Product> {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.productType, productType), eq(products.isActive, true), live(products)))
    .orderBy(products.createdAt)
    .limit(1);
  if (!product) throw new Error(`No ${productType} product is seeded`);
  return product;
}

/** The agreement template documents use by default (the oldest live one), or undefined. */
export async function findDefaultDocumentTemplate(db: Executor): Promise<DocumentTemplate | undefined> {
  const [template] = await db
    .select()
    .from(documentTemplates)
    .where(live(documentTemplates))
    .orderBy(documentTemplates.createdAt, documentTemplates.key)
    .limit(1);
  return template;
}
