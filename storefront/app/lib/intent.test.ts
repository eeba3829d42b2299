import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { intentValue, readIntent, rowIndex } from './intent';

const schema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('save'), name: z.string() }),
  z.object({ intent: z.literal('remove-row'), index: rowIndex }),
]);

function formOf(entries: Array<[string, string]>) {
  const form = new FormData();
  for (const [key, value] of entries) form.append(key, value);
  return form;
}

async function statusOf(run: () => unknown): Promise<number> {
  try {
    run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
  throw new Error('expected a Response to be thrown');
}

describe('intentValue', () => {
  it('writes the intent, with its row after a colon', () => {
    expect(intentValue('save')).toBe('save');
    expect(intentValue('remove-row', 3)).toBe('remove-row:3');
  });
});

describe('readIntent', () => {
  it('reads an intent with the form fields its schema names', () => {
    expect(readIntent(formOf([['intent', 'save'], ['name', 'Leotard'], ['other', 'x']]), schema)).toEqual({ intent: 'save', name: 'Leotard' });
  });

  it('reads the row of a row button as a number', () => {
    expect(readIntent(formOf([['intent', 'remove-row:2']]), schema)).toEqual({ intent: 'remove-row', index: 2 });
  });

  it('answers 400 to an unknown or missing intent', async () => {
    expect(await statusOf(() => readIntent(formOf([['intent', 'delete-everything'], ['name', 'x']]), schema))).toBe(400);
    expect(await statusOf(() => readIntent(formOf([['name', 'x']]), schema))).toBe(400);
  });

  it('answers 400 to a row that is not a whole number from 0, or a row button without its row', async () => {
    for (const value of ['remove-row:-1', 'remove-row:1.5', 'remove-row:x', 'remove-row']) {
      expect(await statusOf(() => readIntent(formOf([['intent', value]]), schema)), value).toBe(400);
    }
  });

  it('keeps the first value of a repeated field, as FormData.get does', () => {
    expect(readIntent(formOf([['intent', 'save'], ['name', 'first'], ['name', 'second']]), schema)).toEqual({ intent: 'save', name: 'first' });
  });
});
