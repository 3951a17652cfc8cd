/** The order module's face: order records, their stock, views and confirmation e-mail, and their errors. */
export {
  findOrderByNo,
  insertOrder,
  insertOrderLines,
  linesOf,
  liveOrderOf,
  markOrderCancelled,
  markOrderFailed,
  markOrderPlaced,
  markPaymentUnknown,
  readOrder,
  recentOrderOf,
  unsettledOrders,
  type KnownLines,
  type OrderDeps,
  type OrderLineRow,
  type OrderRow,
} from './service.js';
export type { OrderTotals } from './schema.js';
export { recordOrderReservations, releaseOrderStock, type StockChange } from './reservations.js';
export { catalogueEntries, orderView, variationOf } from './view.js';
export {
  CheckoutIncompleteError,
  OrderNotCompletedError,
  OrderStateError,
  PaymentDeclinedError,
  PaymentNotConfirmedError,
  TotalChangedError,
} from './errors.js';
export { Order, PlaceOrderRequest, type OrderDto, type OrderProductItemDto } from './contract.js';
export type { CustomerOrderResultDto, CustomerOrderSummaryDto } from './history-http.js';
