import { Form } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { deliveryDayRange, type ShippingOptionJson } from '@pointe/config';
import { Button } from '~/components/ui/Button';
import { shopMessages } from '~/i18n/catalogues/shop';
import { termMessages } from '~/i18n/catalogues/terms';
import { useFormat } from '~/i18n/format';
import { useLocale } from '~/i18n/locale';
import { useMessages } from '~/i18n/messages';
import { rememberDeliverTo, rememberedDeliverTo } from '~/lib/deliver-to';
import * as styles from './DeliveryPromise.css';

/** A governorate with what its zone promises: the fee, when it is free, and the days. */
export type DeliveryRule = Pick<ShippingOptionJson, 'name' | 'nameAr' | 'shippingPrice' | 'freeShippingAbove' | 'deliveryDays'>;

/** "Delivery to Cairo: arrives in 2–3 days", in the page's language. */
export function useDeliveryDays(): (governorate: { name: string; nameAr: string; deliveryDays: number }) => string {
  const words = useMessages(shopMessages);
  const format = useFormat();
  const locale = useLocale();
  return (governorate) => {
    const { min, max } = deliveryDayRange(governorate.deliveryDays);
    return `${words.deliveryTo(locale === 'ar' ? governorate.nameAr : governorate.name)}: ${words.arrivesIn(format.number(min), format.number(max))}`;
  };
}

/**
 * The product page's promise for one governorate (the one asked for in `?to=`, else the one she last
 * chose, remembered in her browser, else the first open one): its fee for this price, when it becomes
 * free, and the days; another governorate is a plain GET form, so it works without JavaScript and the
 * page stays one shared page per address.
 */
export function DeliveryChoice({
  governorates,
  asked,
  itemsPrice,
  keep,
}: {
  governorates: DeliveryRule[];
  /** The governorate of the page's `?to=`, else the first open one. */
  asked: { rule: DeliveryRule; inAddress: boolean };
  itemsPrice: number;
  keep: Record<string, string>;
}) {
  const [remembered, setRemembered] = useState<DeliveryRule | null>(null);
  useEffect(() => {
    if (asked.inAddress) rememberDeliverTo(asked.rule.name);
    else setRemembered(governorates.find((governorate) => governorate.name === rememberedDeliverTo()) ?? null);
  }, [asked, governorates]);
  const chosen = remembered ?? asked.rule;
  const words = useMessages(shopMessages);
  const terms = useMessages(termMessages);
  const format = useFormat();
  const locale = useLocale();
  const days = deliveryDayRange(chosen.deliveryDays);
  const free = itemsPrice > chosen.freeShippingAbove;
  return (
    <section aria-label={words.deliveryLabel} className={styles.delivery}>
      <p className={styles.line}>
        <strong>{words.deliveryTo(locale === 'ar' ? chosen.nameAr : chosen.name)}:</strong> {free ? terms.free : format.price(chosen.shippingPrice)}
        {' · '}
        {words.arrivesIn(format.number(days.min), format.number(days.max))}
        {free ? null : <span className={styles.hint}> · {words.freeAbove(format.price(chosen.freeShippingAbove))}</span>}
      </p>
      {governorates.length > 1 ? (
        <details className={styles.change}>
          <summary className={styles.summary}>{words.changeGovernorate}</summary>
          <Form method="get" preventScrollReset replace className={styles.form}>
            {Object.entries(keep).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <label className={styles.field}>
              {words.deliverTo}
              <select key={chosen.name} name="to" defaultValue={chosen.name} className={styles.select}>
                {governorates.map((governorate) => (
                  <option key={governorate.name} value={governorate.name}>
                    {locale === 'ar' ? governorate.nameAr : governorate.name}
                  </option>
                ))}
              </select>
            </label>
            <Button type="submit" variant="secondary">
              {words.showDelivery}
            </Button>
          </Form>
        </details>
      ) : null}
    </section>
  );
}
