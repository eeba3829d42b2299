import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { jsxNoLiterals } from './jsx-no-literals.mjs';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } } });

tester.run('pointe/jsx-no-literals', jsxNoLiterals, {
  valid: [
    'const a = <p>{words.cartEmpty}</p>;',
    'const a = <p>{words.size} · {size}</p>;',
    'const a = <button aria-label={words.close}>×</button>;',
    // Props are not checked: class names, ids, hrefs and the like are not words.
    'const a = <a href="/cart" className="link" id="cart">{words.cart}</a>;',
    'const a = <title>{`${title} | ${words.shopName}`}</title>;',
    'const a = <p>({count})</p>;',
    'const a = <footer>© 2024–{year} {words.shopName}</footer>;',
    'const a = <span aria-hidden="true">▾</span>;',
    'const a = <p>\n  {words.one}\n  {words.two}\n</p>;',
  ],
  invalid: [
    { code: 'const a = <p>Cart is empty.</p>;', errors: [{ messageId: 'literal' }] },
    { code: "const a = <p>{'Add to Cart'}</p>;", errors: [{ messageId: 'literal' }] },
    { code: 'const a = <p>{`Order ${id}`}</p>;', errors: [{ messageId: 'literal' }] },
    { code: 'const a = <p>{count} items</p>;', errors: [{ messageId: 'literal' }] },
    { code: 'const a = <p>السلة فارغة</p>;', errors: [{ messageId: 'literal' }] },
  ],
});
