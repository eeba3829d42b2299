import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { redirectWithSuccess } from 'remix-toast';
import { RETURN_REASONS, RETURN_RESOLUTIONS, returnFormToBody, returnReasonNames, sizeNames, termName } from '@pointe/config';
import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';
import { NativeSelect } from '~/components/ui/NativeSelect';
import { RadioGroup } from '~/components/ui/RadioGroup';
import { TextArea } from '~/components/ui/TextArea';
import { commonMessages } from '~/i18n/catalogues/common';
import { returnsMessages } from '~/i18n/catalogues/returns';
import { localName } from '~/i18n/content';
import { useErrorText } from '~/i18n/errors';
import { useFormat } from '~/i18n/format';
import { localeOfPath, localePath, useLocale, usePath } from '~/i18n/locale';
import { messagesFor, useMessages } from '~/i18n/messages';
import { failAction, failScreen } from '~/lib/errors.server';
import { requireSignedIn } from '~/lib/session.server';
import { getOrder } from '~/models/order.server';
import { askReturn, getOrderReturns } from '~/models/returns.server';
import * as styles from './placeorder.css';

export const meta: MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return [{ title: `${returnsMessages[locale].formTitle} | ${commonMessages[locale].shopName}` }, { name: 'robots', content: 'noindex' }];
};

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { cms } = await requireSignedIn({ request, context });
  const id = params.id ?? '';
  const [order, returns] = await Promise.all([getOrder(cms, id), getOrderReturns(cms, id)]).catch(failScreen);
  return { order, returns };
}

/** The plain form (no JavaScript needed): read into the API's body; the CMS checks it and answers with the refusal's field. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { cms } = await requireSignedIn({ request, context });
  const id = params.id ?? '';
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string') values[key] = value;
  try {
    const order = await getOrder(cms, id);
    const asked = await askReturn(cms, id, returnFormToBody(values, order.orderItems.length));
    const t = messagesFor(returnsMessages, context.locale);
    // Said as what she asked for: an exchange when any line is one.
    return await redirectWithSuccess(localePath(context.locale, `/order/${encodeURIComponent(id)}`), asked.lines.some((line) => line.exchange) ? t.sentExchange : t.sent);
  } catch (error) {
    return failAction(error, values, { request, context, session: 'shopper' });
  }
}

/** What an exchange choice posts: the size alone for the same product, `slug:size` for another colour. */
const optionValue = (productId: string, option: { productId: string; slug: string; size: string }) => (option.productId === productId ? option.size : `${option.slug}:${option.size}`);

export default function ReturnPage() {
  const { order, returns } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const values: Record<string, string> = (result?.values as Record<string, string> | undefined) ?? {};
  const t = useMessages(returnsMessages);
  const errorText = useErrorText();
  const locale = useLocale();
  const path = usePath();
  const { date, price } = useFormat();
  const refusal = result?.toast?.type === 'error' ? result.toast : undefined;
  const back = path(`/order/${order._id}`);
  const oneLine = returns.lines.filter((line) => line.returnable > 0).length === 1;
  if (!returns.window.open) {
    return (
      <>
        <h1>{t.formTitle}</h1>
        {returns.window.until ? <Alert tone="info">{t.windowClosed(date(returns.window.until))}</Alert> : null}
        <Link to={back}>{t.backToOrder}</Link>
      </>
    );
  }
  return (
    <>
      <h1>{t.formTitle}</h1>
      <p>{t.formIntro}</p>
      {returns.window.until ? <p>{t.windowUntil(date(returns.window.until))}</p> : null}
      {refusal ? <Alert>{errorText(refusal)}</Alert> : null}
      <Form method="post" className={styles.sections} noValidate>
        {order.orderItems.map((item, index) => {
          // One item to return: its quantity starts at 1 (with several, she picks which).
          const line = returns.lines[index];
          const left = line?.returnable ?? 0;
          const name = localName(item, locale);
          const sizeWord = termName(sizeNames, locale, item.size);
          return (
            <fieldset key={`${item._id}-${item.size}`}>
              <legend>
                <bdi>{name}</bdi> ({sizeWord} × {item.quantity})
              </legend>
              {left === 0 ? (
                <p>{t.nothingLeft}</p>
              ) : (
                <>
                  <NativeSelect
                    label={t.quantity}
                    name={`quantity-${index}`}
                    options={Array.from({ length: left + 1 }, (_, count) => String(count))}
                    defaultValue={values[`quantity-${index}`] ?? (oneLine ? '1' : '0')}
                    placeholder={null}
                  />
                  <RadioGroup
                    label={t.resolution}
                    name={`resolution-${index}`}
                    defaultValue={values[`resolution-${index}`] ?? 'refund'}
                    options={RETURN_RESOLUTIONS.map((value) => ({ value, label: value === 'refund' ? t.refund : t.exchange, isDisabled: value === 'exchange' && (line?.exchangeOptions.length ?? 0) === 0 }))}
                  />
                  {(line?.exchangeOptions.length ?? 0) > 0 ? (
                    <NativeSelect
                      label={t.exchangeSize}
                      name={`size-${index}`}
                      options={line!.exchangeOptions.map((option) => optionValue(item._id, option))}
                      optionLabel={(value) => {
                        const option = line!.exchangeOptions.find((entry) => optionValue(item._id, entry) === value)!;
                        if (option.productId === item._id) return termName(sizeNames, locale, option.size);
                        const colour = locale === 'ar' ? option.colourAr || option.colour : option.colour;
                        // A cheaper colour says its price (the difference comes back as store credit); dearer ones are not offered.
                        const cheaper = option.price !== undefined && option.price < item.price ? ` (${price(option.price)})` : '';
                        return `${colour || localName(option, locale)} ${termName(sizeNames, locale, option.size)}${cheaper}`;
                      }}
                      defaultValue={values[`size-${index}`] ?? ''}
                      isRequired={false}
                    />
                  ) : (
                    <p>{t.noSizes}</p>
                  )}
                  {line?.exchangeOptions.some((option) => option.productId !== item._id && option.price !== undefined && option.price < item.price) ? (
                    <p>{t.cheaperColour}</p>
                  ) : null}
                </>
              )}
            </fieldset>
          );
        })}
        <RadioGroup
          label={t.reason}
          name="reason"
          isRequired
          defaultValue={values.reason}
          options={RETURN_REASONS.map((value) => ({ value, label: returnReasonNames[locale][value] }))}
        />
        <TextArea label={t.reasonText} name="reasonText" rows={2} defaultValue={values.reasonText} />
        <Button type="submit">{t.send}</Button>
      </Form>
      <p>
        <Link to={back}>{t.backToOrder}</Link>
      </p>
    </>
  );
}
