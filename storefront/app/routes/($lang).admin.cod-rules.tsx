import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { redirectWithError, redirectWithSuccess } from 'remix-toast';
import { codLiftForm, codRulesBody, firstIssue, refusalJson, type Locale } from '@pointe/config';
import { Button } from '~/components/ui/Button';
import { DataTable, type DataColumn } from '~/components/ui/DataTable';
import { PostButton } from '~/components/ui/PostButton';
import { TextField } from '~/components/ui/TextField';
import { ActionToast } from '~/components/ui/ActionToast';
import { codRiskMessages } from '~/i18n/catalogues/cod-risk';
import { commonMessages } from '~/i18n/catalogues/common';
import { errorTextFor } from '~/i18n/errors';
import { useFormat } from '~/i18n/format';
import { localeOfPath, localePath, unlocalisedPath } from '~/i18n/locale';
import { messagesFor, useMessages } from '~/i18n/messages';
import { failAction, failActionTo, failAdminScreen, invalidForm } from '~/lib/errors.server';
import { useFieldErrors } from '~/lib/forms';
import { shopFieldErrors } from '~/lib/forms.server';
import { requireAdmin } from '~/lib/session.server';
import { getCodRules, saveCodRules, setCodLift } from '~/models/cod-risk.server';
import * as styles from './admin.css';

export const meta: MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return [{ title: `${messagesFor(codRiskMessages, locale).title} | ${messagesFor(commonMessages, locale).shopName}` }, { name: 'robots', content: 'noindex' }];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { cms } = await requireAdmin({ request, context });
  return { rules: await getCodRules(cms).catch(failAdminScreen({ request, context })) };
}

/** The rules' fields, in the form's order: each labelled and explained by the catalogue's words of its name. */
const RULE_FIELDS = [
  { name: 'maxCodTotal', inputMode: 'decimal', isRequired: false },
  { name: 'refusalsToBlock', inputMode: 'numeric', isRequired: true },
  { name: 'maxPendingOrders', inputMode: 'numeric', isRequired: false },
  { name: 'maxUnitsPerLine', inputMode: 'numeric', isRequired: false },
  { name: 'codFee', inputMode: 'decimal', isRequired: false },
] as const;

/** Back to this page or the admin orders list that posted (never elsewhere: the field comes from the form). */
function safeBack(back: FormDataEntryValue | null, locale: Locale): string {
  const path = unlocalisedPath(typeof back === 'string' ? back : '');
  return localePath(locale, path.startsWith('/admin/orders') ? path : '/admin/cod-rules');
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { cms } = await requireAdmin({ request, context });
  const { locale } = context;
  const t = messagesFor(codRiskMessages, locale);
  const form = await request.formData();
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string' && !(key in fields)) fields[key] = value;
  if (fields.intent === 'rules') {
    const parsed = codRulesBody.safeParse(fields);
    if (!parsed.success) return invalidForm(fields, shopFieldErrors(parsed.error));
    try {
      await saveCodRules(cms, parsed.data);
    } catch (error) {
      return failAction(error, fields, { request, context, session: 'admin' });
    }
    return redirectWithSuccess(localePath(locale, '/admin/cod-rules'), t.rulesSaved);
  }
  if (fields.intent === 'lift') {
    const back = safeBack(form.get('back'), locale);
    const parsed = codLiftForm.safeParse(fields);
    if (!parsed.success) return redirectWithError(back, errorTextFor(locale, refusalJson(firstIssue(parsed.error))));
    try {
      const number = await setCodLift(cms, parsed.data.mobile, parsed.data.lifted);
      return await redirectWithSuccess(back, number.lifted ? t.lifted(number.mobileNumber) : t.putBackDone(number.mobileNumber));
    } catch (error) {
      return failActionTo(error, back, { request, context }, 'admin');
    }
  }
  throw new Response('Unknown action', { status: 400 });
}

export default function AdminCodRulesPage() {
  const { rules } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errors = useFieldErrors(result?.errors);
  const values: Record<string, string> = result?.values ?? {};
  const busy = useNavigation().state === 'submitting';
  const t = useMessages(codRiskMessages);
  const format = useFormat();
  const columns: Array<DataColumn<(typeof rules.lifts)[number]>> = [
    { id: 'mobile', label: t.mobileNumber, cell: (lift) => lift.mobileNumber, dir: 'ltr', sortBy: (lift) => lift.mobileNumber },
    { id: 'refused', label: t.refusedAtLift, cell: (lift) => format.number(lift.refusedAtLift), sortBy: (lift) => lift.refusedAtLift },
    { id: 'lifted', label: t.liftedOn, cell: (lift) => format.date(lift.liftedAt), sortBy: (lift) => lift.liftedAt },
    {
      id: 'putBack',
      label: t.putBack,
      cell: (lift) => (
        <PostButton fields={{ intent: 'lift', mobile: lift.mobileNumber }} name="lifted" value="false" aria-label={`${t.putBack}: ${lift.mobileNumber}`}>
          {t.putBack}
        </PostButton>
      ),
    },
  ];
  return (
    <div className={styles.page}>
      <h1>{t.heading}</h1>
      <p>{t.intro}</p>
      <Form method="post" className={styles.formGrid} noValidate>
        <input type="hidden" name="intent" value="rules" />
        {RULE_FIELDS.map(({ name, inputMode, isRequired }) => (
          <TextField
            key={name}
            label={t[name]}
            name={name}
            inputMode={inputMode}
            defaultValue={values[name] ?? (rules[name] === null ? '' : String(rules[name]))}
            description={t[`${name}Hint`]}
            errorMessage={errors[name]}
            isRequired={isRequired}
          />
        ))}
        <Button type="submit" isDisabled={busy}>
          {t.saveRules}
        </Button>
      </Form>

      <section aria-labelledby="cod-lift" className={styles.panel}>
        <h2 id="cod-lift">{t.liftHeading}</h2>
        <p>{t.liftIntro}</p>
        <Form method="post" className={styles.formGrid} noValidate>
          <input type="hidden" name="intent" value="lift" />
          <TextField label={t.mobileNumber} name="mobile" type="tel" maxLength={40} isRequired />
          <div className={styles.rowActions}>
            <Button type="submit" name="lifted" value="true">
              {t.lift}
            </Button>
            <Button type="submit" name="lifted" value="false" variant="secondary">
              {t.putBack}
            </Button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="cod-lifts">
        <h2 id="cod-lifts">{t.liftsHeading}</h2>
        {/* Every lift is on the page: its columns sort in the browser, newest first from the server. */}
        <DataTable label={t.liftsHeading} rows={rules.lifts} rowKey={(lift) => lift.mobileNumber} empty={t.noLifts} columns={columns} />
      </section>
      <ActionToast toast={result?.toast} />
    </div>
  );
}
