import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { newEvent } from '@trade/service-kit';
import { failFiles } from '../errors';
import type { GroupEditor } from '../groups/file-groups';
import type { GroupRepository } from '../groups/group.repository';
import type { ObjectInfo, ObjectStore } from '../storage/object-store';
import { ingest } from '../upload/ingest';
import { sniff, SNIFF_BYTES } from '../upload/sniff';
import { cleanFileName, type Scene, type UploadPolicy } from '../upload/upload-policy';
import type { FileRecord } from './file.model';
import { fileChanged, fileState, unchanged } from './file-changes';
import type { ImportRow } from './file-excel';
import { applyImport, type ImportResult } from './file-import';
import type { FileFilter, FileRepository } from './file.repository';
import { presentFile, type FileView } from './file.view';
import { ownerTag, type Caller, type Owner } from './owner';
import type { DirectUploads } from './direct-uploads';
import { Thumbnails } from './thumbnails';
import type { UploadTokens } from './upload-token';

export interface FileLibraryDeps {
  files: FileRepository;
  groups: GroupRepository;
  store: ObjectStore;
  policy: UploadPolicy;
  tokens: UploadTokens;
  /** Direct uploads handed out and not yet registered (their objects are swept once expired). */
  uploads: DirectUploads;
  /** Prefix of `src` URLs. */
  srcBase: string;
  presignTtlSeconds: number;
  /** Wakes the outbox relay after a write that recorded events on these file records. */
  eventsRecorded: (...fileIds: string[]) => void;
  log: FastifyBaseLogger;
}

export interface IncomingUpload {
  scene: Scene;
  fileName: string;
  declaredType: string;
  source: Readable;
  groupId?: string;
}

/** Generated object keys: `yyyy/mm/<uuid>`, never derived from the user's file name. */
export const OBJECT_KEY = /^\d{4}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The file library's use cases; handlers validate and authorise, then call these. */
export class FileLibrary {
  /** Resized copies of the library's images for lists (`view/<key>?w=`). */
  readonly thumbnails: Thumbnails;

  constructor(private readonly deps: FileLibraryDeps) {
    this.thumbnails = new Thumbnails(deps.store);
  }

  newKey(now = new Date()): string {
    return `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}`;
  }

  /** Streams an upload to storage and records it with its trade.file.uploaded event. */
  async upload(caller: Caller, input: IncomingUpload): Promise<FileView> {
    const { store, policy } = this.deps;
    const groupId = await this.resolveGroup(caller.owner, input.groupId);
    const fileName = cleanFileName(input.fileName);
    const key = this.newKey();
    const stored = await ingest(store, policy, {
      key,
      scene: input.scene,
      fileName,
      declaredType: input.declaredType,
      source: input.source,
      metadata: { 'original-name': encodeURIComponent(fileName) },
    });
    return this.record(caller, { key, fileName, groupId, ...stored });
  }

  /** Short-lived presigned upload credentials for a direct browser upload (admin library). */
  async issueDirectUpload(caller: Caller, scene: Scene) {
    const key = this.newKey();
    const ttl = this.deps.presignTtlSeconds;
    const expiresAt = Math.floor(Date.now() / 1000) + ttl;
    const tag = ownerTag(caller.owner);
    const url = await this.deps.store.presignedPut(key, ttl);
    // Recorded before the URL is handed out, so every object put with it is swept unless registered.
    await this.deps.uploads.issued(key, tag, scene, new Date(expiresAt * 1000));
    return {
      url,
      method: 'PUT' as const,
      key,
      token: this.deps.tokens.issue(key, tag, scene, expiresAt),
      scene,
      expiresAt,
      maxSize: this.deps.policy.maxBytes(scene),
    };
  }

  /** Registers a directly uploaded object after checking its token, size and magic bytes. */
  async registerDirectUpload(
    caller: Caller,
    input: { key: string; token: string; scene: Scene; file_name: string; group_id?: string },
  ): Promise<FileView> {
    const { store, policy, tokens, uploads } = this.deps;
    if (!tokens.verify(input.token, input.key, ownerTag(caller.owner), input.scene))
      throw failFiles('UPLOAD_TOKEN_INVALID');
    const groupId = await this.resolveGroup(caller.owner, input.group_id);
    const info = await store.stat(input.key);
    if (!info) throw failFiles('UPLOAD_OBJECT_MISSING');
    // Only the request that moves the upload out of `issued` goes on: not a sweeper, and
    // not a second `add` of the same key, whose failure would discard a registered object.
    if ((await uploads.claimForRegistration(input.key)) !== 'claimed')
      throw failFiles('UPLOAD_TOKEN_INVALID');
    try {
      const fileName = cleanFileName(input.file_name);
      let accepted;
      try {
        if (info.size > policy.maxBytes(input.scene)) throw policy.tooLarge(input.scene);
        const head = await store.readHead(input.key, SNIFF_BYTES);
        accepted = policy.accept(input.scene, info.contentType, sniff(head), fileName);
      } catch (error) {
        await store.discard(input.key);
        throw error;
      }
      return await this.record(caller, {
        key: input.key,
        fileName,
        groupId,
        ...accepted,
        size: info.size,
        etag: info.etag,
      });
    } finally {
      // Settled either way: registered, or its object discarded.
      await uploads
        .forget(input.key)
        .catch((error: unknown) =>
          this.deps.log.warn({ err: error, key: input.key }, 'settled direct upload not forgotten'),
        );
    }
  }

  /** Soft-deletes the owner's files (event in the same write), then removes their objects. */
  async remove(caller: Caller, ids: string[]): Promise<number> {
    const deleted: string[] = [];
    for (const id of ids) {
      const file = await this.deps.files.markDeleted(caller.owner, id, caller.sub, (f) =>
        newEvent('files', 'trade.file.deleted', String(f._id), {
          id: String(f._id),
          fileName: f.file_name,
          ownerKind: f.ownerKind,
          ...(f.memberId ? { memberId: f.memberId } : {}),
          deletedBy: caller.sub,
        }),
      );
      if (!file) continue;
      deleted.push(id);
      try {
        await this.deps.store.remove(file.key);
        await this.thumbnails.removeAll(file.key);
        await this.deps.files.markPurged(id);
      } catch (error) {
        // The record is already deleted with its event; a record without purgedAt still has an object.
        this.deps.log.warn({ err: error, key: file.key }, 'object of a deleted file not removed yet');
      }
    }
    if (deleted.length > 0) this.deps.eventsRecorded(...deleted);
    return deleted.length;
  }

  /**
   * Moves the owner's live files to a group (none: ungrouped). Each file that changes group
   * records trade.file.changed in the same write; answers how many of `ids` are the owner's.
   */
  async move(editor: GroupEditor, ids: string[], groupId: string | undefined): Promise<number> {
    const { owner, actor } = editor;
    const target = await this.resolveGroup(owner, groupId);
    const [found, labels] = await Promise.all([
      this.deps.files.findLiveMany(owner, ids),
      this.groupLabels(owner),
    ]);
    const changed: string[] = [];
    for (const file of found) {
      const before = fileState(file, labels);
      const after = fileState({ file_name: file.file_name, group_id: target }, labels);
      if (unchanged(before, after)) continue;
      const id = String(file._id);
      const event = fileChanged('moved', file, before, after, actor);
      if (await this.deps.files.update(owner, id, { group_id: target }, event)) changed.push(id);
    }
    if (changed.length > 0) this.deps.eventsRecorded(...changed);
    return found.length;
  }

  /** Applies an edited export (renames, regroups), each changed file with its trade.file.changed. */
  async import(editor: GroupEditor, rows: ImportRow[]): Promise<ImportResult> {
    const labels = await this.groupLabels(editor.owner);
    const { result, changed } = await applyImport(this.deps.files, editor, labels, rows);
    if (changed.length > 0) this.deps.eventsRecorded(...changed);
    return result;
  }

  /** The labels of the owner's groups, by id. */
  private async groupLabels(owner: Owner): Promise<Map<string, string>> {
    return new Map((await this.deps.groups.list(owner)).map((g) => [String(g._id), g.label]));
  }

  async page(owner: Owner, filter: FileFilter, pageNumber: number, pageSize: number) {
    const { rows, total } = await this.deps.files.page(owner, filter, (pageNumber - 1) * pageSize, pageSize);
    return { rows: rows.map((row) => this.present(row)), total };
  }

  async list(owner: Owner, filter: FileFilter, limit: number): Promise<FileView[]> {
    return (await this.deps.files.list(owner, filter, limit)).map((row) => this.present(row));
  }

  /** The live file behind a `src` key with its object, or null. */
  async open(
    key: string,
  ): Promise<{ file: FileRecord; info: ObjectInfo; body: () => Promise<Readable> } | null> {
    if (!OBJECT_KEY.test(key)) return null;
    const file = await this.deps.files.findLiveByKey(key);
    if (!file) return null;
    const info = await this.deps.store.stat(key);
    if (!info) return null;
    return { file, info, body: () => this.deps.store.read(key) };
  }

  /** A presigned GET of one of the owner's files; 404 for anyone else's. */
  async downloadUrl(owner: Owner, id: string): Promise<string> {
    const file = await this.deps.files.findLive(owner, id);
    if (!file) throw failFiles('FILE_NOT_FOUND');
    return this.deps.store.presignedGet(file.key, this.deps.presignTtlSeconds, file.file_name);
  }

  present(file: FileRecord): FileView {
    return presentFile(file, this.deps.srcBase);
  }

  /** '' / '0' / absent mean ungrouped; any other id must be one of the owner's groups. */
  async resolveGroup(owner: Owner, groupId: string | undefined | null): Promise<string | null> {
    if (!groupId || groupId === '0') return null;
    if (!(await this.deps.groups.exists(owner, groupId))) throw failFiles('GROUP_NOT_FOUND');
    return groupId;
  }

  private async record(
    caller: Caller,
    s: {
      key: string;
      fileName: string;
      groupId: string | null;
      mime: string;
      ext: string;
      size: number;
      etag: string;
    },
  ): Promise<FileView> {
    const { files, store } = this.deps;
    const id = files.newId();
    const { owner } = caller;
    const event = newEvent('files', 'trade.file.uploaded', id, {
      id,
      fileName: s.fileName,
      ext: s.ext,
      mime: s.mime,
      size: s.size,
      ownerKind: owner.kind,
      ...(owner.kind === 'member' ? { memberId: owner.memberId } : {}),
      groupId: s.groupId,
    });
    try {
      const file = await files.create(
        {
          _id: id,
          key: s.key,
          file_name: s.fileName,
          ext: s.ext,
          mime: s.mime,
          size: s.size,
          etag: s.etag,
          group_id: s.groupId,
          owner,
          uploadedBy: caller.sub,
        },
        event,
      );
      this.deps.eventsRecorded(id);
      return this.present(file);
    } catch (error) {
      // No record, so no object either.
      await store.discard(s.key);
      throw error;
    }
  }
}
