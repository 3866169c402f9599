import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { fail } from '@trade/service-kit';
import { noFileChosen } from '../errors';
import type { Scene } from '../upload/upload-policy';

export interface UploadPart {
  fileName: string;
  declaredType: string;
  /** Text fields sent before the file, plus scene/group_id from the query string. */
  fields: Record<string, string>;
  source: Readable;
}

const GROUP_ID = /^(|0|[0-9a-f]{24})$/;

/**
 * The first file of a multipart request, as a stream (nothing is buffered). Fields
 * must come before the file, as browsers (and antd's Upload `data`) send them.
 */
export async function readUploadPart(request: FastifyRequest, ceilingBytes: number): Promise<UploadPart> {
  if (!request.isMultipart()) throw fail('UNSUPPORTED_MEDIA_TYPE');
  let part: MultipartFile | undefined;
  try {
    part = await request.file({
      limits: { fileSize: ceilingBytes + 1, files: 1, fields: 30, fieldSize: 64 * 1024, parts: 40 },
    });
  } catch (error) {
    throw multipartError(error);
  }
  if (!part) throw noFileChosen(request.lang);
  const fields: Record<string, string> = { ...(request.query as Record<string, string>) };
  for (const value of Object.values(part.fields).flat()) {
    const field = value as MultipartValue | undefined;
    if (field?.type === 'field') fields[field.fieldname] = String(field.value);
  }
  return { fileName: part.filename, declaredType: part.mimetype, fields, source: part.file };
}

/** The scene and group of an upload, from its fields (§7). */
export function uploadTarget(fields: Record<string, string>): { scene: Scene; groupId?: string } {
  const groupId = fields.group_id;
  if (groupId !== undefined && !GROUP_ID.test(groupId))
    throw fail('VALIDATION_FAILED', { detail: 'group_id' }, [{ field: 'group_id', message: 'invalid' }]);
  return { scene: fields.scene === 'image' ? 'image' : 'file', groupId };
}

/**
 * Whatever the multipart parser refuses is the request's fault: busboy throws plain
 * errors (a missing boundary, a malformed part header) and the plugin its own `FST_`
 * ones, with the status they deserve.
 */
function multipartError(error: unknown) {
  const { code = '', statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return fail('UNSUPPORTED_MEDIA_TYPE');
  if (statusCode === 413) return fail('PAYLOAD_TOO_LARGE');
  return fail('BAD_REQUEST');
}
