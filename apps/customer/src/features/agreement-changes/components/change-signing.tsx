import { useState, type FormEvent } from "react";
import { Alert, Anchor, Button, FileInput, Group, List, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { Link } from "react-router";
import {
  apiErrorMessage,
  fetchChangeSignedCopy,
  useApiClient,
  useDeclareDisclosure,
  useSignChange,
  type ChangeDraftDetail,
} from "@prenup/api-client";
import { useNamedDownload } from "@prenup/ui";
import { formatDay } from "@prenup/domain";
import { AGREEMENT_CHANGES_TEXTS as T } from "../agreement-changes-texts.ts";

export interface ChangeSigningProps {
  userId: string;
  documentId: string;
  detail: ChangeDraftDetail;
  /** Reads the change again (after the spouse confirms their disclosure). */
  refresh: () => void;
}

/**
 * Signing the draft: what each spouse's signing takes (a notary; the witnesses and the own attorney
 * the stricter formalities ask for, as the server's `signingRule` gives them), who has signed; where
 * the state asks for it, the spouse's disclosure confirmed for this change (as it stands, or updated
 * first on its page); and for the signed-in spouse who has not signed, the form that records their
 * signing with the notarized copy.
 * The server checks the day against the state's law on that day; its refusal is shown as it words it.
 */
export function ChangeSigning({ userId, documentId, detail, refresh }: ChangeSigningProps) {
  const sign = useSignChange(userId, documentId);
  const declare = useDeclareDisclosure(userId, documentId);
  const api = useApiClient();
  const { failure: downloadFailure, download: save } = useNamedDownload<"A" | "B">();
  const download = (respondent: "A" | "B") =>
    save(
      respondent,
      () => fetchChangeSignedCopy(api, { userId, documentId, changeId: detail.id, respondent }),
      `${T.draftTitle(detail)}.pdf`,
      "application/pdf",
    );
  const rule = detail.signingRule;
  const [signedOn, setSignedOn] = useState("");
  const [witnesses, setWitnesses] = useState<string[]>([]);
  const [counsel, setCounsel] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<string | null>(null);
  const mine = detail.parties.find((party) => party.userId === userId);
  const signedByMe = detail.signatures.some((signature) => signature.respondent === mine?.respondent);
  const myDisclosure = detail.disclosure.find((side) => side.respondent === mine?.respondent);
  const witnessCount = rule?.witnesses ?? 0;
  const names = Array.from({ length: witnessCount }, (_, index) => witnesses[index] ?? "");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    sign.reset();
    const problem =
      signedOn === ""
        ? T.signingChecks.signedOn
        : names.some((name) => name.trim() === "")
          ? T.signingChecks.witness
          : rule?.ownCounselRequired && counsel.trim() === ""
            ? T.signingChecks.counsel
            : !file
              ? T.signingChecks.file
              : null;
    setCheck(problem);
    if (problem || !file) return;
    sign.mutate({
      changeId: detail.id,
      file,
      signedOn,
      witnesses: names.map((name) => name.trim()),
      ...(counsel.trim() ? { counsel: counsel.trim() } : {}),
    });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="change-signing-title">
      <Title order={3} size="h4" id="change-signing-title">
        {T.signingTitle}
      </Title>
      {rule === null ? (
        <Alert color="blue" variant="light" role="status">
          {T.signingUnavailable} {detail.unavailableReason}
        </Alert>
      ) : (
        <>
          <Text size="sm">{T.signingIntro}</Text>
          {witnessCount > 0 || rule.ownCounselRequired || rule.disclosureConfirmation ? (
            <List size="sm" spacing="xs">
              {witnessCount > 0 ? <List.Item>{T.signingWitnesses(witnessCount)}</List.Item> : null}
              {rule.ownCounselRequired ? <List.Item>{T.signingCounsel(detail.state.name)}</List.Item> : null}
              {rule.disclosureConfirmation ? <List.Item>{T.signingDisclosure}</List.Item> : null}
            </List>
          ) : null}
        </>
      )}
      <List size="sm" spacing={4} aria-label={T.signingTitle}>
        {detail.parties.map((party) => {
          const signature = detail.signatures.find((recorded) => recorded.respondent === party.respondent);
          return (
            <List.Item key={party.respondent}>
              {signature ? T.signedBy(party.name, formatDay(signature.signedOn)) : T.notSignedBy(party.name)}
              {signature ? (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  ml="xs"
                  aria-label={T.downloadSignedCopy(party.name)}
                  onClick={() => void download(party.respondent)}
                >
                  {T.downloadCopy}
                </Button>
              ) : null}
            </List.Item>
          );
        })}
      </List>
      {downloadFailure ? (
        <Alert color="red" role="alert">
          {downloadFailure}
        </Alert>
      ) : null}
      {myDisclosure && !signedByMe ? (
        <Paper withBorder radius="sm" p="sm" component="section" aria-label={T.disclosureTitle}>
          <Stack gap="xs">
            {myDisclosure.confirmed && myDisclosure.declaredAt ? (
              <Text size="sm" role="status">
                {T.disclosureConfirmed(formatDay(myDisclosure.declaredAt.slice(0, 10)))}
              </Text>
            ) : (
              <>
                <Text size="sm">{myDisclosure.declaration ? T.disclosureToConfirm : T.disclosureNotGiven}</Text>
                <Group gap="sm">
                  {myDisclosure.declaration ? (
                    <Button
                      size="xs"
                      loading={declare.isPending}
                      onClick={() =>
                        declare.mutate({ declaration: myDisclosure.declaration }, { onSuccess: () => refresh() })
                      }
                    >
                      {T.confirmDisclosure}
                    </Button>
                  ) : null}
                  <Anchor component={Link} to="/financial-disclosure" size="sm">
                    {T.updateDisclosure}
                  </Anchor>
                </Group>
                {declare.isError ? (
                  <Alert color="red" role="alert">
                    {apiErrorMessage(declare.error)}
                  </Alert>
                ) : null}
              </>
            )}
            {detail.disclosure
              .filter((side) => side.respondent !== mine?.respondent)
              .map((side) => (
                <Text size="sm" c="dimmed" key={side.respondent}>
                  {T.partnerDisclosure(
                    detail.parties.find((party) => party.respondent === side.respondent)?.name ?? "",
                    side.confirmed,
                  )}
                </Text>
              ))}
          </Stack>
        </Paper>
      ) : null}
      {signedByMe ? (
        <Text size="sm" c="dimmed" role="status">
          {T.waitingForPartner}
        </Text>
      ) : rule !== null && mine ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              type="date"
              label={T.signedOnLabel}
              value={signedOn}
              onChange={(event) => setSignedOn(event.currentTarget.value)}
              required
            />
            {names.map((name, index) => (
              <TextInput
                key={`witness-${index}`}
                label={T.witnessLabel(index)}
                value={name}
                maxLength={200}
                required
                onChange={(event) => {
                  const next = [...names];
                  next[index] = event.currentTarget.value;
                  setWitnesses(next);
                }}
              />
            ))}
            <TextInput
              label={rule.ownCounselRequired ? T.counselLabel : T.counselOptional}
              value={counsel}
              maxLength={200}
              required={rule.ownCounselRequired}
              onChange={(event) => setCounsel(event.currentTarget.value)}
            />
            <FileInput
              label={T.notarizedCopyLabel}
              description={T.notarizedCopyHint}
              accept="application/pdf,.pdf"
              value={file}
              onChange={setFile}
              clearable
              required
            />
            {check || sign.isError ? (
              <Alert color="red" role="alert">
                {check ?? (sign.error?.status === 415 ? T.onlyPdf : apiErrorMessage(sign.error))}
              </Alert>
            ) : null}
            <Group>
              <Button type="submit" loading={sign.isPending}>
                {T.recordSigning}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}
