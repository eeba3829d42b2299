import type { Core } from '@strapi/strapi';
import type { AccountService } from '../api/account/services/account';
import type { CourierService } from '../api/courier/services/courier';
import type { SettlementService } from '../api/courier/services/settlement';
import type { CourierDocumentsService } from '../api/order/services/courier';
import type { CodRiskService } from '../api/cod-risk/services/cod-risk';
import type { InventoryService } from '../api/order/services/inventory';
import type { LifeCycleService } from '../api/order/services/life-cycle';
import type { OrderService } from '../api/order/services/order';
import type { OrderEditsService } from '../api/order/services/order-edits';
import type { OrderStatisticsService } from '../api/order/services/statistics';
import type { AdminProductService } from '../api/product/services/admin-products';
import type { ProductService } from '../api/product/services/product';
import type { PromoService } from '../api/promo/services/promo';
import type { PromoUsageService } from '../api/promo/services/promo-usage';
import type { SizeChartService } from '../api/size-chart/services/size-chart';
import type { MeasurementsService } from '../api/measurements/services/measurements';
import type { SavedItemService } from '../api/saved-item/services/saved-item';
import type { StockAlertService } from '../api/stock-alert/services/stock-alert';
import type { ShippingService } from '../api/shipping/services/shipping';
import type { OutboxService } from '../api/outbox/services/outbox';
import type { StoreCreditService } from '../api/store-credit/services/store-credit';
import type { ReturnRequestService } from '../api/return-request/services/return-request';
import type { SearchSynonymService } from '../api/search-synonym/services/search-synonym';
import type { PaymentService } from '../api/payment/services/payment';

/**
 * The shop's own services by uid (Strapi names them api::<api>.<file in services/>). Add a service
 * here when you add its file; getService then gives it its own type everywhere.
 */
interface Services {
  'api::account.account': AccountService;
  'api::order.order': OrderService;
  'api::order.inventory': InventoryService;
  'api::order.life-cycle': LifeCycleService;
  'api::order.order-edits': OrderEditsService;
  'api::order.statistics': OrderStatisticsService;
  'api::order.courier': CourierDocumentsService;
  'api::product.product': ProductService;
  'api::product.admin-products': AdminProductService;
  'api::promo.promo': PromoService;
  'api::promo.promo-usage': PromoUsageService;
  'api::search-synonym.search-synonym': SearchSynonymService;
  'api::size-chart.size-chart': SizeChartService;
  'api::measurements.measurements': MeasurementsService;
  'api::saved-item.saved-item': SavedItemService;
  'api::stock-alert.stock-alert': StockAlertService;
  'api::shipping.shipping': ShippingService;
  'api::courier.courier': CourierService;
  'api::courier.settlement': SettlementService;
  'api::cod-risk.cod-risk': CodRiskService;
  'api::outbox.outbox': OutboxService;
  'api::store-credit.store-credit': StoreCreditService;
  'api::return-request.return-request': ReturnRequestService;
  'api::payment.payment': PaymentService;
}

/** A service of ours, typed: the one place Strapi's untyped `strapi.service()` is narrowed. */
export function getService<Uid extends keyof Services>(strapi: Core.Strapi, uid: Uid): Services[Uid] {
  return strapi.service(uid) as Services[Uid];
}
