import { execFile } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

// The lint rules that guard the code's shape must bite. Each probe below is a small file
// written for the test's duration into the real folder whose rules it breaks, then linted
// with the project's own eslint.config.mjs, as `npm test` lints the tree.

const root = path.resolve(__dirname, '../..');
const tag = `lint-probe-${process.pid}`;

type Message = { ruleId: string | null; message: string };

/** Probe files by name: their path in the tree and their text. */
const probes = {
  cycleA: {
    file: `services/notify/src/${tag}-cycle-a.ts`,
    text: `import { second } from './${tag}-cycle-b';\nexport const first = (): number => second() + 1;\n`,
  },
  cycleB: {
    file: `services/notify/src/${tag}-cycle-b.ts`,
    text: `import { first } from './${tag}-cycle-a';\nexport const second = (): number => (Math.random() > 2 ? first() : 0);\n`,
  },
  libImportsFeature: {
    file: `web/src/lib/${tag}.ts`,
    text: `import { landingPath } from '@/features/session/use-sign-in';\nexport const probe = landingPath;\n`,
  },
  featureImportsFeature: {
    file: `web/src/features/files/${tag}.ts`,
    text: `import { landingPath } from '@/features/session/use-sign-in';\nexport const probe = landingPath;\n`,
  },
  webImportsServer: {
    file: `web/src/lib/${tag}-server.ts`,
    text: `import { LANGS } from '@trade/contracts';\nexport const probe = LANGS;\n`,
  },
  serviceImportsService: {
    file: `services/notify/src/${tag}-service.ts`,
    text: `import { catalogFail } from '../../catalog/src/errors';\nexport const probe = catalogFail;\n`,
  },
  serviceImportsServicePackage: {
    file: `services/notify/src/${tag}-package.ts`,
    text: `import { buildCatalog } from '@trade/catalog-service';\nexport const probe = buildCatalog;\n`,
  },
  catalogModelImportsRoutes: {
    file: `services/catalog/src/model/${tag}.ts`,
    text: `import { publicView } from '../products/product.view';\nexport const probe = publicView;\n`,
  },
  floatingPromise: {
    file: `services/notify/src/${tag}-floating.ts`,
    text: `async function send(): Promise<void> {}\nexport function probe(): void {\n  send();\n}\n`,
  },
  openSwitch: {
    file: `packages/service-kit/src/${tag}-switch.ts`,
    text: [
      `export function probe(kind: 'supply' | 'demand'): number {`,
      `  switch (kind) {`,
      `    case 'supply':`,
      `      return 1;`,
      `  }`,
      `  return 0;`,
      `}`,
      ``,
    ].join('\n'),
  },
  conditionalHook: {
    file: `web/src/components/${tag}.tsx`,
    text: [
      `import { useState } from 'react';`,
      `export function Probe({ open }: { open: boolean }) {`,
      `  if (!open) return null;`,
      `  const [count] = useState(0);`,
      `  return <span>{count}</span>;`,
      `}`,
      ``,
    ].join('\n'),
  },
  cleanService: {
    file: `services/notify/src/${tag}-clean.ts`,
    text: [
      `import { LANGS } from '@trade/contracts';`,
      `async function send(): Promise<number> {`,
      `  return LANGS.length;`,
      `}`,
      `export async function probe(): Promise<number> {`,
      `  return (await send()) + 1;`,
      `}`,
      ``,
    ].join('\n'),
  },
  cleanWeb: {
    file: `web/src/features/files/${tag}-clean.tsx`,
    text: [
      `import { useEffect, useState } from 'react';`,
      `import { getAccessToken } from '@/lib/session';`,
      `export function Probe({ step }: { step: number }) {`,
      `  const [count, setCount] = useState(0);`,
      `  useEffect(() => setCount(step), [step]);`,
      `  return <span>{getAccessToken() ? count : 0}</span>;`,
      `}`,
      ``,
    ].join('\n'),
  },
} satisfies Record<string, { file: string; text: string }>;

let linted: Record<string, Message[]> = {};

const rulesOf = (probe: keyof typeof probes) => (linted[probes[probe].file] ?? []).map((m) => m.ruleId);

beforeAll(async () => {
  const files = Object.values(probes).map((probe) => probe.file);
  try {
    for (const probe of Object.values(probes)) writeFileSync(path.join(root, probe.file), probe.text);
    const { stdout } = await promisify(execFile)('node', [path.join(__dirname, 'lint-files.mjs'), ...files], {
      cwd: root,
      maxBuffer: 16 * 1024 * 1024,
    });
    linted = JSON.parse(stdout) as Record<string, Message[]>;
  } finally {
    for (const file of files) rmSync(path.join(root, file), { force: true });
  }
  // Type-aware linting builds the servers' and the web app's programs: it takes a while.
}, 600_000);

describe('the lint rules bite', () => {
  test('an import cycle is an error on both of its files', () => {
    expect(rulesOf('cycleA')).toContain('import-x/no-cycle');
    expect(rulesOf('cycleB')).toContain('import-x/no-cycle');
  });

  test('web lib importing a feature breaks the layers', () => {
    expect(rulesOf('libImportsFeature')).toEqual(['import-x/no-restricted-paths']);
  });

  test('a feature importing another feature breaks the layers', () => {
    expect(rulesOf('featureImportsFeature')).toEqual(['import-x/no-restricted-paths']);
  });

  test('web importing server code is refused', () => {
    expect(rulesOf('webImportsServer')).toContain('no-restricted-imports');
  });

  test('a service importing another service is refused, by path and by package name', () => {
    expect(rulesOf('serviceImportsService')).toEqual(['import-x/no-restricted-paths']);
    expect(rulesOf('serviceImportsServicePackage')).toContain('no-restricted-imports');
  });

  test("the catalog's model floor importing the product routes is refused", () => {
    expect(rulesOf('catalogModelImportsRoutes')).toEqual(['import-x/no-restricted-paths']);
  });

  test('a floating promise is an error', () => {
    expect(rulesOf('floatingPromise')).toEqual(['@typescript-eslint/no-floating-promises']);
  });

  test('a switch that leaves out a member of a union is an error', () => {
    expect(rulesOf('openSwitch')).toEqual(['@typescript-eslint/switch-exhaustiveness-check']);
  });

  test('a hook called after an early return is an error', () => {
    expect(rulesOf('conditionalHook')).toEqual(['react-hooks/rules-of-hooks']);
  });

  test('clean files give no message at all', () => {
    expect(linted[probes.cleanService.file]).toEqual([]);
    expect(linted[probes.cleanWeb.file]).toEqual([]);
  });
});
