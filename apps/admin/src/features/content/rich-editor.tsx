import { useEffect } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';

/**
 * The article body editor (Tiptap): the formatting the store's sanitiser keeps — headings, bold, italic,
 * strike, underline, lists, quotes, links, pictures and tables — and nothing else, so what staff see is
 * what is stored. A controlled antd form field: `value` in, `onChange(html)` out.
 */
export function RichEditor({ value, onChange }: { value?: string; onChange?: (html: string) => void }) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false, autolink: true } }),
      Image,
      TableKit.configure({ table: { resizable: false } }),
    ],
    content: value ?? '',
    onUpdate: ({ editor: changed }) => onChange?.(changed.isEmpty ? '' : changed.getHTML()),
    editorProps: { attributes: { class: 'rich-editor__body', 'aria-label': '正文' } },
  });

  // A new article or another one opened in the same drawer: its body replaces the editor's.
  useEffect(() => {
    if (editor && value !== undefined && value !== editor.getHTML() && !(value === '' && editor.isEmpty))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="rich-editor" data-testid="rich-editor">
      {editor && <Toolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      strike: e.isActive('strike'),
      underline: e.isActive('underline'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const tool = (label: string, title: string, active: boolean, run: () => void) => (
    <Tooltip title={title} key={title}>
      <Button size="small" type={active ? 'primary' : 'text'} onClick={run} aria-label={title}>
        {label}
      </Button>
    </Tooltip>
  );
  const setLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt('链接地址（站内以 / 开头，站外 https://；留空取消链接）', previous);
    if (href === null) return;
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  const addImage = () => {
    const src = window.prompt('图片地址（站内 /images/… 或 https://）');
    if (src?.trim()) chain().setImage({ src: src.trim() }).run();
  };
  return (
    <Space size={2} wrap className="rich-editor__toolbar" role="toolbar" aria-label="格式">
      {tool('H2', '二级标题', state.h2, () => chain().toggleHeading({ level: 2 }).run())}
      {tool('H3', '三级标题', state.h3, () => chain().toggleHeading({ level: 3 }).run())}
      {tool('B', '加粗', state.bold, () => chain().toggleBold().run())}
      {tool('I', '斜体', state.italic, () => chain().toggleItalic().run())}
      {tool('U', '下划线', state.underline, () => chain().toggleUnderline().run())}
      {tool('S', '删除线', state.strike, () => chain().toggleStrike().run())}
      {tool('•', '无序列表', state.bullet, () => chain().toggleBulletList().run())}
      {tool('1.', '有序列表', state.ordered, () => chain().toggleOrderedList().run())}
      {tool('❝', '引用', state.quote, () => chain().toggleBlockquote().run())}
      {tool('链接', '插入链接', state.link, setLink)}
      {tool('图片', '插入图片', false, addImage)}
      {tool('表格', '插入表格', false, () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run())}
      {tool('↶', '撤销', false, () => chain().undo().run())}
      {tool('↷', '重做', false, () => chain().redo().run())}
    </Space>
  );
}
