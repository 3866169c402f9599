import { readFile, rename, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Model } from 'mongoose';
import type { EventActor } from '@trade/contracts';
import { fail, outboxOf, withEvents } from '@trade/service-kit';
import type { CompanyDirectory } from '../companies/company-codes';
import { failCustoms } from '../errors';
import { DECLARATION_KINDS } from './ceb-catalogue';
import {
  buildMessage,
  OUTBOUND_LAYOUTS,
  signMessage,
  type OutboundType,
  type SigningKey,
} from './ceb-outbound';
import { documentKey } from './ceb-parse';
import type { CebSchemas } from './ceb-schema';
import { declaredEvent } from './declaration-events';
import type { DeclarationDoc } from './declaration.model';
import { documentState } from './ingest';

/** The party fields a declaration names its declaring member in (its own code and name). */
const OWN_PARTY: Record<OutboundType, [string, string]> = {
  '303': ['ebcCode', 'ebcName'],
  '603': ['ebcCode', 'ebcName'],
  '505': ['logisticsCode', 'logisticsName'],
};

/** The signing keys of the members, read from configuration (files) when first needed. */
export class SigningKeys {
  constructor(private readonly options: { dir: string; keyFile: string; certFile: string }) {}

  async forCode(customsCode: string): Promise<SigningKey | null> {
    const { dir, keyFile, certFile } = this.options;
    const own =
      dir && /^[0-9A-Z]{1,18}$/.test(customsCode)
        ? await this.read(path.join(dir, `${customsCode}.key.pem`), path.join(dir, `${customsCode}.cert.pem`))
        : null;
    return own ?? (keyFile && certFile ? this.read(keyFile, certFile) : null);
  }

  private async read(keyFile: string, certFile: string): Promise<SigningKey | null> {
    try {
      return { privateKey: await readFile(keyFile, 'utf8'), certificate: await readFile(certFile, 'utf8') };
    } catch {
      return null;
    }
  }
}

export interface DeclareInput {
  fields: Record<string, string>;
  items?: Record<string, string>[];
  appStatus: '1' | '2';
}

/**
 * A member declares from the platform: the CEB message is built from the form, signed
 * when it is declared (appStatus 2), validated against the XSD, written to the outbound
 * exchange folder, and the declaration stored with its `trade.declaration.declared` event.
 */
export class Declarer {
  constructor(
    private readonly declarations: Model<DeclarationDoc>,
    private readonly schemas: CebSchemas,
    private readonly directory: CompanyDirectory,
    private readonly keys: SigningKeys,
    private readonly options: { outboxDir: string; dxpId: string },
    private readonly recorded: (ids: string[]) => void,
  ) {}

  async declare(memberId: string, type: OutboundType, input: DeclareInput, actor: EventActor) {
    if (!this.options.outboxDir) throw fail('SERVICE_UNAVAILABLE');
    const company = await this.directory.ofMember(memberId);
    if (!company?.customsCode) throw failCustoms('CEB_COMPANY_REQUIRED');
    const layout = OUTBOUND_LAYOUTS[type];
    const unknown = [
      ...Object.keys(input.fields).filter((f) => !layout.fields.includes(f)),
      ...(input.items ?? []).flatMap((item) =>
        Object.keys(item).filter((f) => !(layout.itemFields ?? []).includes(f)),
      ),
    ];
    if (unknown.length > 0)
      throw fail('VALIDATION_FAILED', { detail: `unknown fields: ${[...new Set(unknown)].join(', ')}` });
    const [codeField, nameField] = OWN_PARTY[type];
    const fields = { ...trimmed(input.fields), [codeField]: company.customsCode, [nameField]: company.name };
    const items = layout.items ? (input.items ?? []).map(trimmed) : [];
    const def = DECLARATION_KINDS[type];
    const key = documentKey(def, fields);
    if (!key) throw fail('VALIDATION_FAILED', { detail: def.keys[0]!.join(', ') });
    const id = `${type}:${memberId}:${key}`;
    const before = await this.declarations.findById(id, { _id: 1 }).lean();

    const built = buildMessage(
      type,
      { fields, items },
      {
        appType: before ? '2' : '1',
        appStatus: input.appStatus,
        transfer: { copCode: company.customsCode, copName: company.name, dxpId: this.options.dxpId },
      },
    );
    let xml = built.xml;
    if (input.appStatus === '2') {
      const signingKey = await this.keys.forCode(company.customsCode);
      if (!signingKey) throw failCustoms('CEB_SIGNING_UNAVAILABLE');
      xml = signMessage(xml, signingKey);
    }
    const verdict = await this.schemas.validate(xml, 'export');
    if (!verdict.valid) throw failCustoms('CEB_DECLARATION_INVALID', { detail: verdict.errors[0] ?? '' });

    const fileName = `CEB${type}Message_${built.messageGuid}.xml`;
    await this.write(fileName, xml);

    const status = input.appStatus === '2' ? 'declared' : 'draft';
    const state = {
      ...documentState(def, { index: 0, fields: built.fields, items, key }),
      status,
      error: false,
      errorMessage: '',
      returnStatus: null,
      returnInfo: '',
      source: 'platform',
      messageGuid: built.messageGuid,
      outboundFile: fileName,
    };
    const step = {
      at: new Date(),
      source: 'declare',
      status,
      returnStatus: null,
      info: fileName,
      messageGuid: built.messageGuid,
    };
    const base = { _id: id, memberId, type, direction: def.direction, ...state };
    const event = declaredEvent(base, fileName, actor);
    if (before) {
      await this.declarations.updateOne(
        { _id: id },
        withEvents({ $set: state, $push: { history: step } }, event),
      );
    } else {
      await this.declarations.create({ ...base, history: [step], ...outboxOf(event) });
    }
    this.recorded([id]);
    return { id, status, fileName, messageGuid: built.messageGuid };
  }

  /** Written under a temporary name, then renamed: the transfer client never sees half a file. */
  private async write(fileName: string, xml: string): Promise<void> {
    const dir = this.options.outboxDir;
    await mkdir(dir, { recursive: true });
    const temp = path.join(dir, `.${fileName}.part`);
    await writeFile(temp, xml);
    await rename(temp, path.join(dir, fileName));
  }
}

const trimmed = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v).trim()]));
