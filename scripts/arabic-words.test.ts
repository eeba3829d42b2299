import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib/env.mjs';

/**
 * One word, one place: every Arabic string in the code (the storefront's app, the CMS and config)
 * is written once, so renaming an Arabic word is one edit. Cities, sizes, statuses and stock words
 * live in config/src/terms.ts; a word only the storefront shows lives in its area catalogue or in
 * storefront/app/i18n/catalogues/terms.ts, and the others import it.
 *
 * Strings are found by the TypeScript parser (string literals and the literal parts of template
 * strings), so a comment or a JSX text is not one; tests are left out (they repeat words to check
 * them). A plural form is a string too: '{count} نتيجة' written twice in the same forms counts.
 */
const FOLDERS = ['storefront/app', 'cms/src', 'config/src'];
/** An Arabic letter (U+0600–U+06FF, less punctuation and digits: '، ' alone is no word). */
const ARABIC = /[\u0620-\u064A\u066E-\u06D3\u06D5\u06EE\u06EF\u06FA-\u06FF]/;

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

/**
 * Each Arabic string in a file, with its line. A template string is one string, its values written
 * `${}`: `صفحة ${page} من ${pages}` is 'صفحة ${} من ${}', not three fragments.
 */
export function arabicStrings(file: string, source: string): Array<{ text: string; where: string }> {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Array<{ text: string; where: string }> = [];
  const visit = (node: ts.Node) => {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node)) text = node.text;
    else if (ts.isTemplateExpression(node)) text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('${}');
    if (text !== undefined && ARABIC.test(text)) {
      const line = tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1;
      found.push({ text: text.trim(), where: `${file}:${line}` });
    }
    // A template's parts are in the string just found.
    if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

function repeats(): Record<string, string[]> {
  const places = new Map<string, string[]>();
  for (const file of FOLDERS.flatMap(sourceFiles)) {
    for (const { text, where } of arabicStrings(file, readFileSync(path.join(ROOT, file), 'utf8'))) {
      places.set(text, [...(places.get(text) ?? []), where]);
    }
  }
  return Object.fromEntries([...places].filter(([, where]) => where.length > 1));
}

describe('Arabic words', () => {
  it('finds Arabic strings in literals and templates, not in comments', () => {
    const source = "// 'تعليق'\nconst a = 'متوفر';\nconst b = `${n} قطع`;\nconst c = 'English';\nconst d = `${a}، ${b}`;\n";
    expect(arabicStrings('x.ts', source)).toEqual([
      { text: 'متوفر', where: 'x.ts:2' },
      { text: '${} قطع', where: 'x.ts:3' },
    ]);
  });

  // Reads every source file: seconds on a busy 2-core machine.
  it('are each written once in the code', { timeout: 60_000 }, () => {
    expect(repeats()).toEqual({});
  });
});
