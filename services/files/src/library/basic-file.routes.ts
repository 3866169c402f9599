import { PassThrough } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { fail, ok, page, Type, type TypeBoxTypeProvider } from '@trade/service-kit';
import { failFiles } from '../errors';
import { editorOf, type FileGroups } from '../groups/file-groups';
import { readUploadPart } from '../http/multipart';
import { sniff } from '../upload/sniff';
import type { FileRecord } from './file.model';
import type { FileLibrary } from './file-library';
import { IMPORT_MAX_BYTES, readFilesWorkbook, writeFilesWorkbook } from './file-excel';
import {
  errorReplies,
  FileDownloadQuery,
  FileExportQuery,
  FileImportReply,
  FilePageQuery,
  FilePageReply,
} from './file.schemas';
import { requireCaller } from './owner';
import { canThumbnail, THUMB_WIDTHS, thumbFormat, type ThumbWidth } from './thumbnails';

export interface BasicFileRoutesOptions {
  library: FileLibrary;
  groups: FileGroups;
}

const tags = ['files'];
const EXPORT_MAX_ROWS = 10000;
const INLINE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

/**
 * §7 /basic.file/*: the library of the signed-in caller (an admin sees the back-office
 * library, a member their own files), the Excel export/import, and the file bytes.
 */
export const basicFileRoutes: FastifyPluginAsync<BasicFileRoutesOptions> = async (
  fastify,
  { library, groups },
) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/basic.file/page',
    {
      schema: {
        tags,
        querystring: FilePageQuery,
        response: { 200: FilePageReply, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => {
      const { owner } = requireCaller(request);
      const { pageNumber, pageSize, ...filter } = request.query;
      const { rows, total } = await library.page(owner, filter, pageNumber, pageSize);
      return page(request, rows, total);
    },
  );

  app.get(
    '/basic.file/export',
    {
      schema: {
        tags,
        description: 'The filtered library as an .xlsx workbook (at most 10 000 rows).',
        querystring: FileExportQuery,
        response: { ...errorReplies(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { owner } = requireCaller(request);
      const [rows, groupList] = await Promise.all([
        library.list(owner, request.query, EXPORT_MAX_ROWS),
        groups.list(owner),
      ]);
      const labels = new Map(groupList.map((g) => [g.id, g.label]));
      const out = new PassThrough();
      writeFilesWorkbook(out, rows, (id) => (id ? (labels.get(id) ?? '') : '')).catch((error: unknown) =>
        out.destroy(error as Error),
      );
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="files.xlsx"`)
        .header('cache-control', 'no-store')
        .send(out as never);
    },
  );

  app.post(
    '/basic.file/import',
    {
      schema: {
        tags,
        description:
          'Multipart .xlsx (an edited export): renames files and moves them between groups by label.',
        consumes: ['multipart/form-data'],
        response: { 200: FileImportReply, ...errorReplies(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      const editor = editorOf(request);
      const part = await readUploadPart(request, IMPORT_MAX_BYTES);
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.source) {
        size += (chunk as Buffer).length;
        if (size > IMPORT_MAX_BYTES) {
          part.source.resume();
          throw failFiles('FILE_TOO_LARGE', { n: IMPORT_MAX_BYTES / 1024 / 1024 });
        }
        chunks.push(chunk as Buffer);
      }
      const buffer = Buffer.concat(chunks);
      if (sniff(buffer)?.mime !== 'application/zip') throw failFiles('IMPORT_INVALID', { detail: 'xlsx' });
      const rows = await readFilesWorkbook(buffer);
      return ok(request, await library.import(editor, rows));
    },
  );

  app.get(
    '/basic.file/download',
    { schema: { tags, querystring: FileDownloadQuery, response: { ...errorReplies(400, 401, 403, 404) } } },
    async (request, reply) => {
      const { owner } = requireCaller(request);
      return reply.redirect(await library.downloadUrl(owner, request.query.id), 302);
    },
  );

  app.get(
    '/basic.file/view/*',
    {
      schema: {
        tags,
        description:
          'The bytes of a file by its `src` key (capability URL), cached for a year. With `w`, an ' +
          "image's thumbnail that wide (never enlarged): WebP when the browser's Accept names " +
          'image/webp, else JPEG (PNG for a PNG or GIF); other files answer as without `w`.',
        params: Type.Object({ '*': Type.String({ maxLength: 100 }) }),
        querystring: Type.Object({
          w: Type.Optional(
            Type.Union(
              THUMB_WIDTHS.map((width) => Type.Literal(width)),
              { description: `thumbnail width in pixels: ${THUMB_WIDTHS.join(', ')}` },
            ),
          ),
        }),
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const found = await library.open(key);
      if (!found) throw fail('NOT_FOUND');
      const width = request.query.w as ThumbWidth | undefined;
      if (width && canThumbnail(found.file.mime)) {
        const format = thumbFormat(request.headers.accept, found.file.mime);
        const etag = `"${found.info.etag}-${width}-${format}"`;
        // The same URL answers WebP or not by Accept: shared caches must keep both.
        reply.header('vary', 'accept');
        if (request.headers['if-none-match'] === etag) {
          setFileHeaders(reply, found.file, etag);
          return reply.status(304).send();
        }
        const thumb = await library.thumbnails.get(key, width, format);
        if (thumb) {
          setFileHeaders(reply, found.file, etag);
          reply.header('content-type', thumb.contentType).header('content-length', thumb.size);
          return reply.send(thumb.body);
        }
      }
      const etag = `"${found.info.etag}"`;
      setFileHeaders(reply, found.file, etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      reply.header('content-length', found.info.size);
      return reply.send(await found.body());
    },
  );
};

/**
 * Object keys never change, so answers are cacheable for good. Only images are shown
 * inline; anything else downloads, and nothing runs (nosniff, sandbox CSP).
 */
function setFileHeaders(reply: FastifyReply, file: FileRecord, etag: string) {
  const inline = INLINE_TYPES.has(file.mime);
  reply
    .header('content-type', file.mime)
    .header('etag', etag)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header(
      'content-disposition',
      `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.file_name)}`,
    );
}
