/** Han characters (CJK unified ideographs and extension A). */
const HAN = /[\u3400-\u4dbf\u4e00-\u9fff]/;
const STOP_WORDS = new Set(['the', 'and', 'for', 'with', 'of', 'a', 'an', 'in', 'to', 'on', 'или', 'для']);

/**
 * Search tokens of a text: lower-cased latin/cyrillic/digit words of two or more
 * characters, and character bigrams of each run of Han characters (a run of one
 * character gives that character). Bigrams need no dictionary and catch most
 * Chinese product words: 大豆油 → 大豆, 豆油.
 */
export function tokens(text: string): Set<string> {
  const out = new Set<string>();
  let han = '';
  let word = '';
  const flushHan = () => {
    if (han.length === 1) out.add(han);
    for (let i = 0; i + 1 < han.length; i += 1) out.add(han.slice(i, i + 2));
    han = '';
  };
  const flushWord = () => {
    if (word.length >= 2 && !STOP_WORDS.has(word)) out.add(word);
    word = '';
  };
  for (const ch of text.toLowerCase()) {
    if (HAN.test(ch)) {
      flushWord();
      han += ch;
    } else if (/[\p{L}\p{N}]/u.test(ch)) {
      flushHan();
      word += ch;
    } else {
      flushHan();
      flushWord();
    }
  }
  flushHan();
  flushWord();
  return out;
}

/** Single Han characters of a text: indexed so that a one-character keyword still finds items. */
export function hanChars(text: string): Set<string> {
  const out = new Set<string>();
  for (const ch of text) if (HAN.test(ch)) out.add(ch);
  return out;
}
