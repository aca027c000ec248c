import type { ReactNode } from "react";
import { Link } from "react-router";
import { Anchor, Card, Stack, Text, Title } from "@mantine/core";
import { ErrorState, LoadingState } from "@prenup/ui";
import { currentDocument, useCurrentUser, useUserDocuments } from "@prenup/api-client";
import { fullName } from "@prenup/domain";

/** The home page; `children` are the cards other features add (the route module composes them). */
export function DashboardPage({ children }: { children?: ReactNode }) {
  const user = useCurrentUser().data;
  const documents = useUserDocuments(user?.id);
  const document = currentDocument(documents.data);

  return (
    <Stack gap="lg">
      <Title order={1}>{user?.firstName ? `Welcome, ${user.firstName}` : "Welcome"}</Title>
      {documents.isPending ? (
        <LoadingState />
      ) : documents.isError ? (
        <ErrorState error={documents.error} onRetry={() => void documents.refetch()} />
      ) : document ? (
        <Card withBorder radius="md" padding="lg" maw={728}>
          <Stack gap="xs">
            <Title order={2} size="h3">
              Your prenup
            </Title>
            <Text>
              <Text span fw={600}>
                State:
              </Text>{" "}
              {document.state?.name ?? "Not chosen yet"}
            </Text>
            <Text>
              <Text span fw={600}>
                Partner:
              </Text>{" "}
              {document.partner
                ? fullName(document.partner) || "Joined, name not given yet"
                : document.invitationSentAt
                  ? "Invited, not joined yet"
                  : "Not invited yet"}
            </Text>
          </Stack>
        </Card>
      ) : (
        <Text>
          You have not started a prenup yet.{" "}
          <Anchor component={Link} to="/questionnaire">
            Start the questionnaire
          </Anchor>
        </Text>
      )}
      {children}
    </Stack>
  );
}
