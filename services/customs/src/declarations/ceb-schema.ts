import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';
import type { Direction } from './ceb-catalogue';

/** The service's own copy of the official 202205 schemas (see assets/ceb-xsd/README.md). */
export const CEB_XSD_DIR = path.resolve(__dirname, '..', '..', 'assets', 'ceb-xsd');

const XSD_FILES: Record<Direction, string> = {
  import: 'ceb-import-202205.xsd',
  export: 'ceb-export-202205.xsd',
};
const SIGNATURE_XSD = 'xmldsig-core-schema.xsd';

export interface SchemaVerdict {
  valid: boolean;
  /** libxml2's messages, each with its line, e.g. `line 67: Element '{…}unit': This element is not expected. …` */
  errors: string[];
}

type SchemaFile = { fileName: string; contents: string };

/**
 * Validates CEB messages against the official XSDs with libxml2 (xmllint compiled to
 * WebAssembly, run in a worker thread so a large message does not hold up the service's
 * other requests). The schema texts are read once.
 */
export class CebSchemas {
  private readonly files = new Map<Direction, SchemaFile>();
  private readonly signature: SchemaFile;

  constructor(dir = CEB_XSD_DIR) {
    for (const [direction, file] of Object.entries(XSD_FILES) as [Direction, string][])
      this.files.set(direction, { fileName: file, contents: readFileSync(path.join(dir, file), 'utf8') });
    this.signature = {
      fileName: SIGNATURE_XSD,
      contents: readFileSync(path.join(dir, SIGNATURE_XSD), 'utf8'),
    };
  }

  async validate(xml: string, direction: Direction): Promise<SchemaVerdict> {
    const result = await validateXML({
      xml: [{ fileName: 'message.xml', contents: xml }],
      schema: [this.files.get(direction)!],
      preload: [this.signature],
    });
    if (result.valid) return { valid: true, errors: [] };
    const errors = result.errors.map((error) => {
      const message = error.message.replace(/^Schemas validity error : /, '').trim();
      return error.loc?.lineNumber ? `line ${error.loc.lineNumber}: ${message}` : message;
    });
    return { valid: false, errors: errors.length > 0 ? errors : [result.rawOutput.trim()] };
  }
}
