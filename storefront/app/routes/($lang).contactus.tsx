import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { cityList, deliveryDayRange } from '@pointe/config';
import { commonMessages } from '~/i18n/catalogues/common';
import { shopMessages } from '~/i18n/catalogues/shop';
import { useFormat } from '~/i18n/format';
import { localeOfPath, useLocale } from '~/i18n/locale';
import { useMessages } from '~/i18n/messages';
import { env } from '~/lib/env.server';
import { pageMeta } from '~/lib/seo';
import { openGovernorates } from '~/models/shipping.server';
import * as styles from './contactus.css';

/** The shop's own phone and email: the same in both languages. */
const SHOP_PHONE = '+20 100 123 4567';
const SHOP_EMAIL = 'hello@pointe.example';

export const meta: MetaFunction<typeof loader> = ({ data: loaded, location }) => {
  const locale = localeOfPath(location.pathname);
  const common = commonMessages[locale];
  return pageMeta({
    origin: loaded?.origin ?? '',
    path: '/contactus',
    locale,
    title: `${common.helpContact} | ${common.shopName}`,
    description: shopMessages[locale].contactDescription(common.shopName),
  });
};

// A minute: the delivery section follows the zones when staff open a governorate or change a fee.
export const headers = () => ({ 'Cache-Control': 'public, max-age=60, stale-while-revalidate=86400' });

/** The shop's address (canonical and alternate links) and where it delivers now, at what price. */
export async function loader() {
  const open = await openGovernorates();
  // Governorates that cost and take the same, together: one line each.
  const groups = new Map<string, { names: Array<{ name: string; nameAr: string }>; shippingPrice: number; freeShippingAbove: number; deliveryDays: number }>();
  for (const { name, nameAr, shippingPrice, freeShippingAbove, deliveryDays } of open) {
    const key = `${shippingPrice}/${freeShippingAbove}/${deliveryDays}`;
    const group = groups.get(key) ?? { names: [], shippingPrice, freeShippingAbove, deliveryDays };
    group.names.push({ name, nameAr });
    groups.set(key, group);
  }
  return { origin: env.STOREFRONT_URL, delivery: [...groups.values()] };
}

export default function ContactPage() {
  const { delivery } = useLoaderData<typeof loader>();
  const locale = useLocale();
  const common = useMessages(commonMessages);
  const text = useMessages(shopMessages);
  const format = useFormat();
  return (
    <div className={styles.page}>
      <h1>{common.helpContact}</h1>
      <p>{text.contactIntro}</p>
      <section aria-labelledby="visit">
        <h2 id="visit">{text.visitHeading}</h2>
        <address className={styles.address}>
          {text.studioName(common.shopName)}
          <br />
          {text.studioStreet}
          <br />
          {text.studioCity}
        </address>
      </section>
      <section aria-labelledby="hours">
        <h2 id="hours">{text.hoursHeading}</h2>
        <dl className={styles.hours}>
          <dt>{text.workingDays}</dt>
          <dd>{text.workingHours}</dd>
          <dt>{text.friday}</dt>
          <dd>{text.closed}</dd>
        </dl>
      </section>
      <section aria-labelledby="reach">
        <h2 id="reach">{text.reachHeading}</h2>
        <ul className={styles.list}>
          <li>
            {text.phoneAndWhatsApp}{' '}
            <a href={`tel:${SHOP_PHONE.replaceAll(' ', '')}`} dir="ltr">
              {SHOP_PHONE}
            </a>
          </li>
          <li>
            {text.email}{' '}
            <a href={`mailto:${SHOP_EMAIL}`} dir="ltr">
              {SHOP_EMAIL}
            </a>
          </li>
        </ul>
      </section>
      <section aria-labelledby="delivery">
        <h2 id="delivery">{text.deliveryHeading}</h2>
        {delivery.map((group) => {
          const names = cityList(locale, group.names.map((governorate) => (locale === 'ar' ? governorate.nameAr : governorate.name)));
          const days = deliveryDayRange(group.deliveryDays);
          return (
            <p key={names}>
              {text.delivery(names, format.price(group.shippingPrice), format.price(group.freeShippingAbove))} {text.deliveryTakes(format.number(days.min), format.number(days.max))}
            </p>
          );
        })}
      </section>
    </div>
  );
}
