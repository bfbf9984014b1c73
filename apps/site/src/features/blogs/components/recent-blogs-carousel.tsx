import { CAROUSEL_LAYOUTS } from '@trailside/domain/layout/carousel-layout';
import { Carousel } from '@trailside/ui/carousel/carousel';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { useRecentBlogs } from '@trailside/ui/blogs/api/get-recent-blogs';
import { RecentBlogCard } from './recent-blog-card';

/** How many recent posts the home page's carousel offers. */
export const HOME_RECENT_BLOGS = 6;

/** The home page's recent blogs carousel (spec section 2): titles cut to 20 characters, text to 77, Read More. */
export function RecentBlogsCarousel() {
  const recent = useRecentBlogs(HOME_RECENT_BLOGS);
  if (recent.isPending) return <Spinner label="Loading the latest posts" />;
  if (!recent.data?.length) return null;
  return (
    <Carousel label="Recent blog posts" slideName="post" layout={CAROUSEL_LAYOUTS.recentBlogs}>
      {recent.data.map((blog) => (
        <RecentBlogCard key={blog.id} blog={blog} />
      ))}
    </Carousel>
  );
}
