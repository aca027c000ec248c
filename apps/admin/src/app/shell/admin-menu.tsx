import type { MenuItem } from "@prenup/ui";
import {
  IconBooks,
  IconBuildingBank,
  IconCalendarEvent,
  IconCash,
  IconDiscount,
  IconGavel,
  IconHelpCircle,
  IconMap,
  IconPackage,
  IconReceipt,
  IconStar,
  IconUserCircle,
  IconUserX,
  IconUsers,
} from "@tabler/icons-react";

/** The admin side menu. */
export const adminMenuItems: MenuItem[] = [
  { key: "users", label: "Users", path: "/admin/users", icon: <IconUsers size={22} /> },
  { key: "attorneys", label: "Attorneys", path: "/admin/attorneys", icon: <IconGavel size={22} /> },
  { key: "law-firms", label: "Law Firms", path: "/admin/law-firms", icon: <IconBuildingBank size={22} /> },
  {
    key: "appointments",
    label: "Attorney Appointments",
    path: "/admin/attorney-appointments",
    icon: <IconCalendarEvent size={22} />,
  },
  { key: "reviews", label: "Attorney Reviews", path: "/admin/attorney-reviews", icon: <IconStar size={22} /> },
  {
    key: "account-deletions",
    label: "Deletion Requests",
    path: "/admin/account-deletions",
    icon: <IconUserX size={22} />,
  },
  { key: "states", label: "States", path: "/admin/states", icon: <IconMap size={22} /> },
  { key: "purchases", label: "Purchases & Refunds", path: "/admin/purchases", icon: <IconReceipt size={22} /> },
  { key: "payouts", label: "Attorney Payouts", path: "/admin/attorney/payouts", icon: <IconCash size={22} /> },
  { key: "library-groups", label: "Library Groups", path: "/admin/library-groups", icon: <IconBooks size={22} /> },
  { key: "discounts", label: "Discounts", path: "/admin/discounts", icon: <IconDiscount size={22} /> },
  { key: "products", label: "Products & Prices", path: "/admin/products", icon: <IconPackage size={22} /> },
];

export const adminSecondaryMenuItems: MenuItem[] = [
  { key: "help", label: "Help", path: "/admin/help", icon: <IconHelpCircle size={22} /> },
  { key: "account", label: "Account", path: "/admin/account", icon: <IconUserCircle size={22} /> },
];
