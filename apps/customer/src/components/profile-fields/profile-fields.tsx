import { Box, ComboboxChevron, Group, NativeSelect, TextInput } from "@mantine/core";
import { ConflictChoice, OfflineSaveNote, PhoneInput } from "@prenup/ui";
import type { CurrentUser } from "@prenup/api-client";
import {
  dayNumberYearsBefore,
  GENDER_LABELS,
  GENDERS,
  PROFILE_BIRTHDATE_MAX_YEARS,
  toDayNumber,
  type DayNumber,
  formatPhoneNumber,
} from "@prenup/domain";
import { useProfileField, type ProfileField } from "./use-profile-field.ts";
import { SaveIndicator } from "./save-indicator.tsx";

/** Name fields save 500 ms after typing stops; other text waits 1000 ms. */
export const NAME_SAVE_PAUSE_MS = 500;
export const TEXT_SAVE_PAUSE_MS = 1000;

export type NameFieldKey = "firstName" | "middleName" | "lastName" | "suffix";

// Room for the label, the 56 px input and one line of message, so a message never pushes the page.
const FIELD_MIN_HEIGHT = 112;
const DESCRIPTION_HEIGHT = 20;

/** Under a field: its change kept on the device ("Saved on this device — will sync", then "Saved"), or the choice when it met another value. */
function KeptNote({ field }: { field: ProfileField }) {
  if (field.conflict) {
    const { yours, saved, message, keepMine, takeSaved } = field.conflict;
    return (
      <ConflictChoice yours={yours} saved={saved} message={message} onKeepMine={keepMine} onTakeSaved={takeSaved} />
    );
  }
  return field.kept ? <OfflineSaveNote state={field.kept} /> : null;
}

function fieldProps(field: ProfileField, label: string) {
  return {
    label,
    value: field.value,
    error: field.message,
    rightSection: <SaveIndicator status={field.status} label={label} />,
    rightSectionPointerEvents: "none" as const,
    onFocus: field.focus,
    onBlur: field.commit,
  };
}

/** A name part, saved 500 ms after typing stops and when left; empty clears it (saved as null). */
export function NameField({
  user,
  field,
  label,
  required = false,
  requiredMessage = null,
}: {
  user: CurrentUser;
  field: NameFieldKey;
  label: string;
  required?: boolean;
  /** Shown when the saved value is empty (a form whose validation was turned on by Continue). */
  requiredMessage?: string | null;
}) {
  const state = useProfileField(user, field, { pauseMs: NAME_SAVE_PAUSE_MS });
  const empty = state.value.trim() === "";
  const props = fieldProps(state, label);
  return (
    <Box mih={FIELD_MIN_HEIGHT}>
      <TextInput
        {...props}
        error={props.error ?? (required && empty ? requiredMessage : null)}
        withAsterisk={required}
        aria-required={required || undefined}
        autoComplete={AUTOCOMPLETE[field]}
        onChange={(event) => state.change(event.currentTarget.value)}
      />
      <KeptNote field={state} />
    </Box>
  );
}

const AUTOCOMPLETE: Record<NameFieldKey, string> = {
  firstName: "given-name",
  middleName: "additional-name",
  lastName: "family-name",
  suffix: "honorific-suffix",
};

/**
 * A profile field chosen from a list (a native select), saved as soon as an option is chosen; the
 * select keeps its chevron and the save state sits beside it.
 */
function ChoiceField({
  user,
  field,
  label,
  placeholder,
  choices,
}: {
  user: CurrentUser;
  field: "gender" | "residenceState";
  label: string;
  placeholder: string;
  choices: readonly { value: string; label: string }[];
}) {
  const state = useProfileField(user, field, { pauseMs: null });
  return (
    <Box mih={FIELD_MIN_HEIGHT}>
      <NativeSelect
        {...fieldProps(state, label)}
        rightSection={
          <Group gap={4} wrap="nowrap">
            <SaveIndicator status={state.status} label={label} />
            <ComboboxChevron />
          </Group>
        }
        rightSectionWidth={64}
        data={[{ value: "", label: placeholder, disabled: true }, ...choices]}
        onChange={(event) => {
          state.change(event.currentTarget.value);
          state.commit();
        }}
      />
      <KeptNote field={state} />
    </Box>
  );
}

/** Gender, saved as soon as an option is chosen. */
export function GenderField({ user }: { user: CurrentUser }) {
  return (
    <ChoiceField
      user={user}
      field="gender"
      label="Gender"
      placeholder="Select your gender"
      choices={GENDERS.map((gender) => ({ value: gender, label: GENDER_LABELS[gender] }))}
    />
  );
}

function isoDay(day: DayNumber): string {
  const text = String(day).padStart(8, "0");
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
}

/**
 * Date of birth (a date input); the server's range rule (not in the future, not more than 90 years
 * back) is checked before sending. Saved when left, or after a pause in typing.
 */
export function BirthdateField({ user, today }: { user: CurrentUser; today: () => Date }) {
  const state = useProfileField(user, "birthdate", { pauseMs: TEXT_SAVE_PAUSE_MS, now: today });
  const todayDay = toDayNumber(today());
  return (
    <Box mih={FIELD_MIN_HEIGHT}>
      <TextInput
        {...fieldProps(state, "Date of birth")}
        type="date"
        autoComplete="bday"
        max={todayDay === undefined ? undefined : isoDay(todayDay)}
        min={todayDay === undefined ? undefined : isoDay(dayNumberYearsBefore(todayDay, PROFILE_BIRTHDATE_MAX_YEARS))}
        onChange={(event) => state.change(event.currentTarget.value)}
      />
      <KeptNote field={state} />
    </Box>
  );
}

/**
 * Phone number (the shared PhoneInput: US by default, international with '+', formatted as typed).
 * The server stores E.164; the stored number reads formatted. Saved when left, or after a pause.
 */
export function PhoneField({ user }: { user: CurrentUser }) {
  const state = useProfileField(user, "phoneNumber", {
    pauseMs: TEXT_SAVE_PAUSE_MS,
    display: (saved) => (saved ? formatPhoneNumber(saved) : ""),
  });
  const { value, onBlur, onFocus, ...rest } = fieldProps(state, "Phone number");
  return (
    <Box mih={FIELD_MIN_HEIGHT + DESCRIPTION_HEIGHT}>
      <PhoneInput
        {...rest}
        value={value}
        error={state.message ?? undefined}
        description="A US number, or an international one starting with +"
        onChange={state.change}
        onFocus={onFocus}
        onBlur={onBlur}
      />
      <KeptNote field={state} />
    </Box>
  );
}

/**
 * The state the person lives in now, saved as soon as one is chosen (the states' names from the
 * API). Aftercare compares it with the state whose law the agreement follows.
 */
export function ResidenceStateField({
  user,
  states,
}: {
  user: CurrentUser;
  states: readonly { abbreviation: string; name: string }[];
}) {
  return (
    <ChoiceField
      user={user}
      field="residenceState"
      label="State you live in"
      placeholder="Select your state"
      choices={states.map((choice) => ({ value: choice.abbreviation, label: choice.name }))}
    />
  );
}
