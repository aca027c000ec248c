import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { readAgain } from "./use-offline-writes.ts";

describe("readAgain after a kept write went out", () => {
  it("starts again a first read that was on its way, so its older answer does not stay as fresh", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    let stored = "before";
    const queryFn = () => {
      const seen = stored;
      return new Promise<string>((resolve) => setTimeout(() => resolve(seen), 20));
    };
    // A page's first read, started before its screen shows it (no observer yet).
    const early = queryClient.prefetchQuery({ queryKey: ["answer"], queryFn });
    // The kept write goes out meanwhile.
    stored = "after";
    readAgain(queryClient);
    await early;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(queryClient.getQueryData(["answer"])).toBe("after");
    expect(queryClient.getQueryState(["answer"])?.isInvalidated).toBe(false);
  });
});
