import type { Context } from 'koa';
import { errors } from '@strapi/utils';
import { englishOf, errorJson, type CodedError, type MessageJson } from '@pointe/config';

/**
 * Ends a request with the contract's refusal shape: a 4xx status and `{ message, code, params }`
 * (the English words written from the code's entry in config's English table). A schema refusal in
 * zod's own words (a check without a code of ours) goes as `{ message }`.
 */
export function refuse(ctx: Context, status: 400 | 401 | 403 | 404 | 409 | 410 | 429, error: CodedError | { message: string }): void {
  ctx.status = status;
  ctx.body = ('message' in error ? { message: error.message } : errorJson(error)) satisfies MessageJson;
}

/**
 * A refusal raised inside Strapi's own pipeline (document lifecycles, the upload plugin), where only
 * Strapi's errors set the status: its English words as the message, the code and values in the
 * details, which the api-errors middleware sends as `code` and `params`.
 */
export function shopValidationError(error: CodedError): InstanceType<typeof errors.ValidationError> {
  return new errors.ValidationError(englishOf(error), { ...error });
}

export function shopPayloadTooLargeError(error: CodedError): InstanceType<typeof errors.PayloadTooLargeError> {
  return new errors.PayloadTooLargeError(englishOf(error), { ...error });
}
