import { AccountDetails } from "@prenup/ui";
import { useCurrentUser } from "@prenup/api-client";
import { formatPhoneNumber, fullName, NO_VALUE } from "@prenup/domain";

/** The signed-in admin's profile as the API knows it. */
export function AccountPage() {
  const user = useCurrentUser().data;
  if (!user) return null;
  const rows: [string, string][] = [
    ["Name", fullName(user) || NO_VALUE],
    ["Email", user.email],
    ["Phone number", formatPhoneNumber(user.phoneNumber)],
    ["Role", "Admin"],
  ];
  return <AccountDetails title="Account" rows={rows} />;
}
