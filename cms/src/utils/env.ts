import { DEFAULT_STOREFRONT_URL } from '@pointe/config';

/** A positive integer from the environment, or the fallback when unset or not one. */
export const envInt = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/** A whole number from 0 (for settings where 0 means none), else `fallback`. */
export const envCount = (name: string, fallback: number): number => {
  const text = process.env[name];
  const value = Number(text);
  return text !== undefined && text.trim() !== '' && Number.isInteger(value) && value >= 0 ? value : fallback;
};

/** The shop's public address, for links in emails. */
export const storefrontUrl = (): string => process.env.STOREFRONT_URL || DEFAULT_STOREFRONT_URL;

/** Where providers reach this CMS (payment notifications): CMS_PUBLIC_URL, or this process's own port on this machine. */
export const cmsPublicUrl = (): string => (process.env.CMS_PUBLIC_URL || `http://127.0.0.1:${process.env.PORT || 1337}`).replace(/\/+$/, '');
