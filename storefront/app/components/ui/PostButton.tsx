import { Form } from '@remix-run/react';
import { Button, type ButtonProps } from './Button';

interface PostButtonProps extends Omit<ButtonProps, 'type'> {
  /** The hidden fields posted with the button's own name and value (intent and ids). */
  fields: Record<string, string>;
}

/** A row's one action in a table: a plain POST form of hidden fields and a button, so it works without JavaScript. */
export function PostButton({ fields, variant = 'secondary', ...button }: PostButtonProps) {
  return (
    <Form method="post">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button {...button} type="submit" variant={variant} />
    </Form>
  );
}
