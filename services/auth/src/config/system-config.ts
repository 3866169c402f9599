import type { Lang } from '@trade/contracts';
import { newEvent, publishLiveConfig } from '@trade/service-kit';
import type { Redis } from 'ioredis';
import { auditable } from '../audit/audit-writer';
import { labelIn } from '../dict/dictionaries';
import { authFail } from '../errors';
import type { AdminActor } from '../rbac/admin-actor';
import type { AdminAuditLine } from '../rbac/admin-audit';
import type { ConfigItem, ConfigType } from './config.model';
import type { ConfigFields, ConfigRepository } from './config.repository';

export interface ConfigInput {
  key: string;
  group: string;
  type: ConfigType;
  value: unknown;
  title: string;
  labels?: { en?: string; ru?: string };
  remark?: string;
  sort?: number;
  public?: boolean;
  min?: number | null;
  max?: number | null;
}

const STRING_MAX = 2000;
const JSON_MAX = 20000;

/**
 * §7 /admin/sys.config/*: the platform's typed, grouped settings. Every change is
 * checked against the setting's type (and bounds), written with its
 * `trade.config.changed` event, audited, and published to the Redis hash every
 * service's LiveConfig reads, so it takes effect everywhere within seconds.
 */
export class SystemConfig {
  constructor(
    private readonly repo: ConfigRepository,
    private readonly line: AdminAuditLine,
    private readonly redis: Redis,
    private readonly liveKey: string,
    private readonly eventsRecorded: (...ids: string[]) => void,
  ) {}

  async list(lang: Lang, group?: string) {
    const rows = await this.repo.all();
    return rows.filter((row) => !group || row.group === group).map((row) => view(row, lang));
  }

  /** The public settings, key → value: what the web app reads before anyone signs in. */
  async publicValues(): Promise<Record<string, unknown>> {
    const rows = await this.repo.all();
    return Object.fromEntries(rows.filter((row) => row.public).map((row) => [row.key, row.value]));
  }

  async add(actor: AdminActor, input: ConfigInput): Promise<string> {
    if (await this.repo.findByKey(input.key))
      throw authFail('CODE_TAKEN', {}, [{ field: 'key', message: 'already exists' }]);
    const fields = toFields(input);
    checkValue(fields, fields.value);
    const id = await this.repo.create(fields, () => this.event(actor, fields, false));
    this.eventsRecorded(id);
    await this.line(actor, 'sys.config.add', id, undefined, fields);
    await this.publish();
    return id;
  }

  async edit(actor: AdminActor, id: string, input: ConfigInput): Promise<void> {
    const before = await this.requireItem(id);
    if (input.key !== before.key && (await this.repo.findByKey(input.key)))
      throw authFail('CODE_TAKEN', {}, [{ field: 'key', message: 'already exists' }]);
    const fields = toFields(input);
    checkValue(fields, fields.value);
    const after = await this.repo.update(id, fields, this.event(actor, fields, false));
    this.eventsRecorded(id);
    await this.line(actor, 'sys.config.edit', id, auditable(before), auditable(after));
    await this.publish();
  }

  /**
   * New values for several settings at once (the grouped screen's save). Every value is
   * checked before any is written, so a bad one changes nothing.
   */
  async batch(actor: AdminActor, changes: { key: string; value: unknown }[]): Promise<number> {
    const rows = await this.repo.findByKeys(changes.map((change) => change.key));
    const byKey = new Map(rows.map((row) => [row.key, row]));
    const planned = changes.map((change, index) => {
      const row = byKey.get(change.key);
      if (!row)
        throw authFail('VALIDATION_FAILED', { detail: `items/${index}/key ${change.key}` }, [
          { field: `items/${index}/key`, message: 'unknown setting' },
        ]);
      checkValue(row as ConfigFields, change.value, `items/${index}/value`);
      return { row, value: change.value };
    });
    let changed = 0;
    for (const { row, value } of planned) {
      if (JSON.stringify(row.value) === JSON.stringify(value)) continue;
      const id = String(row._id);
      await this.repo.update(id, { value }, this.event(actor, { ...(row as ConfigFields), value }, false));
      this.eventsRecorded(id);
      await this.line(
        actor,
        'sys.config.batch',
        id,
        { key: row.key, value: row.value },
        { key: row.key, value },
      );
      changed += 1;
    }
    if (changed > 0) await this.publish();
    return changed;
  }

  /** New sort orders within the groups (the screen's drag or order fields). */
  async sort(actor: AdminActor, orders: { id: string; sort: number }[]): Promise<void> {
    for (const { id, sort } of orders) {
      const before = await this.requireItem(id);
      if (before.sort === sort) continue;
      await this.repo.update(id, { sort }, this.event(actor, before as ConfigFields, false));
      this.eventsRecorded(id);
      await this.line(actor, 'sys.config.sort', id, { sort: before.sort }, { sort });
    }
  }

  async del(actor: AdminActor, id: string): Promise<void> {
    const before = await this.requireItem(id);
    await this.repo.markDeleted(before, this.event(actor, before as ConfigFields, true));
    this.eventsRecorded(id);
    await this.line(actor, 'sys.config.del', id, auditable(before));
    await this.publish();
  }

  /**
   * Writes every setting to the Redis hash the services read. Run after each change, at
   * start, every minute (a lost write heals itself) and by /admin/sys.config/refresh.
   */
  async publish(): Promise<number> {
    const rows = await this.repo.all();
    await publishLiveConfig(
      this.redis,
      this.liveKey,
      Object.fromEntries(rows.map((row) => [row.key, row.value])),
    );
    return rows.length;
  }

  private async requireItem(id: string): Promise<ConfigItem> {
    const item = await this.repo.findById(id);
    if (!item) throw authFail('NOT_FOUND');
    return item;
  }

  private event(
    actor: AdminActor,
    fields: Pick<ConfigFields, 'key' | 'group' | 'type' | 'value'>,
    deleted: boolean,
  ) {
    return newEvent('auth', 'trade.config.changed', fields.key, {
      key: fields.key,
      group: fields.group,
      type: fields.type,
      ...(deleted ? {} : { value: fields.value }),
      deleted,
      changedBy: actor.sub,
    });
  }
}

function toFields(input: ConfigInput): ConfigFields {
  return {
    key: input.key,
    group: input.group,
    type: input.type,
    value: input.value,
    title: {
      'zh-cn': input.title.trim(),
      en: input.labels?.en?.trim() ?? '',
      ru: input.labels?.ru?.trim() ?? '',
    },
    remark: input.remark ?? '',
    sort: input.sort ?? 0,
    public: input.public ?? false,
    min: input.min ?? null,
    max: input.max ?? null,
  };
}

/** Refuses a value that does not fit the setting's type or bounds, naming the field. */
export function checkValue(
  setting: Pick<ConfigFields, 'key' | 'type' | 'min' | 'max'>,
  value: unknown,
  field = 'value',
): void {
  const refuse = (reason: string) =>
    authFail('CONFIG_VALUE_INVALID', { key: setting.key, reason }, [{ field, message: reason }]);
  switch (setting.type) {
    case 'string':
      if (typeof value !== 'string') throw refuse('not a string');
      if (value.length > STRING_MAX) throw refuse(`longer than ${STRING_MAX}`);
      return;
    case 'boolean':
      if (typeof value !== 'boolean') throw refuse('not true or false');
      return;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) throw refuse('not a number');
      if (setting.min !== null && setting.min !== undefined && value < setting.min)
        throw refuse(`less than ${setting.min}`);
      if (setting.max !== null && setting.max !== undefined && value > setting.max)
        throw refuse(`more than ${setting.max}`);
      return;
    case 'json':
      if (value === undefined) throw refuse('missing');
      if (JSON.stringify(value).length > JSON_MAX) throw refuse(`longer than ${JSON_MAX}`);
      return;
  }
}

function view(row: ConfigItem, lang: Lang) {
  return {
    id: String(row._id),
    key: row.key,
    group: row.group,
    type: row.type,
    value: row.value,
    title: labelIn(row.title, lang),
    labels: { 'zh-cn': row.title?.['zh-cn'] ?? '', en: row.title?.en ?? '', ru: row.title?.ru ?? '' },
    remark: row.remark ?? '',
    sort: row.sort ?? 0,
    public: row.public ?? false,
    min: row.min ?? null,
    max: row.max ?? null,
  };
}
