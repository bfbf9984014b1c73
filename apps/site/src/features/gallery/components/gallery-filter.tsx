import { GALLERY_EMPTY } from '@trailside/domain/gallery/gallery.messages';
import { GALLERY_PAGE_SIZE } from '@trailside/domain/gallery/gallery.rules';
import { clampPage, itemsOfPage, needsMoreItems, pageCountOf } from '@trailside/domain/pagination/page-window';
import { useGallery } from '@trailside/ui/gallery/api/get-gallery';
import { useGalleryGroups } from '@trailside/ui/gallery/api/get-gallery-groups';
import { useLightbox } from '@trailside/ui/lightbox/use-lightbox';
import { Pagination } from '@trailside/ui/pagination/pagination';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { GalleryTile } from './gallery-tile';
import { GALLERY_TILE_SIZES } from './image-sizes';
import './gallery.css';

/**
 * /gallery-filter (spec sections 2, 4, 9): a link per group, 8 pictures a page with the pagination control,
 * fetched 16 at a time; a page the loaded pictures do not cover fetches more.
 */
export function GalleryFilter() {
  // ?group= names a group in shared links and the sitemap: each group is a link, so a visitor (or a search engine)
  // reaches each from the page.
  const [searchParams] = useSearchParams();
  const group = searchParams.get('group');
  // Another group starts at its first page.
  const [paged, setPaged] = useState({ group, page: 1 });
  const page = paged.group === group ? paged.page : 1;
  const setPage = (next: number) => setPaged({ group, page: next });
  const groups = useGalleryGroups();
  const { pictures, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = useGallery(group);
  const { open, lightbox } = useLightbox(pictures);

  const total = group === null ? groups.data?.groups.reduce((sum, { count }) => sum + count, 0) : groups.data?.groups.find(({ label }) => label === group)?.count;
  const pageCount = pageCountOf(Math.max(total ?? 0, pictures.length), GALLERY_PAGE_SIZE);
  const current = clampPage(page, pageCount);
  const shown = itemsOfPage(pictures, current, GALLERY_PAGE_SIZE);

  // Spec section 4: the next page fetches more when the loaded pictures do not cover it.
  useEffect(() => {
    if (needsMoreItems(current, pictures.length, GALLERY_PAGE_SIZE) && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [current, pictures.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <div className="gallery-filter">
      <nav aria-label="Show pictures from">
        <ul className="gallery-choices">
          <li>
            <Link to="/gallery-filter" className="gallery-choice" aria-current={group === null ? 'page' : undefined}>
              All
            </Link>
          </li>
          {groups.data?.groups.map(({ label, count }) => (
            <li key={label}>
              <Link
                to={`/gallery-filter?group=${encodeURIComponent(label)}`}
                className="gallery-choice"
                aria-current={group === label ? 'page' : undefined}
              >
                {label} <span className="gallery-filter__count">({count})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {isPending ? (
        <Spinner label="Loading the gallery" />
      ) : !pictures.length ? (
        <p className="gallery__status">{GALLERY_EMPTY.empty}</p>
      ) : (
        <>
          <p className="visually-hidden" aria-live="polite">
            {`${group ?? 'All pictures'}, page ${current} of ${pageCount}`}
          </p>
          {shown.length ? (
            <ul className="gallery gallery--grid">
              {shown.map((picture, index) => (
                <li key={picture.id} className="gallery__item">
                  <GalleryTile
                    picture={picture}
                    onOpen={() => open(pictures.indexOf(picture))}
                    sizes={GALLERY_TILE_SIZES}
                    part={index === 0 ? 'main' : 'beside'}
                  />
                </li>
              ))}
            </ul>
          ) : isFetchingNextPage ? (
            <Spinner label="Loading more pictures" />
          ) : (
            <p className="gallery__status">{GALLERY_EMPTY.noMore}</p>
          )}
          <Pagination page={current} pageCount={pageCount} onChange={setPage} label="Gallery pages" />
        </>
      )}
      {lightbox}
    </div>
  );
}
