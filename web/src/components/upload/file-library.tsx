import { useState, type ReactNode } from 'react';
import { App, Button, Empty, Image, Input, Pagination, Select, Space, Spin } from 'antd';
import { CheckCircleFilled, FileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FileGroupTree } from './file-group-tree';
import {
  useDeleteFilesMutation,
  useGetFileGroupsQuery,
  useGetLibraryPageQuery,
  useMoveFilesMutation,
  type LibraryFile,
} from './file-library-api';
import { LIBRARY_MAX_SELECT, LIBRARY_PAGE_SIZE, type Audience } from './upload-rules';
import './upload.css';

export interface FileLibraryProps {
  audience: Audience;
  /** `page` mode shows 80 files a page (§9), `select` mode 20. */
  mode?: 'select' | 'page';
  /** Only images, or every file. */
  type?: 'image' | '';
  /** §9: selection maximum, 99 by default. */
  max?: number;
  selection: LibraryFile[];
  onSelectionChange: (files: LibraryFile[]) => void;
  /** Admins manage groups, move and delete files. */
  manage?: boolean;
  /** Offers group add, edit and delete (members manage their own groups); `manage` by default. */
  manageGroups?: boolean;
  /** Extra toolbar content, e.g. an upload button. */
  toolbar?: ReactNode;
}

/** The file library (§2): groups on the left, search by name, paged files, selection, moving. */
export function FileLibrary({
  audience,
  mode = 'select',
  type = '',
  max = LIBRARY_MAX_SELECT,
  selection,
  onSelectionChange,
  manage = false,
  manageGroups = manage,
  toolbar,
}: FileLibraryProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [groupId, setGroupId] = useState('');
  const [keyword, setKeyword] = useState('');
  const [pageNumber, setPageNumber] = useState(1);
  const [target, setTarget] = useState<string>();
  const pageSize = LIBRARY_PAGE_SIZE[mode];
  const { data, isFetching } = useGetLibraryPageQuery({
    audience,
    pageNumber,
    pageSize,
    keyword: keyword || undefined,
    group_id: groupId || undefined,
    type,
  });
  const { data: groups = [] } = useGetFileGroupsQuery(undefined, { skip: !manage });
  const [move] = useMoveFilesMutation();
  const [remove] = useDeleteFilesMutation();
  const selected = new Set(selection.map((f) => f.id));

  const toggle = (file: LibraryFile) => {
    if (selected.has(file.id)) return onSelectionChange(selection.filter((f) => f.id !== file.id));
    if (selection.length >= max) return void message.warning(t('common:upload.library.maxSelect', { max }));
    onSelectionChange([...selection, file]);
  };
  const moveSelection = async () => {
    if (selection.length === 0) return void message.warning(t('common:upload.library.selectToMove'));
    await move({ ids: selection.map((f) => f.id), group_id: target ?? '0' });
    onSelectionChange([]);
  };
  const deleteSelection = () => {
    if (selection.length === 0) return;
    modal.confirm({
      title: t('common:upload.library.deleteFiles'),
      content: t('common:upload.library.deleteConfirm', { n: selection.length }),
      okText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
      onOk: async () => {
        await remove({ id: selection.map((f) => f.id) });
        onSelectionChange([]);
      },
    });
  };

  return (
    <div className="file-library" data-testid="file-library">
      <aside className="file-library-groups">
        <FileGroupTree
          audience={audience}
          value={groupId}
          manage={manageGroups}
          onChange={(id) => {
            setGroupId(id);
            setPageNumber(1);
          }}
        />
      </aside>
      <section className="file-library-main">
        <Space wrap className="file-library-toolbar">
          <Input.Search
            allowClear
            placeholder={t('common:upload.library.search')}
            onSearch={(value) => {
              setKeyword(value.trim());
              setPageNumber(1);
            }}
            style={{ width: 220 }}
          />
          {toolbar}
          {manage && (
            <>
              <Select
                allowClear
                placeholder={t('common:upload.library.moveTo')}
                value={target}
                onChange={setTarget}
                style={{ width: 160 }}
                options={[
                  { value: '0', label: t('common:upload.library.ungrouped') },
                  ...groups.map((g) => ({ value: g.id, label: g.label })),
                ]}
              />
              <Button onClick={() => void moveSelection()}>{t('common:upload.library.moveTo')}</Button>
              <Button danger disabled={selection.length === 0} onClick={deleteSelection}>
                {t('common:upload.library.deleteFiles')}
              </Button>
            </>
          )}
          <span className="file-library-count">
            {t('common:upload.library.selected', { n: selection.length })}
          </span>
        </Space>
        <Spin spinning={isFetching}>
          {data && data.rows.length > 0 ? (
            <ul className="file-library-grid">
              {data.rows.map((file) => (
                <li key={file.id}>
                  <button
                    type="button"
                    className={`file-library-item${selected.has(file.id) ? ' is-selected' : ''}`}
                    aria-pressed={selected.has(file.id)}
                    title={file.fileName}
                    onClick={() => toggle(file)}
                  >
                    {file.mime.startsWith('image/') ? (
                      <Image src={file.src} alt={file.fileName} preview={false} width={96} height={96} />
                    ) : (
                      <FileOutlined className="file-library-icon" />
                    )}
                    <span className="file-library-name">{file.fileName}</span>
                    {selected.has(file.id) && <CheckCircleFilled className="file-library-check" />}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <Empty description={t('common:upload.library.empty')} />
          )}
        </Spin>
        <Pagination
          className="file-library-pager"
          current={pageNumber}
          pageSize={pageSize}
          total={data?.total ?? 0}
          showSizeChanger={false}
          onChange={setPageNumber}
          size="small"
        />
      </section>
    </div>
  );
}
