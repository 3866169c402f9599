import { Schema, type Connection, type Model } from 'mongoose';
import { companyProfilePath, type InternalCompanyProfile, type EventType } from '@trade/contracts';
import {
  fail,
  schemaOptions,
  serviceIdentity,
  signedIdentityHeaders,
  type Service,
} from '@trade/service-kit';

/**
 * The codes each member's company profile is known by (unified social credit code and
 * customs registration code), kept from `trade.company.*` events: each names a profile,
 * which is read again by id from the member service, so replays and out-of-order
 * deliveries end with the profile as it is now. Only approved profiles match documents.
 */
const companyCodesSchema = new Schema(
  {
    _id: { type: String, required: true },
    memberId: { type: String, required: true },
    name: { type: String, default: '' },
    creditCode: { type: String, default: '' },
    customsCode: { type: String, default: '' },
    /** Both codes, upper case: what a document's party code is looked up by. */
    codes: { type: [String], default: [], index: true },
    approved: { type: Boolean, default: false },
  },
  schemaOptions,
);

export interface CompanyCodesDoc {
  _id: string;
  memberId: string;
  name: string;
  creditCode: string;
  customsCode: string;
  codes: string[];
  approved: boolean;
}

export const companyCodesModel = (connection: Connection): Model<CompanyCodesDoc> =>
  (connection.models.CompanyCodes as Model<CompanyCodesDoc>) ??
  connection.model<CompanyCodesDoc>('CompanyCodes', companyCodesSchema, 'company_codes');

export const normaliseCode = (code: string) => code.trim().toUpperCase();

/** Reads one company profile's codes from the member service (GET /internal/companies/:id). */
export class MemberCompanies {
  constructor(private readonly options: { baseUrl: string; internalSecret: string; timeoutMs: number }) {}

  /** The profile, or null when the member service has none by that id. */
  async codes(id: string): Promise<InternalCompanyProfile | null> {
    const { baseUrl, internalSecret, timeoutMs } = this.options;
    const res = await fetch(`${baseUrl.replace(/\/+$/, '')}${companyProfilePath(id)}`, {
      headers: signedIdentityHeaders(serviceIdentity('customs'), internalSecret),
      signal: AbortSignal.timeout(timeoutMs),
    }).catch((error: unknown) => {
      throw Object.assign(fail('SERVICE_UNAVAILABLE'), { cause: error });
    });
    if (res.status === 404) return null;
    const body = (await res.json().catch(() => null)) as { data?: InternalCompanyProfile } | null;
    if (!res.ok || !body?.data) throw new Error(`member ${companyProfilePath(id)} answered ${res.status}`);
    return body.data;
  }
}

/** What matching finds for a list of party codes. */
export type PartyMatch =
  | { kind: 'member'; memberId: string; code: string }
  | { kind: 'none' }
  | { kind: 'ambiguous'; code: string; memberIds: string[] };

export class CompanyDirectory {
  constructor(
    readonly model: Model<CompanyCodesDoc>,
    private readonly members: MemberCompanies,
  ) {}

  /** Re-reads a profile by id and keeps its codes (a profile gone is dropped). */
  async refresh(id: string): Promise<void> {
    const codes = await this.members.codes(id);
    if (!codes) {
      await this.model.deleteOne({ _id: id });
      return;
    }
    const creditCode = normaliseCode(codes.creditCode);
    const customsCode = normaliseCode(codes.customsCode);
    await this.model.updateOne(
      { _id: id },
      {
        $set: {
          memberId: codes.memberId,
          name: codes.name,
          creditCode,
          customsCode,
          codes: [creditCode, customsCode].filter(Boolean),
          approved: codes.auditStatus === 'approved',
        },
      },
      { upsert: true },
    );
  }

  /** The members whose approved profiles name `code`. */
  async membersOf(code: string): Promise<string[]> {
    const rows = await this.model
      .find({ codes: normaliseCode(code), approved: true }, { memberId: 1 })
      .lean<Array<{ memberId: string }>>();
    return [...new Set(rows.map((row) => row.memberId))];
  }

  /**
   * The member a document belongs to: the first party code (most responsible party
   * first) that any member's profile names decides; two members naming it is ambiguous.
   */
  async match(partyCodes: string[], known = new Map<string, string[]>()): Promise<PartyMatch> {
    const tried = new Set<string>();
    for (const raw of partyCodes) {
      const code = normaliseCode(raw);
      if (!code || tried.has(code)) continue;
      tried.add(code);
      // `known`: the codes already looked up for this message (its documents share parties).
      const memberIds = known.get(code) ?? (await this.membersOf(code));
      known.set(code, memberIds);
      if (memberIds.length === 1) return { kind: 'member', memberId: memberIds[0]!, code };
      if (memberIds.length > 1) return { kind: 'ambiguous', code, memberIds };
    }
    return { kind: 'none' };
  }

  /** The codes of one member's approved profile (what a declaration from the platform is checked against). */
  async ofMember(memberId: string): Promise<CompanyCodesDoc | null> {
    return this.model.findOne({ memberId, approved: true }).lean<CompanyCodesDoc>();
  }
}

const COMPANY_EVENTS: Extract<EventType, `trade.company.${string}`>[] = [
  'trade.company.created',
  'trade.company.changed',
  'trade.company.reviewed',
];

/** Feeds the directory from trade.company.* (re-reading the named profile; idempotent). */
export function followCompanies(
  service: Service,
  directory: CompanyDirectory,
  groupId: string,
  onApproved: (codes: string[]) => Promise<unknown> = async () => {},
): void {
  const refresh = async (event: { subject: string }) => {
    await directory.refresh(event.subject);
    const doc = await directory.model.findOne({ _id: event.subject }).lean<CompanyCodesDoc>();
    if (doc?.approved) await onApproved(doc.codes);
  };
  service.consume({
    groupId,
    topics: ['trade.company'],
    handlers: Object.fromEntries(COMPANY_EVENTS.map((type) => [type, refresh])),
  });
}
