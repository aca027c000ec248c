import { Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import {
  IconBabyCarriage,
  IconBeach,
  IconBriefcase,
  IconCalendarTime,
  IconClipboardList,
  IconCreditCard,
  IconDna,
  IconFeather,
  IconGift,
  IconHeart,
  IconHeartHandshake,
  IconHistory,
  IconHome,
  IconLock,
  IconMapPin,
  IconMessages,
  IconPaw,
  IconPigMoney,
  IconReceiptTax,
  IconScale,
  IconUser,
  IconUsers,
  IconWallet,
  type Icon,
} from "@tabler/icons-react";
import type { GroupLike } from "./types.ts";
import { VideoEmbed } from "./video-embed.tsx";

/** The named icons question groups use (content's groupIcon); an unknown name shows a clipboard. */
export const GROUP_ICONS: Readonly<Record<string, Icon>> = {
  IconBabyCarriage,
  IconBeach,
  IconBriefcase,
  IconCalendarTime,
  IconClipboardList,
  IconCreditCard,
  IconDna,
  IconFeather,
  IconGift,
  IconHeart,
  IconHeartHandshake,
  IconHistory,
  IconHome,
  IconLock,
  IconMapPin,
  IconMessages,
  IconPaw,
  IconPigMoney,
  IconReceiptTax,
  IconScale,
  IconUser,
  IconUsers,
  IconWallet,
};

/** A question group's heading: its icon (in its colour group), title, description and videos. */
export function GroupHeader({ group, headingLevel = 2 }: { group: GroupLike; headingLevel?: 2 | 3 | 4 }) {
  const GroupIcon = (group.icon ? GROUP_ICONS[group.icon] : undefined) ?? IconClipboardList;
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="nowrap" align="center">
        <ThemeIcon size={40} radius="md" variant="light" color={group.iconColor ?? undefined} aria-hidden>
          <GroupIcon size={22} />
        </ThemeIcon>
        <Title order={headingLevel} size="h3">
          {group.title}
        </Title>
      </Group>
      {group.description ? <Text c="dimmed">{group.description}</Text> : null}
      {(group.videos ?? []).map((video) => (
        <VideoEmbed key={video.id ?? video.youtubeLink} video={video} />
      ))}
    </Stack>
  );
}
