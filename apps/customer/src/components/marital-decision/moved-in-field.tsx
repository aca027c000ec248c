import { TextInput } from "@mantine/core";
import { useState } from "react";

/**
 * The day the couple moved into the state they live in now, as the eligibility routes take it
 * (`movedIn`, an ISO date): what is typed, and the date to send once it is a whole one.
 */
export function useMovedIn() {
  const [value, setValue] = useState("");
  const movedIn = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
  return { value, setValue, query: movedIn ? { movedIn } : {} } as const;
}

/** The move date's field, worded by the page that asks it. */
export function MovedInField({
  field,
  label,
  hint,
  w,
}: {
  field: ReturnType<typeof useMovedIn>;
  label: string;
  hint: string;
  w?: number;
}) {
  return (
    <TextInput
      type="date"
      label={label}
      description={hint}
      value={field.value}
      onChange={(event) => field.setValue(event.currentTarget.value)}
      {...(w ? { w } : {})}
    />
  );
}
