import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { slugify } from '@pointe/config';
import { CATEGORY_UID, PRODUCT_UID } from '../api/product/services/product';
import { FAMILY_UID } from '../api/product/services/product-rows';
import { PROMO_UID } from '../api/promo/services/promo';
import { seedSizeCharts } from './size-charts';

/** Shape of scripts/seed/catalogue.json (checked against its zod schema by the unit tests). */
interface SeedCatalogue {
  categories: Array<{ name: string; nameAr: string }>;
  families?: Array<{ name: string; nameAr: string }>;
  products: Array<{
    name: string;
    brand: string;
    category: string;
    price: number;
    images: number;
    description: string;
    nameAr: string;
    descriptionAr: string;
    sizes: Array<{ size: string; countInStock: number }>;
    /** The pictures' colour: the swatch of a product with a colour name. */
    colour: string;
    colourName?: string;
    colourNameAr?: string;
    family?: string;
  }>;
  promos: Array<{ code: string; discountType: 'percentage' | 'fixed'; discountValue: number; usageLimit?: number }>;
  users: Array<{ name: string; email: string; passwordEnv: string; isAdmin: boolean }>;
}

const USER_UID = 'plugin::users-permissions.user';

/** Where the seed data lives: scripts/seed in the repository (SEED_DIR overrides, e.g. in Docker). */
export function seedDirectory(): string {
  return process.env.SEED_DIR || path.resolve(process.cwd(), '..', 'scripts', 'seed');
}

export async function catalogueIsEmpty(strapi: Core.Strapi): Promise<boolean> {
  return (await strapi.db.query(PRODUCT_UID).count({})) === 0;
}

async function uploadImage(strapi: Core.Strapi, file: string, alternativeText: string): Promise<number> {
  const { size } = await stat(file);
  const [uploaded] = await strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { alternativeText, caption: alternativeText } },
      files: { filepath: file, originalFilename: path.basename(file), mimetype: 'image/webp', size },
    });
  return uploaded.id;
}

/**
 * Seeds categories, products (with their pictures, uploaded into the media library), demo promo
 * codes and the demo shopper accounts, with the Arabic names and descriptions. Idempotent: what
 * exists already (matched by name, slug or email) is left alone, except that a category or product
 * without Arabic words gets the seed's (a shop seeded before it spoke Arabic).
 */
export async function seedCatalogue(strapi: Core.Strapi, seedDir = seedDirectory()): Promise<{ created: number }> {
  const catalogue: SeedCatalogue = JSON.parse(await readFile(path.join(seedDir, 'catalogue.json'), 'utf8'));

  const categoryIds = new Map<string, string>();
  for (const [position, { name, nameAr }] of catalogue.categories.entries()) {
    const existing = await strapi.db.query(CATEGORY_UID).findOne({ where: { name } });
    const category = existing ?? (await strapi.documents(CATEGORY_UID).create({ data: { name, nameAr, position } }));
    if (existing && !existing.nameAr) await strapi.documents(CATEGORY_UID).update({ documentId: existing.documentId, data: { nameAr } as never });
    categoryIds.set(name, category.documentId);
  }

  const familyIds = new Map<string, string>();
  for (const { name, nameAr } of catalogue.families ?? []) {
    const existing = await strapi.db.query(FAMILY_UID).findOne({ where: { name }, select: ['documentId'] });
    familyIds.set(name, (existing ?? (await strapi.documents(FAMILY_UID).create({ data: { name, nameAr } as never }))).documentId);
  }
  /** A seeded product's colour fields (none for a product sold in no named colour). */
  const colourOf = (product: SeedCatalogue['products'][number]) =>
    product.colourName
      ? {
          colour: product.colourName,
          colourAr: product.colourNameAr ?? null,
          swatch: product.colour,
          ...(product.family ? { family: familyIds.get(product.family) } : {}),
        }
      : {};

  let created = 0;
  // Oldest first, so the first product in the file is the oldest and "newest" sorting is meaningful.
  for (const product of catalogue.products) {
    const slug = slugify(product.name);
    const existing = await strapi.db.query(PRODUCT_UID).findOne({ where: { slug }, select: ['documentId', 'nameAr', 'descriptionAr', 'colour'] });
    if (existing) {
      await addMissingArabic(strapi, existing, product);
      // A product seeded before colours gets the seed's colour and family; an editor's colour is kept.
      if (!existing.colour && product.colourName) await strapi.documents(PRODUCT_UID).update({ documentId: existing.documentId, data: colourOf(product) as never });
      continue;
    }
    const imageIds: number[] = [];
    for (let view = 1; view <= product.images; view += 1) {
      imageIds.push(
        await uploadImage(strapi, path.join(seedDir, 'images', `${slug}-${view}.webp`), `${product.name}, view ${view}`),
      );
    }
    await strapi.documents(PRODUCT_UID).create({
      data: {
        name: product.name,
        slug,
        brand: product.brand,
        description: product.description,
        nameAr: product.nameAr,
        descriptionAr: product.descriptionAr,
        price: product.price,
        category: categoryIds.get(product.category),
        sizes: product.sizes,
        images: imageIds,
        ...colourOf(product),
      } as never,
    });
    created += 1;
  }

  for (const promo of catalogue.promos) {
    if (await strapi.db.query(PROMO_UID).findOne({ where: { code: promo.code }, select: ['id'] })) continue;
    await strapi.db.query(PROMO_UID).create({ data: { ...promo, usedCount: 0 } });
  }
  await seedSizeCharts(strapi, seedDir, categoryIds);
  await seedUsers(strapi, catalogue.users);
  return { created };
}

/**
 * A product seeded before the shop spoke Arabic gets the seed's Arabic words where it has none;
 * Arabic an editor wrote is kept, as everything else about an existing product.
 */
async function addMissingArabic(
  strapi: Core.Strapi,
  existing: { documentId: string; nameAr: string | null; descriptionAr: string | null },
  seeded: { nameAr: string; descriptionAr: string },
): Promise<void> {
  const missing = {
    ...(existing.nameAr ? {} : { nameAr: seeded.nameAr }),
    ...(existing.descriptionAr ? {} : { descriptionAr: seeded.descriptionAr }),
  };
  if (Object.keys(missing).length > 0) await strapi.documents(PRODUCT_UID).update({ documentId: existing.documentId, data: missing as never });
}

async function seedUsers(strapi: Core.Strapi, users: SeedCatalogue['users']): Promise<void> {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
  const userService = strapi.plugin('users-permissions').service('user');
  for (const user of users) {
    const password = process.env[user.passwordEnv];
    if (!password) {
      strapi.log.warn(`Seed: ${user.passwordEnv} is not set, so the demo account ${user.email} was not created.`);
      continue;
    }
    if (await strapi.db.query(USER_UID).findOne({ where: { email: user.email } })) continue;
    await userService.add({
      username: user.email,
      email: user.email,
      password,
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: role?.id,
      name: user.name,
      isAdmin: user.isAdmin,
    });
  }
}
