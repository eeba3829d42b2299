import type { MetaFunction } from '@remix-run/node';
import { CITIES, FREE_SHIPPING_ABOVE_EGP, SHIPPING_PRICE_EGP } from '@pointe/config';
import { commonMessages } from '~/i18n/catalogues/common';
import { shopMessages } from '~/i18n/catalogues/shop';
import { useFormat } from '~/i18n/format';
import { localeOfPath } from '~/i18n/locale';
import { useMessages } from '~/i18n/messages';
import { env } from '~/lib/env.server';
import { pageMeta } from '~/lib/seo';
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

export const headers = () => ({ 'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400' });

/** Only the shop's address, for the canonical and alternate links: the page itself is fixed text. */
export function loader() {
  return { origin: env.STOREFRONT_URL };
}

export default function ContactPage() {
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
        <p>
          {text.delivery(
            CITIES.map((city) => text.city(city)).join(text.listSeparator),
            format.price(SHIPPING_PRICE_EGP),
            format.price(FREE_SHIPPING_ABOVE_EGP),
          )}
        </p>
      </section>
    </div>
  );
}
