import { useEffect, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { Alert, Anchor, Divider, Stack, Text } from "@mantine/core";
import { isSha256Hex, SHA256_HEX_MESSAGE, verificationPath } from "@prenup/domain";
import { PublicPage } from "../../components/public-page/public-page.tsx";
import { FileDrop } from "./components/file-drop.tsx";
import { HashForm } from "./components/hash-form.tsx";
import { VerificationResult } from "./components/verification-result.tsx";
import { sha256OfFile } from "./utils/sha256-of-file.ts";
import { VERIFICATION_TEXTS as T } from "./verification-texts.ts";

/**
 * /verify and /verify/:sha256 (the link and QR code printed on the agreement), open without
 * signing in: the visitor drops or picks the PDF, which this browser hashes (SHA-256) without
 * uploading it, or pastes a hash; the page then shows what the record says of that hash. The hash
 * goes into the address (`verificationPath`), so a check can be shared or reloaded.
 */
export function VerifyPage() {
  const { sha256 = null } = useParams();
  const navigate = useNavigate();
  const [fileName, setFileName] = useState<string | null>(null);
  const [hashing, setHashing] = useState(false);
  const [readProblem, setReadProblem] = useState(false);

  useEffect(() => {
    document.title = T.title;
  }, []);

  const check = (hash: string, name: string | null) => {
    setFileName(name);
    void navigate(verificationPath(hash));
  };
  const onFile = async (file: File) => {
    setHashing(true);
    setReadProblem(false);
    try {
      check(await sha256OfFile(file), file.name);
    } catch {
      setReadProblem(true);
    } finally {
      setHashing(false);
    }
  };

  return (
    <PublicPage
      title={T.title}
      width={720}
      intro={
        <>
          <Text>{T.intro}</Text>
          <Text c="dimmed" size="sm">
            {T.privacy}
          </Text>
        </>
      }
    >
      {sha256 === null ? null : isSha256Hex(sha256) ? (
        <Stack gap="xs">
          <VerificationResult sha256={sha256} fileName={fileName} />
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setFileName(null);
              void navigate("/verify");
            }}
            style={{ alignSelf: "flex-start" }}
          >
            {T.checkAnother}
          </Anchor>
        </Stack>
      ) : (
        <Alert color="red" role="alert">
          {SHA256_HEX_MESSAGE}
        </Alert>
      )}
      <FileDrop onFile={(file) => void onFile(file)} busy={hashing} />
      {hashing ? (
        <Text size="sm" c="dimmed" role="status">
          {T.hashing}
        </Text>
      ) : null}
      {readProblem ? (
        <Alert color="red" role="alert">
          {T.hashFailed}
        </Alert>
      ) : null}
      <Divider label={T.orPaste} labelPosition="left" />
      <HashForm onHash={(hash) => check(hash, null)} />
    </PublicPage>
  );
}
