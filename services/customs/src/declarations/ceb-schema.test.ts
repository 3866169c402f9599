import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { directionOf } from './ceb-catalogue';
import { parseMessage, readHeader } from './ceb-parse';
import { CebSchemas } from './ceb-schema';

const SAMPLES = path.resolve(__dirname, '..', '..', 'test', 'ceb-samples');
const samples = readdirSync(SAMPLES).filter((name) => name.endsWith('.xml'));

describe('the CEB schemas and parser', () => {
  const schemas = new CebSchemas();

  it.each(samples)('%s is valid against its official XSD and reads as its documents', async (name) => {
    const xml = readFileSync(path.join(SAMPLES, name), 'utf8');
    const header = readHeader(xml)!;
    const verdict = await schemas.validate(xml, directionOf(header.number)!);
    expect(verdict).toEqual({ valid: true, errors: [] });
    const parsed = parseMessage(xml)!;
    if (parsed.kind === 'declaration') {
      expect(parsed.documents.length).toBeGreaterThan(0);
      for (const doc of parsed.documents) expect(doc.key).not.toBe('');
    } else {
      expect(parsed.receipts.length).toBeGreaterThan(0);
    }
  });

  it('refuses goods lines with their elements in the wrong order, with the XSD’s message and line', async () => {
    const xml = readFileSync(path.join(SAMPLES, 'CEB621Message-import-inventory.xml'), 'utf8').replace(
      /<ceb:qty>2<\/ceb:qty>(\s*)<ceb:unit>142<\/ceb:unit>/,
      '<ceb:unit>142</ceb:unit>$1<ceb:qty>2</ceb:qty>',
    );
    const verdict = await schemas.validate(xml, 'import');
    expect(verdict.valid).toBe(false);
    expect(verdict.errors[0]).toMatch(
      /^line \d+: Element '\{http:\/\/www\.chinaport\.gov\.cn\/ceb\}unit': This element is not expected\. Expected is \( \{http:\/\/www\.chinaport\.gov\.cn\/ceb\}qty \)\.$/,
    );
  });

  it('reads the sample inventory’s head and goods lines, keeping codes as written', () => {
    const xml = readFileSync(path.join(SAMPLES, 'CEB621Message-import-inventory.xml'), 'utf8');
    const parsed = parseMessage(xml);
    if (parsed?.kind !== 'declaration') throw new Error('not a declaration');
    const [doc] = parsed.documents;
    expect(parsed.guid).toBe('7D3F2A10-5B6C-4E8D-9A01-2C3B4D5E6F70');
    expect(doc!.key).toBe('CIV2503140000123');
    expect(doc!.fields.ebcCode).toBe('3301960T2M');
    expect(doc!.items.map((i) => i.unit1)).toEqual(['035', '035']);
    expect(parsed.transfer.copCode).toBe('3301960T2M');
  });

  it('reads the export payment receipt flat, keyed by its company and order, and its CEB404 by the same order', () => {
    const read = (name: string) => parseMessage(readFileSync(path.join(SAMPLES, name), 'utf8'));
    const receipts = read('CEB403Message-export-payment-receipt.xml');
    if (receipts?.kind !== 'declaration') throw new Error('not a declaration');
    const [doc] = receipts.documents;
    expect(doc!.key).toBe('4403960H9W/XL202504010000516');
    expect(doc!.fields).toMatchObject({ charge: '303.50', payNo: 'HLP20250405142817093' });
    expect(doc!.items).toEqual([]);
    const answer = read('CEB404Message-export-payment-receipt-accepted.xml');
    if (answer?.kind !== 'receipt') throw new Error('not a receipt');
    expect(answer.receipts[0]).toMatchObject({ orderNo: doc!.fields.orderNo, returnStatus: '120' });
  });

  it('reads a receipt in a default namespace as one with the ceb: prefix', () => {
    const xml = readFileSync(
      path.join(SAMPLES, 'CEB622Message-import-inventory-receipt-rejected.xml'),
      'utf8',
    );
    const unprefixed = xml.replace(/ceb:/g, '').replace('xmlns:ceb=', 'xmlns=');
    for (const text of [xml, unprefixed]) {
      const parsed = parseMessage(text);
      if (parsed?.kind !== 'receipt') throw new Error('not a receipt');
      expect(parsed.receipts[0]).toMatchObject({ copNo: 'CIV2503140000123', returnStatus: '100' });
    }
  });
});
