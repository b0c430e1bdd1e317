import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
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

export const AppRouter = () => (
  <BrowserRouter>
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
  </BrowserRouter>
);
