import { z } from 'zod';
import { nextSizeRow } from '@pointe/config';
import { rowIndex } from '~/lib/intent';

/**
 * The admin product editor's form model. The editor works without JavaScript: every button (move a
 * picture, add or remove a size row, upload) submits the whole form, and the server answers with the
 * edited draft to show again. Only Save sends the draft to the CMS.
 */

/** The form as typed: strings, pictures in order, size rows in order. */
export interface Draft {
  name: string;
  slug: string;
  price: string;
  category: string;
  brand: string;
  description: string;
  /** The Arabic words (optional: empty shows the English on Arabic pages). */
  nameAr: string;
  descriptionAr: string;
  image: string[];
  sizes: Array<{ size: string; countInStock: string }>;
  /** The colour's names (English, Arabic) and its swatch (#rrggbb); empty for none. */
  colour: string;
  colourAr: string;
  swatch: string;
  /** The chosen colour family by name ('' for none), and a new family's name typed instead. */
  family: string;
  newFamily: string;
}

/** The editor's buttons. Row buttons carry the row they act on. */
export const editorIntent = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('save') }),
  z.object({ intent: z.literal('upload') }),
  z.object({ intent: z.literal('add-size') }),
  z.object({ intent: z.literal('remove-size'), index: rowIndex }),
  z.object({ intent: z.literal('image-up'), index: rowIndex }),
  z.object({ intent: z.literal('image-down'), index: rowIndex }),
  z.object({ intent: z.literal('image-remove'), index: rowIndex }),
]);
export type EditorIntent = z.output<typeof editorIntent>;

/** What the editor needs of a product as the CMS sends it. */
interface EditedProduct {
  name: string;
  slug: string;
  price: number;
  category: string;
  brand: string;
  description: string;
  nameAr?: string | null;
  descriptionAr?: string | null;
  image: readonly string[];
  sizes: ReadonlyArray<{ size: string; countInStock: number }>;
  colour?: { name: string; nameAr: string | null; swatch: string | null } | null;
  family?: { name: string } | null;
}

export function draftFromProduct(product: EditedProduct): Draft {
  return {
    name: product.name,
    slug: product.slug,
    price: String(product.price),
    category: product.category,
    brand: product.brand,
    description: product.description,
    nameAr: product.nameAr ?? '',
    descriptionAr: product.descriptionAr ?? '',
    image: [...product.image],
    sizes: product.sizes.map((row) => ({ size: row.size, countInStock: String(row.countInStock) })),
    colour: product.colour?.name ?? '',
    colourAr: product.colour?.nameAr ?? '',
    swatch: product.colour?.swatch ?? '',
    family: product.family?.name ?? '',
    newFamily: '',
  };
}

/** The draft as submitted: every field as typed, pictures and size rows in the order shown. */
export function readDraft(form: FormData): Draft {
  const text = (name: string) => String(form.get(name) ?? '');
  const stocks = form.getAll('stock').map(String);
  return {
    name: text('name'),
    slug: text('slug'),
    price: text('price'),
    category: text('category'),
    brand: text('brand'),
    description: text('description'),
    nameAr: text('nameAr'),
    descriptionAr: text('descriptionAr'),
    image: form.getAll('image').map(String),
    sizes: form.getAll('size').map((size, index) => ({ size: String(size), countInStock: stocks[index] ?? '0' })),
    colour: text('colour'),
    colourAr: text('colourAr'),
    swatch: text('swatch'),
    family: text('family'),
    newFamily: text('newFamily'),
  };
}

/**
 * The draft as the product update's body (config's productUpdateBody) reads it: the family by name,
 * a new family's name first (the CMS finds or makes it), none when both are empty. Empty colour
 * fields clear them (the schema reads '' as null).
 */
export function updateOfDraft({ family, newFamily, ...fields }: Draft) {
  const familyName = newFamily.trim() || family.trim();
  return { ...fields, ...(familyName ? { familyName } : { family: '' }) };
}

/** Moves one item; a move past either end leaves the list as it is. */
function move<T>(items: T[], from: number, to: number): T[] {
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return items;
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
}

const without = <T>(items: T[], index: number) => items.filter((_, position) => position !== index);

/** The draft after one of the editing buttons (everything but Save, which goes to the CMS). */
export function editDraft(draft: Draft, intent: Exclude<EditorIntent, { intent: 'save' }>): Draft {
  switch (intent.intent) {
    case 'upload':
      return draft;
    case 'add-size': {
      const row = nextSizeRow(draft.sizes);
      return row ? { ...draft, sizes: [...draft.sizes, { size: row.size, countInStock: '0' }] } : draft;
    }
    case 'remove-size':
      return { ...draft, sizes: without(draft.sizes, intent.index) };
    case 'image-up':
      return { ...draft, image: move(draft.image, intent.index, intent.index - 1) };
    case 'image-down':
      return { ...draft, image: move(draft.image, intent.index, intent.index + 1) };
    case 'image-remove':
      return { ...draft, image: without(draft.image, intent.index) };
  }
}
