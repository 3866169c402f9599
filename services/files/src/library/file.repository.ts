import { Types } from 'mongoose';
import { outboxOf, withEvents, escapeRegex } from '@trade/service-kit';
import type { TradeEvent } from '@trade/contracts';
import type { FileModel, FileRecord } from './file.model';
import { ownerFilter, type Owner } from './owner';

/** §7 file list filters: name keyword, group ('0' = ungrouped), type (image or file). */
export interface FileFilter {
  keyword?: string;
  group_id?: string;
  type?: string;
  ids?: string[];
}

export interface NewFile {
  _id: string;
  key: string;
  file_name: string;
  ext: string;
  mime: string;
  size: number;
  etag: string;
  group_id: string | null;
  owner: Owner;
  uploadedBy: string;
}

/** The file records, always read and written within one owner's library. */
export class FileRepository {
  constructor(private readonly model: FileModel) {}

  newId(): string {
    return new Types.ObjectId().toHexString();
  }

  /** Creates the record together with its events (one single-document write). */
  async create(file: NewFile, ...events: TradeEvent[]): Promise<FileRecord> {
    const { owner, ...fields } = file;
    const doc = await this.model.create({
      ...fields,
      ownerKind: owner.kind,
      memberId: owner.kind === 'member' ? owner.memberId : null,
      ...outboxOf(...events),
    });
    return doc.toObject({ virtuals: false, transform: false }) as unknown as FileRecord;
  }

  async page(owner: Owner, filter: FileFilter, skip: number, limit: number) {
    const where = this.where(owner, filter);
    const [rows, total] = await Promise.all([
      this.model.find(where).sort({ createdAt: -1, _id: -1 }).skip(skip).limit(limit).lean<FileRecord[]>(),
      this.model.countDocuments(where),
    ]);
    return { rows, total };
  }

  list(owner: Owner, filter: FileFilter, limit: number): Promise<FileRecord[]> {
    return this.model
      .find(this.where(owner, filter))
      .sort({ createdAt: -1, _id: -1 })
      .limit(limit)
      .lean<FileRecord[]>();
  }

  findLive(owner: Owner, id: string): Promise<FileRecord | null> {
    if (!Types.ObjectId.isValid(id)) return Promise.resolve(null);
    return this.model.findOne({ _id: id, ...ownerFilter(owner), deletedAt: null }).lean<FileRecord>();
  }

  findLiveByKey(key: string): Promise<FileRecord | null> {
    return this.model.findOne({ key, deletedAt: null }).lean<FileRecord>();
  }

  /** Whether any record (deleted ones too) has this key. A scan: for rare paths only. */
  async existsWithKey(key: string): Promise<boolean> {
    return (await this.model.exists({ key })) !== null;
  }

  /** The owner's live files among `ids` (ids that are not object ids match nothing). */
  findLiveMany(owner: Owner, ids: string[]): Promise<FileRecord[]> {
    return this.model
      .find({
        _id: { $in: ids.filter((id) => Types.ObjectId.isValid(id)) },
        ...ownerFilter(owner),
        deletedAt: null,
      })
      .lean<FileRecord[]>();
  }

  async ungroup(owner: Owner, groupId: string): Promise<number> {
    const result = await this.model.updateMany(
      { ...ownerFilter(owner), group_id: groupId },
      { $set: { group_id: null } },
    );
    return result.modifiedCount;
  }

  /** Renames or regroups one live file with its events in the same write; false when not the owner's. */
  async update(
    owner: Owner,
    id: string,
    changes: { file_name?: string; group_id?: string | null },
    ...events: TradeEvent[]
  ): Promise<boolean> {
    if (!Types.ObjectId.isValid(id)) return false;
    const result = await this.model.updateOne(
      { _id: id, ...ownerFilter(owner), deletedAt: null },
      events.length > 0 ? withEvents({ $set: changes }, ...events) : { $set: changes },
    );
    return result.matchedCount > 0;
  }

  /** Soft-deletes a live file and records its event in the same write; null when not the owner's. */
  async markDeleted(
    owner: Owner,
    id: string,
    by: string,
    event: (file: FileRecord) => TradeEvent,
  ): Promise<FileRecord | null> {
    const file = await this.findLive(owner, id);
    if (!file) return null;
    // A conditional updateOne (FerretDB has no findAndModify with projections): one caller wins.
    const result = await this.model.updateOne(
      { _id: id, ...ownerFilter(owner), deletedAt: null },
      withEvents({ $set: { deletedAt: new Date(), deletedBy: by } }, event(file)),
    );
    return result.modifiedCount > 0 ? file : null;
  }

  async markPurged(id: string): Promise<void> {
    await this.model.updateOne({ _id: id }, { $set: { purgedAt: new Date() } });
  }

  /** Any record (deleted ones too), for tests and audits. */
  findAny(id: string): Promise<FileRecord | null> {
    return this.model.findById(id).lean<FileRecord>();
  }

  private where(owner: Owner, filter: FileFilter): Record<string, unknown> {
    const where: Record<string, unknown> = { ...ownerFilter(owner), deletedAt: null };
    if (filter.keyword) where.file_name = { $regex: escapeRegex(filter.keyword), $options: 'i' };
    if (filter.group_id === '0') where.group_id = null;
    else if (filter.group_id) where.group_id = filter.group_id;
    if (filter.type === 'image') where.mime = { $regex: '^image/' };
    else if (filter.type === 'file') where.mime = { $not: /^image\// };
    if (filter.ids) where._id = { $in: filter.ids.filter((id) => Types.ObjectId.isValid(id)) };
    return where;
  }
}
