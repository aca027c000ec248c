import type { ReactNode } from "react";
import { Link } from "react-router";
import { Anchor, Box, Stack, Title } from "@mantine/core";

/** The product's name as the public pages head it, linking home. */
export const PRODUCT_NAME = "Prenup";

/**
 * A page open without signing in (the verification of an agreement, the law behind an agreement):
 * the product's name linking home, the page's title, what the page says under it (`intro`), then
 * its content, in one column `width` wide.
 */
export function PublicPage({
  title,
  intro,
  width,
  children,
}: {
  title: string;
  intro?: ReactNode;
  width: number;
  children: ReactNode;
}) {
  return (
    <Box component="main" maw={width} mx="auto" px="md" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Anchor component={Link} to="/" fw={700} c="inherit" underline="never">
            {PRODUCT_NAME}
          </Anchor>
          <Title order={1}>{title}</Title>
          {intro}
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}
