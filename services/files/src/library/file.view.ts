import type { FileRecord } from './file.model';

/** A file as clients see it: both §3 readings (id/file_name/src/ext and fileName/src) plus size. */
export interface FileView {
  id: string;
  file_name: string;
  fileName: string;
  src: string;
  ext: string;
  mime: string;
  size: number;
  group_id: string | null;
  createdAt: string;
}

export function presentFile(file: FileRecord, srcBase: string): FileView {
  return {
    id: String(file._id),
    file_name: file.file_name,
    fileName: file.file_name,
    src: `${srcBase}/${file.key}`,
    ext: file.ext ?? '',
    mime: file.mime,
    size: file.size,
    group_id: file.group_id ?? null,
    createdAt: new Date(file.createdAt).toISOString(),
  };
}
