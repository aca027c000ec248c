import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/**
 * The agreement's typeface: Source Serif 4 (SIL Open Font License), read once per thread from the
 * npm package that ships its TrueType files. Embedded (and subset) in every PDF, so names in any
 * Latin, Greek or Cyrillic script print as written.
 */
const require = createRequire(import.meta.url);
const PACKAGE = "@expo-google-fonts/source-serif-4";

export type AgreementFonts = { regular: Buffer; bold: Buffer; italic: Buffer };

let fonts: AgreementFonts | null = null;

export function agreementFonts(): AgreementFonts {
  fonts ??= {
    regular: readFileSync(require.resolve(`${PACKAGE}/400Regular/SourceSerif4_400Regular.ttf`)),
    bold: readFileSync(require.resolve(`${PACKAGE}/700Bold/SourceSerif4_700Bold.ttf`)),
    italic: readFileSync(require.resolve(`${PACKAGE}/400Regular_Italic/SourceSerif4_400Regular_Italic.ttf`)),
  };
  return fonts;
}
