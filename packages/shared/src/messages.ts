// The spec's message catalogue (§5, §8), word for word. Screens and endpoints import these.

export const MESSAGES = {
  products: {
    fetchProducts: 'Failed to fetch products',
    fetchProductsByType: 'Failed to fetch products by type',
    fetchProductById: 'Failed to fetch product by ID',
    fetchProduct: 'Failed to fetch product',
    create: 'Failed to create product',
    update: 'Failed to update product',
    delete: 'Failed to delete product',
    search: 'Failed to search products',
    newArrivals: 'Failed to fetch new arrivals',
    trending: 'Failed to fetch trending products',
  },
  search: {
    suggestions: 'Failed to load suggestions',
    perform: 'Failed to perform search',
    noResults: 'No results found',
    tryMoreDetailed: 'Try a more detailed search',
    title: 'Search Products',
    viewAll: 'View all results',
  },
  newsletter: {
    invalidEmail: 'Please enter a valid email address.',
    alreadySubscribedTitle: "You're already subscribed!",
    alreadySubscribed: 'This email is already subscribed. 🎉',
    serverError: 'Subscription failed. Please try again later.',
    network: 'Network error. Please check your internet connection and try again.',
    unknown: 'An unknown error occurred. Please try again.',
  },
  gate: {
    incorrectPassword: 'Incorrect password. Please try again.',
  },
  coupon: {
    empty: 'Please enter a coupon code',
    invalidOrExpired: 'Invalid or expired coupon code',
    invalid: 'Invalid coupon code',
    validateFailed: 'Failed to validate coupon. Please try again.',
    tooManyAttempts: 'Too many attempts! Please wait 10 minutes.',
  },
  payment: {
    loadGateway: 'Failed to load payment gateway. Please check your connection and try again.',
    gatewayNotLoaded: 'Payment gateway not loaded. Please refresh and try again.',
    createOrder: 'Failed to create order. Please try again.',
    verificationFailed: 'Payment verification failed. Contact support if charged.',
    verificationError: 'Payment verification error. Contact support if charged.',
    failed: 'Payment failed. Please try again or use a different method.',
    errorDuring: 'An error occurred during payment. Please try again.',
    cancelled: 'Payment cancelled. Please try again to complete your order.',
    checkoutError: 'An error occurred during checkout. Please try again.',
    createRazorpayOrder: 'Failed to create Razorpay order. Please try again.',
    serverVerificationFailed: 'Payment verification failed. Please contact support.',
    fixShipping: 'Please fix shipping details before proceeding.',
  },
  confirmation: {
    missingId: 'Order ID is missing',
    loadFailed: 'Failed to load order details',
    notFound: 'Order not found',
  },
  shipping: {
    submitFailed: 'Failed to submit shipping details. Please try again.',
    firstNameRequired: 'First name is required',
    lastNameRequired: 'Last name is required',
    addressRequired: 'Address is required',
    cityRequired: 'City is required',
    pinRequired: 'PIN code is required',
    pinInvalid: 'Invalid PIN (6 digits required)',
    phoneRequired: 'Phone number is required',
    phoneInvalid: 'Invalid phone number (10 digits required)',
    stateRequired: 'State is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Invalid email address',
  },
  cart: {
    minQuantity: 'To remove this item, click the remove button.',
    confirmRemove: (name: string) => `Are you sure you want to remove "${name}" from the cart?`,
    removed: (name: string) => `${name} removed from cart`,
    empty: 'Your Cart is Empty',
    title: (lines: number) => `Your Cart (${lines})`,
    loadError: 'Error loading cart from localStorage:',
    saveError: 'Error saving cart to localStorage:',
    outsideProvider: 'useCart must be used within a CartProvider',
  },
  notFound: 'Oops! Page Not Found',
  unexpectedError: 'Unexpected Application Error!',
  // Not in the spec (its admin is not shown): API.md § Auth.
  auth: {
    invalidCredentials: 'Incorrect email or password.',
  },
} as const;

/**
 * The 503 `OVERLOADED` answer's message; the storefront shows it for any bare 503 too. Here, not
 * beside the error schema (errors.ts), so a browsing page's island can reach it without zod.
 */
export const OVERLOADED_MESSAGE = 'The shop is busy. Please try again in a few seconds.';
