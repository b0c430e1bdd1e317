import { lazy } from 'react';
import { BrowserRouter, matchPath, Route, Routes } from 'react-router-dom';
import { i18next } from '@/i18n/setup';
import { preloadPaymentSettings } from '@/features/payment-flow/api/get-payment-settings';
import { preloadAllPrices } from '@/features/pricing/api/get-all-prices';
import Home from '@/routes/public/home';
import { lazyPage } from './lazy-page';
import { NotFound } from './not-found';
import { PublicFrame } from './public-frame/public-frame';

/*
 * Every page but the landing page is its own chunk, loaded when first visited; the admin frame
 * and pages load only under /admin, so a visitor never downloads them. The declarative router keeps the home page's
 * initial JavaScript small (the data router would add about 16 KB gzip nobody here uses).
 */
const Pricing = lazyPage(() => import('@/routes/public/pricing'), ['pricing'], preloadAllPrices);
const Payment = lazyPage(
  () => import('@/routes/public/payment'),
  ['payment'],
  preloadPaymentSettings,
);
const Track = lazyPage(() => import('@/routes/public/track'), ['tracking']);

const AdminRoot = lazy(() => import('@/app/admin-frame/admin-root'));
const Login = lazy(() => import('@/routes/admin/login'));
const Dashboard = lazy(() => import('@/routes/admin/dashboard'));
const Transactions = lazy(() => import('@/routes/admin/transactions'));
const CardPayments = lazy(() => import('@/routes/admin/card-payments'));
const Users = lazy(() => import('@/routes/admin/users'));
const Settings = lazy(() => import('@/routes/admin/settings'));
const Audit = lazy(() => import('@/routes/admin/audit'));

/** The app's pages, under whichever router the browser or the server gives them. */
export const AppRoutes = () => (
  <Routes>
    <Route element={<PublicFrame />}>
      <Route index element={<Home />} />
      <Route path="pricing" element={<Pricing />} />
      <Route path="payment/:type" element={<Payment />} />
      <Route path="track" element={<Track />} />
      <Route path="track/:paymentId" element={<Track />} />
      <Route path="*" element={<NotFound />} />
    </Route>
    <Route path="admin" element={<AdminRoot />}>
      <Route index element={<Login />} />
      <Route path="dashboard" element={<Dashboard />} />
      <Route path="transactions" element={<Transactions />} />
      <Route path="card-payments" element={<CardPayments />} />
      <Route path="users" element={<Users />} />
      <Route path="settings" element={<Settings />} />
      <Route path="audit" element={<Audit />} />
    </Route>
  </Routes>
);

export const AppRouter = () => (
  <BrowserRouter>
    <AppRoutes />
  </BrowserRouter>
);

/** The public pages the server renders, by their route, and what each needs before hydrating. */
export const renderedPages = {
  '/': () => i18next.loadNamespaces(['home']),
  '/pricing': Pricing.load,
  '/track': Track.load,
  '/track/:paymentId': Track.load,
  '/payment/:type': Payment.load,
  // Any other public address: the not-found page, in the app's shared texts.
  '*': () => Promise.resolve(),
} satisfies Record<string, () => Promise<unknown>>;

export type RenderedRoute = keyof typeof renderedPages;

/** The route of the server-rendered page at an address, with its parameters; null for others. */
export const renderedRouteAt = (pathname: string) => {
  // The staff's screens are drawn in the browser alone, behind their sign-in.
  if (matchPath({ path: '/admin', end: false }, pathname)) return null;
  for (const route of Object.keys(renderedPages) as RenderedRoute[]) {
    const match = matchPath(route, pathname);
    if (match) return { route, params: match.params };
  }
  return null;
};

/**
 * Loads the code and texts of the page the server rendered at this address, so hydration finds
 * the same page at once rather than waiting on it.
 */
export const loadRenderedPage = async (pathname: string): Promise<void> => {
  const rendered = renderedRouteAt(pathname);
  if (rendered) await renderedPages[rendered.route]();
};
