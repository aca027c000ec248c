import { questionnaireSectionRoute, UI_MESSAGES } from "@prenup/domain";
import type { MenuItem } from "@prenup/ui";
import { PAGE_TITLES } from "../../components/page-titles/page-titles.ts";
import {
  IconClipboardList,
  IconCreditCard,
  IconFileText,
  IconHelpCircle,
  IconLayoutDashboard,
  IconScale,
  IconSignature,
  IconUserCircle,
  IconWallet,
} from "@tabler/icons-react";

export type CustomerMenuGates = {
  financialDisclosure: boolean;
  alignment: boolean;
  documents: boolean;
  reviewAndNotarize: boolean;
};

/** A questionnaire section as the menu shows it. */
export type MenuSection = { key: string; label: string; path: string; done: boolean; locked: boolean };

/**
 * The customer side menu, each item named by its page's title (PAGE_TITLES): main items gated by
 * the domain's menu rules; the Questionnaire
 * item lists its sections with completion ticks, a locked section dimmed and not clickable.
 */
export function customerMenuItems(
  gates: CustomerMenuGates,
  sections: readonly MenuSection[] = [],
  sectionsFailed = false,
): MenuItem[] {
  return [
    { key: "dashboard", label: PAGE_TITLES.dashboard, path: "/", icon: <IconLayoutDashboard size={22} /> },
    {
      key: "questionnaire",
      label: PAGE_TITLES.questionnaire,
      path: "/questionnaire",
      icon: <IconClipboardList size={22} />,
      // The sections could not be read: the item still opens the questionnaire and says why its list is missing.
      subItems: sectionsFailed
        ? [
            {
              key: "questionnaire-error",
              label: UI_MESSAGES.loadingQuestionnaireSections,
              path: "/questionnaire",
              icon: null,
              disabled: true,
            },
          ]
        : sections.map((section, index) => ({
            key: `questionnaire-${section.key}`,
            label: section.label,
            path: questionnaireSectionRoute(section.path),
            icon: null,
            completed: section.done,
            disabled: section.locked,
            // Numbered in order, so the sections tell apart in the collapsed menu.
            marker: String(index + 1),
          })),
    },
    {
      key: "financial-disclosure",
      label: PAGE_TITLES.financialDisclosure,
      path: "/financial-disclosure",
      icon: <IconWallet size={22} />,
      disabled: !gates.financialDisclosure,
    },
    {
      key: "alignment",
      label: PAGE_TITLES.alignment,
      path: "/alignment",
      icon: <IconScale size={22} />,
      disabled: !gates.alignment,
    },
    {
      key: "documents",
      label: PAGE_TITLES.documents,
      path: "/documents",
      icon: <IconFileText size={22} />,
      disabled: !gates.documents,
    },
    {
      key: "review-notarize",
      label: PAGE_TITLES.reviewAndNotarize,
      path: "/notarize",
      icon: <IconSignature size={22} />,
      disabled: !gates.reviewAndNotarize,
    },
  ];
}

export const customerSecondaryMenuItems: MenuItem[] = [
  { key: "payment", label: PAGE_TITLES.payment, path: "/payment", icon: <IconCreditCard size={22} /> },
  { key: "help", label: PAGE_TITLES.help, path: "/help", icon: <IconHelpCircle size={22} /> },
  { key: "account", label: PAGE_TITLES.account, path: "/profile", icon: <IconUserCircle size={22} /> },
];
