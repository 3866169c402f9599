/**
 * A getComputedStyle for screen tests that answers only what they ask it: is this element seen,
 * and can it be clicked.
 *
 * jsdom computes a style by matching the element against every rule of every style sheet, and
 * antd writes thousands of rules at run time. Role queries, accessible names and user-event ask
 * the style of each element they meet, so a screen test spent most of its time there (20 of 28 s
 * in a profile of one), and loaded CI machines ran such tests past their time limit.
 *
 * This version keeps the element's inline style and, from the sheets, only the rules that set the
 * properties below, matched in sheet order as jsdom does (the last one wins). `visibility` is
 * inherited, as in a browser and in jsdom. Other properties read as unset, as they already did
 * for anything antd's rules do not set.
 */
const SEEN_PROPERTIES = ['display', 'visibility', 'opacity', 'pointer-events'] as const;

type SeenRule = { selector: string; declarations: [string, string][] };

/** What the browser's own sheet hides, as jsdom's default sheet does. */
const USER_AGENT_RULES: SeenRule[] = [{ selector: '[hidden]', declarations: [['display', 'none']] }];

export function installVisibilityStyle(window: Window): void {
  // jsdom gives a style element a new sheet object whenever its text changes, so a sheet's
  // rules are read once.
  const rulesOfSheet = new WeakMap<CSSStyleSheet, SeenRule[]>();

  const seenRulesOf = (sheet: CSSStyleSheet): SeenRule[] => {
    let rules = rulesOfSheet.get(sheet);
    if (!rules) {
      rules = [];
      for (const rule of flattenScreenRules(sheet.cssRules)) {
        const declarations = SEEN_PROPERTIES.flatMap((property): [string, string][] => {
          const value = rule.style.getPropertyValue(property);
          return value ? [[property, value]] : [];
        });
        if (declarations.length > 0) rules.push({ selector: rule.selectorText, declarations });
      }
      rulesOfSheet.set(sheet, rules);
    }
    return rules;
  };

  const matches = (element: Element, selector: string) => {
    try {
      return element.matches(selector);
    } catch {
      return false; // a selector jsdom cannot parse never matches, as in jsdom's own cascade
    }
  };

  const cascade = (element: Element, rules: SeenRule[]): CSSStyleDeclaration => {
    const style = window.document.createElement('div').style;
    for (const { selector, declarations } of rules) {
      if (!matches(element, selector)) continue;
      for (const [property, value] of declarations) style.setProperty(property, value);
    }
    const inline = (element as HTMLElement).style;
    if (inline?.cssText) style.cssText = `${style.cssText} ${inline.cssText}`;
    return style;
  };

  const inheritedVisibility = (element: Element | null, rules: SeenRule[]): string => {
    const settingIt = rules.filter((rule) =>
      rule.declarations.some(([property]) => property === 'visibility'),
    );
    for (let at = element; at; at = at.parentElement) {
      const visibility = cascade(at, settingIt).visibility;
      if (visibility) return visibility;
    }
    return 'visible';
  };

  const computedStyle = (element: Element): CSSStyleDeclaration => {
    const rules = [...USER_AGENT_RULES, ...Array.from(window.document.styleSheets).flatMap(seenRulesOf)];
    const style = cascade(element, rules);
    if (!style.visibility) style.visibility = inheritedVisibility(element.parentElement, rules);
    return style;
  };

  // Pseudo-elements (antd measures the scrollbar through one) have no style of their own here.
  window.getComputedStyle = (element: Element) => computedStyle(element);
}

/** The style rules of a sheet, with those of `@media screen` blocks, as jsdom applies them. */
function flattenScreenRules(rules: CSSRuleList): CSSStyleRule[] {
  return Array.from(rules).flatMap((rule) => {
    if ('media' in rule && 'cssRules' in rule) {
      const media = (rule as CSSMediaRule).media;
      return Array.from(media).includes('screen') ? flattenScreenRules((rule as CSSMediaRule).cssRules) : [];
    }
    return 'selectorText' in rule ? [rule as CSSStyleRule] : [];
  });
}
