import { PartnerCard } from "../features/partner/components/partner-card.tsx";
import {
  AttorneyServicesCard,
  DashboardReviewPrompt,
} from "../features/attorney-services/components/attorney-services-card.tsx";

/**
 * The dashboard's cards below 'Your prenup': the partner card, the review prompt and the
 * attorney-services offer (a card in the flow, covering nothing). One module (one chunk) so they
 * appear together, in one render after the page's first one — their forms (the invitation, the
 * review) bring Mantine's form package and the zod schemas, which the page's first paint does not
 * wait for. Everything here is added below the content already shown, so its arrival moves
 * nothing. Like the pages, it is only ever imported dynamically (routes.tsx), so what it brings
 * stays out of start-up.
 */
export default function DashboardCards() {
  return (
    <>
      <PartnerCard />
      <DashboardReviewPrompt />
      <AttorneyServicesCard />
    </>
  );
}
