import { Anchor, AspectRatio, Box, Stack, Text } from "@mantine/core";
import type { VideoLike } from "./types.ts";

const YOUTUBE_ID = /^[\w-]{11}$/;

/**
 * The privacy-enhanced embed address (youtube-nocookie.com) of a YouTube link — watch?v=, youtu.be/,
 * /embed/, /shorts/ or /live/ — or null when the link names no video (e.g. a channel page).
 */
export function youtubeEmbedUrl(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, "");
  let id: string | null = null;
  if (host === "youtu.be") id = url.pathname.slice(1).split("/")[0] ?? null;
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (url.pathname === "/watch") id = url.searchParams.get("v");
    else {
      const match = /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname);
      id = match?.[1] ?? null;
    }
  }
  return id !== null && YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}

/**
 * A video with its title and author on two lines beneath it (a section's intro video block).
 * A link that names no embeddable video is offered as a link instead.
 */
export function VideoEmbed({ video, maxWidth = 560 }: { video: VideoLike; maxWidth?: number }) {
  const embed = youtubeEmbedUrl(video.youtubeLink);
  return (
    <Stack gap={6} maw={maxWidth} w="100%">
      {embed ? (
        <AspectRatio ratio={16 / 9}>
          <Box
            component="iframe"
            src={embed}
            title={video.title}
            loading="lazy"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            style={{ border: 0, borderRadius: "var(--mantine-radius-md)" }}
          />
        </AspectRatio>
      ) : null}
      <Box>
        {embed ? (
          <Text fw={600} size="sm">
            {video.title}
          </Text>
        ) : (
          <Anchor href={video.youtubeLink} target="_blank" rel="noopener noreferrer" fw={600} size="sm">
            {video.title}
            <Text span size="xs" c="dimmed">
              {" "}
              (video, opens in a new tab)
            </Text>
          </Anchor>
        )}
        {video.author ? (
          <Text size="sm" c="dimmed">
            {video.author}
          </Text>
        ) : null}
      </Box>
    </Stack>
  );
}
