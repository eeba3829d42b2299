// @vitest-environment happy-dom
import { createRemixStub } from '@remix-run/testing';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withContext } from '~/load-context.testing';
import { retryOutboxMail } from '~/models/outbox.server';
import OutboxPage, { action, loader } from './($lang).admin.outbox';

vi.mock(import('~/lib/session.server'), async (importOriginal) => {
  const { CmsClient } = await import('~/lib/cms.server');
  return {
    ...(await importOriginal()),
    requireAdmin: vi.fn(async () => ({ token: 'admin-token', cms: new CmsClient({ token: 'admin-token' }), user: { _id: 'a1', name: 'Admin', email: 'admin@pointe.test', isAdmin: true } })),
  };
});
const deadMail = {
  id: 42,
  to: 'mona@example.com',
  subject: 'Order 10042 confirmed',
  status: 'dead' as const,
  attempts: 8,
  nextAttemptAt: null,
  lastError: 'connect ECONNREFUSED 127.0.0.1:587',
  createdAt: '2026-11-24T10:00:00.000Z',
  sentAt: null,
};
vi.mock('~/models/outbox.server', () => ({
  listOutbox: vi.fn(async () => ({ mails: [deadMail], counts: { pending: 3, sent: 120, dead: 1 } })),
  retryOutboxMail: vi.fn(async () => ({ mail: { ...deadMail, status: 'pending', attempts: 0, nextAttemptAt: '2026-11-25T10:00:00.000Z' } })),
}));

afterEach(() => cleanup());

describe('the outbox page', () => {
  it('lists the emails given up, with how many wait and were sent, each with a plain form to send it again', async () => {
    const Stub = createRemixStub([{ path: '/admin/outbox', Component: OutboxPage, loader: withContext(loader) }]);
    render(<Stub initialEntries={['/admin/outbox']} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Emails' })).toBeTruthy();
    expect(screen.getByText('Waiting to be sent').nextElementSibling?.textContent).toBe('3');
    expect(screen.getByText('Sent in the last 7 days').nextElementSibling?.textContent).toBe('120');
    const table = within(screen.getByRole('grid', { name: 'Emails given up' }));
    // react-aria's Table fills its rows in a render after the first: wait for them, as a reader would.
    const row = await table.findByRole('row', { name: /mona@example\.com/ });
    expect(within(row).getByText('Order 10042 confirmed')).toBeTruthy();
    expect(within(row).getByText('8')).toBeTruthy();
    expect(within(row).getByText('connect ECONNREFUSED 127.0.0.1:587')).toBeTruthy();
    const button = within(row).getByRole('button', { name: 'Send again: mona@example.com' });
    const form = button.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.querySelector<HTMLInputElement>('input[name="id"]')?.value).toBe('42');
  });

  it('is in Arabic at /ar/admin/outbox', async () => {
    const Stub = createRemixStub([{ path: '/ar/admin/outbox', Component: OutboxPage, loader: withContext(loader) }]);
    render(<Stub initialEntries={['/ar/admin/outbox']} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'رسائل البريد' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'رسائل توقفنا عن إرسالها' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'أعد الإرسال: mona@example.com' })).toBeTruthy();
  });

  it('sends the posted mail again and goes back to the page', async () => {
    const body = new URLSearchParams({ id: '42' });
    const request = new Request('http://shop.test/admin/outbox', { method: 'POST', body });
    const answer = await withContext(action)({ request, params: {}, context: {} } as never);
    expect(retryOutboxMail).toHaveBeenCalledWith(expect.anything(), 42);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get('location')).toBe('/admin/outbox');
  });
});
