/**
 * The titles of the pages the side menu lists, and of the agreement's review page: the menu's label,
 * the route's title (the browser tab's) and the page's own heading all read them here, so the menu
 * calls each page what the page calls itself. A questionnaire section's page is titled by `sectionTitle`.
 */
export const PAGE_TITLES = {
  dashboard: "Dashboard",
  questionnaire: "Questionnaire",
  financialDisclosure: "Financial Disclosure",
  alignment: "Alignment",
  documents: "Documents",
  reviewAgreement: "Review your agreement",
  reviewAndNotarize: "Review & Notarize",
  payment: "Payment",
  help: "Help",
  account: "Account",
} as const;

/**
 * A questionnaire section's title: its item in the menu's Questionnaire list, its page's heading and
 * the browser tab's title on that page.
 * The section's longer name ("What stays yours") is the page's subtitle.
 */
export function sectionTitle(section: { label: string }): string {
  return section.label;
}
