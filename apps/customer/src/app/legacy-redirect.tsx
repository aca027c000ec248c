import { Navigate, useLocation } from "react-router";
import { customerLegacyRedirect } from "@prenup/domain";

/** Old customer URLs land on their current screens; any other unknown path goes home. */
export function LegacyRedirect() {
  const { pathname } = useLocation();
  return <Navigate to={customerLegacyRedirect(pathname) ?? "/"} replace />;
}
