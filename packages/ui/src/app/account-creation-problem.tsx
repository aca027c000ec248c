import { useState } from "react";
import { Button, Center, Stack, Text } from "@mantine/core";
import { apiErrorCode, apiErrorMessage } from "@prenup/api-client";
import type { ErrorCode } from "@prenup/domain";

/** The refusals of POST /users whose message tells the person what to do. */
const ACCOUNT_CREATION_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  "EMAIL_NOT_VERIFIED",
  "EMAIL_REQUIRED",
  "EMAIL_IN_USE",
]);

/** The code of an error that refused to create the signed-in identity's account, or null. */
export function accountCreationCode(error: unknown): ErrorCode | null {
  const code = apiErrorCode(error);
  return code && ACCOUNT_CREATION_CODES.has(code) ? code : null;
}

/**
 * Why the account could not be created, in the API's words. For an unconfirmed address, "Continue"
 * (`onContinue`: a renewed token, then the account again) once the mailed link has been opened.
 */
export function AccountCreationProblem(props: {
  error: unknown;
  code: ErrorCode;
  onContinue: () => Promise<unknown>;
  onLogout: () => void;
}) {
  const [continuing, setContinuing] = useState(false);
  const onContinue = () => {
    setContinuing(true);
    void props.onContinue().finally(() => setContinuing(false));
  };
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="lg" maw={560} ta="center">
        <Text size="lg" role="alert">
          {apiErrorMessage(props.error)}
        </Text>
        {props.code === "EMAIL_NOT_VERIFIED" ? (
          <Button loading={continuing} onClick={onContinue}>
            I have confirmed it, continue
          </Button>
        ) : null}
        <Button variant={props.code === "EMAIL_NOT_VERIFIED" ? "default" : "filled"} onClick={props.onLogout}>
          Log out
        </Button>
      </Stack>
    </Center>
  );
}
