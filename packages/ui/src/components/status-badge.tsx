import { Badge, type BadgeProps } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A status badge whose text stays readable: the light background of the base colour with dark text
 * (WCAG AA contrast; Mantine's light variant text is too pale for yellow, orange and green, even at
 * shade 9). `color` may name a shade ("green.9"); the base colour is used. The label is never cut:
 * a table column holding it is at least as wide as its text.
 */
export function StatusBadge({ color, children, ...props }: BadgeProps & { children?: ReactNode }) {
  const base = typeof color === "string" ? color.split(".")[0] : undefined;
  return (
    <Badge
      variant="light"
      {...props}
      color={base}
      styles={{
        root: { overflow: "visible", flexShrink: 0 },
        label: { color: "var(--mantine-color-dark-8)", overflow: "visible" },
      }}
    >
      {children}
    </Badge>
  );
}
