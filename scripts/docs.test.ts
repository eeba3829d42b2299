import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Decision records stay short, dated pages a newcomer can read in a minute: context, decision,
 * consequences, and whether the decision still holds. Long reasoning and measurements belong in
 * docs/performance.md or the code's comments, not here.
 */

const DECISIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/decisions');
const MAX_WORDS = 299;
const DATE_LINE = /^Date: (\d{4}-\d{2}-\d{2})$/m;
const STATUS_LINE = /^Status: (Proposed|Accepted|Deprecated|Superseded by (\d{3}))\b/m;

const files = readdirSync(DECISIONS)
  .filter((name) => name.endsWith('.md'))
  .sort();

/** Words as `wc -w` counts them: runs of non-whitespace. */
function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

describe('docs/decisions', () => {
  it('holds the decision records', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) expect(name).toMatch(/^\d{3}-[a-z0-9-]+\.md$/);
  });

  describe.each(files)('%s', (name) => {
    const text = readFileSync(path.join(DECISIONS, name), 'utf8');

    it('has a Date line with a real date', () => {
      const date = DATE_LINE.exec(text)?.[1];
      expect(date, `${name} needs a "Date: YYYY-MM-DD" line`).toBeDefined();
      expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
    });

    it('has a Status line, and a superseding record exists', () => {
      const status = STATUS_LINE.exec(text);
      expect(status, `${name} needs a "Status: Accepted | Proposed | Deprecated | Superseded by NNN" line`).not.toBeNull();
      const successor = status?.[2];
      if (successor) expect(files.some((other) => other.startsWith(`${successor}-`))).toBe(true);
    });

    it(`is at most ${MAX_WORDS} words`, () => {
      expect(wordCount(text)).toBeLessThanOrEqual(MAX_WORDS);
    });
  });
});
