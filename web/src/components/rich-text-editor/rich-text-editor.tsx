import { useEffect, useState } from 'react';
import { Button, Input, Popover, Space, Tooltip } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  UnderlineOutlined,
  StrikethroughOutlined,
  OrderedListOutlined,
  UnorderedListOutlined,
  LinkOutlined,
  PictureOutlined,
  UndoOutlined,
  RedoOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { useTranslation } from 'react-i18next';
import { FileLibraryPicker } from '@/components/upload/file-library-picker';
import '@/components/rich-text/rich-text.css';
import './rich-text-editor.css';

export interface RichTextEditorProps {
  /** HTML; the catalog sanitises what is saved. */
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
  testId?: string;
}

/** A link's address from the toolbar's box: web, mail and phone addresses and portal paths. */
const isLinkAddress = (href: string) => /^(https?:\/\/|mailto:|tel:|\/(?!\/))\S+$/i.test(href);

function LinkButton({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const apply = () => {
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href.trim() === '') chain.unsetLink().run();
    else if (isLinkAddress(href.trim())) chain.setLink({ href: href.trim() }).run();
    else return;
    setOpen(false);
  };
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setHref((editor.getAttributes('link').href as string | undefined) ?? '');
      }}
      trigger="click"
      content={
        <Space.Compact>
          <Input
            autoFocus
            value={href}
            status={href.trim() && !isLinkAddress(href.trim()) ? 'error' : undefined}
            placeholder="https://"
            onChange={(e) => setHref(e.target.value)}
            onPressEnter={apply}
            style={{ width: 280 }}
            aria-label={t('common:richText.link')}
          />
          <Button type="primary" onClick={apply}>
            {t('common:actions.confirm')}
          </Button>
        </Space.Compact>
      }
    >
      <Tooltip title={t('common:richText.link')}>
        <Button type={editor.isActive('link') ? 'primary' : 'text'} icon={<LinkOutlined />} />
      </Tooltip>
    </Popover>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  // Re-render on each transaction so the buttons show the marks at the cursor.
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const button = (key: keyof typeof state, label: string, icon: React.ReactNode, run: () => void) => (
    <Tooltip title={label} key={key}>
      <Button type={state[key] ? 'primary' : 'text'} icon={icon} onClick={run} aria-label={label} />
    </Tooltip>
  );
  const text = (key: keyof typeof state, label: string, short: string, run: () => void) => (
    <Tooltip title={label} key={key}>
      <Button type={state[key] ? 'primary' : 'text'} onClick={run} aria-label={label}>
        {short}
      </Button>
    </Tooltip>
  );
  return (
    <div className="rte-toolbar" role="toolbar">
      {text('h2', t('common:richText.heading2'), 'H2', () => chain().toggleHeading({ level: 2 }).run())}
      {text('h3', t('common:richText.heading3'), 'H3', () => chain().toggleHeading({ level: 3 }).run())}
      {button('bold', t('common:richText.bold'), <BoldOutlined />, () => chain().toggleBold().run())}
      {button('italic', t('common:richText.italic'), <ItalicOutlined />, () => chain().toggleItalic().run())}
      {button('underline', t('common:richText.underline'), <UnderlineOutlined />, () =>
        chain().toggleUnderline().run(),
      )}
      {button('strike', t('common:richText.strike'), <StrikethroughOutlined />, () =>
        chain().toggleStrike().run(),
      )}
      {button('bulletList', t('common:richText.bulletList'), <UnorderedListOutlined />, () =>
        chain().toggleBulletList().run(),
      )}
      {button('orderedList', t('common:richText.orderedList'), <OrderedListOutlined />, () =>
        chain().toggleOrderedList().run(),
      )}
      {text('blockquote', t('common:richText.quote'), '“ ”', () => chain().toggleBlockquote().run())}
      <LinkButton editor={editor} />
      <Tooltip title={t('common:richText.image')}>
        <Button
          type="text"
          icon={<PictureOutlined />}
          onClick={() => setPicking(true)}
          aria-label={t('common:richText.image')}
        />
      </Tooltip>
      <Tooltip title={t('common:richText.undo')}>
        <Button
          type="text"
          icon={<UndoOutlined />}
          disabled={!state.canUndo}
          onClick={() => chain().undo().run()}
        />
      </Tooltip>
      <Tooltip title={t('common:richText.redo')}>
        <Button
          type="text"
          icon={<RedoOutlined />}
          disabled={!state.canRedo}
          onClick={() => chain().redo().run()}
        />
      </Tooltip>
      <FileLibraryPicker
        open={picking}
        onClose={() => setPicking(false)}
        audience="admin"
        type="image"
        max={9}
        onConfirm={(files) => {
          const images = files.map((file) => ({
            type: 'image',
            attrs: { src: file.src, alt: file.fileName },
          }));
          chain().insertContent(images).run();
        }}
      />
    </div>
  );
}

/**
 * The back office's rich-text editor (articles, content blocks): headings, marks, lists,
 * quotes, links and images from the file library. A form item: `value` is HTML.
 */
export function RichTextEditor({ value = '', onChange, placeholder, testId }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false } }),
      Image,
    ],
    content: value,
    editorProps: { attributes: { class: 'rich-text rte-content', 'aria-label': placeholder ?? '' } },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });
  // A value set from outside (the form's reset, another language's tab) replaces the text.
  useEffect(() => {
    if (editor && value !== (editor.isEmpty ? '' : editor.getHTML()))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  if (!editor) return null;
  return (
    <div className="rte" data-testid={testId}>
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
