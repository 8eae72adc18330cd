import { Fragment, useEffect, useRef, useState, type ReactElement } from 'react';
import { LegacyAccountRedirect } from '../features/account/pages/LegacyAccountRedirect';
import { Navigate, Route, Routes } from 'react-router-dom';
import { CurrentPageContext } from '../seo/page-head-context';
import { lazyPage, type LazyPage } from './lazy-page';
import type { RouteDecision } from './route-guard';
import type { PageId } from './route-table';

// One chunk per real screen, so the first page a visitor opens only loads its own code.
const HomePage = lazyPage(() => import('../features/home/pages/HomePage').then((m) => m.HomePage));
const AuthPage = lazyPage(() => import('../features/auth/pages/AuthPage').then((m) => m.AuthPage));
const SelectRolePage = lazyPage(() => import('../features/auth/pages/SelectRolePage').then((m) => m.SelectRolePage));
const ForgotPasswordPage = lazyPage(() => import('../features/auth/pages/ForgotPasswordPage').then((m) => m.ForgotPasswordPage));
const ResetPasswordPage = lazyPage(() => import('../features/auth/pages/ResetPasswordPage').then((m) => m.ResetPasswordPage));
const ProfilePage = lazyPage(() => import('../features/account/pages/ProfilePage').then((m) => m.ProfilePage));
const PublicProfilePreviewPage = lazyPage(() => import('../features/cleaners-search/pages/PublicProfilePreviewPage').then((m) => m.PublicProfilePreviewPage));
const CleanerOnboardingPage = lazyPage(() => import('../features/cleaner-onboarding/pages/CleanerOnboardingPage').then((m) => m.CleanerOnboardingPage));
const PropertiesPage = lazyPage(() => import('../features/properties/pages/PropertiesPage').then((m) => m.PropertiesPage));
const ClientOnboardingPage = lazyPage(() => import('../features/client-onboarding/pages/ClientOnboardingPage').then((m) => m.ClientOnboardingPage));
const NotFoundPage = lazyPage(() => import('../features/pages/pages/NotFoundPage').then((m) => m.NotFoundPage));
const CalendarPage = lazyPage(() => import('../features/calendar/pages/CalendarPage').then((m) => m.CalendarPage));
const CleanerSearchPage = lazyPage(() => import('../features/cleaners-search/pages/CleanerSearchPage').then((m) => m.CleanerSearchPage));
const PublicCleanerProfilePage = lazyPage(() => import('../features/cleaners-search/pages/PublicCleanerProfilePage').then((m) => m.PublicCleanerProfilePage));
const CityPage = lazyPage(() => import('../features/cleaners-search/pages/CityPage').then((m) => m.CityPage));
const RegionPage = lazyPage(() => import('../features/cleaners-search/pages/RegionPage').then((m) => m.RegionPage));
const BookPage = lazyPage(() => import('../features/booking/pages/BookPage').then((m) => m.BookPage));
const BookingsPage = lazyPage(() => import('../features/booking/pages/BookingsPage').then((m) => m.BookingsPage));
const BookingDetailPage = lazyPage(() => import('../features/booking-detail/pages/BookingDetailPage').then((m) => m.BookingDetailPage));
const BookingEmailActionPage = lazyPage(() => import('../features/booking-detail/pages/BookingEmailActionPage').then((m) => m.BookingEmailActionPage));
const MessagesPage = lazyPage(() => import('../features/messaging/pages/MessagesPage').then((m) => m.MessagesPage));
const ConversationPage = lazyPage(() => import('../features/messaging/pages/ConversationPage').then((m) => m.ConversationPage));
const MyReviewsPage = lazyPage(() => import('../features/reviews/pages/MyReviewsPage').then((m) => m.MyReviewsPage));
const ReviewsPage = lazyPage(() => import('../features/reviews/pages/ReviewsPage').then((m) => m.ReviewsPage));
const PayoutsPage = lazyPage(() => import('../features/payouts/pages/PayoutsPage').then((m) => m.PayoutsPage));
const StripeConnectReturnPage = lazyPage(() => import('../features/payouts/pages/StripeConnectReturnPage').then((m) => m.StripeConnectReturnPage));
const StripeConnectRefreshPage = lazyPage(() => import('../features/payouts/pages/StripeConnectRefreshPage').then((m) => m.StripeConnectRefreshPage));
const ReferralProgramPage = lazyPage(() => import('../features/referrals/pages/ReferralProgramPage').then((m) => m.ReferralProgramPage));
const ReferralsPage = lazyPage(() => import('../features/referrals/pages/ReferralsPage').then((m) => m.ReferralsPage));
const ContactPage = lazyPage(() => import('../features/contact/pages/ContactPage').then((m) => m.ContactPage));
const NewsletterConfirmPage = lazyPage(() => import('../features/newsletter/pages/NewsletterConfirmPage').then((m) => m.NewsletterConfirmPage));
const NewsletterUnsubscribePage = lazyPage(() => import('../features/newsletter/pages/NewsletterUnsubscribePage').then((m) => m.NewsletterUnsubscribePage));
const LegalDocumentPage = lazyPage(() => import('../features/legal/pages/LegalDocumentPage').then((m) => m.LegalDocumentPage));
const AboutPage = lazyPage(() => import('../features/storefront/pages/AboutPage').then((m) => m.AboutPage));
const HowItWorksPage = lazyPage(() => import('../features/storefront/pages/HowItWorksPage').then((m) => m.HowItWorksPage));
const HomeownersPage = lazyPage(() => import('../features/storefront/pages/HomeownersPage').then((m) => m.HomeownersPage));
const CleanersJoinPage = lazyPage(() => import('../features/storefront/pages/CleanersJoinPage').then((m) => m.CleanersJoinPage));
const PricingPage = lazyPage(() => import('../features/pricing/pages/PricingPage').then((m) => m.PricingPage));
const ColorSchemeMockupPage = lazyPage(() => import('../features/dev-pages/pages/ColorSchemeMockupPage').then((m) => m.ColorSchemeMockupPage));
const ThemeTestPage = lazyPage(() => import('../features/dev-pages/pages/ThemeTestPage').then((m) => m.ThemeTestPage));
const TestMessagingPage = lazyPage(() => import('../features/dev-pages/pages/TestMessagingPage').then((m) => m.TestMessagingPage));
const FaqPage = lazyPage(() => import('../features/content/pages/FaqPage').then((m) => m.FaqPage));
const ServicePage = lazyPage(() => import('../features/content/pages/ServicePage').then((m) => m.ServicePage));
const BlogPage = lazyPage(() => import('../features/content/pages/BlogPage').then((m) => m.BlogPage));
const BlogPostPage = lazyPage(() => import('../features/content/pages/BlogPostPage').then((m) => m.BlogPostPage));
const ImpactPage = lazyPage(() => import('../features/content/pages/ImpactPage').then((m) => m.ImpactPage));
const GalleryPage = lazyPage(() => import('../features/content/pages/GalleryPage').then((m) => m.GalleryPage));

type PageScreen = { preload(): Promise<void>; render(): ReactElement };

function screen<P extends object>(Page: LazyPage<P>, props: NoInfer<P>): PageScreen {
  return { preload: Page.preload, render: () => <Page {...props} /> };
}

/** Every page id of the route tables (route-table.ts) has its screen: a new id without one fails the type check. */
const PAGES: Record<PageId, PageScreen> = {
  home: screen(HomePage, {}),
  auth: screen(AuthPage, {}),
  'select-role': screen(SelectRolePage, {}),
  'forgot-password': screen(ForgotPasswordPage, {}),
  'reset-password': screen(ResetPasswordPage, {}),
  // Not lazy: the former address moves on at once (a lazy load would move it under an opened menu).
  profile: { preload: () => Promise.resolve(), render: () => <LegacyAccountRedirect /> },
  account: screen(ProfilePage, {}),
  'account-preview': screen(PublicProfilePreviewPage, {}),
  onboarding: screen(CleanerOnboardingPage, {}),
  properties: screen(PropertiesPage, {}),
  'client-onboarding': screen(ClientOnboardingPage, {}),
  'profile-calendar': screen(CalendarPage, {}),
  cleaners: screen(CleanerSearchPage, {}),
  'cleaner-profile': screen(PublicCleanerProfilePage, {}),
  city: screen(CityPage, {}),
  region: screen(RegionPage, {}),
  book: screen(BookPage, {}),
  bookings: screen(BookingsPage, {}),
  booking: screen(BookingDetailPage, {}),
  'booking-action': screen(BookingEmailActionPage, {}),
  messages: screen(MessagesPage, {}),
  conversation: screen(ConversationPage, {}),
  'profile-reviews': screen(MyReviewsPage, {}),
  reviews: screen(ReviewsPage, {}),
  'profile-payouts': screen(PayoutsPage, {}),
  'stripe-connect-return': screen(StripeConnectReturnPage, {}),
  'stripe-connect-refresh': screen(StripeConnectRefreshPage, {}),
  'referral-program': screen(ReferralProgramPage, {}),
  referrals: screen(ReferralsPage, {}),
  contact: screen(ContactPage, {}),
  'newsletter-confirm': screen(NewsletterConfirmPage, {}),
  'newsletter-unsubscribe': screen(NewsletterUnsubscribePage, {}),
  terms: screen(LegalDocumentPage, { document: 'terms' }),
  privacy: screen(LegalDocumentPage, { document: 'privacy' }),
  about: screen(AboutPage, {}),
  'how-it-works': screen(HowItWorksPage, {}),
  homeowners: screen(HomeownersPage, {}),
  'cleaners-join': screen(CleanersJoinPage, {}),
  pricing: screen(PricingPage, {}),
  'color-scheme-mockup': screen(ColorSchemeMockupPage, {}),
  'theme-test': screen(ThemeTestPage, {}),
  'test-messaging': screen(TestMessagingPage, {}),
  faq: screen(FaqPage, {}),
  'service-regular': screen(ServicePage, { page: 'service-regular' }),
  'service-deep': screen(ServicePage, { page: 'service-deep' }),
  'service-moving': screen(ServicePage, { page: 'service-moving' }),
  'service-garage': screen(ServicePage, { page: 'service-garage' }),
  blog: screen(BlogPage, {}),
  'blog-post': screen(BlogPostPage, {}),
  impact: screen(ImpactPage, {}),
  gallery: screen(GalleryPage, {}),
  'not-found': screen(NotFoundPage, {}),
};

/** Page id -> element, keyed by the id so that going from one service page to another starts a fresh page. */
export function pageElement(page: PageId): ReactElement {
  return <Fragment key={page}>{PAGES[page].render()}</Fragment>;
}

/** Loads a page's code before it is drawn (a server-rendered page must not flash the loading screen). */
export function preloadPage(page: PageId): Promise<void> {
  return PAGES[page].preload();
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
        <CurrentPageContext value={decision.page}>
          <Routes>
            <Route path={decision.pattern} element={pageElement(decision.page)} />
          </Routes>
        </CurrentPageContext>
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
