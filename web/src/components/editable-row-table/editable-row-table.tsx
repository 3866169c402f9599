import {
  createContext,
  useContext,
  useMemo,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { Button, Input, Popconfirm, Table, type TableColumnsType } from 'antd';
import { DeleteOutlined, HolderOutlined, PlusOutlined } from '@ant-design/icons';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { DragEndEvent, DraggableSyntheticListeners } from '@dnd-kit/core';
import { restrictToVerticalAxis } from '@dnd-kit/modifiers';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import { patchRow, rowFromTemplate, rowKeyOf, type EditableRow } from './rows';

/** What a column's editor receives for one cell. */
export interface EditableCell<T extends EditableRow> {
  value: unknown;
  row: T;
  index: number;
  onChange: (value: unknown) => void;
}

export interface EditableColumn<T extends EditableRow = EditableRow> {
  field: string;
  title: ReactNode;
  width?: number | string;
  /** The cell's editor; a text input when not given. */
  editor?: (cell: EditableCell<T>) => ReactNode;
  /** Shows the value without an editor. */
  readOnly?: boolean;
}

export interface EditableRowTableProps<T extends EditableRow = EditableRow> {
  value?: T[];
  onChange?: (rows: T[]) => void;
  columns: EditableColumn<T>[];
  /** The fields of a new row and their starting values; also what `formatRows` checks. */
  template?: EditableRow;
  /** A custom add event: the add button calls it instead of adding a template row. */
  onAdd?: () => void;
  /** Rows can be dragged to reorder. */
  sortable?: boolean;
  addable?: boolean;
  deletable?: boolean;
  /** Defaults to no data available, in the current language. */
  emptyText?: ReactNode;
  addText?: ReactNode;
  /** A stable key of a row; by default each row gets one that follows it through edits. */
  rowKey?: (row: T) => string;
  'data-testid'?: string;
}

interface HandleContext {
  setActivatorNodeRef?: (element: HTMLElement | null) => void;
  listeners?: DraggableSyntheticListeners;
}
const Handle = createContext<HandleContext>({});

function DragHandle({ label }: { label: string }) {
  const { setActivatorNodeRef, listeners } = useContext(Handle);
  return (
    <Button
      type="text"
      size="small"
      icon={<HolderOutlined />}
      aria-label={label}
      className="editable-row-table-handle"
      style={{ cursor: 'move', touchAction: 'none' }}
      ref={setActivatorNodeRef}
      {...listeners}
    />
  );
}

type RowProps = HTMLAttributes<HTMLTableRowElement> & { 'data-row-key'?: string };

/** A table row that dnd-kit moves; the placeholder row (no data-row-key) stays put. */
function SortableRow(props: RowProps) {
  const id = props['data-row-key'] ?? '';
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled: !id });
  const style: CSSProperties = {
    ...props.style,
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { position: 'relative', zIndex: 9 } : {}),
  };
  const context = useMemo(() => ({ setActivatorNodeRef, listeners }), [setActivatorNodeRef, listeners]);
  return (
    <Handle.Provider value={context}>
      <tr {...props} ref={setNodeRef} style={style} {...attributes} />
    </Handle.Provider>
  );
}

/**
 * Editable row table (§2): rows added from a template or by a custom add event, deleted,
 * and dragged to reorder when `sortable`. A Form.Item control (`value`/`onChange`).
 */
export function EditableRowTable<T extends EditableRow = EditableRow>({
  value = [],
  onChange,
  columns,
  template,
  onAdd,
  sortable = false,
  addable = true,
  deletable = true,
  emptyText,
  addText,
  rowKey = rowKeyOf,
  'data-testid': testId = 'editable-row-table',
}: EditableRowTableProps<T>) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = value.map((row) => rowKey(row));

  const update = (index: number, field: string, next: unknown) =>
    onChange?.(value.map((row, i) => (i === index ? patchRow(row, { [field]: next } as Partial<T>) : row)));
  const remove = (index: number) => onChange?.(value.filter((_, i) => i !== index));
  const add = () => (onAdd ? onAdd() : onChange?.([...value, rowFromTemplate<T>(template)]));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = keys.indexOf(String(active.id));
    const to = keys.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onChange?.(arrayMove(value, from, to));
  };

  const tableColumns: TableColumnsType<T> = [
    ...(sortable
      ? [
          {
            key: 'sort',
            width: 40,
            align: 'center' as const,
            render: () => <DragHandle label={t('common:editableTable.drag')} />,
          },
        ]
      : []),
    ...columns.map((column) => ({
      key: column.field,
      title: column.title,
      width: column.width,
      render: (_: unknown, row: T, index: number) => {
        const cell = row[column.field];
        if (column.readOnly) return cell as ReactNode;
        const onCellChange = (next: unknown) => update(index, column.field, next);
        if (column.editor) return column.editor({ value: cell, row, index, onChange: onCellChange });
        return (
          <Input
            size="small"
            value={cell === undefined || cell === null ? '' : String(cell)}
            onChange={(e) => onCellChange(e.target.value)}
            aria-label={typeof column.title === 'string' ? column.title : column.field}
          />
        );
      },
    })),
    ...(deletable
      ? [
          {
            key: 'actions',
            title: t('common:editableTable.actions'),
            width: 72,
            render: (_: unknown, _row: T, index: number) => (
              <Popconfirm
                title={t('common:editableTable.confirmDelete')}
                okText={t('common:actions.confirm')}
                cancelText={t('common:actions.cancel')}
                onConfirm={() => remove(index)}
              >
                <Button
                  type="text"
                  danger
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={t('common:actions.delete')}
                />
              </Popconfirm>
            ),
          },
        ]
      : []),
  ];

  const table = (
    <Table<T>
      size="small"
      bordered
      rowKey={rowKey}
      columns={tableColumns}
      dataSource={value}
      pagination={false}
      locale={{ emptyText: emptyText ?? t('common:table.noData') }}
      components={sortable ? { body: { row: SortableRow } } : undefined}
      scroll={{ x: 'max-content' }}
      footer={
        addable
          ? () => (
              <Button type="dashed" block icon={<PlusOutlined />} onClick={add}>
                {addText ?? t('common:editableTable.add')}
              </Button>
            )
          : undefined
      }
    />
  );

  return (
    <div className="editable-row-table" data-testid={testId}>
      {sortable ? (
        <DndContext
          sensors={sensors}
          modifiers={[restrictToVerticalAxis]}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
        >
          <SortableContext items={keys} strategy={verticalListSortingStrategy}>
            {table}
          </SortableContext>
        </DndContext>
      ) : (
        table
      )}
    </div>
  );
}
