import { BlogGrid } from '../../features/blogs/components/blog-grid';

export function Component() {
  return <BlogGrid />;
}
