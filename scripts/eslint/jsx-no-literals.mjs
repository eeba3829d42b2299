/**
 * `pointe/jsx-no-literals`: no words written straight into JSX. Every word a shopper or an admin
 * reads comes from a message catalogue (storefront/app/i18n/catalogues, ADR 011), so each page
 * exists in English and in Arabic. Text children, string children (`{'Add'}`) and the fixed parts
 * of template children are checked; props are not (an `aria-label={words.close}` is the page's
 * business, and class names, hrefs and ids are props too).
 *
 * A local rule rather than eslint-plugin-react's `jsx-no-literals`: that plugin does not support
 * ESLint 10 yet, and this is all we need of it.
 */

/**
 * Text without a letter of any script is not words: separators and signs between catalogue words
 * ('·', '×', '—', '(', ')', ':', '/'), a year in the footer's '© 2024–', the menu's '▾'. It reads the
 * same in both languages, so it may stand in the markup.
 */
export function isAllowedText(text) {
  return !/\p{L}/u.test(text);
}

const isChild = (container) => container.parent && container.parent.type !== 'JSXAttribute';

/** @type {import('eslint').Rule.RuleModule} */
export const jsxNoLiterals = {
  meta: {
    type: 'problem',
    docs: { description: 'Words in JSX come from a message catalogue' },
    messages: { literal: 'Words in JSX come from a message catalogue (~/i18n/catalogues/*), not from the markup: "{{text}}"' },
    schema: [],
  },
  create(context) {
    const check = (node, text) => {
      if (isAllowedText(text)) return;
      context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    };
    return {
      JSXText(node) {
        check(node, node.value);
      },
      'JSXExpressionContainer > Literal'(node) {
        if (typeof node.value === 'string' && isChild(node.parent)) check(node, node.value);
      },
      'JSXExpressionContainer > TemplateLiteral'(node) {
        if (isChild(node.parent)) check(node, node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' '));
      },
    };
  },
};

export const pointePlugin = { rules: { 'jsx-no-literals': jsxNoLiterals } };
