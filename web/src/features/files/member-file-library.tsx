import { useState } from 'react';
import { Card } from 'antd';
import { FileLibrary } from '@/components/upload/file-library';
import type { LibraryFile } from '@/components/upload/file-library-api';
import { LibraryUploadButton } from './library-upload-button';

/**
 * The member's file library (§2 shared widgets in page mode): every file they uploaded,
 * an upload button, and their own groups (add, rename, delete), as the back office's.
 */
export function MemberFileLibrary() {
  const [selection, setSelection] = useState<LibraryFile[]>([]);
  const uploadButton = <LibraryUploadButton audience="member" />;

  return (
    <Card>
      <FileLibrary
        audience="member"
        mode="page"
        manageGroups
        selection={selection}
        onSelectionChange={setSelection}
        toolbar={uploadButton}
      />
    </Card>
  );
}
