import {
  data,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Carousel } from '~/components/shop/Carousel';
import { Price } from '~/components/shop/Price';
import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';
import { RadioGroup } from '~/components/ui/RadioGroup';
import { throwAsResponse } from '~/lib/cms.server';
import { publicPageHeaders } from '~/lib/http.server';
import { preselectedSize } from '~/models/product';
import { checkAddToCart, getProductBySlug } from '~/models/product.server';
import { SHOP_NAME, text } from '~/strings';
import * as styles from './product.css';

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) =>
  loaded
    ? [
        { title: `${loaded.product.name} | ${SHOP_NAME}` },
        { name: 'description', content: loaded.product.description.slice(0, 155) },
      ]
    : [{ title: `${text.notFoundTitle} | ${SHOP_NAME}` }];

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ params, request }: LoaderFunctionArgs) {
  const product = await getProductBySlug(params.slug ?? '').catch(throwAsResponse);
  const imageParam = Number(new URL(request.url).searchParams.get('image'));
  const imageIndex = Number.isInteger(imageParam) && imageParam >= 1 ? imageParam - 1 : 0;
  return data({ product, imageIndex }, { headers: publicPageHeaders(request) });
}

export async function action({ params, request }: ActionFunctionArgs) {
  const form = await request.formData();
  const result = await checkAddToCart(params.slug ?? '', form.get('size')).catch(throwAsResponse);
  return data(result, { status: result.ok ? 200 : 400 });
}

export default function ProductPage() {
  const { product, imageIndex } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const inStock = product.countInStock > 0;

  return (
    <article className={styles.layout}>
      <Carousel images={product.image} alt={product.name} initialIndex={imageIndex} />
      <div className={styles.details}>
        <p className={styles.eyebrow}>
          {product.brand} · {product.category}
        </p>
        <h1>{product.name}</h1>
        <Price amount={product.price} className={styles.price} />
        <p className={inStock ? styles.inStock : styles.unavailable}>{inStock ? text.inStock : text.unavailable}</p>
        <p className={styles.description}>{product.description}</p>
        <Form method="post" className={styles.form} preventScrollReset>
          <RadioGroup
            label={text.size}
            name="size"
            defaultValue={preselectedSize(product)}
            options={product.sizes.map(({ size, countInStock }) => ({
              value: size,
              label: size,
              isDisabled: countInStock === 0,
            }))}
          />
          {result && !result.ok ? <Alert>{result.message}</Alert> : null}
          {result?.ok ? <Alert tone="success">{result.message}</Alert> : null}
          <Button type="submit" isDisabled={!inStock || navigation.state === 'submitting'}>
            {text.addToCart}
          </Button>
        </Form>
      </div>
    </article>
  );
}
