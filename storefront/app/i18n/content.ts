import type { Locale } from '@pointe/config';

/** Editors' words in the page's language: the Arabic text where there is one, else the English. */
export function localName(item: { name: string; nameAr?: string | null }, locale: Locale): string {
  return locale === 'ar' && item.nameAr ? item.nameAr : item.name;
}

export function localDescription(item: { description: string; descriptionAr?: string | null }, locale: Locale): string {
  return locale === 'ar' && item.descriptionAr ? item.descriptionAr : item.description;
}

export function localCategory(item: { category: string; categoryAr?: string | null }, locale: Locale): string {
  return locale === 'ar' && item.categoryAr ? item.categoryAr : item.category;
}

/** A colour's name in the page's language: the Arabic one where the editors gave it, else the English. */
export function localColour(colour: { name: string; nameAr?: string | null }, locale: Locale): string {
  return locale === 'ar' && colour.nameAr ? colour.nameAr : colour.name;
}
