import { useMemo } from 'react';
import {
  createBrowserRouter,
  matchPath,
  redirect,
  type LoaderFunction,
  type RouteObject,
} from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isLanguage, type Language } from '@portico/contract';
import { activateLanguage, loadMessageGroups } from '../lib/i18n.ts';
import type { FeatureMessageGroup } from '../lib/message-groups.ts';
import { createGuard, type Guard } from './guards/guard-loader.ts';
import { accountProfileLoader } from './routes/account-profile-loader.ts';
import { alertLoader } from './routes/alert-loader.ts';
import { alertHandoverLoader } from './routes/alert-handover-loader.ts';
import { articleLoader } from './routes/article-loader.ts';
import { claimLoader, claimSelectLoader } from './routes/claim-loader.ts';
import { authenticationPageLoader } from './routes/authentication-page-loader.ts';
import { chatbotLoader, helpCategoryLoader, helpLoader } from './routes/help-loader.ts';
import { homeLoader } from './routes/home-loader.ts';
import { journeysLoader, paymentNoticeLoader, travelsLoader } from './routes/journeys-loader.ts';
import { paymentLoader } from './routes/payment-loader.ts';
import { paymentProcessingLoader } from './routes/payment-processing-loader.ts';
import { inProgressLoader } from './routes/in-progress-loader.ts';
import { prepaymentLoader } from './routes/prepayment-loader.ts';
import { paymentResultLoader } from './routes/payment-result-loader.ts';
import { LanguageRoute, languageLoader } from './routes/language.tsx';
import { PageFrame, type FrameTitleKey } from './routes/page-frame.tsx';
import { redirectToPreferredLanguage } from './routes/root-redirect.ts';
import { notFound } from './routes/not-found.ts';
import { RouteError } from './routes/route-error.tsx';

/**
 * Where the routes run. The browser: every loader. The server (first paint): the same tree, but
 * the pages built from the visitor's stored state render their frame (PageFrame) and leave their
 * loader to the browser, which runs it while hydrating; the language is already active.
 */
export interface RoutesSide {
  kind: 'browser' | 'server';
  activateLanguage: (language: Language) => Promise<void>;
  /**
   * Browser: resolves once the server's HTML is hydrated. The stored-state pages' loaders wait for
   * it, so the first render shows the same frame the server sent (a loader that answered at once
   * would render the page itself and mismatch); resolved from the start without server HTML.
   */
  hydrated?: Promise<void>;
  /** Browser: loads a page's groups of texts before it renders (the server has every text). */
  loadMessageGroups?: (language: Language, groups: readonly FeatureMessageGroup[]) => Promise<void>;
}

export const browserSide: RoutesSide = { kind: 'browser', activateLanguage, loadMessageGroups };

/** The module each page's code lives in: the server preloads its chunks from the build manifest. */
export interface PageHandle {
  module: string;
  /** Built from the visitor's stored state: the server paints only its frame. */
  browserState?: true;
  /** The groups of texts the page uses beyond the core (src/lib/message-groups.ts). */
  messages?: readonly FeatureMessageGroup[];
}

type Loader = LoaderFunction;
type LazyComponent = () => Promise<{ Component: RouteObject['Component'] }>;

interface PageRoute {
  id: string;
  path?: string;
  index?: true;
  module: string;
  /** The groups of texts it uses beyond the core: loaded before it renders, preloaded with it. */
  messages?: readonly FeatureMessageGroup[];
  loader?: Loader;
  lazy: LazyComponent;
  /** Built from the visitor's stored state: rendered by the browser only. */
  browserState?: true;
  /** The page's title when it does not depend on that state: shown in its frame. */
  frameTitle?: FrameTitleKey;
}

/** A page's loader, in the browser, runs only when the guards let the visitor stay. */
function guarded(pageLoader: Loader, guard: Guard): Loader {
  return async (args, context) =>
    (await guard.redirects(args)) ? null : pageLoader(args, context);
}

/** A page's loader that first loads the page's groups of texts (in the browser). */
function withMessages(page: PageRoute, side: RoutesSide): Loader | undefined {
  const { messages, loader } = page;
  const load = side.loadMessageGroups;
  if (!messages) return loader;
  return async (args, context) => {
    const { lang } = args.params;
    if (load && isLanguage(lang)) await load(lang, messages);
    return loader ? loader(args, context) : null;
  };
}

function pageRoute(page: PageRoute, side: RoutesSide, guard: Guard): RouteObject {
  const common = {
    id: page.id,
    handle: {
      module: page.module,
      ...(page.browserState ? { browserState: true as const } : {}),
      ...(page.messages ? { messages: page.messages } : {}),
    } satisfies PageHandle,
    ...(page.index ? { index: true as const } : { path: page.path }),
  };
  const titleKey = page.frameTitle;
  const Frame = titleKey ? () => <PageFrame titleKey={titleKey} /> : PageFrame;
  if (page.browserState && side.kind === 'server') return { ...common, Component: Frame };
  const loader = withMessages(page, side);
  const pageLoader = loader && side.kind === 'browser' ? guarded(loader, guard) : loader;
  if (page.browserState && pageLoader) {
    // Not run on the server: run while hydrating, the frame showing meanwhile.
    const loader: Loader = async (args, context) => {
      await side.hydrated;
      return pageLoader(args, context);
    };
    loader.hydrate = true;
    return { ...common, loader, HydrateFallback: Frame, lazy: page.lazy };
  }
  return { ...common, ...(pageLoader ? { loader: pageLoader } : {}), lazy: page.lazy };
}

/**
 * Every page lives under /:lang/ (spec 000 route table). "/" and unsupported languages go to the
 * preferred language; unknown paths under a language go to its home, except /:lang/:articleId.
 */
export function createRoutes(queryClient: QueryClient, side: RoutesSide = browserSide) {
  const pages: PageRoute[] = [
    {
      id: 'home',
      index: true,
      module: 'src/app/routes/home.tsx',
      loader: homeLoader(queryClient),
      lazy: async () => ({ Component: (await import('./routes/home.tsx')).HomeRoute }),
    },
    {
      id: 'journeys',
      path: 'journeys',
      frameTitle: 'journeys.title',
      module: 'src/app/routes/journeys.tsx',
      messages: ['journeys', 'lookupExpired'],
      loader: journeysLoader,
      browserState: true,
      lazy: async () => ({ Component: (await import('./routes/journeys.tsx')).JourneysRoute }),
    },
    {
      id: 'travels',
      path: 'travels',
      module: 'src/app/routes/travels.tsx',
      messages: ['journeys', 'lookupExpired', 'vehicle'],
      loader: travelsLoader(queryClient),
      browserState: true,
      lazy: async () => ({ Component: (await import('./routes/travels.tsx')).TravelsListRoute }),
    },
    {
      id: 'paymentNotice',
      path: 'paymentNotice',
      module: 'src/app/routes/travels.tsx',
      messages: ['journeys', 'lookupExpired', 'vehicle'],
      loader: paymentNoticeLoader(queryClient),
      browserState: true,
      lazy: async () => ({
        Component: (await import('./routes/travels.tsx')).PaymentNoticeRoute,
      }),
    },
    {
      id: 'formPayment',
      path: 'form/payment',
      module: 'src/app/routes/form-payment.tsx',
      messages: ['lookup', 'forms'],
      lazy: async () => ({
        Component: (await import('./routes/form-payment.tsx')).FormPaymentRoute,
      }),
    },
    {
      id: 'formPrepayment',
      path: 'form/prepayment',
      module: 'src/app/routes/form-prepayment.tsx',
      messages: ['lookup', 'forms', 'prepayment'],
      lazy: async () => ({
        Component: (await import('./routes/form-prepayment.tsx')).FormPrepaymentRoute,
      }),
    },
    {
      id: 'formClaim',
      path: 'form/claim',
      module: 'src/app/routes/form-claim.tsx',
      messages: ['lookup', 'forms', 'claims'],
      lazy: async () => ({
        Component: (await import('./routes/form-claim.tsx')).FormClaimRoute,
      }),
    },
    {
      id: 'claimSelect',
      path: 'claim/select',
      frameTitle: 'claims.select.title',
      module: 'src/app/routes/claim-select.tsx',
      messages: ['journeys', 'claims', 'forms'],
      loader: claimSelectLoader,
      browserState: true,
      lazy: async () => ({
        Component: (await import('./routes/claim-select.tsx')).ClaimSelectRoute,
      }),
    },
    {
      id: 'claim',
      path: 'claim',
      frameTitle: 'claims.claim.title',
      module: 'src/app/routes/claim.tsx',
      messages: ['claims', 'forms'],
      loader: claimLoader(queryClient),
      browserState: true,
      lazy: async () => ({ Component: (await import('./routes/claim.tsx')).ClaimRoute }),
    },
    {
      id: 'prepayment',
      path: 'prepayment',
      module: 'src/app/routes/prepayment.tsx',
      messages: ['prepayment', 'vehicle'],
      loader: prepaymentLoader(queryClient),
      browserState: true,
      lazy: async () => ({ Component: (await import('./routes/prepayment.tsx')).PrepaymentRoute }),
    },
    {
      id: 'inprogress',
      path: 'inprogress',
      module: 'src/app/routes/in-progress.tsx',
      messages: ['prepayment', 'vehicle'],
      loader: inProgressLoader(queryClient),
      browserState: true,
      lazy: async () => ({ Component: (await import('./routes/in-progress.tsx')).InProgressRoute }),
    },
    {
      id: 'payment',
      path: 'payment',
      frameTitle: 'payment.title',
      module: 'src/app/routes/payment.tsx',
      messages: ['payment', 'forms', 'lookupExpired'],
      loader: paymentLoader(queryClient),
      browserState: true,
      lazy: async () => ({ Component: (await import('./routes/payment.tsx')).PaymentRoute }),
    },
    {
      id: 'paymentProcessing',
      path: 'payment/processing',
      module: 'src/app/routes/payment-processing.tsx',
      messages: ['paymentResult'],
      loader: paymentProcessingLoader,
      browserState: true,
      lazy: async () => ({
        Component: (await import('./routes/payment-processing.tsx')).PaymentProcessingRoute,
      }),
    },
    {
      id: 'paymentResult',
      path: 'payment/:result',
      module: 'src/app/routes/payment-result.tsx',
      messages: ['paymentResult', 'forms'],
      loader: paymentResultLoader(queryClient),
      browserState: true,
      lazy: async () => ({
        Component: (await import('./routes/payment-result.tsx')).PaymentResultRoute,
      }),
    },
    {
      id: 'alert',
      path: 'alert',
      module: 'src/app/routes/alert.tsx',
      messages: ['alerts', 'forms'],
      loader: alertLoader(queryClient),
      lazy: async () => ({ Component: (await import('./routes/alert.tsx')).AlertRoute }),
    },
    {
      id: 'alertConfirm',
      path: 'alert/confirm',
      module: 'src/app/routes/alert-confirm.tsx',
      messages: ['alerts', 'forms'],
      lazy: async () => ({
        Component: (await import('./routes/alert-confirm.tsx')).AlertConfirmRoute,
      }),
    },
    {
      id: 'alertHandover',
      path: 'alert/handover',
      module: 'src/app/routes/alert-handover.tsx',
      messages: ['alerts', 'forms'],
      loader: alertHandoverLoader,
      lazy: async () => ({
        Component: (await import('./routes/alert-handover.tsx')).AlertHandoverRoute,
      }),
    },
    {
      id: 'unsubscribe',
      path: 'unsubscribe',
      module: 'src/app/routes/unsubscribe.tsx',
      messages: ['alerts', 'forms'],
      lazy: async () => ({
        Component: (await import('./routes/unsubscribe.tsx')).UnsubscribeRoute,
      }),
    },
    {
      id: 'accountLogin',
      path: 'account/login',
      module: 'src/app/routes/account-login.tsx',
      messages: ['account', 'forms'],
      loader: authenticationPageLoader(queryClient),
      lazy: async () => ({
        Component: (await import('./routes/account-login.tsx')).AccountLoginRoute,
      }),
    },
    {
      id: 'accountRegister',
      path: 'account/register',
      module: 'src/app/routes/account-register.tsx',
      messages: ['account', 'forms'],
      loader: authenticationPageLoader(queryClient),
      lazy: async () => ({
        Component: (await import('./routes/account-register.tsx')).AccountRegisterRoute,
      }),
    },
    {
      id: 'accountActivate',
      path: 'account/activate',
      module: 'src/app/routes/account-activate.tsx',
      messages: ['account', 'forms'],
      lazy: async () => ({
        Component: (await import('./routes/account-activate.tsx')).AccountActivateRoute,
      }),
    },
    {
      id: 'accountChangePassword',
      path: 'account/changePassword',
      module: 'src/app/routes/account-change-password.tsx',
      messages: ['account', 'forms'],
      lazy: async () => ({
        Component: (await import('./routes/account-change-password.tsx'))
          .AccountChangePasswordRoute,
      }),
    },
    {
      id: 'accountProfile',
      path: 'account/profile',
      frameTitle: 'account.profile.title',
      module: 'src/app/routes/account-profile.tsx',
      messages: ['account', 'accountArea', 'alerts', 'forms', 'passkeys'],
      loader: accountProfileLoader(queryClient),
      browserState: true,
      lazy: async () => ({
        Component: (await import('./routes/account-profile.tsx')).AccountProfileRoute,
      }),
    },
    // The renters' area (issue 25): its own chunks, loaded only by renters.
    {
      id: 'rentersLogin',
      path: 'renters/login',
      module: 'src/app/routes/renters-login.tsx',
      messages: ['account', 'forms'],
      loader: authenticationPageLoader(queryClient, 'renter'),
      lazy: async () => ({
        Component: (await import('./routes/renters-login.tsx')).RentersLoginRoute,
      }),
    },
    {
      id: 'rentersActivate',
      path: 'renters/activate',
      module: 'src/app/routes/renters-activate.tsx',
      messages: ['account', 'forms'],
      lazy: async () => ({
        Component: (await import('./routes/renters-activate.tsx')).RentersActivateRoute,
      }),
    },
    {
      id: 'rentersChangePassword',
      path: 'renters/changePassword',
      module: 'src/app/routes/renters-change-password.tsx',
      messages: ['account', 'forms'],
      lazy: async () => ({
        Component: (await import('./routes/renters-change-password.tsx'))
          .RentersChangePasswordRoute,
      }),
    },
    {
      id: 'rentersProfile',
      path: 'renters/profile',
      frameTitle: 'renters.nav.profile',
      module: 'src/app/routes/renters-profile.tsx',
      messages: ['renters', 'forms', 'passkeys'],
      browserState: true,
      lazy: async () => ({
        Component: (await import('./routes/renters-profile.tsx')).RentersProfileRoute,
      }),
    },
    {
      id: 'rentersVehicles',
      path: 'renters/vehicles',
      frameTitle: 'renters.nav.vehicles',
      module: 'src/app/routes/renters-vehicles.tsx',
      messages: ['renters', 'forms'],
      browserState: true,
      lazy: async () => ({
        Component: (await import('./routes/renters-vehicles.tsx')).RentersVehiclesRoute,
      }),
    },
    {
      id: 'rentersTravels',
      path: 'renters/travels',
      frameTitle: 'renters.nav.travels',
      module: 'src/app/routes/renters-trips.tsx',
      messages: ['renters', 'forms'],
      browserState: true,
      lazy: async () => ({
        Component: (await import('./routes/renters-trips.tsx')).RentersTravelsRoute,
      }),
    },
    {
      id: 'rentersPaymentNotice',
      path: 'renters/paymentNotice',
      frameTitle: 'renters.nav.paymentNotice',
      module: 'src/app/routes/renters-trips.tsx',
      messages: ['renters', 'forms'],
      browserState: true,
      lazy: async () => ({
        Component: (await import('./routes/renters-trips.tsx')).RentersPaymentNoticeRoute,
      }),
    },
    {
      id: 'help',
      path: 'help',
      module: 'src/app/routes/help.tsx',
      messages: ['help'],
      loader: helpLoader(queryClient),
      lazy: async () => ({ Component: (await import('./routes/help.tsx')).HelpRoute }),
    },
    {
      id: 'helpCategory',
      path: 'help/:categoryId',
      module: 'src/app/routes/help-category.tsx',
      messages: ['help'],
      loader: helpCategoryLoader(queryClient),
      lazy: async () => ({
        Component: (await import('./routes/help-category.tsx')).HelpCategoryRoute,
      }),
    },
    {
      id: 'contactChatbot',
      path: 'contact/chatbot',
      module: 'src/app/routes/contact-chatbot.tsx',
      messages: ['help', 'forms'],
      loader: chatbotLoader(queryClient),
      lazy: async () => ({
        Component: (await import('./routes/contact-chatbot.tsx')).ContactChatbotRoute,
      }),
    },
    {
      id: 'article',
      path: ':articleId',
      module: 'src/app/routes/article.tsx',
      loader: articleLoader(queryClient),
      lazy: async () => ({ Component: (await import('./routes/article.tsx')).ArticleRoute }),
    },
  ];

  const isKnownPage = (page: string) =>
    pages.some(({ index, path }) =>
      matchPath({ path: index ? '' : (path ?? ''), end: true }, `/${page}`),
    );
  const guard = createGuard(queryClient, side, isKnownPage);

  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      HydrateFallback: () => null,
      children: [
        {
          id: 'preferredLanguage',
          index: true,
          loader: redirectToPreferredLanguage,
          Component: Redirecting,
        },
        {
          id: 'language',
          path: ':lang',
          loader: languageLoader(queryClient, side.activateLanguage),
          Component: LanguageRoute,
          children: [
            {
              id: 'pages',
              // Spec 000 "Guard redirects", in the browser: on every navigation and revalidation.
              loader: guard.loader,
              shouldRevalidate: () => true,
              ErrorBoundary: RouteError,
              children: [
                ...pages.map((page) => pageRoute(page, side, guard)),
                {
                  id: 'unknownPage',
                  path: '*',
                  // Issue 26 item 16: an address the portal does not have is a 404 page.
                  loader: ({ params }) => (isLanguage(params.lang) ? notFound() : redirect('/')),
                  Component: Redirecting,
                },
              ],
            },
          ],
        },
      ],
    },
  ];
  return routes;
}

/** Routes that only redirect from their loader render nothing. */
function Redirecting() {
  return null;
}

export function AppRouter() {
  const queryClient = useQueryClient();
  const router = useMemo(() => createBrowserRouter(createRoutes(queryClient)), [queryClient]);
  return <RouterProvider router={router} />;
}
