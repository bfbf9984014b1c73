import { MessageBanner } from '@trailside/ui/message-banner/message-banner';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { useQueryClient } from '@tanstack/react-query';
import { useSiteSettings } from '@trailside/ui/settings/api/get-site-settings';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router-dom';
import { HydrationTurn } from '../../components/hydration-turn';
import { BreadcrumbBanner } from '../../components/layout/breadcrumb-banner';
import { ScrollArrowButton } from '../../components/layout/scroll-arrow-button';
import { SiteFooter } from '../../components/layout/site-footer';
import { SiteHeader } from '../../components/layout/site-header';
import { TopBar } from '../../components/layout/top-bar';
import { RecentBlogsWidget } from '../../features/blogs/components/recent-blogs-widget';
import { useResetOnNavigate } from '../../lib/use-reset-on-navigate';
import { pageMetaOf } from '../page-meta';
import type { RouteHandle } from '../route-handle';

/** Spec section 2: every page shows the breadcrumb banner except these. */
const PAGES_WITHOUT_BANNER = new Set(['/', '/coming-soon']);

function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  return matches.at(-1)?.handle as RouteHandle | undefined;
}

/** The tab's title after each navigation in the browser; the server wrote the first page's whole head. */
function useDocumentTitle(handle: RouteHandle | undefined) {
  const { pathname, search } = useLocation();
  const settings = useSiteSettings();
  const queryClient = useQueryClient();
  useEffect(() => {
    const url = new URL(`${pathname}${search}`, window.location.origin);
    document.title = pageMetaOf({ url, handle, settings, publicUrl: window.location.origin, queryClient, now: new Date() }).title;
  }, [pathname, search, handle, settings, queryClient]);
}

export function RootLayout() {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const handle = useRouteHandle();
  const title = handle?.title;
  useDocumentTitle(handle);
  useResetOnNavigate(main);

  const showBanner = title !== undefined && !PAGES_WITHOUT_BANNER.has(pathname);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <HydrationTurn>
        <TopBar />
      </HydrationTurn>
      <HydrationTurn>
        <SiteHeader />
      </HydrationTurn>
      <main id="main" ref={main} tabIndex={-1}>
        {showBanner && <BreadcrumbBanner title={title} />}
        <HydrationTurn>
          <Outlet />
        </HydrationTurn>
      </main>
      <HydrationTurn>
        <SiteFooter recentBlogs={<RecentBlogsWidget title="From the blog" tone="dark" />} />
      </HydrationTurn>
      <ScrollArrowButton />
      <MessageBanner />
      {navigation.state === 'loading' && <Spinner overlay label="Loading the page" />}
    </>
  );
}
