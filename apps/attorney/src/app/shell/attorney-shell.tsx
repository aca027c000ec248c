import { Text } from "@mantine/core";
import { TopBarUser } from "@prenup/ui";
import { RoutedPortalShell, menuStatusOf } from "@prenup/ui/app";
import { useCurrentUser } from "@prenup/api-client";
import { SIGN_OUT_PATH } from "../../config.ts";
import { attorneyMenuItems } from "./attorney-menu.tsx";
import { UI_MESSAGES } from "@prenup/domain";

/** Header and side menu around every attorney page; most of it opens up once APPROVED. */
export function AttorneyShell() {
  const currentUser = useCurrentUser();
  const user = currentUser.data;
  const approved = user?.attorney?.stage === "APPROVED";
  const menu = attorneyMenuItems(approved);

  return (
    <RoutedPortalShell
      headerLeft={
        <Text fw={700} size="lg">
          Prenup for attorneys
        </Text>
      }
      headerRight={({ isMobile }) => (approved && user ? <TopBarUser user={user} isMobile={isMobile} /> : null)}
      menu={{
        items: menu.items,
        secondaryItems: menu.secondaryItems,
        status: menuStatusOf(currentUser),
        errorText: UI_MESSAGES.errorLoadingData,
      }}
      signOutPath={SIGN_OUT_PATH}
    />
  );
}
