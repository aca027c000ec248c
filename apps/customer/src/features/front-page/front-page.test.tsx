import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { createFakeAuth, type FakeApiRoutes } from "@prenup/api-client/testing";
import { renderApp } from "@prenup/ui/testing";
import { routes } from "../../app/routes.tsx";

const product = (
  productType: string,
  title: string,
  priceInCents: number,
  isSharedProduct: boolean,
  description: string,
) => ({
  id: `product-${productType.toLowerCase()}`,
  key: productType.toLowerCase(),
  title,
  description,
  priceInCents,
  productType,
  productCategory: productType === "PRENUP" || productType === "NOTARIZATION" ? "DOCUMENT" : "ATTORNEY_SERVICE",
  productIcon: null,
  isSharedProduct,
  discountsAllowed: isSharedProduct,
  onePerUser: productType !== "Q_A",
  isActive: true,
});

const products = [
  product("PRENUP", "Prenuptial Agreement", 59_900, true, "Your complete agreement for both of you."),
  product(
    "REPRESENTATION",
    "Attorney Representation",
    69_900,
    false,
    "A licensed attorney reviews and signs off your agreement.",
  ),
  product("Q_A", "Ask an Attorney", 14_900, false, "A 20-minute phone call."),
  product("NOTARIZATION", "Notarization", 9_900, true, "Notarize your signatures."),
];

const attorney = {
  id: "11111111-1111-4111-8111-111111111111",
  firstName: "Morgan",
  lastName: "Ellis",
  photoUrl: null,
  bio: "Family-law attorney.",
  yearsOfExperience: 12,
  languages: ["English"],
  practiceAreas: ["Family law"],
  lawSchool: null,
  hasFastTurnaround: false,
  isEmbryoAttorney: false,
  responseTimeHours: 24,
  lawFirm: { id: "22222222-2222-4222-8222-222222222222", name: "Ellis & Navarro" },
  licensedStates: ["CA", "NY"],
  services: ["REPRESENTATION", "Q_A"],
  averageRating: 9.2,
  stars: 5,
  reviewCount: 4,
};

function openFront(path = "/", api: FakeApiRoutes = {}) {
  const auth = createFakeAuth({ signedIn: false });
  const app = renderApp(routes, path, {
    auth,
    api: { "GET /products": products, "GET /attorneys": { attorneys: [attorney], total: 3 }, ...api },
  });
  return { ...app, auth };
}

describe("the front page (signed-out visitors)", () => {
  it("says what the product is, how it works, what it costs, who the attorneys are and what happens to the data", async () => {
    openFront();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Your prenuptial agreement, built together" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("main")).toBeInTheDocument();

    const how = screen.getByRole("region", { name: "How it works" });
    expect(
      within(how)
        .getAllByRole("listitem")
        .map((item) => item.textContent?.split(".")[0]),
    ).toEqual(["Questionnaire", "Align", "Disclose", "Review", "Sign and notarize"]);

    const cost = screen.getByRole("region", { name: "What it costs" });
    expect(await within(cost).findByRole("heading", { name: "Your prenup: $599 for both of you" })).toBeInTheDocument();
    expect(within(cost).getByText("Attorney Representation: $699 each.")).toBeInTheDocument();
    expect(within(cost).getByText("Ask an Attorney: $149 each.")).toBeInTheDocument();
    // The path never charges for the online notarization: the page says it is included, with no price.
    expect(within(cost).getByText(/Signing online before our notary is included/)).toBeInTheDocument();
    expect(within(cost).queryByText(/^Notarization:/)).toBeNull();

    const attorneys = screen.getByRole("region", { name: "Who the attorneys are" });
    const card = await within(attorneys).findByRole("article", { name: "Morgan Ellis" });
    expect(within(card).getByText("Licensed in CA, NY")).toBeInTheDocument();
    expect(within(card).getByText("12 years of experience")).toBeInTheDocument();
    expect(within(attorneys).getByText("and 2 more attorneys")).toBeInTheDocument();

    const privacy = screen.getByRole("region", { name: "Your privacy" });
    expect(within(privacy).getByText("What we keep:")).toBeInTheDocument();
    expect(within(privacy).getByText("Who sees it:")).toBeInTheDocument();
  });

  it("shows the prices the products answer, never figures of its own", async () => {
    openFront("/", {
      "GET /products": products.map((item) =>
        item.productType === "PRENUP" ? { ...item, priceInCents: 64_900 } : item,
      ),
    });
    expect(await screen.findByRole("heading", { name: "Your prenup: $649 for both of you" })).toBeInTheDocument();
  });

  it("says so honestly when no attorney is listed", async () => {
    openFront("/", { "GET /attorneys": { attorneys: [], total: 0 } });
    expect(await screen.findByText(/^No attorney is listed yet\./)).toBeInTheDocument();
  });

  it("creates an account or signs in through the existing flow, back to the same path", async () => {
    const { user, auth } = openFront();
    await user.click(await screen.findByRole("button", { name: "Create an account" }));
    expect(auth.signUp).toHaveBeenCalledWith("/");
    await user.click(screen.getByRole("button", { name: "Get started" }));
    expect(auth.signUp).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(auth.signIn).toHaveBeenCalledWith("/");
  });
});
