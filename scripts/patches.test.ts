import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The patches in patches/ (applied by patch-package in `postinstall`, ADRs 012 and 037) are in the installed packages. An upgrade
 * of a patched package makes `npm install` fail (`--error-on-warn`); this test is the second guard, for an install made
 * with `--ignore-scripts` or a package that another install put back as published.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const patchFiles = readdirSync(join(root, 'patches')).filter((file) => file.endsWith('.patch'));

/** patch-package's file name: `<package, with + for />+<version>.patch`, e.g. `@remix-run+react+2.17.5.patch`. */
function packageOf(file: string): { name: string; version: string } {
  const parts = /^(?<name>.+)\+(?<version>\d+\.\d+\.\d+[^+]*)\.patch$/.exec(file)?.groups;
  if (!parts?.name || !parts.version) throw new Error(`${file} is not named <package>+<version>.patch`);
  return { name: parts.name.replace('+', '/'), version: parts.version };
}

/** Each hunk of a unified diff as the file reads after it: its context and added lines, in order. */
function patchedTexts(patch: string): { file: string; text: string }[] {
  const hunks: { file: string; text: string }[] = [];
  let file = '';
  let lines: string[] | null = null;
  const flush = () => {
    if (lines) hunks.push({ file, text: lines.join('\n') });
    lines = null;
  };
  for (const line of patch.split('\n')) {
    if (line.startsWith('diff --git ')) {
      flush();
      file = /^diff --git a\/(\S+) b\//.exec(line)?.[1] ?? '';
    } else if (line.startsWith('@@')) {
      flush();
      lines = [];
    } else if (lines && (line.startsWith(' ') || line.startsWith('+'))) {
      lines.push(line.slice(1));
    }
  }
  flush();
  return hunks;
}

describe('the patches of dependencies (patches/, applied by patch-package)', () => {
  it('patch only what a shopper feels: when Remix hydrates a page (ADR 037)', () => {
    expect(patchFiles.map((file) => packageOf(file).name).sort()).toEqual(['@remix-run/react']);
  });

  describe.each(patchFiles)('%s', (patchFile) => {
    const { name, version } = packageOf(patchFile);
    const hunks = patchedTexts(readFileSync(join(root, 'patches', patchFile), 'utf8'));

    it('was written for the installed version', () => {
      const installed = JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
      expect(installed.version).toBe(version);
    });

    it('is in the installed files, every hunk', () => {
      expect(hunks.length).toBeGreaterThan(0);
      for (const { file, text } of hunks) {
        expect(file.startsWith(`node_modules/${name}/`), file).toBe(true);
        expect(readFileSync(join(root, file), 'utf8'), `${file} lacks a hunk of ${patchFile}`).toContain(text);
      }
    });
  });
});
