import { useState } from "react";
import {
  Alert,
  Button,
  Card,
  Checkbox,
  FileButton,
  Group,
  List,
  NumberInput,
  Select,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
  ActionIcon,
  SegmentedControl,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconTrash } from "@tabler/icons-react";
import {
  apiErrorMessage,
  useCurrentUser,
  useLawFirms,
  useOwnAttorney,
  useSetOwnLawFirm,
  useStates,
  useUpdateOwnAttorney,
  useUploadOwnAttorneyFile,
  type AttorneyFileKind,
  type AttorneyProfile,
} from "@prenup/api-client";
import { ErrorState, LoadingState, StatusBadge } from "@prenup/ui";
import {
  applicationFieldErrors,
  toApplicationForm,
  type ApplicationFormValues,
  type ApplicationField,
  bodyOfField,
  lawFirmBody,
  type LawFirmFormValues,
} from "./utils/application-form.ts";

const STAGE_TEXT: Record<string, { badge: string; color: string; text: string }> = {
  FORM_MISSING: {
    badge: "Application not submitted",
    color: "gray.9",
    text: "Complete the application to join the attorney network. Your answers are saved as you go.",
  },
  UNDER_REVIEW: {
    badge: "Under review",
    color: "blue.9",
    text: "Thank you for applying. Our team is reviewing your application and will e-mail you when it has been decided. You can still correct it below.",
  },
};

/** /attorney/form: the application, saved field by field, submitted once complete; then its review status. */
export function ApplicationFormPage() {
  const user = useCurrentUser().data;
  const profile = useOwnAttorney(user?.id);
  if (profile.isSuccess) return <ApplicationForm profile={profile.data} />;
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>Attorney application</Title>
      <StageCard stage={user?.attorney?.stage} />
      {profile.isError ? <ErrorState error={profile.error} onRetry={() => void profile.refetch()} /> : <LoadingState />}
    </Stack>
  );
}

function StageCard({ stage }: { stage: string | undefined }) {
  const status = stage ? STAGE_TEXT[stage] : undefined;
  if (!status) return null;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group>
          <Text fw={600}>Application status:</Text>
          <StatusBadge variant="light" color={status.color}>
            {status.badge}
          </StatusBadge>
        </Group>
        <Text>{status.text}</Text>
      </Stack>
    </Card>
  );
}

function ApplicationForm({ profile }: { profile: AttorneyProfile }) {
  const update = useUpdateOwnAttorney(profile.id);
  const upload = useUploadOwnAttorneyFile(profile.id);
  const states = useStates({ isActive: true });
  const [saveError, setSaveError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const form = useForm<ApplicationFormValues>({
    initialValues: toApplicationForm(profile),
    validate: applicationFieldErrors,
  });

  /** Saves one field when it is valid (save as you go); the server's record replaces the cache. */
  const save = (field: ApplicationField) => {
    const problem = form.validateField(field);
    if (problem.hasError) return;
    setSaveError(null);
    update.mutate(bodyOfField(form.getValues(), field), { onError: (error) => setSaveError(apiErrorMessage(error)) });
  };
  const blurSave = (field: ApplicationField) => ({ ...form.getInputProps(field), onBlur: () => save(field) });
  const changeSave = (field: ApplicationField) => (value: unknown) => {
    form.setFieldValue(field, value as never);
    queueMicrotask(() => save(field));
  };
  const uploadFile = (kind: AttorneyFileKind) => (file: File | null) => {
    if (!file) return;
    setSaveError(null);
    upload.mutate({ kind, file }, { onError: (error) => setSaveError(apiErrorMessage(error)) });
  };
  const submit = () => {
    setSaveError(null);
    update.mutate(
      { submit: true },
      { onSuccess: () => setSubmitted(true), onError: (error) => setSaveError(apiErrorMessage(error)) },
    );
  };
  const stateOptions = (states.data ?? []).map((state) => ({ value: state.id, label: state.name }));

  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>Attorney application</Title>
      <StageCard stage={profile.stage} />
      {submitted && (
        <Alert
          color="green"
          styles={{ title: { color: "var(--mantine-color-dark-8)" }, message: { color: "var(--mantine-color-text)" } }}
          title="Application submitted"
          role="status"
        >
          We received your application and sent you a confirmation e-mail.
        </Alert>
      )}
      {saveError && (
        <Alert color="red" role="alert">
          {saveError}
        </Alert>
      )}

      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Title order={2} size="h3">
            About you
          </Title>
          <Group align="center">
            <Text fw={500}>Profile photo</Text>
            <Text c="dimmed" size="sm">
              {profile.profilePhoto ? profile.profilePhoto.name : "No photo yet (PNG or JPEG, up to 5 MB)"}
            </Text>
            <FileButton onChange={uploadFile("profile-photo")} accept="image/png,image/jpeg">
              {(props) => (
                <Button
                  variant="light"
                  size="xs"
                  loading={upload.isPending && upload.variables?.kind === "profile-photo"}
                  {...props}
                >
                  {profile.profilePhoto ? "Replace photo" : "Upload photo"}
                </Button>
              )}
            </FileButton>
          </Group>
          <Textarea
            label="Bio"
            description="What clients read on your card"
            rows={3}
            maxLength={4000}
            {...blurSave("bio")}
          />
          <Group grow align="flex-start">
            <NumberInput
              label="Years of experience"
              min={0}
              max={70}
              allowDecimal={false}
              {...blurSave("yearsOfExperience")}
            />
            <NumberInput
              label="Response time (hours)"
              min={1}
              max={168}
              allowDecimal={false}
              {...blurSave("responseTimeHours")}
            />
          </Group>
          <TextInput label="Law school" maxLength={100} {...blurSave("lawSchool")} />
          <TagsInput
            label="Languages"
            description="Press Enter after each"
            {...form.getInputProps("languages")}
            onChange={changeSave("languages")}
          />
          <TagsInput
            label="Practice areas"
            {...form.getInputProps("practiceAreas")}
            onChange={changeSave("practiceAreas")}
          />
          <TagsInput
            label="Professional associations"
            {...form.getInputProps("professionalAssociations")}
            onChange={changeSave("professionalAssociations")}
          />
          <Checkbox
            label="I offer fast turnaround"
            {...form.getInputProps("hasFastTurnaround", { type: "checkbox" })}
            onChange={(event) => changeSave("hasFastTurnaround")(event.currentTarget.checked)}
          />
          <Checkbox
            label="I advise on embryo and IVF provisions"
            {...form.getInputProps("isEmbryoAttorney", { type: "checkbox" })}
            onChange={(event) => changeSave("isEmbryoAttorney")(event.currentTarget.checked)}
          />
        </Stack>
      </Card>

      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Title order={2} size="h3">
            Bar licences
          </Title>
          {form.getValues().states.map((licence, index) => (
            <Group key={`${index}-${licence.stateId}`} align="flex-end" wrap="nowrap">
              <Select
                label={`State ${index + 1}`}
                data={stateOptions}
                searchable
                flex={1}
                value={licence.stateId || null}
                onChange={(value) => {
                  form.setFieldValue(`states.${index}.stateId`, value ?? "");
                  queueMicrotask(() => save("states"));
                }}
              />
              <TextInput
                label="Licence number"
                flex={1}
                maxLength={30}
                {...form.getInputProps(`states.${index}.barLicenseNum`)}
                onBlur={() => save("states")}
              />
              <ActionIcon
                variant="subtle"
                color="red.9"
                size="lg"
                aria-label={`Remove state ${index + 1}`}
                onClick={() => {
                  form.removeListItem("states", index);
                  queueMicrotask(() => save("states"));
                }}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          ))}
          {form.errors["states"] && (
            <Text c="red.9" size="sm" role="alert">
              {form.errors["states"]}
            </Text>
          )}
          <Button
            variant="light"
            w="fit-content"
            onClick={() => form.insertListItem("states", { stateId: "", barLicenseNum: "" })}
          >
            Add a state
          </Button>
        </Stack>
      </Card>

      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Title order={2} size="h3">
            Malpractice insurance
          </Title>
          <Checkbox
            label="I carry malpractice insurance"
            {...form.getInputProps("hasMalpracticeInsurance", { type: "checkbox" })}
            onChange={(event) => changeSave("hasMalpracticeInsurance")(event.currentTarget.checked)}
          />
          <Group>
            <Text c="dimmed" size="sm">
              {profile.malpracticeInsuranceFile
                ? `Certificate: ${profile.malpracticeInsuranceFile.name}`
                : "No certificate yet (PDF, PNG or JPEG)"}
            </Text>
            <FileButton onChange={uploadFile("malpractice-certificate")} accept="application/pdf,image/png,image/jpeg">
              {(props) => (
                <Button
                  variant="light"
                  size="xs"
                  loading={upload.isPending && upload.variables?.kind === "malpractice-certificate"}
                  {...props}
                >
                  {profile.malpracticeInsuranceFile ? "Replace certificate" : "Upload certificate"}
                </Button>
              )}
            </FileButton>
          </Group>
        </Stack>
      </Card>

      <LawFirmCard profile={profile} onError={setSaveError} />

      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          {profile.stage === "FORM_MISSING" && profile.applicationProblems.length > 0 && (
            <>
              <Text fw={600}>Still needed before you can submit</Text>
              <List size="sm" spacing={4}>
                {profile.applicationProblems.map((problem) => (
                  <List.Item key={problem.path}>{problem.message}</List.Item>
                ))}
              </List>
            </>
          )}
          {profile.stage === "FORM_MISSING" ? (
            <Button
              w="fit-content"
              onClick={submit}
              loading={update.isPending && update.variables?.submit === true}
              disabled={profile.applicationProblems.length > 0}
            >
              Submit application
            </Button>
          ) : (
            <Text c="dimmed">Your application was submitted; changes you make are saved as you go.</Text>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

function LawFirmCard({ profile, onError }: { profile: AttorneyProfile; onError: (message: string | null) => void }) {
  const firms = useLawFirms();
  const setFirm = useSetOwnLawFirm(profile.id);
  const [mode, setMode] = useState<"join" | "create">("join");
  const form = useForm<LawFirmFormValues>({
    initialValues: { lawFirmId: "", name: "", website: "", contactEmail: "" },
  });
  const send = () => {
    const body = lawFirmBody(mode, form.getValues());
    if ("errors" in body) return form.setErrors(body.errors);
    onError(null);
    setFirm.mutate(body.body, { onError: (error) => onError(apiErrorMessage(error)), onSuccess: () => form.reset() });
  };
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h3">
          Law firm
        </Title>
        <Text>
          {profile.lawFirm ? (
            <>
              You are with <strong>{profile.lawFirm.name}</strong>
              {profile.isLawFirmLead ? " (you lead it)" : ""}.
            </>
          ) : (
            "Join your law firm, or create it if it is not listed."
          )}
        </Text>
        <SegmentedControl
          w="fit-content"
          value={mode}
          onChange={(value) => setMode(value as "join" | "create")}
          data={[
            { value: "join", label: "Join a firm" },
            { value: "create", label: "Create a firm" },
          ]}
        />
        {mode === "join" ? (
          <Select
            label="Law firm"
            searchable
            data={(firms.data ?? []).map((firm) => ({ value: firm.id, label: firm.name }))}
            {...form.getInputProps("lawFirmId")}
          />
        ) : (
          <Stack gap="sm">
            <TextInput label="Firm name" maxLength={100} {...form.getInputProps("name")} />
            <TextInput label="Website" placeholder="https://" maxLength={300} {...form.getInputProps("website")} />
            <TextInput label="Contact e-mail" maxLength={254} {...form.getInputProps("contactEmail")} />
          </Stack>
        )}
        <Button w="fit-content" variant="light" onClick={send} loading={setFirm.isPending}>
          {mode === "join" ? "Join this firm" : "Create the firm"}
        </Button>
      </Stack>
    </Card>
  );
}
