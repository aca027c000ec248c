import { Burger, Group } from "@mantine/core";
import type { ReactNode } from "react";
import { LAYOUT } from "../theme.ts";

export interface HeaderBarProps {
  left?: ReactNode;
  right?: ReactNode;
  /** Opens the side menu drawer; the burger shows only on mobile. */
  onOpenMenu?: () => void;
  isMobile: boolean;
}

/** The 56 px bar above the page: a slot on each side, and the menu button on mobile. */
export function HeaderBar({ left, right, onOpenMenu, isMobile }: HeaderBarProps) {
  return (
    <Group
      component="header"
      h={LAYOUT.headerHeight}
      px="md"
      gap="md"
      wrap="nowrap"
      justify="space-between"
      style={{
        position: "sticky",
        top: 0,
        zIndex: 100,
        background: "var(--mantine-color-body)",
        borderBottom: "1px solid var(--mantine-color-default-border)",
      }}
    >
      <Group gap="md" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
        {isMobile && onOpenMenu ? (
          <Burger opened={false} onClick={onOpenMenu} aria-label="Open menu" size="sm" />
        ) : null}
        {left}
      </Group>
      {right ? (
        <Group gap="sm" wrap="nowrap" style={{ flex: "none" }}>
          {right}
        </Group>
      ) : null}
    </Group>
  );
}
