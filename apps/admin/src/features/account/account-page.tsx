import { AccountDetails } from "@prenup/ui";
import { useCurrentUser } from "@prenup/api-client";
import { fullName } from "@prenup/domain";

/** The signed-in admin's profile as the API knows it. */
export function AccountPage() {
  const user = useCurrentUser().data;
  if (!user) return null;
  const rows: [string, string][] = [
    ["Name", fullName(user) || "—"],
    ["Email", user.email],
    ["Phone number", user.phoneNumber ?? "—"],
    ["Role", "Admin"],
  ];
  return <AccountDetails title="Account" rows={rows} />;
}
