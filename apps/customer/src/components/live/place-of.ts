import { questionnaireSectionRoute, type LivePlace } from "@prenup/domain";

/**
 * Where a customer page is, as the partner hears it: the place, and the questionnaire section on
 * screen (a section's `path` is its segment under /questionnaire, as the standing gives it).
 */
export function placeOf(
  pathname: string,
  sections: readonly { id: string; path: string }[],
): { place: LivePlace; sectionId: string | null } {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === "/") return { place: "dashboard", sectionId: null };
  if (path === "/questionnaire" || path.startsWith("/questionnaire/")) {
    return {
      place: "questionnaire",
      sectionId: sections.find((section) => questionnaireSectionRoute(section.path) === path)?.id ?? null,
    };
  }
  const first = path.split("/")[1];
  if (first === "documents") return { place: path === "/documents" ? "documents" : "agreement", sectionId: null };
  const places: Record<string, LivePlace> = {
    profile: "profile",
    alignment: "alignment",
    "financial-disclosure": "disclosure",
    outcomes: "outcomes",
    notarize: "notarization",
    "attorney-services": "attorneys",
  };
  return { place: (first && places[first]) || "elsewhere", sectionId: null };
}
