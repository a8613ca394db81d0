import { STOREFRONT_ROUTES, type StorefrontPage, shopCategoryOf } from '@skins/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  type ActionFunction,
  createBrowserRouter,
  type LoaderFunction,
  type RouteObject,
  redirect,
} from 'react-router';
import { categoriesQueryOptions } from '#features/catalog/api/get-categories.ts';
import { newPipelineId } from '#features/checkout/pipeline-id.ts';
import { prefetchWhenUnlocked } from '#features/gate/gate-flag.ts';
import { SplashOverlay } from '#features/layout/components/loading-overlay.tsx';
import { paths } from '#lib/paths.ts';
import { createHomeLoader, HomePage } from './routes/home.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { RootLayout } from './routes/root-layout.tsx';
import { RouteError } from './routes/route-error.tsx';

/**
 * What a lazy route module exports: the page as `Component`; when it prefetches data, a
 * `createLoader` that receives the app's query client; when the server answers its form with the
 * page (a refusal, rendered with what was typed), the `action` that reads the form.
 */
interface PageModule {
  Component: ComponentType;
  createLoader?: (queryClient: QueryClient) => LoaderFunction;
  action?: ActionFunction;
}

function lazyPage(
  queryClient: QueryClient,
  importPage: () => Promise<PageModule>,
): RouteObject['lazy'] {
  return async () => {
    const page = await importPage();
    return {
      Component: page.Component,
      ...(page.createLoader ? { loader: page.createLoader(queryClient) } : {}),
      ...(page.action ? { action: page.action } : {}),
    };
  };
}

type PageRoute = Omit<RouteObject, 'path' | 'index' | 'id' | 'children'>;

/**
 * A path that only sends the shopper on. It still has a (blank) page: a leaf route without one
 * makes React Router warn of an "empty" page while the redirect is under way.
 */
function redirectPage(to: () => string): PageRoute {
  return { loader: () => redirect(to()), Component: RedirectingPage };
}

function RedirectingPage() {
  return null;
}

/**
 * What each storefront page mounts. Its path is the one in STOREFRONT_ROUTES (packages/shared),
 * which the link builders and the server's 404 answer use too; a page added there must be
 * mounted here (the record is complete or the build fails).
 */
function storefrontPages(queryClient: QueryClient): Record<StorefrontPage, PageRoute> {
  // Every page but home is its own chunk, so the first load carries only the home page.
  const lazy = (importPage: () => Promise<PageModule>) => lazyPage(queryClient, importPage);
  return {
    home: { element: <HomePage />, loader: createHomeLoader(queryClient) },
    // The shop's category under its slug now (decision 067); the seeded one when unknown.
    categories: {
      loader: async () => {
        await prefetchWhenUnlocked(queryClient, categoriesQueryOptions());
        const categories = queryClient.getQueryData(categoriesQueryOptions().queryKey) ?? [];
        return redirect(paths.category(shopCategoryOf(categories)?.slug ?? 'mobile-skins'));
      },
      Component: RedirectingPage,
    },
    category: { lazy: lazy(() => import('./routes/category.tsx')) },
    product: { lazy: lazy(() => import('./routes/product.tsx')) },
    search: { lazy: lazy(() => import('./routes/search.tsx')) },
    cart: { lazy: lazy(() => import('./routes/cart.tsx')) },
    cartRestore: { lazy: lazy(() => import('./routes/cart-restore.tsx')) },
    // Spec §2: each visit to /checkout gets a fresh pipeline id.
    checkout: redirectPage(() => paths.checkoutPipeline(newPipelineId())),
    checkoutPipeline: { lazy: lazy(() => import('./routes/checkout.tsx')) },
    orderConfirmation: { lazy: lazy(() => import('./routes/order-confirmation.tsx')) },
    trackOrder: { lazy: lazy(() => import('./routes/track-order.tsx')) },
    about: { lazy: lazy(() => import('./routes/about.tsx')) },
    blog: { lazy: lazy(() => import('./routes/blog.tsx')) },
    blogPost: { lazy: lazy(() => import('./routes/blog-post.tsx')) },
    contact: { lazy: lazy(() => import('./routes/contact.tsx')) },
    faq: { lazy: lazy(() => import('./routes/faq.tsx')) },
    policy: { lazy: lazy(() => import('./routes/policy.tsx')) },
    sizeGuide: { lazy: lazy(() => import('./routes/size-guide.tsx')) },
    unsubscribe: { lazy: lazy(() => import('./routes/unsubscribe.tsx')) },
    review: { lazy: lazy(() => import('./routes/review.tsx')) },
  };
}

/** The route tree (spec §2); tests mount it with `createMemoryRouter`. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const lazy = (importPage: () => Promise<PageModule>) => lazyPage(queryClient, importPage);
  const pages = storefrontPages(queryClient);
  // The route id is the page's name in the table; home stays the layout's index route.
  const storefrontRoutes = (Object.keys(STOREFRONT_ROUTES) as StorefrontPage[]).map(
    (page): RouteObject =>
      page === 'home'
        ? { id: page, index: true, ...pages[page] }
        : { id: page, path: STOREFRONT_ROUTES[page].path, ...pages[page] },
  );
  return [
    {
      element: <RootLayout />,
      // Only reached when the layout itself fails; page errors render inside the layout below.
      errorElement: <RouteError />,
      // Covers the first load of a page the browser draws itself (no server HTML: the dev server).
      hydrateFallbackElement: <SplashOverlay isVisible />,
      children: [
        {
          errorElement: <RouteError />,
          children: [...storefrontRoutes, { path: '*', element: <NotFoundPage /> }],
        },
      ],
    },
    // Sign-in and the admin: outside the storefront's layout and its password gate (the admin
    // token decides on the server), and lazy, so none of it is in the storefront's first load.
    {
      path: paths.login(),
      errorElement: <RouteError />,
      hydrateFallbackElement: <AdminFallback />,
      lazy: lazy(() => import('./routes/login.tsx')),
    },
    // The invite's and reset's link: public, outside the admin's layout (no sign-in yet).
    {
      path: 'admin/set-password/:token',
      errorElement: <RouteError />,
      hydrateFallbackElement: <AdminFallback />,
      lazy: lazy(() => import('./routes/set-password.tsx')),
    },
    {
      path: 'admin',
      errorElement: <RouteError />,
      hydrateFallbackElement: <AdminFallback />,
      lazy: lazy(() => import('./routes/admin/layout.tsx')),
      children: [
        { index: true, lazy: lazy(() => import('./routes/admin/dashboard.tsx')) },
        { path: 'products', lazy: lazy(() => import('./routes/admin/products.tsx')) },
        { path: 'products/new', lazy: lazy(() => import('./routes/admin/product-edit.tsx')) },
        {
          path: 'products/:productId',
          lazy: lazy(() => import('./routes/admin/product-edit.tsx')),
        },
        { path: 'orders', lazy: lazy(() => import('./routes/admin/orders.tsx')) },
        { path: 'orders/:orderId', lazy: lazy(() => import('./routes/admin/order-detail.tsx')) },
        {
          path: 'orders/:orderId/returns/:returnId',
          lazy: lazy(() => import('./routes/admin/return-detail.tsx')),
        },
        { path: 'returns', lazy: lazy(() => import('./routes/admin/returns.tsx')) },
        { path: 'reviews', lazy: lazy(() => import('./routes/admin/reviews.tsx')) },
        { path: 'coupons', lazy: lazy(() => import('./routes/admin/coupons.tsx')) },
        { path: 'coupons/new', lazy: lazy(() => import('./routes/admin/coupon-edit.tsx')) },
        { path: 'coupons/:couponId', lazy: lazy(() => import('./routes/admin/coupon-edit.tsx')) },
        { path: 'subscribers', lazy: lazy(() => import('./routes/admin/subscribers.tsx')) },
        {
          path: 'cart-reminders',
          lazy: lazy(() => import('./routes/admin/cart-reminders.tsx')),
        },
        { path: 'gst', lazy: lazy(() => import('./routes/admin/gst-return.tsx')) },
        { path: 'outbox', lazy: lazy(() => import('./routes/admin/outbox.tsx')) },
        { path: 'outbox/:mailId', lazy: lazy(() => import('./routes/admin/outbox-mail.tsx')) },
        { path: 'categories', lazy: lazy(() => import('./routes/admin/categories.tsx')) },
        { path: 'staff', lazy: lazy(() => import('./routes/admin/staff.tsx')) },
        { path: 'audit', lazy: lazy(() => import('./routes/admin/audit.tsx')) },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

// A plain grey page while the admin's code arrives (a moment); anything richer would be code in
// every shopper's first load.
function AdminFallback() {
  return <div className="min-h-dvh bg-neutral-100" />;
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
