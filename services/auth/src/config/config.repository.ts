import type { TradeEvent } from '@trade/contracts';
import { outboxOf, withEvents } from '@trade/service-kit';
import type { ConfigItem, ConfigItemModel, ConfigType } from './config.model';

export interface ConfigFields {
  key: string;
  group: string;
  type: ConfigType;
  value: unknown;
  title: { 'zh-cn': string; en: string; ru: string };
  remark: string;
  sort: number;
  public: boolean;
  min: number | null;
  max: number | null;
}

const LIVE = { deletedAt: null };

/** The settings in MongoDB: the only code that touches their collection. */
export class ConfigRepository {
  constructor(private readonly model: ConfigItemModel) {}

  /** Every live setting, by group and sort order. */
  all(): Promise<ConfigItem[]> {
    return this.model.find(LIVE).sort({ group: 1, sort: 1, key: 1 }).lean<ConfigItem[]>().exec();
  }

  findById(id: string): Promise<ConfigItem | null> {
    return this.model
      .findOne({ _id: id, ...LIVE })
      .lean<ConfigItem>()
      .exec();
  }

  findByKey(key: string): Promise<ConfigItem | null> {
    return this.model
      .findOne({ key, ...LIVE })
      .lean<ConfigItem>()
      .exec();
  }

  async findByKeys(keys: string[]): Promise<ConfigItem[]> {
    return this.model
      .find({ key: { $in: keys }, ...LIVE })
      .lean<ConfigItem[]>()
      .exec();
  }

  /** Creates the setting together with its event. */
  async create(fields: ConfigFields, event: (id: string) => TradeEvent): Promise<string> {
    const doc = new this.model(fields);
    const id = String(doc._id);
    doc.set(outboxOf(event(id)));
    await doc.save();
    return id;
  }

  /**
   * Creates a seed setting unless its key exists or was deleted by an admin (no event:
   * nothing changed for anyone).
   */
  async createIfMissing(fields: ConfigFields): Promise<boolean> {
    const tombstone = new RegExp(`^${fields.key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}#deleted#`);
    if (await this.model.exists({ $or: [{ key: fields.key }, { key: tombstone }] })) return false;
    try {
      await this.model.create(fields);
      return true;
    } catch (error) {
      if ((error as { code?: number }).code === 11000) return false; // another replica seeded it
      throw error;
    }
  }

  /** One write: the new fields and the event saying so. */
  async update(id: string, fields: Partial<ConfigFields>, event: TradeEvent): Promise<ConfigItem | null> {
    await this.model.updateOne({ _id: id, ...LIVE }, withEvents({ $set: fields }, event));
    return this.findById(id);
  }

  /**
   * Deleted settings stay as tombstones, so their event rides in them; the key is
   * released (renamed) for a new setting of the same name.
   */
  async markDeleted(item: ConfigItem, event: TradeEvent): Promise<void> {
    const id = String(item._id);
    await this.model.updateOne(
      { _id: id, ...LIVE },
      withEvents({ $set: { deletedAt: new Date(), key: `${item.key}#deleted#${id}` } }, event),
    );
  }
}
