import { AccountDetails } from "@prenup/ui";
import { useCurrentUser } from "@prenup/api-client";
import { fullName } from "@prenup/domain";

/** The signed-in customer's account details as the API knows them. */
export function ProfilePage() {
  const user = useCurrentUser().data;
  if (!user) return null;
  const rows: [string, string][] = [
    ["Name", fullName(user) || "—"],
    ["Email", user.email],
    ["Phone number", user.phoneNumber ?? "—"],
    ["Date of birth", user.birthdate ?? "—"],
  ];
  return <AccountDetails title="Account" rows={rows} />;
}
