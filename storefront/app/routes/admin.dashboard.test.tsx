// @vitest-environment happy-dom
import { createRemixStub } from '@remix-run/testing';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withContext } from '~/load-context.testing';
import DashboardPage, { loader } from './($lang).admin.dashboard';

vi.mock(import('~/lib/session.server'), async (importOriginal) => {
  const { CmsClient } = await import('~/lib/cms.server');
  return {
    ...(await importOriginal()),
    requireAdmin: vi.fn(async () => ({ token: 'admin-token', cms: new CmsClient({ token: 'admin-token' }), user: { _id: 'a1', name: 'Admin', email: 'admin@pointe.test', isAdmin: true } })),
  };
});
vi.mock('~/models/admin.server', () => ({
  getSummary: vi.fn(async () => ({
    users: [{ numUsers: 3 }],
    orders: [{ numOrders: 12, totalSales: 5400 }],
    dailyOrders: [{ _id: '2026-11-20', orders: 2, sales: 1200 }],
    productCategories: [{ _id: 'Leotards', count: 4 }],
    cashOnDelivery: {
      statusCounts: { pending: 3, confirmed: 1, shipped: 1, delivered: 4, refused: 1, returned: 0, cancelled: 2 },
      cashCollected: 2480,
      cashPending: 620,
      refusedLast30Days: 1,
      settledLast30Days: 8,
      refusalRate: 0.125,
    },
  })),
}));

// Nothing held by couriers: the cash panel's own words are tested end to end (courier-cash.spec.ts).
vi.mock('~/models/courier.server', () => ({
  getCourierCash: vi.fn(async () => ({ couriers: [], total: 0, overdueDays: 7, overdue: [] })),
}));

afterEach(() => cleanup());

describe('the dashboard', () => {
  it('keeps the total sales card and adds cash on delivery: collected, pending, refusals, orders per status', async () => {
    const Stub = createRemixStub([{ path: '/admin/dashboard', Component: DashboardPage, loader: withContext(loader) }]);
    render(<Stub initialEntries={['/admin/dashboard']} />);
    const totals = within(await screen.findByRole('list', { name: 'Totals' }));
    expect(totals.getByText('Total Sales').nextElementSibling?.textContent).toMatch(/^EGP\s5,400\.00$/);
    const cod = within(screen.getByRole('list', { name: 'Cash on delivery' }));
    expect(cod.getByText('Cash collected').nextElementSibling?.textContent).toMatch(/^EGP\s2,480\.00$/);
    expect(cod.getByText('Cash pending').nextElementSibling?.textContent).toMatch(/^EGP\s620\.00$/);
    expect(cod.getByText('Refusal rate (30 days)').nextElementSibling?.textContent).toMatch(/^13\s?%$/);
    expect(cod.getByText('1 of 8 parcels that reached the door')).toBeTruthy();
    const chart = within(screen.getByRole('group', { name: 'Orders per status' }));
    expect(chart.getByRole('img', { name: 'Waiting for confirmation: 3 orders' })).toBeTruthy();
    expect(chart.getByRole('img', { name: 'Refused at the door: 1 order' })).toBeTruthy();
  });

  it('is in Arabic at /ar/admin/dashboard: words, prices, plurals, and a chart that runs right to left', async () => {
    const Stub = createRemixStub([{ path: '/ar/admin/dashboard', Component: DashboardPage, loader: withContext(loader) }]);
    render(<Stub initialEntries={['/ar/admin/dashboard']} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeTruthy();
    const totals = within(screen.getByRole('list', { name: 'الإجماليات' }));
    expect(totals.getByText('إجمالي المبيعات').nextElementSibling?.textContent).toBe('5,400.00\u00a0ج.م.');
    expect(totals.getByText('المستخدمون').nextElementSibling?.textContent).toBe('3');
    const cod = within(screen.getByRole('list', { name: 'الدفع عند الاستلام' }));
    expect(cod.getByText('النقدية المحصّلة').nextElementSibling?.textContent).toBe('2,480.00\u00a0ج.م.');
    expect(cod.getByText('1 من 8 شحنة وصلت إلى باب العميل')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'الطلبات والمبيعات اليومية' })).toBeTruthy();

    // Status words from the shared order catalogue; Arabic plurals (3 → few, 1 → one, 4 → few).
    const chart = within(screen.getByRole('group', { name: 'الطلبات حسب الحالة' }));
    const pending = chart.getByRole('img', { name: 'في انتظار التأكيد: 3 طلبات' });
    expect(chart.getByRole('img', { name: 'رُفض عند الاستلام: طلب واحد' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Leotards: 4 منتجات' })).toBeTruthy();
    expect(chart.getByText('انتظار')).toBeTruthy();

    // Mirrored: the first status stands right of the last one.
    const cancelled = chart.getByRole('img', { name: 'ملغي: طلبان' });
    expect(Number(pending.getAttribute('x'))).toBeGreaterThan(Number(cancelled.getAttribute('x')));
    expect(screen.getAllByText('اعرض الأرقام في جدول').length).toBe(3);
  });
});
