import type { Model } from 'mongoose';
import { Types } from 'mongoose';
import {
  allLanguages,
  inLang,
  type EventActor,
  type EventType,
  type Identity,
  type Lang,
} from '@trade/contracts';
import { keptOrResolvedImage, newEvent, outboxOf, withEvents } from '@trade/service-kit';
import { catalogFail, invalidField } from '../errors';
import type { FileResolver } from '@trade/service-kit';
import type { Localised } from './articles';
import type { ContentModels, PatchDoc } from './content.models';
import { PATCH_SEED, type PatchGroup } from './patch-seed';
import { sanitizeRichText } from './rich-text';

type Recorded = <T>(model: Model<T>, id: unknown) => void;

export interface PatchFields {
  code: string;
  group: PatchGroup;
  title: Localised;
  summary?: Partial<Localised>;
  body?: Partial<Localised>;
  image?: string;
  link?: string;
  sortOrder?: number;
  status?: 0 | 1;
}

/** A content block as the portal reads it, in one language. */
export interface PublicPatch {
  code: string;
  group: string;
  title: string;
  summary: string;
  body: string;
  imageUrl: string;
  link: string;
}

const trim = (value: string) => value.trim();

export const publicPatch = (doc: PatchDoc, lang: Lang): PublicPatch => ({
  code: doc.code,
  group: doc.group,
  title: inLang(doc.title, lang),
  summary: inLang(doc.summary, lang),
  body: inLang(doc.body, lang),
  imageUrl: doc.imageUrl ?? '',
  link: doc.link ?? '',
});

/** The portal's content blocks (§7 getPatchList, getPatchInfo) and their back office. */
export class Patches {
  constructor(
    readonly models: ContentModels,
    private readonly files: FileResolver,
    private readonly recorded: Recorded,
  ) {}

  /** Writes the seed's blocks whose codes are missing; an edited or deleted block stays as it is. */
  async seed(): Promise<void> {
    const have = new Set(
      (await this.models.patches.find({}, { code: 1 }).lean<{ code: string }[]>()).map((p) => p.code),
    );
    const missing = PATCH_SEED.filter((block) => !have.has(block.code));
    if (missing.length === 0) return;
    await this.models.patches
      .insertMany(
        missing.map((block) => ({
          ...block,
          summary: allLanguages(block.summary, trim),
          body: allLanguages(block.body, trim),
        })),
        {
          ordered: false,
        },
      )
      // Another replica seeding at the same moment wrote the same codes: theirs stand.
      .catch((error: { code?: number; writeErrors?: unknown[] }) => {
        if (error.code !== 11000 && !error.writeErrors) throw error;
      });
  }

  /** The shown blocks of a group, in their order. */
  async group(group: string): Promise<PatchDoc[]> {
    return this.models.patches
      .find({ group, status: 1, deletedAt: null })
      .sort({ sortOrder: 1, code: 1 })
      .lean<PatchDoc[]>();
  }

  /** The shown blocks of several groups, one query. */
  async groups(groups: readonly string[]): Promise<PatchDoc[]> {
    return this.models.patches
      .find({ group: { $in: [...groups] }, status: 1, deletedAt: null })
      .sort({ sortOrder: 1, code: 1 })
      .lean<PatchDoc[]>();
  }

  /** A shown block by its code, or 404. */
  async shown(code: string): Promise<PatchDoc> {
    return found(await this.models.patches.findOne({ code, status: 1, deletedAt: null }).lean<PatchDoc>());
  }

  async patch(id: string): Promise<PatchDoc> {
    return found(await this.models.patches.findOne({ _id: id, deletedAt: null }).lean<PatchDoc>());
  }

  async save(admin: Identity, by: EventActor, id: string | null, fields: PatchFields): Promise<string> {
    const before = id ? await this.patch(id) : null;
    const taken = await this.models.patches
      .findOne({ code: fields.code }, { _id: 1 })
      .lean<{ _id: unknown }>();
    if (taken && String(taken._id) !== id) throw catalogFail('PATCH_CODE_TAKEN', { code: fields.code });
    const image = fields.image ?? '';
    const imageUrl = await keptOrResolvedImage(
      this.files,
      admin,
      'image',
      image,
      before ? { id: before.image, url: before.imageUrl } : undefined,
    );
    const $set = {
      code: fields.code,
      group: fields.group,
      title: allLanguages(fields.title, trim),
      summary: allLanguages(fields.summary, trim),
      body: allLanguages(fields.body, sanitizeRichText),
      image,
      imageUrl,
      link: checkedLink(fields.link ?? ''),
      sortOrder: fields.sortOrder ?? 0,
      status: fields.status ?? 1,
    };
    const docId = id ?? new Types.ObjectId().toHexString();
    if (id) {
      await this.models.patches.updateOne(
        { _id: id },
        withEvents({ $set }, this.event('trade.patch.changed', id, fields.code, by)),
      );
    } else {
      const event = this.event('trade.patch.created', docId, fields.code, by);
      await new this.models.patches({ _id: docId, ...$set, ...outboxOf(event) }).save();
    }
    this.recorded(this.models.patches, docId);
    return docId;
  }

  async remove(id: string, by: EventActor): Promise<void> {
    const patch = await this.patch(id);
    // The code is freed for a new block; the row keeps its event until the relay sends it.
    const $set = { deletedAt: new Date(), code: `${patch.code}#deleted-${id}` };
    await this.models.patches.updateOne(
      { _id: id },
      withEvents({ $set }, this.event('trade.patch.deleted', id, patch.code, by)),
    );
    this.recorded(this.models.patches, id);
  }

  private event(type: Extract<EventType, `trade.patch.${string}`>, id: string, code: string, by: EventActor) {
    return newEvent('catalog', type, id, { id, name: code, changedBy: by.sub }, by);
  }
}

/** A portal path (`/tgfw`, `/service?id=2`) or an http(s) address; nothing else is a link. */
function checkedLink(link: string): string {
  const value = link.trim();
  if (value === '' || /^\/(?!\/)/.test(value) || /^https?:\/\/[^\s]+$/i.test(value)) return value;
  throw invalidField('link', 'a portal path such as /tgfw or an http(s) address');
}

function found<T>(doc: T | null): T {
  if (!doc) throw catalogFail('NOT_FOUND');
  return doc;
}
