import { Types } from 'mongoose';
import { ownerFilter, type Owner } from '../library/owner';
import type { GroupModel, GroupRecord } from './group.model';

/** File groups, always within one owner's library. */
export class GroupRepository {
  constructor(private readonly model: GroupModel) {}

  list(owner: Owner): Promise<GroupRecord[]> {
    return this.model.find(ownerFilter(owner)).sort({ show_order: 1, createdAt: 1 }).lean<GroupRecord[]>();
  }

  async exists(owner: Owner, id: string): Promise<boolean> {
    if (!Types.ObjectId.isValid(id)) return false;
    return (await this.model.countDocuments({ _id: id, ...ownerFilter(owner) })) > 0;
  }

  /** Whether another of the owner's groups (not `exceptId`) already has this label. */
  async labelTaken(owner: Owner, label: string, exceptId?: string): Promise<boolean> {
    const where: Record<string, unknown> = { ...ownerFilter(owner), label };
    if (exceptId) where._id = { $ne: exceptId };
    return (await this.model.countDocuments(where)) > 0;
  }

  async create(owner: Owner, label: string, showOrder: number): Promise<GroupRecord> {
    const doc = await this.model.create({
      label,
      show_order: showOrder,
      ownerKind: owner.kind,
      memberId: owner.kind === 'member' ? owner.memberId : null,
    });
    return doc.toObject({ virtuals: false, transform: false }) as unknown as GroupRecord;
  }

  async update(
    owner: Owner,
    id: string,
    changes: { label: string; show_order: number },
  ): Promise<GroupRecord | null> {
    if (!Types.ObjectId.isValid(id)) return null;
    return this.model
      .findOneAndUpdate({ _id: id, ...ownerFilter(owner) }, { $set: changes }, { returnDocument: 'after' })
      .lean<GroupRecord>();
  }

  async remove(owner: Owner, id: string): Promise<boolean> {
    if (!Types.ObjectId.isValid(id)) return false;
    const result = await this.model.deleteOne({ _id: id, ...ownerFilter(owner) });
    return result.deletedCount > 0;
  }
}
