import { useState } from 'react';
import { FileLibrary } from '@/components/upload/file-library';
import type { LibraryFile } from '@/components/upload/file-library-api';
import { LibraryUploadButton } from './library-upload-button';

/**
 * The back-office file library (§7 sys.file, sys.fileGroup) in page mode: every admin
 * file, the groups tree with add/edit/delete, moving and deleting files, and upload.
 * The same components as the member's library, with the admin audience.
 */
export function AdminFileLibrary() {
  const [selection, setSelection] = useState<LibraryFile[]>([]);
  const uploadButton = <LibraryUploadButton audience="admin" testId="admin-file-upload" />;
  return (
    <FileLibrary
      audience="admin"
      mode="page"
      manage
      selection={selection}
      onSelectionChange={setSelection}
      toolbar={uploadButton}
    />
  );
}
