import { useState } from "react";
import { Link } from "react-router";
import { Alert, Anchor, Button, Card, FileInput, Group, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconScale } from "@tabler/icons-react";
import {
  apiErrorMessage,
  useCounselCertifications,
  useRecordCounselCertification,
  useStates,
  useWithdrawCounselCertification,
  type CounselCertificationDetails,
} from "@prenup/api-client";
import {
  counselCertificationSchema,
  formatDateTime,
  STATE_ABBREVIATIONS,
  type CounselCertificationState,
} from "@prenup/domain";
import { COUNSEL_CERTIFICATION_TEXTS as T } from "../notarization-texts.ts";

export type CounselCertificationCardProps = {
  userId: string;
  documentId: string;
  /** Where the user's own attorney's certification stands (`standing.notarization.counselCertification.mine`). */
  state: Exclude<CounselCertificationState, "NOT_NEEDED">;
  /** The attorney the user named in the questionnaire, to start the form with. */
  namedAttorney?: string | null;
};

/**
 * "Your attorney's certification": for a partner whose own attorney reviews the agreement, the form
 * that puts that attorney on record with the certification page they signed (the attorney's name,
 * e-mail, bar number and state, and the signed page as a PDF), or the certification on record with
 * the choice to replace or withdraw it. The way out is said too: answering that they sign without an
 * attorney, which generates the agreement again with their state's requirements for that.
 */
export function CounselCertificationCard({ userId, documentId, state, namedAttorney }: CounselCertificationCardProps) {
  const certifications = useCounselCertifications(userId, documentId);
  const record = useRecordCounselCertification(userId, documentId);
  const withdraw = useWithdrawCounselCertification(userId, documentId);
  const states = useStates();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [replacing, setReplacing] = useState(false);
  const form = useForm<CounselCertificationDetails>({
    mode: "controlled",
    initialValues: {
      attorneyName: namedAttorney?.split(",")[0]?.trim() ?? "",
      attorneyEmail: "",
      barNumber: "",
      barState: "" as CounselCertificationDetails["barState"],
    },
    validate: schemaResolver(counselCertificationSchema, { sync: true }),
  });
  const mine = certifications.data?.items.find((item) => item.userId === userId && item.current) ?? null;
  const stateOptions = STATE_ABBREVIATIONS.map((abbreviation) => ({
    value: abbreviation,
    label: states.data?.find((candidate) => candidate.abbreviation === abbreviation)?.name ?? abbreviation,
  }));

  if (state === "ON_RECORD" && mine && !replacing) {
    return (
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Group gap="xs">
            <IconScale size={20} aria-hidden />
            <Title order={2} size="h4">
              {T.onRecordTitle}
            </Title>
          </Group>
          <Text>{T.onRecord(mine.attorneyName, mine.barNumber, mine.barState, formatDateTime(mine.recordedAt))}</Text>
          {mine.file?.sha256 ? (
            <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              {T.fingerprint(mine.file.name, mine.file.sha256)}
            </Text>
          ) : null}
          {withdraw.error ? (
            <Alert color="red" role="alert">
              {apiErrorMessage(withdraw.error)}
            </Alert>
          ) : null}
          <Group>
            <Button variant="default" onClick={() => setReplacing(true)}>
              {T.replace}
            </Button>
            <Button variant="subtle" color="red" loading={withdraw.isPending} onClick={() => withdraw.mutate(mine.id)}>
              {T.withdraw}
            </Button>
          </Group>
        </Stack>
      </Card>
    );
  }

  return (
    <Card withBorder radius="md" padding="lg">
      <form
        noValidate
        onSubmit={form.onSubmit(
          (values) => {
            if (!file) {
              setFileError(T.fileMissing);
              return;
            }
            record.mutate(
              {
                file,
                details: { ...values, attorneyName: values.attorneyName.trim(), barNumber: values.barNumber.trim() },
              },
              {
                onSuccess: () => {
                  setReplacing(false);
                  setFile(null);
                },
              },
            );
          },
          // Every missing detail is said at once, the file too.
          () => {
            if (!file) setFileError(T.fileMissing);
          },
        )}
      >
        <Stack gap="sm">
          <Group gap="xs">
            <IconScale size={20} aria-hidden />
            <Title order={2} size="h4">
              {T.formTitle}
            </Title>
          </Group>
          <Text>{T.formIntro}</Text>
          <TextInput label={T.attorneyName} autoComplete="off" {...form.getInputProps("attorneyName")} />
          <TextInput label={T.attorneyEmail} type="email" autoComplete="off" {...form.getInputProps("attorneyEmail")} />
          <Group grow align="flex-start">
            <TextInput label={T.barNumber} autoComplete="off" {...form.getInputProps("barNumber")} />
            <Select label={T.barState} data={stateOptions} searchable {...form.getInputProps("barState")} />
          </Group>
          <FileInput
            label={T.file}
            description={T.fileHint}
            accept="application/pdf"
            value={file}
            onChange={(chosen) => {
              setFile(chosen);
              setFileError(null);
            }}
            error={fileError}
          />
          {record.error ? (
            <Alert color="red" role="alert">
              {apiErrorMessage(record.error)}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={record.isPending}>
              {T.submit}
            </Button>
            {replacing ? (
              <Button variant="subtle" onClick={() => setReplacing(false)}>
                {T.cancel}
              </Button>
            ) : null}
          </Group>
          <Text size="sm">
            {T.signWithoutIntro}{" "}
            <Anchor component={Link} to={T.signWithoutPath}>
              {T.signWithoutLink}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Card>
  );
}
