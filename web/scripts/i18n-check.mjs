#!/usr/bin/env node
// Checks that zh-CN, en and ru hold the same keys in every namespace, that no value is
// empty, that interpolation placeholders ({{x}}) match the zh-CN source text, and that no
// key holds a dot: i18next splits lookups at dots, so "a.b" beside an object "a" is never found.
import { readFileSync, readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'i18n', 'locales');
const SOURCE = 'zh-CN';
const langs = readdirSync(dir);
const namespaces = readdirSync(join(dir, SOURCE)).filter((f) => f.endsWith('.json'));

const problems = [];
const flatten = (obj, prefix = '') =>
  Object.entries(obj).flatMap(([k, v]) => {
    if (k.includes('.')) problems.push(`key "${prefix}${k}" holds a dot: nest it instead`);
    return v && typeof v === 'object' ? flatten(v, `${prefix}${k}.`) : [[`${prefix}${k}`, v]];
  });
const placeholders = (s) =>
  [...String(s).matchAll(/{{\s*(\w+)\s*}}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

let keys = 0;
for (const ns of namespaces) {
  const load = (lang) => new Map(flatten(JSON.parse(readFileSync(join(dir, lang, ns), 'utf8'))));
  const source = load(SOURCE);
  keys += source.size;
  for (const lang of langs) {
    let other;
    try {
      other = load(lang);
    } catch (e) {
      problems.push(`${lang}/${ns}: ${e.message}`);
      continue;
    }
    for (const [k, v] of source) {
      if (!other.has(k)) problems.push(`${lang}/${ns}: missing "${k}"`);
      else if (!String(other.get(k)).trim()) problems.push(`${lang}/${ns}: empty "${k}"`);
      else if (placeholders(other.get(k)) !== placeholders(v))
        problems.push(`${lang}/${ns}: placeholders of "${k}" differ from ${SOURCE}`);
    }
    for (const k of other.keys())
      if (!source.has(k)) problems.push(`${lang}/${ns}: extra "${k}" not in ${SOURCE}`);
  }
}
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} problem(s).`);
  process.exit(1);
}
console.log(`i18n OK: ${langs.join(', ')} × ${namespaces.length} namespaces, ${keys} keys each.`);
