import { describe, expect, it } from "vitest";
import { interiorProblems, type Folder } from "./feature-interior.ts";

describe("feature interior", () => {
  it("accepts a feature that keeps to the interior", () => {
    const feature: Folder = {
      "orders-page.tsx": "",
      "orders-page.test.tsx": "",
      "orders-page.mobile.test.tsx": "",
      "orders-texts.ts": "",
      "index.ts": "",
      components: { "order-card.tsx": "", "order-card.test.tsx": "" },
      hooks: { "use-orders.ts": 'import { useState } from "react";', "use-orders.test.tsx": "" },
      utils: { "totals.ts": 'import { z } from "zod";', "totals.test.ts": "" },
    };
    expect(interiorProblems(feature)).toEqual([]);
  });

  it("refuses a planted file or folder outside it", () => {
    const feature: Folder = {
      "orders-page.tsx": "",
      "order-card.tsx": "",
      "totals.ts": "",
      "totals.test.ts": "",
      "stripe-flow.test.tsx": "",
      lib: { "money.ts": "" },
      components: { "use-cart.ts": "", parts: { "row.tsx": "" } },
      hooks: { "cart.ts": "" },
      utils: { "format.ts": 'import { Text } from "@mantine/core";', "card.tsx": "" },
    };
    expect(interiorProblems(feature).map((problem) => problem.split(":")[0])).toEqual([
      "order-card.tsx",
      "totals.ts",
      "stripe-flow.test.tsx",
      "lib/",
      "components/use-cart.ts",
      "components/parts/",
      "hooks/cart.ts",
      "utils/format.ts",
      "utils/card.tsx",
    ]);
  });
});
