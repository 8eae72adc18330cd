import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { authProvider } from './auth/auth-provider';
import { LoginPage } from './auth/LoginPage';
import { dataProvider } from './data-provider';
import { withManyReference } from './users/with-many-reference';
import { i18nProvider } from './i18n/i18n-provider';
import { AdminLayout } from './layout/AdminLayout';
import { RedirectToDashboard } from './layout/RedirectToDashboard';
import { lightTheme } from './layout/theme';
import bookings from './bookings';
import feedbackReports from './feedback-reports';
import cases, { withCases } from './cases';
import contactMessages from './contact-messages';
import { earnings, payoutRuns, payouts } from './payouts';
import reviews from './reviews';
import users from './users';
import { contentResources, withContentResources } from './content';
import confidentialityIncidents, { withIncidentRegister } from './confidentiality-incidents';
import promoCodes, { withPromoCodes } from './promo-codes';
import apiKeys, { withApiKeys } from './api-keys';
import { newsletterResources, withNewsletterResources } from './newsletter';
import sellerReports, { withSellerReports } from './seller-reports';

// The storefront's content resources have a data provider of their own (content/content-api.ts).
// So has the confidentiality incident register (confidentiality-incidents/incidents-api.ts).
// So have the newsletter's subscribers and newsletters (newsletter/newsletter-api.ts).
// So has the seller report (seller-reports/seller-reports-api.ts).
const consoleDataProvider = withManyReference(withCases(withApiKeys(withSellerReports(withNewsletterResources(withPromoCodes(withIncidentRegister(withContentResources(dataProvider))))))));

const Dashboard = lazy(() => import('./dashboard/Dashboard'));
const HealthPage = lazy(() => import('./health/HealthPage'));
const MarketingPage = lazy(() => import('./marketing/MarketingPage'));
const ProfileReviewList = lazy(() => import('./profile-review/ProfileReviewList'));
const ProfileReviewShow = lazy(() => import('./profile-review/ProfileReviewShow'));
const CleanerAnalyticsPage = lazy(() => import('./analytics/CleanerAnalyticsPage'));

/**
 * The console, mounted by main.tsx on /admin/* of a browser router: basename
 * makes react-admin's links and redirects (login, lists, records) start with /admin.
 */
export function App() {
  return (
    <Admin
      basename="/admin"
      title="eclat.title"
      dataProvider={consoleDataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      layout={AdminLayout}
      theme={lightTheme}
      dashboard={Dashboard}
      catchAll={RedirectToDashboard}
      // Every page is for admins only: check the session before rendering anything.
      requireAuth
      disableTelemetry
    >
      <Resource name="users" {...users} />
      <Resource name="bookings" {...bookings} />
      <Resource name="reviews" {...reviews} />
      <Resource name="cases" {...cases} />
      <Resource name="feedback-reports" {...feedbackReports} />
      <Resource name="contact-messages" {...contactMessages} />
      {/* Law 25, s. 3.8: the register of confidentiality incidents, kept by the privacy officer. */}
      <Resource name="confidentiality-incidents" {...confidentialityIncidents} />
      {/* /admin/payouts (spec) is the payouts list; runs and earnings sit beside it. */}
      <Resource name="payouts" {...payouts} />
      <Resource name="payout-runs" {...payoutRuns} />
      <Resource name="earnings" {...earnings} />
      {/* Income Tax Act Part XX: each year's cleaners paid, their identification and quarterly figures, as a CSV for the return. */}
      <Resource name="seller-reports" {...sellerReports} />
      {/* Marketing (issue #16): promo codes, applied by the booking quote, with their usage figures. */}
      <Resource name="promo-codes" {...promoCodes} />
      {/* For integrators (issue #25): the signed-in admin's own API keys, the secret shown once. */}
      <Resource name="api-keys" {...apiKeys} />
      {/* Marketing (issue #16): newsletter subscribers (CSV export of the confirmed) and newsletters sent in both languages. */}
      {Object.entries(newsletterResources).map(([name, resource]) => (
        <Resource key={name} name={name} {...resource} />
      ))}
      {/* The storefront's content (issue #15): FAQ, service pages, blog, gallery, testimonials, impact figures. */}
      {Object.entries(contentResources).map(([name, resource]) => (
        <Resource key={name} name={name} {...resource} />
      ))}
      <CustomRoutes>
        <Route path="/health" element={<HealthPage />} />
        <Route path="/profile-review" element={<ProfileReviewList />} />
        <Route path="/profile-review/:cleanerId" element={<ProfileReviewShow />} />
        <Route path="/marketing" element={<MarketingPage />} />
        <Route path="/cleaners/:cleanerId" element={<CleanerAnalyticsPage />} />
      </CustomRoutes>
    </Admin>
  );
}
