import { useState } from "react";
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  FileButton,
  Group,
  NumberInput,
  Select,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconTrash } from "@tabler/icons-react";
import {
  apiErrorMessage,
  useStates,
  useUpdateOwnAttorney,
  useUploadOwnAttorneyFile,
  type AttorneyProfile,
} from "@prenup/api-client";
import { updateAttorneyApplicationSchema } from "@prenup/domain";

/** The account form's values: the profile a couple sees and the licences (as typed; numbers may be empty while editing). */
type ProfileValues = {
  bio: string;
  yearsOfExperience: number | string;
  lawSchool: string;
  responseTimeHours: number | string;
  languages: string[];
  practiceAreas: string[];
  states: { stateId: string; barLicenseNum: string }[];
};

const numberOrNull = (value: number | string) => (value === "" ? null : Number(value));

/** The PATCH body the values make (the server's own schema checks it, so the form refuses what the server would). */
function toBody(values: ProfileValues) {
  return {
    bio: values.bio.trim() === "" ? null : values.bio,
    yearsOfExperience: numberOrNull(values.yearsOfExperience),
    lawSchool: values.lawSchool.trim() === "" ? null : values.lawSchool,
    responseTimeHours: numberOrNull(values.responseTimeHours),
    languages: values.languages,
    practiceAreas: values.practiceAreas,
    states: values.states,
  };
}

/** Each field's first problem by the server's schema (paths as the form names them: `states.0.barLicenseNum`). */
function profileErrors(values: ProfileValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const result = updateAttorneyApplicationSchema.safeParse(toBody(values));
  for (const issue of result.success ? [] : result.error.issues) errors[issue.path.join(".")] ??= issue.message;
  if (values.states.length === 0) errors["states"] ??= "Keep at least one licence";
  return errors;
}

function toValues(profile: AttorneyProfile): ProfileValues {
  return {
    bio: profile.bio ?? "",
    yearsOfExperience: profile.yearsOfExperience ?? "",
    lawSchool: profile.lawSchool ?? "",
    responseTimeHours: profile.responseTimeHours ?? "",
    languages: profile.languages,
    practiceAreas: profile.practiceAreas,
    states: profile.states.map((licence) => ({ stateId: licence.stateId, barLicenseNum: licence.barLicenseNum ?? "" })),
  };
}

/**
 * An approved attorney's edits of their account: bio and profile facts, bar licences (add one,
 * remove one that expired), the profile photo and the malpractice certificate. Saved through the
 * same PATCH and file routes as the application; the server's messages are shown beside the fields.
 */
export function ProfileEditor({ profile, onDone }: { profile: AttorneyProfile; onDone: () => void }) {
  const save = useUpdateOwnAttorney(profile.id);
  const states = useStates({ isActive: true });
  const form = useForm<ProfileValues>({
    mode: "controlled",
    initialValues: toValues(profile),
    validate: profileErrors,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const stateOptions = (states.data ?? []).map((state) => ({ value: state.id, label: state.name }));
  const taken = new Set(form.values.states.map((licence) => licence.stateId));

  const submit = form.onSubmit((values) => {
    setProblem(null);
    save.mutate(toBody(values), {
      onSuccess: onDone,
      onError: (error) => {
        const data = (error as { data?: { error?: { issues?: { path: (string | number)[]; message: string }[] } } })
          .data;
        const issues = data?.error?.issues ?? [];
        if (issues.length > 0)
          form.setErrors(Object.fromEntries(issues.map((issue) => [issue.path.join("."), issue.message])));
        setProblem(apiErrorMessage(error));
      },
    });
  });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="edit-profile-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="edit-profile-title">
            Edit your profile
          </Title>
          <Textarea label="Bio" rows={4} {...form.getInputProps("bio")} />
          <Group grow align="flex-start">
            <NumberInput
              label="Years of experience"
              min={0}
              max={70}
              allowDecimal={false}
              {...form.getInputProps("yearsOfExperience")}
            />
            <NumberInput
              label="Response time (hours)"
              min={1}
              max={168}
              allowDecimal={false}
              {...form.getInputProps("responseTimeHours")}
            />
          </Group>
          <TextInput label="Law school" {...form.getInputProps("lawSchool")} />
          <TagsInput label="Languages" {...form.getInputProps("languages")} />
          <TagsInput label="Practice areas" {...form.getInputProps("practiceAreas")} />
          <Text fw={600} size="sm">
            Bar licences
          </Text>
          {form.values.states.map((licence, index) => (
            <Group key={`${licence.stateId}-${index}`} align="flex-end" wrap="nowrap">
              <Select
                label={`Licence ${index + 1}: state`}
                data={stateOptions.filter((option) => option.value === licence.stateId || !taken.has(option.value))}
                searchable
                flex={1}
                {...form.getInputProps(`states.${index}.stateId`)}
              />
              <TextInput
                label={`Licence ${index + 1}: number`}
                flex={1}
                {...form.getInputProps(`states.${index}.barLicenseNum`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Remove licence ${index + 1} (expired)`}
                onClick={() => form.removeListItem("states", index)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          ))}
          {form.errors["states"] ? (
            <Text c="red.8" size="sm" role="alert">
              {form.errors["states"]}
            </Text>
          ) : null}
          <Group>
            <Button
              variant="default"
              size="xs"
              onClick={() => form.insertListItem("states", { stateId: "", barLicenseNum: "" })}
            >
              Add a licence
            </Button>
          </Group>
          {problem ? (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="subtle" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

const FILES = [
  { kind: "profile-photo", label: "Replace the profile photo", accept: "image/png,image/jpeg" },
  {
    kind: "malpractice-certificate",
    label: "Replace the malpractice certificate",
    accept: "application/pdf,image/png,image/jpeg",
  },
] as const;

/** Uploads a new profile photo or malpractice certificate; the server's refusal (type, size) is shown. */
export function FileReplacer({ profile }: { profile: AttorneyProfile }) {
  const upload = useUploadOwnAttorneyFile(profile.id);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return (
    <Stack gap="xs">
      <Group gap="xs">
        {FILES.map(({ kind, label, accept }) => (
          <FileButton
            key={kind}
            accept={accept}
            onChange={(file) => {
              if (!file) return;
              setProblem(null);
              setDone(null);
              upload.mutate(
                { kind, file },
                {
                  onSuccess: () => setDone(`${file.name} saved.`),
                  onError: (error) => setProblem(apiErrorMessage(error)),
                },
              );
            }}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="xs"
                loading={upload.isPending && upload.variables?.kind === kind}
              >
                {label}
              </Button>
            )}
          </FileButton>
        ))}
      </Group>
      {done ? (
        <Text size="sm" c="green.9" role="status">
          {done}
        </Text>
      ) : null}
      {problem ? (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      ) : null}
    </Stack>
  );
}
