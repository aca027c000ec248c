import { Drawer } from "@mantine/core";
import type { ReactNode } from "react";
import { LAYOUT } from "../theme.ts";

/** The side menu under 768 px: a drawer opened from the header (loaded the first time it opens). */
export default function MobileMenuDrawer({
  opened,
  onClose,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size={LAYOUT.sidebarExpanded}
      padding={0}
      title="Menu"
      closeButtonProps={{ "aria-label": "Close menu" }}
    >
      {children}
    </Drawer>
  );
}
