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
  // What shoppers searched for: two texts, one of which found nothing each time.
  getSearchTallies: vi.fn(async () => ({
    days: 30,
    top: [
      { text: 'leotard', searches: 41, nothingFound: 0 },
      { text: 'شنطه', searches: 7, nothingFound: 7 },
    ],
    nothingFound: [{ text: 'شنطه', searches: 7 }],
  })),
}));

// Nothing held by couriers: the cash panel's own words are tested end to end (courier-cash.spec.ts).
vi.mock('~/models/courier.server', () => ({
  getCourierCash: vi.fn(async () => ({ couriers: [], total: 0, overdueDays: 7, overdue: [] })),
}));

// Returns of the last 30 days: one product exchanged for being small, another refunded.
const reasons = (counts: Partial<Record<'too-small' | 'too-big' | 'defect' | 'changed-mind' | 'other', number>>) => ({ 'too-small': 0, 'too-big': 0, defect: 0, 'changed-mind': 0, other: 0, ...counts });
vi.mock('~/models/returns.server', () => ({
  getReturnsSummary: vi.fn(async () => ({
    days: 30,
    since: '2026-10-26T10:00:00.000Z',
    byReason: [
      { reason: 'too-small', requests: 3, refunded: 1, exchanged: 4 },
      { reason: 'too-big', requests: 0, refunded: 0, exchanged: 0 },
      { reason: 'defect', requests: 1, refunded: 2, exchanged: 0 },
      { reason: 'changed-mind', requests: 0, refunded: 0, exchanged: 0 },
      { reason: 'other', requests: 0, refunded: 0, exchanged: 0 },
    ],
    byProduct: [
      { productId: 'p1', name: 'Camisole Leotard', nameAr: 'ليوتارد كامي', slug: 'camisole-leotard', refunded: 1, exchanged: 4, reasons: reasons({ 'too-small': 5 }) },
      { productId: 'p2', name: 'Wrap Skirt', nameAr: '', slug: 'wrap-skirt', refunded: 2, exchanged: 0, reasons: reasons({ defect: 2 }) },
    ],
    byRefundMethod: [
      { method: 'cash', refunds: 2, amount: 700 },
      { method: 'bank-transfer', refunds: 0, amount: 0 },
      { method: 'instapay', refunds: 0, amount: 0 },
      { method: 'store-credit', refunds: 1, amount: 150.5 },
      { method: 'online', refunds: 1, amount: 420 },
    ],
  })),
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
    expect(screen.getAllByText('اعرض الأرقام في جدول').length).toBe(5);

    // Returns: reason names and product names in Arabic (the English name when it has none).
    const returns = within(screen.getByRole('group', { name: 'المرتجعات والاستبدالات حسب السبب، آخر 30 يومًا' }));
    expect(returns.getByRole('img', { name: 'صغير جدًا: 1 رُدّ ثمنها، 4 استُبدلت' })).toBeTruthy();
    const products = within(screen.getByRole('region', { name: 'أكثر المنتجات إرجاعًا، آخر 30 يومًا' }));
    expect(products.getByRole('link', { name: 'ليوتارد كامي' }).getAttribute('href')).toBe('/ar/product/camisole-leotard');
    expect(products.getByRole('link', { name: 'Wrap Skirt' })).toBeTruthy();
  });

  it('shows the returns of the last 30 days by reason and the products returned most, with their reasons', async () => {
    const Stub = createRemixStub([{ path: '/admin/dashboard', Component: DashboardPage, loader: withContext(loader) }]);
    render(<Stub initialEntries={['/admin/dashboard']} />);
    const chart = within(await screen.findByRole('group', { name: 'Returns and exchanges by reason, last 30 days' }));
    expect(chart.getByRole('img', { name: 'Too small: 1 refunded, 4 exchanged' })).toBeTruthy();
    expect(chart.getByRole('img', { name: 'Defect: 2 refunded, 0 exchanged' })).toBeTruthy();
    const products = within(screen.getByRole('region', { name: 'Most returned products, last 30 days' }));
    const header = products.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(header).toEqual(['Product', 'Units refunded', 'Units exchanged', 'Too small', 'Too big', 'Defect', 'Changed my mind', 'Other']);
    const rows = products.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['1', '4', '5', '0', '0', '0', '0'],
      ['2', '0', '0', '0', '2', '0', '0'],
    ]);
    expect(products.getByRole('rowheader', { name: 'Camisole Leotard' })).toBeTruthy();
  });

  it('shows the refunds of the last 30 days by method: cash, transfers, store credit and the providers (issue 40)', async () => {
    const Stub = createRemixStub([{ path: '/admin/dashboard', Component: DashboardPage, loader: withContext(loader) }]);
    render(<Stub initialEntries={['/admin/dashboard']} />);
    const chart = within(await screen.findByRole('group', { name: 'Refunds by method, last 30 days' }));
    expect(chart.getByRole('img', { name: /^Cash at pickup: 2 refunds, EGP\s700\.00$/ })).toBeTruthy();
    expect(chart.getByRole('img', { name: /^Store credit: 1 refund, EGP\s150\.50$/ })).toBeTruthy();
    const panel = within(screen.getByRole('region', { name: 'Refunds by method, last 30 days' }));
    const rows = panel.getAllByRole('row', { hidden: true }).slice(1).map((row) => within(row).getAllByRole('cell', { hidden: true }).map((cell) => cell.textContent));
    expect(rows.map(([method]) => method)).toEqual(['Cash at pickup', 'Bank transfer', 'InstaPay', 'Store credit', 'Back to the card or wallet paid with']);
    expect(rows[4]?.slice(1)).toEqual(['1', expect.stringMatching(/^EGP\s420\.00$/)]);
  });

  it('shows what shoppers searched for and what found nothing, each text opening its search', async () => {
    const Stub = createRemixStub([{ path: '/ar/admin/dashboard', Component: DashboardPage, loader: withContext(loader) }]);
    render(<Stub initialEntries={['/ar/admin/dashboard']} />);
    const top = within(await screen.findByRole('grid', { name: 'ما بحث عنه المتسوقون، آخر 30 يومًا' }));
    // react-aria's table fills its rows a render after the table itself: wait for them.
    expect((await top.findAllByRole('row')).slice(1).map((row) => row.textContent)).toEqual(['leotard410', 'شنطه77']);
    const missed = within(screen.getByRole('grid', { name: 'عمليات بحث لم تجد شيئًا، آخر 30 يومًا' }));
    expect((await missed.findByRole('link', { name: 'شنطه' })).getAttribute('href')).toBe(`/ar/search?query=${encodeURIComponent('شنطه')}`);
  });
});
