import { Text } from "@mantine/core";
import { RichTextEditor } from "@mantine/tiptap";
import { useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { fromEditorText, toEditorDoc, toPlainText } from "./rich-text.ts";

/**
 * Plain paragraphs only: no marks (bold, italic, underline, strike, code) and no headings, lists,
 * quotes or rules, so typing "# " or "- " or pasting formatted text leaves plain text. A clause's
 * look is its list style, text style and page break, set beside the block.
 */
const extensions = [
  StarterKit.configure({
    bold: false,
    italic: false,
    underline: false,
    strike: false,
    code: false,
    codeBlock: false,
    heading: false,
    blockquote: false,
    bulletList: false,
    orderedList: false,
    listItem: false,
    listKeymap: false,
    horizontalRule: false,
    link: false,
  }),
];

export interface RichTextBlockProps {
  /** The accessible name of the text area ("Text"). */
  label: string;
  /** The stored plain text ("\n" between lines). */
  text: string | null;
  onChange: (text: string) => void;
  /** Put the cursor at the end of the text when the block opens. */
  autoFocus?: boolean;
}

/** One section's or clause's text, edited as plain paragraphs (saved joined by "\n"). */
export function RichTextBlock({ label, text, onChange, autoFocus = false }: RichTextBlockProps) {
  const editor = useEditor({
    extensions,
    content: toEditorDoc(text),
    autofocus: autoFocus ? "end" : false,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { "aria-label": label, role: "textbox", "aria-multiline": "true" } },
    onUpdate: ({ editor: current }) => onChange(fromEditorText(current.getText({ blockSeparator: "\n" }))),
  });
  return (
    <RichTextEditor editor={editor}>
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}

/** A section's or clause's text shown read-only, line by line. */
export function TextView({ text }: { text: string | null }) {
  const plain = toPlainText(text);
  if (!plain) return null;
  return (
    <Text component="div" style={{ whiteSpace: "pre-wrap" }}>
      {plain}
    </Text>
  );
}
