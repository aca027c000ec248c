import { useLiveTogether } from "@prenup/api-client";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { PartnerPresence } from "./partner-presence.tsx";
import { placeOf } from "./place-of.ts";

/**
 * The couple's live stream in the header (loaded after the first screen): the partner's presence
 * and last change, and this page's place reported to the partner as the customer moves.
 */
export function LiveTogether(props: {
  userId: string;
  partner: { id: string; name: string };
  sections: readonly { id: string; label: string; path: string }[];
  isMobile: boolean;
}) {
  const { userId, partner, sections } = props;
  const live = useLiveTogether(userId, partner.id);
  const { pathname } = useLocation();
  const { report } = live;
  useEffect(() => {
    const here = placeOf(pathname, sections);
    report(here.place, here.sectionId);
  }, [pathname, sections, report]);
  return (
    <PartnerPresence
      partnerName={partner.name}
      partnerId={partner.id}
      presence={live.presence}
      notice={live.notice}
      sections={sections}
      isMobile={props.isMobile}
      now={live.now}
    />
  );
}
