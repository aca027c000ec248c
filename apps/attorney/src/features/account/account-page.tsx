import { Alert, Stack, Title } from "@mantine/core";
import { AccountDetails } from "@prenup/ui";
import { useCurrentUser } from "@prenup/api-client";
import { ATTORNEY_DECLINED_MESSAGE, fullName } from "@prenup/domain";

/** The attorney's account; a declined or deactivated attorney sees only why they cannot go on. */
export function AccountPage() {
  const user = useCurrentUser().data;
  if (!user) return null;
  const stage = user.attorney?.stage;
  if (stage === "DECLINED" || stage === "DEACTIVATED") {
    return (
      <Stack gap="lg">
        <Title order={1}>Account</Title>
        <Alert color="red" maw={728} role="alert">
          {ATTORNEY_DECLINED_MESSAGE}
        </Alert>
      </Stack>
    );
  }
  const rows: [string, string][] = [
    ["Name", fullName(user) || "—"],
    ["Email", user.email],
    ["Phone number", user.phoneNumber ?? "—"],
  ];
  return <AccountDetails title="Account" rows={rows} />;
}
