import { Types } from 'mongoose';
import type { TradeEvent } from '@trade/contracts';
import { outboxOf, withEvents } from '@trade/service-kit';
import { ownerFilter as ownerDocs, type Owner } from '../library/owner';
import type { GroupModel, GroupRecord } from './group.model';

/** The owner's live groups (deleted ones stay as tombstones). */
const ownerFilter = (owner: Owner) => ({ ...ownerDocs(owner), deletedAt: null });

/** File groups, always within one owner's library; every write carries its event (outbox). */
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

  async find(owner: Owner, id: string): Promise<GroupRecord | null> {
    if (!Types.ObjectId.isValid(id)) return null;
    return this.model.findOne({ _id: id, ...ownerFilter(owner) }).lean<GroupRecord>();
  }

  async create(
    owner: Owner,
    label: string,
    showOrder: number,
    event: (id: string) => TradeEvent,
  ): Promise<GroupRecord> {
    const doc = new this.model({
      label,
      show_order: showOrder,
      ownerKind: owner.kind,
      memberId: owner.kind === 'member' ? owner.memberId : null,
    });
    doc.set(outboxOf(event(String(doc._id))));
    await doc.save();
    return doc.toObject({ virtuals: false, transform: false }) as unknown as GroupRecord;
  }

  async update(
    owner: Owner,
    id: string,
    changes: { label: string; show_order: number },
    event: TradeEvent,
  ): Promise<GroupRecord | null> {
    if (!Types.ObjectId.isValid(id)) return null;
    return this.model
      .findOneAndUpdate({ _id: id, ...ownerFilter(owner) }, withEvents({ $set: changes }, event), {
        returnDocument: 'after',
      })
      .lean<GroupRecord>();
  }

  async remove(owner: Owner, id: string, event: TradeEvent): Promise<boolean> {
    if (!Types.ObjectId.isValid(id)) return false;
    const result = await this.model.updateOne(
      { _id: id, ...ownerFilter(owner) },
      withEvents({ $set: { deletedAt: new Date() } }, event),
    );
    return result.modifiedCount > 0;
  }
}
