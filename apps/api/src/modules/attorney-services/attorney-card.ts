import { attorneyRatingSummary } from "@prenup/domain";
import type { CardRow } from "./attorney-services.repository.ts";
import type { AttorneyCard } from "./attorney-services.schemas.ts";

/** An attorney's public card, with the approved reviews' rating (`attorneyRatingSummary`). */
export function toCard(row: CardRow): AttorneyCard {
  const rating = attorneyRatingSummary(row.ratings ?? []);
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    photoUrl: row.photo_url,
    bio: row.bio,
    yearsOfExperience: row.years_of_experience,
    languages: row.languages ?? [],
    practiceAreas: row.practice_areas ?? [],
    lawSchool: row.law_school,
    hasFastTurnaround: row.has_fast_turnaround,
    isEmbryoAttorney: row.is_embryo_attorney,
    responseTimeHours: row.response_time_hours,
    lawFirm: row.law_firm,
    licensedStates: row.licensed_states ?? [],
    services: row.services ?? [],
    averageRating: rating.averageRating,
    stars: rating.stars,
    reviewCount: rating.reviewCount,
  };
}
