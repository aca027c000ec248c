import { Group, Text } from "@mantine/core";
import { fullName, type NameParts } from "@prenup/domain";
import { UserAvatar } from "./user-avatar.tsx";

export interface TopBarUserProps {
  user: NameParts;
  /** On mobile only the avatar shows. */
  isMobile: boolean;
}

/** The signed-in user in the top bar: initials avatar, and the full name beside it on wider screens. */
export function TopBarUser({ user, isMobile }: TopBarUserProps) {
  return (
    <Group gap="sm" wrap="nowrap">
      <UserAvatar firstName={user.firstName ?? ""} lastName={user.lastName ?? ""} />
      {!isMobile && <Text fw={600}>{fullName(user)}</Text>}
    </Group>
  );
}
