import type { TradeEvent } from '@trade/contracts';
import { outboxOf, withEvents } from '@trade/service-kit';
import type { ConfigItem, ConfigItemModel, ConfigType, StoredConfigItem } from './config.model';

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

const decode = (row: StoredConfigItem): ConfigItem => ({ ...row, value: parseStored(row.value) });

/** JSON text as written by `encode`; anything else (a hand-edited document) as it is. */
function parseStored(stored: unknown): unknown {
  if (typeof stored !== 'string') return stored;
  try {
    return JSON.parse(stored) as unknown;
  } catch {
    return stored;
  }
}
const decodeOne = (row: StoredConfigItem | null) => (row ? decode(row) : null);
/** The stored form of (some of) a setting's fields: the value as JSON text. */
function encode(fields: Partial<ConfigFields>): Omit<Partial<ConfigFields>, 'value'> & { value?: string } {
  const { value, ...rest } = fields;
  return 'value' in fields ? { ...rest, value: JSON.stringify(value) } : rest;
}

/** The settings in MongoDB: the only code that touches their collection. */
export class ConfigRepository {
  constructor(private readonly model: ConfigItemModel) {}

  /** Every live setting, by group and sort order. */
  async all(): Promise<ConfigItem[]> {
    const rows = await this.model
      .find(LIVE)
      .sort({ group: 1, sort: 1, key: 1 })
      .lean<StoredConfigItem[]>()
      .exec();
    return rows.map(decode);
  }

  async findById(id: string): Promise<ConfigItem | null> {
    return decodeOne(
      await this.model
        .findOne({ _id: id, ...LIVE })
        .lean<StoredConfigItem>()
        .exec(),
    );
  }

  async findByKey(key: string): Promise<ConfigItem | null> {
    return decodeOne(
      await this.model
        .findOne({ key, ...LIVE })
        .lean<StoredConfigItem>()
        .exec(),
    );
  }

  async findByKeys(keys: string[]): Promise<ConfigItem[]> {
    const rows = await this.model
      .find({ key: { $in: keys }, ...LIVE })
      .lean<StoredConfigItem[]>()
      .exec();
    return rows.map(decode);
  }

  /** Creates the setting together with its event. */
  async create(fields: ConfigFields, event: (id: string) => TradeEvent): Promise<string> {
    const doc = new this.model(encode(fields));
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
      await this.model.create(encode(fields));
      return true;
    } catch (error) {
      if ((error as { code?: number }).code === 11000) return false; // another replica seeded it
      throw error;
    }
  }

  /**
   * Makes settings public where they are not (no event: their values did not change, and
   * the public read takes them from the store).
   */
  async publish(keys: readonly string[]): Promise<void> {
    await this.model
      .updateMany({ key: { $in: keys }, public: false, ...LIVE }, { $set: { public: true } })
      .exec();
  }

  /** One write: the new fields and the event saying so. */
  async update(id: string, fields: Partial<ConfigFields>, event: TradeEvent): Promise<ConfigItem | null> {
    await this.model.updateOne({ _id: id, ...LIVE }, withEvents({ $set: encode(fields) }, event));
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
