import { lazy, useEffect, useRef, useState, type ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { RouteDecision } from './route-guard';
import type { PageId } from './route-table';

// One chunk per real screen, so the first page a visitor opens only loads its own code.
const HomePage = lazy(() => import('../features/home/pages/HomePage').then((m) => ({ default: m.HomePage })));
const AuthPage = lazy(() => import('../features/auth/pages/AuthPage').then((m) => ({ default: m.AuthPage })));
const SelectRolePage = lazy(() => import('../features/auth/pages/SelectRolePage').then((m) => ({ default: m.SelectRolePage })));
const ForgotPasswordPage = lazy(() =>
  import('../features/auth/pages/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/pages/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
const ProfilePage = lazy(() => import('../features/account/pages/ProfilePage').then((m) => ({ default: m.ProfilePage })));
const CleanerOnboardingPage = lazy(() =>
  import('../features/cleaner-onboarding/pages/CleanerOnboardingPage').then((m) => ({ default: m.CleanerOnboardingPage })),
);
const PropertiesPage = lazy(() => import('../features/properties/pages/PropertiesPage').then((m) => ({ default: m.PropertiesPage })));
const ClientOnboardingPage = lazy(() =>
  import('../features/client-onboarding/pages/ClientOnboardingPage').then((m) => ({ default: m.ClientOnboardingPage })),
);
const NotFoundPage = lazy(() => import('../features/pages/pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
const CalendarPage = lazy(() => import('../features/calendar/pages/CalendarPage').then((m) => ({ default: m.CalendarPage })));
const CleanerSearchPage = lazy(() => import('../features/cleaners-search/pages/CleanerSearchPage').then((m) => ({ default: m.CleanerSearchPage })));
const PublicCleanerProfilePage = lazy(() =>
  import('../features/cleaners-search/pages/PublicCleanerProfilePage').then((m) => ({ default: m.PublicCleanerProfilePage })),
);
const CityPage = lazy(() => import('../features/cleaners-search/pages/CityPage').then((m) => ({ default: m.CityPage })));
const RegionPage = lazy(() => import('../features/cleaners-search/pages/RegionPage').then((m) => ({ default: m.RegionPage })));
const BookPage = lazy(() => import('../features/booking/pages/BookPage').then((m) => ({ default: m.BookPage })));
const BookingsPage = lazy(() => import('../features/booking/pages/BookingsPage').then((m) => ({ default: m.BookingsPage })));
const BookingDetailPage = lazy(() => import('../features/booking-detail/pages/BookingDetailPage').then((m) => ({ default: m.BookingDetailPage })));
const BookingEmailActionPage = lazy(() =>
  import('../features/booking-detail/pages/BookingEmailActionPage').then((m) => ({ default: m.BookingEmailActionPage })),
);
const MessagesPage = lazy(() => import('../features/messaging/pages/MessagesPage').then((m) => ({ default: m.MessagesPage })));
const ConversationPage = lazy(() => import('../features/messaging/pages/ConversationPage').then((m) => ({ default: m.ConversationPage })));
const MyReviewsPage = lazy(() => import('../features/reviews/pages/MyReviewsPage').then((m) => ({ default: m.MyReviewsPage })));
const ReviewsPage = lazy(() => import('../features/reviews/pages/ReviewsPage').then((m) => ({ default: m.ReviewsPage })));
const PayoutsPage = lazy(() => import('../features/payouts/pages/PayoutsPage').then((m) => ({ default: m.PayoutsPage })));
const StripeConnectReturnPage = lazy(() =>
  import('../features/payouts/pages/StripeConnectReturnPage').then((m) => ({ default: m.StripeConnectReturnPage })),
);
const StripeConnectRefreshPage = lazy(() =>
  import('../features/payouts/pages/StripeConnectRefreshPage').then((m) => ({ default: m.StripeConnectRefreshPage })),
);
const ReferralProgramPage = lazy(() => import('../features/referrals/pages/ReferralProgramPage').then((m) => ({ default: m.ReferralProgramPage })));
const ReferralsPage = lazy(() => import('../features/referrals/pages/ReferralsPage').then((m) => ({ default: m.ReferralsPage })));
const ContactPage = lazy(() => import('../features/contact/pages/ContactPage').then((m) => ({ default: m.ContactPage })));
const NewsletterConfirmPage = lazy(() =>
  import('../features/newsletter/pages/NewsletterConfirmPage').then((m) => ({ default: m.NewsletterConfirmPage })),
);
const NewsletterUnsubscribePage = lazy(() =>
  import('../features/newsletter/pages/NewsletterUnsubscribePage').then((m) => ({ default: m.NewsletterUnsubscribePage })),
);
const LegalDocumentPage = lazy(() => import('../features/legal/pages/LegalDocumentPage').then((m) => ({ default: m.LegalDocumentPage })));
const AboutPage = lazy(() => import('../features/storefront/pages/AboutPage').then((m) => ({ default: m.AboutPage })));
const HowItWorksPage = lazy(() => import('../features/storefront/pages/HowItWorksPage').then((m) => ({ default: m.HowItWorksPage })));
const HomeownersPage = lazy(() => import('../features/storefront/pages/HomeownersPage').then((m) => ({ default: m.HomeownersPage })));
const CleanersJoinPage = lazy(() => import('../features/storefront/pages/CleanersJoinPage').then((m) => ({ default: m.CleanersJoinPage })));
const PricingPage = lazy(() => import('../features/pricing/pages/PricingPage').then((m) => ({ default: m.PricingPage })));
const ColorSchemeMockupPage = lazy(() =>
  import('../features/dev-pages/pages/ColorSchemeMockupPage').then((m) => ({ default: m.ColorSchemeMockupPage })),
);
const ThemeTestPage = lazy(() => import('../features/dev-pages/pages/ThemeTestPage').then((m) => ({ default: m.ThemeTestPage })));
const TestMessagingPage = lazy(() => import('../features/dev-pages/pages/TestMessagingPage').then((m) => ({ default: m.TestMessagingPage })));
const FaqPage = lazy(() => import('../features/content/pages/FaqPage').then((m) => ({ default: m.FaqPage })));
const ServicePage = lazy(() => import('../features/content/pages/ServicePage').then((m) => ({ default: m.ServicePage })));
const BlogPage = lazy(() => import('../features/content/pages/BlogPage').then((m) => ({ default: m.BlogPage })));
const BlogPostPage = lazy(() => import('../features/content/pages/BlogPostPage').then((m) => ({ default: m.BlogPostPage })));
const ImpactPage = lazy(() => import('../features/content/pages/ImpactPage').then((m) => ({ default: m.ImpactPage })));
const GalleryPage = lazy(() => import('../features/content/pages/GalleryPage').then((m) => ({ default: m.GalleryPage })));

/** Page id -> element: every page id of the route tables (route-table.ts) has its screen. */
export function pageElement(page: PageId): ReactElement {
  switch (page) {
    case 'home':
      return <HomePage />;
    case 'auth':
      return <AuthPage />;
    case 'select-role':
      return <SelectRolePage />;
    case 'forgot-password':
      return <ForgotPasswordPage />;
    case 'reset-password':
      return <ResetPasswordPage />;
    case 'profile':
      return <ProfilePage />;
    case 'onboarding':
      return <CleanerOnboardingPage />;
    case 'properties':
      return <PropertiesPage />;
    case 'client-onboarding':
      return <ClientOnboardingPage />;
    case 'profile-calendar':
      return <CalendarPage />;
    case 'cleaners':
      return <CleanerSearchPage />;
    case 'cleaner-profile':
      return <PublicCleanerProfilePage />;
    case 'city':
      return <CityPage />;
    case 'region':
      return <RegionPage />;
    case 'book':
      return <BookPage />;
    case 'bookings':
      return <BookingsPage />;
    case 'booking':
      return <BookingDetailPage />;
    case 'booking-action':
      return <BookingEmailActionPage />;
    case 'messages':
      return <MessagesPage />;
    case 'conversation':
      return <ConversationPage />;
    case 'profile-reviews':
      return <MyReviewsPage />;
    case 'reviews':
      return <ReviewsPage />;
    case 'profile-payouts':
      return <PayoutsPage />;
    case 'stripe-connect-return':
      return <StripeConnectReturnPage />;
    case 'stripe-connect-refresh':
      return <StripeConnectRefreshPage />;
    case 'referral-program':
      return <ReferralProgramPage />;
    case 'referrals':
      return <ReferralsPage />;
    case 'contact':
      return <ContactPage />;
    case 'newsletter-confirm':
      return <NewsletterConfirmPage />;
    case 'newsletter-unsubscribe':
      return <NewsletterUnsubscribePage />;
    case 'terms':
      return <LegalDocumentPage document="terms" />;
    case 'privacy':
      return <LegalDocumentPage document="privacy" />;
    case 'about':
      return <AboutPage />;
    case 'how-it-works':
      return <HowItWorksPage />;
    case 'homeowners':
      return <HomeownersPage />;
    case 'cleaners-join':
      return <CleanersJoinPage />;
    case 'pricing':
      return <PricingPage />;
    case 'color-scheme-mockup':
      return <ColorSchemeMockupPage />;
    case 'theme-test':
      return <ThemeTestPage />;
    case 'test-messaging':
      return <TestMessagingPage />;
    case 'faq':
      return <FaqPage />;
    case 'service-regular':
    case 'service-deep':
    case 'service-moving':
    case 'service-garage':
      // Keyed so that going from one service page to another starts a fresh page.
      return <ServicePage key={page} page={page} />;
    case 'blog':
      return <BlogPage />;
    case 'blog-post':
      return <BlogPostPage />;
    case 'impact':
      return <ImpactPage />;
    case 'gallery':
      return <GalleryPage />;
    case 'not-found':
      return <NotFoundPage />;
    default: {
      // Every page of the route tables has its screen: a new page id without one fails the type check.
      const missing: never = page;
      throw new Error(`no page for ${String(missing)}`);
    }
  }
}

export const AUTH_SUCCESS_RELOADED_KEY = 'eclat.authSuccessReloaded';

/**
 * /auth/success for a visitor: the sign-in that led here set a session cookie, so the page
 * reloads once to pick it up. If the visitor is still signed out after that reload, the auth
 * page shows instead of reloading forever.
 */
function AuthSuccessReload() {
  const started = useRef(false);
  const [showAuth, setShowAuth] = useState(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    try {
      if (window.sessionStorage.getItem(AUTH_SUCCESS_RELOADED_KEY)) {
        window.sessionStorage.removeItem(AUTH_SUCCESS_RELOADED_KEY);
        setShowAuth(true);
        return;
      }
      window.sessionStorage.setItem(AUTH_SUCCESS_RELOADED_KEY, '1');
    } catch {
      // Without storage there is no way to tell a second reload from the first: do not reload.
      setShowAuth(true);
      return;
    }
    window.location.reload();
  }, []);
  return showAuth ? <AuthPage /> : null;
}

export function AppRoutes({ decision }: { decision: RouteDecision }) {
  switch (decision.kind) {
    case 'page':
      // A single route with the table's pattern, so pages read their params with useParams().
      return (
        <Routes>
          <Route path={decision.pattern} element={pageElement(decision.page)} />
        </Routes>
      );
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'reload':
      return <AuthSuccessReload />;
    case 'leave':
      // Handled by AppShell, which leaves before drawing the page.
      return null;
  }
}
