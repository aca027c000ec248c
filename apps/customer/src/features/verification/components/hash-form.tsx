import { useState, type FormEvent } from "react";
import { Button, Stack, TextInput } from "@mantine/core";
import { isSha256Hex, normalizeSha256Input, SHA256_HEX_MESSAGE } from "@prenup/domain";
import { VERIFICATION_TEXTS as T } from "../verification-texts.ts";

/** The SHA-256 typed or pasted (spaces, capitals and a `sha256:` prefix forgiven); a malformed one says the rule. */
export function HashForm({ onHash }: { onHash: (sha256: string) => void }) {
  const [value, setValue] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sha256 = normalizeSha256Input(value);
    if (!isSha256Hex(sha256)) {
      setProblem(SHA256_HEX_MESSAGE);
      return;
    }
    setProblem(null);
    onHash(sha256);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" align="flex-start">
        <TextInput
          w="100%"
          label={T.hashLabel}
          placeholder={T.hashPlaceholder}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={problem}
          spellCheck={false}
          autoComplete="off"
          styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
        />
        <Button type="submit">{T.check}</Button>
      </Stack>
    </form>
  );
}
