import { useFormat } from '~/i18n/format';

/** Every price on the site goes through here (and so through the one money formatter, in the page's language). */
export function Price({ amount, className }: { amount: number; className?: string }) {
  return <span className={className}>{useFormat().price(amount)}</span>;
}
