import { describe, expect, it } from 'vitest';
import { Vocabulary, editDistance, normalised, searchWords, stemOf, synonymsOf } from './search-terms';

/** The seed catalogue's words that the cases below reach, as PostgreSQL's index holds them. */
const vocabulary = new Vocabulary([
  'leotard', 'leotards', 'tights', 'ballet', 'slippers', 'cardigan', 'chiffon', 'skirt', 'skirts', 'tutus', 'velvet',
  'étude', 'plié', 'étoile', 'pointe', 'shoes', 'leg', 'warmers', 'warm-up', 'warm', 'up', 'tap', 'booties', 'pads',
  'ليوتارد', 'كولون', 'اسود', 'جيبه', 'قطيفه', 'باليه',
]);
const found = (word: string) => Object.fromEntries(vocabulary.expand(word).tokens.map(({ token, closeness }) => [token, closeness]));

describe('normalised', () => {
  it('drops case, accents and Arabic variants, and reads Arabic-Indic digits', () => {
    expect(normalised('ÉTUDE Plié')).toBe('etude plie');
    expect(normalised('أحذية إيقاع آخر جيبة كلاسيكى قَطِيفَة مـلابس')).toBe('احذيه ايقاع اخر جيبه كلاسيكي قطيفه ملابس');
    expect(normalised('مقاس ٣٨ أو ۴۲')).toBe('مقاس 38 او 42');
  });

  it('splits words at spaces, hyphens and marks, each word once in the order typed, at most six', () => {
    expect(searchWords('  navy   leotard ')).toEqual(['navy', 'leotard']);
    expect(searchWords('ليوتارد كحلى')).toEqual(['ليوتارد', 'كحلي']);
    expect(searchWords('pointe-shoes  Pointe')).toEqual(['pointe', 'shoes']);
    expect(searchWords("' OR 1=1 --")).toEqual(['or', '1']);
    expect(searchWords('%_\\')).toEqual([]);
    expect(searchWords('a b c d e f g')).toHaveLength(6);
  });
});

describe('what a word finds', () => {
  it('the word, its stem and the words it is part of', () => {
    expect(found('leotards')).toEqual({ leotards: 'exact', leotard: 'stem' });
    expect(found('booty')).toEqual({ booties: 'stem' });
    expect(found('tard')).toEqual({ leotard: 'part', leotards: 'part' });
    expect(found('etude')).toEqual({ étude: 'exact' });
    expect(found('plie')).toEqual({ plié: 'exact' });
  });

  it('Arabic plurals, the article and suffixes', () => {
    expect(found(normalised('ليوتاردات'))).toEqual({ ليوتارد: 'stem' });
    expect(found(normalised('الليوتارد'))).toEqual({ ليوتارد: 'stem' });
    expect(found(normalised('كولونات'))).toEqual({ كولون: 'stem' });
    expect(found(normalised('جيبة'))).toEqual({ جيبه: 'exact' });
  });

  it('one typo from 5 letters, two from 9, none in the first letter of a shorter word', () => {
    expect(found('letoard')).toEqual({ leotard: 'typo', leotards: 'typo' });
    expect(found('tigths')).toEqual({ tights: 'typo' });
    expect(found('balet')).toEqual({ ballet: 'typo' });
    expect(found('cardigen')).toEqual({ cardigan: 'typo' });
    expect(found('chifon')).toEqual({ chiffon: 'typo' });
    expect(found('lepotardss')).toEqual({ leotards: 'typo' });
    expect(found('tap')).toEqual({ tap: 'exact' });
    expect(found('tabs')).toEqual({});
    expect(found('kelvet')).toEqual({});
  });

  it('two words written as one, as a phrase', () => {
    expect(vocabulary.expand('legwarmers').phrases).toEqual([['leg', 'warmers']]);
    expect(vocabulary.expand('warmup').phrases).toEqual([['warm', 'up']]);
    expect(vocabulary.expand('tapshoes').phrases).toEqual([['tap', 'shoes']]);
  });
});

describe('the pieces', () => {
  it('counts a swap of neighbours as one edit and stops past the limit', () => {
    expect(editDistance('letoard', 'leotard', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
    expect(editDistance('a', 'abcd', 1)).toBe(2);
  });

  it('stems English and Arabic with Snowball, other words as they are', () => {
    expect([stemOf('skirts'), stemOf('booties'), stemOf('الباليه'), stemOf('38')]).toEqual(['skirt', 'booti', 'باليه', '38']);
  });
});

describe("the shop's synonyms", () => {
  const synonyms = synonymsOf([
    { words: 'شنطة, حقيبة', oneWay: false },
    { words: 'جزمة، حذاء، شوز', oneWay: false },
    { words: 'Leggings, tights', oneWay: true },
    { words: 'alone', oneWay: false },
  ]);
  const shop = new Vocabulary(['حقيبه', 'حقائب', 'حذاء', 'tights', 'leggings', 'shoes'], synonyms);
  const meant = (word: string) => Object.fromEntries(shop.expand(normalised(word)).tokens.map(({ token, closeness }) => [token, closeness]));

  it('mean each other both ways, whatever their Arabic forms, one word each', () => {
    expect(synonyms.get('شنطه')).toEqual(['حقيبه']);
    expect(synonyms.get('حذاء')).toEqual(['جزمه', 'شوز']);
    expect(meant('شنطة')).toEqual({ حقيبه: 'synonym' });
    expect(meant('جزمه')).toEqual({ حذاء: 'synonym' });
    expect(meant('حقيبة')).toMatchObject({ حقيبه: 'exact' });
  });

  it('one way: the first means the others, not they it; an entry of one word means nothing', () => {
    expect(meant('leggings')).toEqual({ leggings: 'exact', tights: 'synonym' });
    expect(meant('tights')).toEqual({ tights: 'exact' });
    expect(synonyms.has('alone')).toBe(false);
  });
});
