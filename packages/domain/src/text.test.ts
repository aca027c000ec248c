import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  FILE_NAME_MESSAGES,
  fileNameSchema,
  hasUnsavableCharacters,
  NAME_MAX_LENGTH,
  NAME_MESSAGES,
  nameSchema,
  stripControlCharacters,
  TEXT_MESSAGES,
  textSchema,
} from "./text.ts";

const HIGH = "\uD83D"; // the first half of 😀
const LOW = "\uDE00"; // the second half

function messages(
  schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error!.issues.map((issue) => issue.message);
}

// Control characters (C0, DEL, C1) as the name rule means them; with whitespace for the blank check.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\s\u0000-\u001f\u007f-\u009f]/g;

/** A plain reading of the rule, code unit by code unit: NUL, or a surrogate that is not half of a pair. */
function referenceUnsavable(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const unit = value.charCodeAt(i);
    if (unit === 0) return true;
    const isHigh = unit >= 0xd800 && unit <= 0xdbff;
    const isLow = unit >= 0xdc00 && unit <= 0xdfff;
    if (isHigh) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i += 1;
      else return true;
    } else if (isLow) {
      return true;
    }
  }
  return false;
}

// Strings rich in the characters the rule is about: NUL, both halves of a pair, whole emoji, any code unit.
const codeUnit = fc.oneof(
  fc.constantFrom("\u0000", HIGH, LOW, "\uDBFF", "\uDC00", "😀", "a", " ", "\n"),
  fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
);
const trickyText = fc.string({ unit: codeUnit, maxLength: 12 });

describe("textSchema", () => {
  const schema = textSchema({ max: 10 });

  it("accepts text up to the maximum, line breaks and whole emoji included", () => {
    expect(schema.parse("We keep it")).toBe("We keep it");
    expect(schema.parse("two\nlines")).toBe("two\nlines");
    expect(schema.parse("😀 ok")).toBe("😀 ok");
    expect(schema.parse("")).toBe("");
  });

  it("refuses NUL and each kind of lone surrogate with one clear message", () => {
    for (const value of [
      "a\u0000b",
      `${HIGH}`,
      `x${LOW}`,
      `${LOW}${HIGH}`,
      `${HIGH}${HIGH}${LOW}`,
      `${HIGH}${LOW}${LOW}`,
      `\u0000${HIGH}`,
    ]) {
      expect(messages(schema, value)).toEqual([TEXT_MESSAGES.unsavable]);
    }
    expect(TEXT_MESSAGES.unsavable).toBe(
      "This text contains a character that can't be saved. Remove it and try again.",
    );
  });

  it("refuses too long text with the maximum written out, and anything that is not a string", () => {
    expect(messages(schema, "12345678901")).toEqual(["This text is too long (10 characters at most)"]);
    expect(messages(textSchema({ max: 5000 }), "x".repeat(5001))).toEqual([
      "This text is too long (5,000 characters at most)",
    ]);
    for (const value of [42, null, undefined, ["a"], { text: "a" }])
      expect(messages(schema, value)).toEqual(["This must be text"]);
  });

  it("uses a field's own wording for the type and the length, never for the unsavable character", () => {
    const own = textSchema({ max: 3, messages: { notText: "Answers must be text", tooLong: "Answers are short" } });
    expect(messages(own, 1)).toEqual(["Answers must be text"]);
    expect(messages(own, "abcd")).toEqual(["Answers are short"]);
    expect(messages(own, "\u0000")).toEqual([TEXT_MESSAGES.unsavable]);
    expect(messages(textSchema({ max: 3, messages: {} }), "abcd")).toEqual([
      "This text is too long (3 characters at most)",
    ]);
  });

  it("refuses exactly the strings holding NUL or a lone surrogate (property)", () => {
    const roomy = textSchema({ max: 100 });
    fc.assert(
      fc.property(trickyText, (value) => {
        const unsavable = referenceUnsavable(value);
        expect(hasUnsavableCharacters(value)).toBe(unsavable);
        expect(roomy.safeParse(value).success).toBe(!unsavable);
      }),
      { numRuns: 500 },
    );
  });
});

describe("stripControlCharacters", () => {
  it("turns each run of C0, DEL and C1 control characters into one space", () => {
    expect(stripControlCharacters("Alex\r\n\tRivera")).toBe("Alex Rivera");
    expect(stripControlCharacters("a\u0001b\u007fc\u0085d\u009fe")).toBe("a b c d e");
    expect(stripControlCharacters("\nedge\n")).toBe(" edge ");
  });

  it("keeps ordinary and non-Latin text as it is", () => {
    expect(stripControlCharacters("José  Ñúñez 李 😀")).toBe("José  Ñúñez 李 😀");
    expect(stripControlCharacters("")).toBe("");
  });
});

describe("nameSchema", () => {
  it("turns control characters into spaces, collapses spaces and trims", () => {
    expect(nameSchema.parse("  Mary\tAnn \n Lee  ")).toBe("Mary Ann Lee");
    expect(nameSchema.parse("Rivera")).toBe("Rivera");
    expect(nameSchema.parse("Jo\u00a0\u00a0Ann")).toBe("Jo Ann");
  });

  it("saves an empty or blank name, or null, as null (it clears the field)", () => {
    expect(nameSchema.parse("")).toBeNull();
    expect(nameSchema.parse(" \t\r\n ")).toBeNull();
    expect(nameSchema.parse(null)).toBeNull();
  });

  it("limits names to 100 characters with the names' own messages", () => {
    expect(NAME_MAX_LENGTH).toBe(100);
    expect(nameSchema.parse("x".repeat(100))).toBe("x".repeat(100));
    expect(messages(nameSchema, "x".repeat(101))).toEqual([NAME_MESSAGES.nameTooLong]);
    expect(NAME_MESSAGES.nameTooLong).toBe("Names can be at most 100 characters");
    expect(messages(nameSchema, 7)).toEqual([NAME_MESSAGES.nameText]);
    expect(messages(nameSchema, undefined)).toEqual(["Names must be text"]);
  });

  it("refuses NUL and lone surrogates like every text field, rather than turning NUL into a space", () => {
    expect(messages(nameSchema, "Al\u0000ex")).toEqual([TEXT_MESSAGES.unsavable]);
    expect(messages(nameSchema, `Alex${HIGH}`)).toEqual([TEXT_MESSAGES.unsavable]);
  });

  it("never gives a name with a control character, an edge space or a double space (property)", () => {
    const nameUnit = fc.oneof(
      fc.constantFrom(
        " ",
        "\t",
        "\n",
        "\r",
        "\u0001",
        "\u001f",
        "\u007f",
        "\u0085",
        "\u009f",
        "\u00a0",
        "\u2028",
        "\ufeff",
        "a",
        "É",
        "😀",
      ),
      fc.integer({ min: 1, max: 0xd7ff }).map((code) => String.fromCharCode(code)),
    );
    fc.assert(
      fc.property(fc.string({ unit: nameUnit, maxLength: 30 }), (value) => {
        const result = nameSchema.safeParse(value);
        expect(result.success).toBe(true);
        const name = result.data;
        if (name === null || name === undefined) {
          expect(value.replace(CONTROL_OR_SPACE, "")).toBe("");
          return;
        }
        expect(name).not.toMatch(CONTROL);
        expect(name).not.toMatch(/^\s|\s$/);
        expect(name).not.toMatch(/\s\s/);
        expect(name.length).toBeLessThanOrEqual(NAME_MAX_LENGTH);
      }),
      { numRuns: 500 },
    );
  });
});

describe("fileNameSchema", () => {
  it("refuses control and reading-direction characters, makes separators dashes, and trims", () => {
    for (const name of ["\u202Efdp.pdf", "a\nb.pdf", "a\tb.pdf", "x\u200E.pdf", "\u2067y\u2069.pdf", "z\u061C.pdf"]) {
      const parsed = fileNameSchema.safeParse(name);
      expect(parsed.success, JSON.stringify(name)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(FILE_NAME_MESSAGES.unsafe);
    }
    expect(fileNameSchema.parse("  bank/2026\\October.pdf ")).toBe("bank-2026-October.pdf");
    expect(fileNameSchema.parse("Smith v. Jones — signed.pdf")).toBe("Smith v. Jones — signed.pdf");
    expect(fileNameSchema.safeParse("   ").error?.issues[0]?.message).toBe(FILE_NAME_MESSAGES.required);
    expect(fileNameSchema.safeParse("x".repeat(201)).error?.issues[0]?.message).toBe(FILE_NAME_MESSAGES.tooLong);
  });
});
