import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 38's rule as code: services say their queries with knex's query builder or Strapi's query
 * engine; SQL written by hand lives in cms/src/database/ only, each module of it named in
 * docs/architecture.md ("Hand-written SQL").
 */

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ARCHITECTURE = path.resolve(SRC, '../../docs/architecture.md');

const sourceFiles = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    return entry.isDirectory() ? sourceFiles(full) : entry.name.endsWith('.ts') ? [full] : [];
  });

/** SQL text in a file: knex's raw() and its *Raw() builder calls, or a statement written out as a `text:`. */
const SQL_TEXT = [/\.raw\(/, /\b[a-z]\w*Raw\(/, /\btext:\s*`\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\b/i];

/** Each line of `text` with SQL text on it, as `file:line: text`. */
function sqlLines(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, index) => (SQL_TEXT.some((pattern) => pattern.test(line)) ? [`${path.relative(SRC, file)}:${index + 1}: ${line.trim()}`] : []));
}

describe('hand-written SQL', () => {
  it('is found by the check (so an empty answer below means something)', () => {
    const examples = ["knex.raw('count(*)')", "builder.whereRaw('?? = ??', [a, b])", '.orderByRaw(1)', 'text: `SELECT 1`', 'text: `\n  update t'];
    for (const example of examples) expect(SQL_TEXT.some((pattern) => pattern.test(example)), example).toBe(true);
    for (const innocent of ['type Knex.Raw', 'text: `${words.hello}`', '.where(column, knex.ref(other))']) {
      expect(SQL_TEXT.some((pattern) => pattern.test(innocent)), innocent).toBe(false);
    }
  });

  it('is not written in the services (cms/src/api): they call cms/src/database/ instead', () => {
    expect(sourceFiles(path.join(SRC, 'api')).flatMap(sqlLines)).toEqual([]);
  });

  it('is written nowhere else outside cms/src/database/', () => {
    const elsewhere = sourceFiles(SRC).filter((file) => !file.startsWith(path.join(SRC, 'database') + path.sep) && !file.endsWith('.test.ts'));
    expect(elsewhere.flatMap(sqlLines)).toEqual([]);
  });

  it('lives in modules of cms/src/database/ that docs/architecture.md names', () => {
    const row = readFileSync(ARCHITECTURE, 'utf8')
      .split('\n')
      .find((line) => line.startsWith('| Hand-written SQL |'));
    expect(row, 'docs/architecture.md has a "Hand-written SQL" row').toBeDefined();
    const modules = readdirSync(path.join(SRC, 'database')).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    const withSql = modules.filter((name) => sqlLines(path.join(SRC, 'database', name)).length > 0);
    expect(withSql.length).toBeGreaterThan(5);
    expect(withSql.filter((name) => !row!.includes(`\`${name}\``))).toEqual([]);
  });
});
