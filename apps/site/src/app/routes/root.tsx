import { MessageBanner } from '@trailside/ui/message-banner/message-banner';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { useRef } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router-dom';
import { BreadcrumbBanner } from '../../components/layout/breadcrumb-banner';
import { ScrollArrowButton } from '../../components/layout/scroll-arrow-button';
import { SiteFooter } from '../../components/layout/site-footer';
import { SiteHeader } from '../../components/layout/site-header';
import { TopBar } from '../../components/layout/top-bar';
import { useSiteDetails } from '../../config/use-site-details';
import { RecentBlogsWidget } from '../../features/blogs/components/recent-blogs-widget';
import { useResetOnNavigate } from '../../lib/use-reset-on-navigate';
import type { RouteHandle } from '../route-handle';

/** Spec section 2: every page shows the breadcrumb banner except these. */
const PAGES_WITHOUT_BANNER = new Set(['/', '/coming-soon']);

function usePageTitle(): string | undefined {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  return handle?.title;
}

export function RootLayout() {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const title = usePageTitle();
  const { name } = useSiteDetails();
  useResetOnNavigate(main);

  const showBanner = title !== undefined && !PAGES_WITHOUT_BANNER.has(pathname);

  return (
    <>
      <title>{title && pathname !== '/' ? `${title} | ${name}` : name}</title>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <TopBar />
      <SiteHeader />
      <main id="main" ref={main} tabIndex={-1}>
        {showBanner && <BreadcrumbBanner title={title} />}
        <Outlet />
      </main>
      <SiteFooter recentBlogs={<RecentBlogsWidget title="From the blog" tone="dark" />} />
      <ScrollArrowButton />
      <MessageBanner />
      {navigation.state === 'loading' && <Spinner overlay label="Loading the page" />}
    </>
  );
}
