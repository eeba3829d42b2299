import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData, useNavigation } from '@remix-run/react';
import { redirectWithSuccess } from 'remix-toast';
import { rowNumberParam } from '@pointe/config';
import { DataTable, type DataColumn } from '~/components/ui/DataTable';
import { PostButton } from '~/components/ui/PostButton';
import { commonMessages } from '~/i18n/catalogues/common';
import { outboxMessages } from '~/i18n/catalogues/outbox';
import { useFormat } from '~/i18n/format';
import { localeOfPath, localePath } from '~/i18n/locale';
import { messagesFor, useMessages } from '~/i18n/messages';
import { failActionTo, failAdminScreen } from '~/lib/errors.server';
import { requireAdmin } from '~/lib/session.server';
import { listOutbox, retryOutboxMail } from '~/models/outbox.server';
import * as styles from './admin.css';

export const meta: MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return [{ title: `${messagesFor(outboxMessages, locale).title} | ${messagesFor(commonMessages, locale).shopName}` }, { name: 'robots', content: 'noindex' }];
};

/** The emails given up after their last attempt (ADR 025), with how many wait and were sent. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { cms } = await requireAdmin({ request, context });
  return await listOutbox(cms, 'dead').catch(failAdminScreen({ request, context }));
}

/** "Send again": one plain POST per mail, so it works without JavaScript. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { cms } = await requireAdmin({ request, context });
  const back = localePath(context.locale, '/admin/outbox');
  const id = rowNumberParam((await request.formData()).get('id'));
  try {
    const { mail } = await retryOutboxMail(cms, id ?? 0);
    return await redirectWithSuccess(back, messagesFor(outboxMessages, context.locale).sendingAgain(mail.to));
  } catch (error) {
    return failActionTo(error, back, { request, context }, 'admin');
  }
}

export default function AdminOutboxPage() {
  const { mails, counts } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === 'submitting';
  const t = useMessages(outboxMessages);
  const format = useFormat();
  const columns: Array<DataColumn<(typeof mails)[number]>> = [
    { id: 'to', label: t.to, cell: (mail) => mail.to, dir: 'ltr', sortBy: (mail) => mail.to },
    { id: 'subject', label: t.subject, cell: (mail) => <bdi>{mail.subject}</bdi> },
    { id: 'written', label: t.written, cell: (mail) => format.date(mail.createdAt, true), sortBy: (mail) => mail.createdAt },
    { id: 'attempts', label: t.attempts, cell: (mail) => format.number(mail.attempts), sortBy: (mail) => mail.attempts },
    { id: 'error', label: t.lastError, cell: (mail) => mail.lastError, dir: 'ltr' },
    {
      id: 'send',
      label: t.sendAgain,
      cell: (mail) => (
        <PostButton fields={{ id: String(mail.id) }} isDisabled={busy} aria-label={`${t.sendAgain}: ${mail.to}`}>
          {t.sendAgain}
        </PostButton>
      ),
    },
  ];
  return (
    <div className={styles.page}>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <dl className={styles.panel}>
        <dt>{t.pending}</dt>
        <dd>{format.number(counts.pending)}</dd>
        <dt>{t.sent}</dt>
        <dd>{format.number(counts.sent)}</dd>
        <dt>{t.dead}</dt>
        <dd>{format.number(counts.dead)}</dd>
      </dl>

      <section aria-labelledby="outbox-dead">
        <h2 id="outbox-dead">{t.deadHeading}</h2>
        {/* The newest dead mails, all on the page: their columns sort in the browser. */}
        <DataTable label={t.deadHeading} rows={mails} rowKey={(mail) => String(mail.id)} empty={t.noDead} columns={columns} />
      </section>
    </div>
  );
}
