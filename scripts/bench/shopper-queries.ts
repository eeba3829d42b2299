/**
 * The queries of the search-quality bench (search-quality.ts): what shoppers type, each with the
 * product they mean, in both languages, against the seed catalogue (scripts/seed/catalogue.json).
 */

/** What a shopper means by a query: a product by its exact name, or any of a category or of a brand. */
export type Wanted = { name: string } | { category: string } | { brand: string } | { nameIncludes: string };

export interface ShopperQuery {
  query: string;
  kind: 'typo' | 'accent' | 'hyphen or joined' | 'plural or stem' | 'arabic' | 'egyptian word' | 'best match';
  wants: Wanted;
}

/** 36 queries in both languages, of every kind issue 39 names, against the seed catalogue (scripts/seed/catalogue.json). */
export const SHOPPER_QUERIES: readonly ShopperQuery[] = [
  { query: 'letoard', kind: 'typo', wants: { category: 'Leotards' } },
  { query: 'tigths', kind: 'typo', wants: { category: 'Tights' } },
  { query: 'balet slippers', kind: 'typo', wants: { nameIncludes: 'Ballet Slippers' } },
  { query: 'cardigen', kind: 'typo', wants: { name: 'Knit Wrap Cardigan' } },
  { query: 'chifon skirt', kind: 'typo', wants: { nameIncludes: 'Chiffon Wrap Skirt' } },
  { query: 'velvet leotrad', kind: 'typo', wants: { name: 'Long Sleeve Velvet Leotard' } },
  { query: 'etude', kind: 'accent', wants: { name: 'Étude Pointe Shoes' } },
  { query: 'plie', kind: 'accent', wants: { brand: 'Plié & Co' } },
  { query: 'etoile', kind: 'accent', wants: { brand: 'Étoile Atelier' } },
  { query: 'ÉTUDE', kind: 'accent', wants: { name: 'Étude Pointe Shoes' } },
  { query: 'pointe-shoes', kind: 'hyphen or joined', wants: { nameIncludes: 'Pointe Shoes' } },
  { query: 'legwarmers', kind: 'hyphen or joined', wants: { name: 'Knitted Leg Warmers' } },
  { query: 'warmup trousers', kind: 'hyphen or joined', wants: { name: 'Ripstop Warm-Up Trousers' } },
  { query: 'split sole', kind: 'hyphen or joined', wants: { name: 'Pro Canvas Split-Sole Ballet Slippers' } },
  { query: 'tapshoes', kind: 'hyphen or joined', wants: { name: 'Lace-Up Oxford Tap Shoes' } },
  { query: 'leotards', kind: 'plural or stem', wants: { category: 'Leotards' } },
  { query: 'tutus', kind: 'plural or stem', wants: { category: 'Skirts & Tutus' } },
  { query: 'knee pad', kind: 'plural or stem', wants: { name: 'Seamless Knee Pads' } },
  { query: 'skirts', kind: 'plural or stem', wants: { category: 'Skirts & Tutus' } },
  { query: 'booty', kind: 'plural or stem', wants: { name: 'Quilted Booties' } },
  { query: 'ليوتاردات', kind: 'arabic', wants: { category: 'Leotards' } },
  { query: 'ليوتارد اسود', kind: 'arabic', wants: { name: 'Camisole Leotard in Black' } },
  { query: 'حذاء بوانت', kind: 'arabic', wants: { nameIncludes: 'Pointe Shoes' } },
  { query: 'كولونات', kind: 'arabic', wants: { category: 'Tights' } },
  { query: 'جيبه شيفون', kind: 'arabic', wants: { nameIncludes: 'Chiffon Wrap Skirt' } },
  { query: 'الليوتارد', kind: 'arabic', wants: { category: 'Leotards' } },
  { query: 'بنطلون جاز', kind: 'arabic', wants: { name: 'Jazz Pants with Flared Leg' } },
  { query: 'شنطة', kind: 'egyptian word', wants: { name: 'Dance Duffel Bag' } },
  { query: 'شنطه رقص', kind: 'egyptian word', wants: { name: 'Dance Duffel Bag' } },
  { query: 'جزمة باليه', kind: 'egyptian word', wants: { nameIncludes: 'Ballet Slippers' } },
  { query: 'تنورة', kind: 'egyptian word', wants: { category: 'Skirts & Tutus' } },
  { query: 'شوز جاز', kind: 'egyptian word', wants: { name: 'Slip-On Jazz Shoes' } },
  { query: 'black leotard', kind: 'best match', wants: { name: 'Camisole Leotard in Black' } },
  { query: 'navy leotard', kind: 'best match', wants: { name: 'Camisole Leotard in Navy' } },
  { query: 'pointe shoes hard', kind: 'best match', wants: { name: 'Professional Pointe Shoes, Hard Shank' } },
  { query: 'jazz shoes', kind: 'best match', wants: { name: 'Slip-On Jazz Shoes' } },
];

/** A product as a search answers it (the fields a query's wanted product is recognised by). */
export interface FoundProduct {
  name: string;
  category: string;
  brand: string;
}

/** Whether `product` is one the query's shopper means. */
export const isWanted = (wants: Wanted, product: FoundProduct): boolean =>
  'name' in wants
    ? product.name === wants.name
    : 'category' in wants
      ? product.category === wants.category
      : 'brand' in wants
        ? product.brand === wants.brand
        : product.name.includes(wants.nameIncludes);

