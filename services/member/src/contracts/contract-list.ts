import { Schema, type Connection, type Model } from 'mongoose';
import sift from 'sift';
import { serializeWrites, type toMongoQuery } from '@trade/service-kit';
import type { ContractRow } from './contract-row.model';

/**
 * Each of a member's rows in its list: what the list filters and sorts on (contract id,
 * changedAt in ms, status, kind, role, number, partyMismatch 1/0, version) and the row as the
 * list shows it (its `view` JSON text).
 */
type Entry = [string, number, string, string, string, string, 0 | 1, number, string];

/**
 * One document per member (`_id` the member id) with all its contract rows packed in one
 * JSON text. The local store decodes every document a query matches (about 50 µs each)
 * before it sorts and counts, so a member's page over 1,000 rows cost a sort and a count of
 * 1,000 documents; one document holding them all is one read, sorted, counted and paged here. `rev` grows with each write, and a write
 * matches the `rev` it read, so two changes of one member's contracts never lose each other.
 */
const contractListSchema = new Schema(
  {
    _id: { type: String, required: true },
    entries: { type: String, required: true },
    rev: { type: Number, required: true },
  },
  { versionKey: false, _id: false },
);
// The store applies an update as an unisolated read-modify-write: queue this process's writes.
serializeWrites(contractListSchema);

interface ContractList {
  _id: string;
  entries: string;
  rev: number;
}

export const contractListModel = (connection: Connection): Model<ContractList> =>
  connection.model('ContractList', contractListSchema, 'contract_lists') as unknown as Model<ContractList>;

export const entryOf = (row: Omit<ContractRow, 'memberId' | '_id'>): Entry => [
  row.contractId,
  new Date(row.changedAt).getTime(),
  row.status,
  row.kind,
  row.role,
  row.number,
  row.partyMismatch ? 1 : 0,
  row.version,
  row.view,
];

type Query = ReturnType<typeof toMongoQuery>;
type Listed = Record<string, unknown> & { id: string };

const DUPLICATE_KEY = 11000;
const ATTEMPTS = 8;

/** The members' contract list indexes: kept beside the rows, read instead of them for a page. */
export class ContractLists {
  constructor(
    readonly lists: Model<ContractList>,
    private readonly rows: Model<ContractRow>,
  ) {}

  /**
   * A page of the member's rows (their view texts) and the total, for the kit's query (its
   * filter, sort, skip and limit applied here as the store would).
   */
  async page(memberId: string, q: Query): Promise<{ views: string[]; total: number }> {
    const listed: Listed[] = (await this.entries(memberId)).map(
      ([id, changedAt, status, kind, role, number, mismatch, , view]) => ({
        id,
        view,
        memberId,
        changedAt: new Date(changedAt),
        status,
        kind,
        role,
        number,
        partyMismatch: mismatch === 1,
      }),
    );
    const matched = listed.filter(sift(q.filter));
    const keys = Object.entries(q.sort);
    matched.sort((x, y) => {
      for (const [key, direction] of keys) {
        const order = compare(x[key], y[key]);
        if (order) return order * direction;
      }
      return 0;
    });
    return {
      views: matched.slice(q.skip, q.skip + q.limit).map((e) => e.view as string),
      total: matched.length,
    };
  }

  /** Puts a contract's entry in the member's list (null: takes it out), unless the list has a newer version. */
  async apply(memberId: string, contractId: string, entry: Entry | null): Promise<void> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const doc = await this.lists.findOne({ _id: memberId }).lean<ContractList>();
      // No list yet: built from the rows, which hold this change already.
      if (!doc) {
        if (await this.build(memberId)) return;
        continue;
      }
      const entries = JSON.parse(doc.entries) as Entry[];
      const at = entries.findIndex((e) => e[0] === contractId);
      if (entry && at >= 0 && entries[at]![7] >= entry[7]) return;
      if (!entry && at < 0) return;
      if (at >= 0) entries.splice(at, 1);
      if (entry) entries.push(entry);
      const result = await this.lists.updateOne(
        { _id: memberId, rev: doc.rev },
        { $set: { entries: JSON.stringify(entries), rev: doc.rev + 1 } },
      );
      if (result.matchedCount === 1) return;
    }
    throw new Error(`the contract list of member ${memberId} kept changing under ${ATTEMPTS} writes`);
  }

  /** The member's entries; its list is built from its rows the first time it is asked for. */
  private async entries(memberId: string): Promise<Entry[]> {
    const doc = await this.lists.findOne({ _id: memberId }).lean<ContractList>();
    if (doc) return JSON.parse(doc.entries) as Entry[];
    return (await this.build(memberId)) ?? this.entries(memberId);
  }

  /** Writes the member's list from its rows; null when another write made it meanwhile. */
  private async build(memberId: string): Promise<Entry[] | null> {
    const rows = await this.rows.find({ memberId }).lean<ContractRow[]>();
    const entries = rows.map(entryOf);
    try {
      await this.lists.create({ _id: memberId, entries: JSON.stringify(entries), rev: 1 });
      return entries;
    } catch (error) {
      if ((error as { code?: number }).code === DUPLICATE_KEY) return null;
      throw error;
    }
  }
}

function compare(x: unknown, y: unknown): number {
  const a = x instanceof Date ? x.getTime() : x;
  const b = y instanceof Date ? y.getTime() : y;
  if (a === b) return 0;
  if (a === undefined || a === null) return -1;
  if (b === undefined || b === null) return 1;
  return (a as number | string | boolean) < (b as number | string | boolean) ? -1 : 1;
}
