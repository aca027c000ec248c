import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { detail, ID, openUserPage } from "../../../../test/user-fixtures.ts";
import { routes } from "../../../app/routes.tsx";

const section = (name: RegExp) =>
  screen.findByRole("heading", { name, level: 3 }).then((heading) => heading.parentElement!);

describe("the user page's attorney requirements", () => {
  it("says which partner must have an attorney and why, and that the other may", async () => {
    openUserPage(routes, {
      [`GET /admin/users/${ID}/attorney-restrictions`]: {
        ruleTypes: ["WAIVES_SPOUSAL_SUPPORT", "HIRES_ATTORNEY"],
        descriptionKey: "WAIVES_SPOUSAL_SUPPORT",
        requiresAttorney: true,
        representationPaid: true,
        triggers: [
          { questionId: "q-1", questionOptionId: "o-1", sectionKey: "spousal_support", type: "WAIVES_SPOUSAL_SUPPORT" },
        ],
      },
    });
    const mine = await section(/This user — Sam Taylor/);
    expect(await within(mine).findByText("Must have an attorney")).toBeInTheDocument();
    expect(within(mine).getByText(/Spousal support is waived/)).toBeInTheDocument();
    expect(within(mine).getByText("The partner chose to work with an attorney.")).toBeInTheDocument();
    expect(within(mine).getByText(/spousal support$/)).toBeInTheDocument();
    expect(within(mine).getByText("Representation purchased")).toBeInTheDocument();
    const partner = await section(/Partner — Alex Rivera/);
    expect(await within(partner).findByText("Attorney optional")).toBeInTheDocument();
    expect(within(partner).getByText(/may still choose one/)).toBeInTheDocument();
  });

  it("shows one column without a partner, and the server's error with a retry", async () => {
    openUserPage(routes, {
      [`GET /admin/users/${ID}`]: detail({ document: null }),
      [`GET /admin/users/${ID}/attorney-restrictions`]: () => ({
        status: 404,
        body: { error: "User not found", code: "USER_NOT_FOUND" },
      }),
    });
    const mine = await section(/This user/);
    expect(await within(mine).findByText("User not found")).toBeInTheDocument();
    expect(within(mine).getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: /Partner —/ })).not.toBeInTheDocument();
  });
});
