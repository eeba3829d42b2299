import { formatMoney } from '@pointe/config';

/** Every price on the site goes through here (and so through the one money formatter). */
export function Price({ amount, className }: { amount: number; className?: string }) {
  return <span className={className}>{formatMoney(amount)}</span>;
}
