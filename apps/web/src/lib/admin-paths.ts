/** Every admin URL, built in one place (the admin is ours: the spec shows none of it). */
export const adminPaths = {
  dashboard: () => '/admin',
  products: () => '/admin/products',
  categories: () => '/admin/categories',
  newProduct: () => '/admin/products/new',
  product: (productId: string) => `/admin/products/${encodeURIComponent(productId)}`,
  orders: () => '/admin/orders',
  order: (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}`,
  orderReturn: (orderId: string, returnId: string) =>
    `/admin/orders/${encodeURIComponent(orderId)}/returns/${encodeURIComponent(returnId)}`,
  returns: () => '/admin/returns',
  reviews: () => '/admin/reviews',
  coupons: () => '/admin/coupons',
  newCoupon: () => '/admin/coupons/new',
  coupon: (couponId: string) => `/admin/coupons/${encodeURIComponent(couponId)}`,
  subscribers: () => '/admin/subscribers',
  cartReminders: () => '/admin/cart-reminders',
  gstReturn: (period?: string) =>
    period ? `/admin/gst?period=${encodeURIComponent(period)}` : '/admin/gst',
  outbox: () => '/admin/outbox',
  outboxMail: (mailId: string) => `/admin/outbox/${encodeURIComponent(mailId)}`,
  staff: () => '/admin/staff',
  audit: () => '/admin/audit',
  /** The invite's and reset's link (the server builds the same: staff.service.ts). */
  setPassword: (token: string) => `/admin/set-password/${encodeURIComponent(token)}`,
} as const;
