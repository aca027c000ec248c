import type { MenuItem } from "@prenup/ui";
import {
  IconCalendarEvent,
  IconCash,
  IconHelpCircle,
  IconLayoutDashboard,
  IconStar,
  IconUserCircle,
  IconUsers,
} from "@tabler/icons-react";

/**
 * The attorney side menu: everything but Help needs an APPROVED attorney.
 * Pending applicants reach their form through the stage routing, not the menu.
 */
export function attorneyMenuItems(approved: boolean): { items: MenuItem[]; secondaryItems: MenuItem[] } {
  const disabled = !approved;
  return {
    items: [
      { key: "dashboard", label: "Dashboard", path: "/", icon: <IconLayoutDashboard size={22} />, disabled },
      { key: "clients", label: "Clients", path: "/attorney/clients", icon: <IconUsers size={22} />, disabled },
      {
        key: "appointments",
        label: "Appointments",
        path: "/attorney/appointments",
        icon: <IconCalendarEvent size={22} />,
        disabled,
      },
      { key: "reviews", label: "Reviews", path: "/attorney/reviews", icon: <IconStar size={22} />, disabled },
      { key: "payouts", label: "Payouts", path: "/attorney/payouts", icon: <IconCash size={22} />, disabled },
    ],
    secondaryItems: [
      { key: "help", label: "Help", path: "/attorney/help", icon: <IconHelpCircle size={22} /> },
      { key: "account", label: "Account", path: "/attorney/account", icon: <IconUserCircle size={22} />, disabled },
    ],
  };
}
