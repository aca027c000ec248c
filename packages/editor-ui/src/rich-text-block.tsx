import { useEffect } from "react";
import { Text } from "@mantine/core";
import { RichTextEditor } from "@mantine/tiptap";
import { useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { fromEditorHtml, isRichText, toEditorHtml } from "./rich-text.ts";

/** StarterKit brings paragraphs, headings, lists, bold, italic and underline; an agreement has no links. */
const extensions = [StarterKit.configure({ link: false, code: false, codeBlock: false, heading: { levels: [2, 3, 4] } })];

export interface RichTextBlockProps {
  /** The accessible name of the text area ("Text of Separate property"). */
  label: string;
  /** The stored text: the editor's HTML or plain generated text. */
  text: string | null;
  onChange: (text: string) => void;
}

/** One section's or clause's text, edited with the formatting an agreement uses. */
export function RichTextBlock({ label, text, onChange }: RichTextBlockProps) {
  const editor = useEditor({
    extensions,
    content: toEditorHtml(text),
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { "aria-label": label, role: "textbox", "aria-multiline": "true" } },
    onUpdate: ({ editor: current }) => onChange(fromEditorHtml(current.getHTML())),
  });
  return (
    <RichTextEditor editor={editor}>
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
          <RichTextEditor.H4 />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}

/** Rich text shown read-only (its tags go through the editor's schema, never straight into the page). */
function RichTextReadOnly({ html }: { html: string }) {
  const editor = useEditor({ extensions, content: html, editable: false, immediatelyRender: true });
  useEffect(() => {
    if (editor && editor.getHTML() !== html) editor.commands.setContent(html);
  }, [editor, html]);
  return (
    <RichTextEditor editor={editor} variant="subtle" bd={0}>
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}

/** A section's or clause's committed text: plain generated text line by line, or the editor's rich text. */
export function TextView({ text }: { text: string | null }) {
  if (!text) return null;
  if (isRichText(text)) return <RichTextReadOnly html={text} />;
  return (
    <Text component="div" style={{ whiteSpace: "pre-wrap" }}>
      {text}
    </Text>
  );
}
