import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog/dialog';
import { FileLibrary } from './file-library';
import type { LibraryFile } from './file-library-api';
import { LIBRARY_MAX_SELECT, type Audience } from './upload-rules';

/** §3 "Media-library selection result", plus the file's id in the files service. */
export interface LibrarySelection {
  fileName: string;
  size: number;
  src: string;
  id: string;
}

export interface FileLibraryPickerProps {
  open: boolean;
  onClose: () => void;
  onConfirm: (files: LibrarySelection[]) => void;
  audience: Audience;
  max?: number;
  type?: 'image' | '';
  manage?: boolean;
}

/** The file library in a dialog (§9: 1000 wide, 20 files a page) that hands back the chosen files. */
export function FileLibraryPicker({
  open,
  onClose,
  onConfirm,
  audience,
  max = LIBRARY_MAX_SELECT,
  type = '',
  manage = false,
}: FileLibraryPickerProps) {
  const { t } = useTranslation();
  const [selection, setSelection] = useState<LibraryFile[]>([]);
  const close = () => {
    setSelection([]);
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      width={1000}
      title={t('common:upload.library.title')}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          {t('common:actions.cancel')}
        </Button>,
        <Button
          key="ok"
          type="primary"
          disabled={selection.length === 0}
          onClick={() => {
            onConfirm(selection.map((f) => ({ fileName: f.fileName, size: f.size, src: f.src, id: f.id })));
            close();
          }}
        >
          {t('common:actions.confirm')}
        </Button>,
      ]}
    >
      <FileLibrary
        audience={audience}
        mode="select"
        type={type}
        max={max}
        manage={manage}
        selection={selection}
        onSelectionChange={setSelection}
      />
    </Dialog>
  );
}
