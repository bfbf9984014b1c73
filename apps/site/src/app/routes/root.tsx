import { RECENT_BLOGS_LIMIT } from '@trailside/domain/blogs/blog.rules';
import type { PageHandle } from '@trailside/domain/site/site-pages';
import { MessageBanner } from '@trailside/ui/message-banner/message-banner';
import { noticesQueryOptions } from '@trailside/ui/notices/api/get-notices';
import { siteSettingsQueryOptions } from '@trailside/ui/settings/api/get-site-settings';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches, useNavigation, type LoaderFunctionArgs } from 'react-router-dom';
import { BreadcrumbBanner } from '../../components/layout/breadcrumb-banner';
import { ScrollArrowButton } from '../../components/layout/scroll-arrow-button';
import { SiteFooter } from '../../components/layout/site-footer';
import { SiteHeader } from '../../components/layout/site-header';
import { TopBar } from '../../components/layout/top-bar';
import { recentBlogsQueryOptions } from '@trailside/ui/blogs/api/get-recent-blogs';
import { RecentBlogsWidget } from '../../features/blogs/components/recent-blogs-widget';
import { SiteNotices } from '../../features/notices/components/site-notices';
import { useResetOnNavigate } from '../../lib/use-reset-on-navigate';
import { quietly, siteOf } from '../site-context';

/** Spec section 2: every page shows the breadcrumb banner except these. */
const PAGES_WITHOUT_BANNER = new Set(['/', '/coming-soon']);

/** What every page shows around itself: the school's notices, its details (header, footer) and the footer's newest posts. */
export async function loader(args: LoaderFunctionArgs) {
  const { queryClient, api } = siteOf(args);
  await Promise.all([
    quietly(queryClient.ensureQueryData(noticesQueryOptions(api))),
    quietly(queryClient.ensureQueryData(siteSettingsQueryOptions(api))),
    quietly(queryClient.ensureQueryData(recentBlogsQueryOptions(api, RECENT_BLOGS_LIMIT))),
  ]);
  return null;
}

function usePageHandle(): PageHandle | undefined {
  const matches = useMatches();
  return matches.at(-1)?.handle as PageHandle | undefined;
}

/**
 * Says the app has taken the page over (it answers clicks and keys in every part: React hydrates a part at
 * once when it is touched). Browser tests wait for it, and the styles then draw what waited for the app: the
 * slider's later pictures and the pinned flyer, which a visitor's first screen does not need.
 */
function useMarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}

/**
 * The page around every route. Each part (the notices, the top bar, the header, the page, the footer) is a Suspense
 * boundary, so React hydrates a server-drawn page a part at a time, yielding to the browser in between,
 * and first the part a visitor touches.
 */
export function RootLayout() {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const title = usePageHandle()?.title;
  useResetOnNavigate(main);
  useMarkHydrated();

  const showBanner = title !== undefined && !PAGES_WITHOUT_BANNER.has(pathname);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Suspense>
        <SiteNotices />
      </Suspense>
      <Suspense>
        <TopBar />
      </Suspense>
      <Suspense>
        <SiteHeader />
      </Suspense>
      <main id="main" ref={main} tabIndex={-1}>
        {showBanner && <BreadcrumbBanner title={title} />}
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <Suspense>
        <SiteFooter recentBlogs={<RecentBlogsWidget title="From the blog" tone="dark" />} />
      </Suspense>
      <ScrollArrowButton />
      <MessageBanner />
      {navigation.state === 'loading' && <Spinner overlay label="Loading the page" />}
    </>
  );
}
