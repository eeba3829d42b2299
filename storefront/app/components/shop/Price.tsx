import { useFormat } from '~/i18n/format';

/** Every price on the site goes through here (and so through the one price formatter, in the page's language). */
export function Price({ amount, className }: { amount: number; className?: string }) {
  const { price } = useFormat();
  return <span className={className}>{price(amount)}</span>;
}
