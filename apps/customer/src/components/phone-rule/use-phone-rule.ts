import { useEffect, useState } from "react";
import type { PhoneNumberRule } from "@prenup/domain";

let loaded: PhoneNumberRule | undefined;
let loading: Promise<PhoneNumberRule> | null = null;

/** The domain's phone rule, fetched once (a failed fetch is tried again by the next screen that needs it). */
export function loadPhoneRule(): Promise<PhoneNumberRule> {
  loading ??= import("@prenup/domain/phone").then(
    (module) => (loaded = module.validatePhoneNumber),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The domain's phone rule (`validatePhoneNumber`) for a screen that validates answers, fetched only
 * when `needed` (a phone question is on the screen): libphonenumber's metadata (about 50 KiB gzip)
 * stays off every other screen. Undefined until it has arrived; the rule itself stays the domain's,
 * the one the server applies.
 */
export function usePhoneRule(needed: boolean): PhoneNumberRule | undefined {
  const [rule, setRule] = useState<PhoneNumberRule | undefined>(() => loaded);
  useEffect(() => {
    if (!needed || rule) return;
    let live = true;
    loadPhoneRule().then(
      (next) => {
        if (live) setRule(() => next);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed, rule]);
  return needed ? rule : undefined;
}
