/**
 * The type of a constructor parameter injected with `forwardRef`, for the two services that need each
 * other (blogs and comments). Written as `Circular<CommentsService>` instead of `CommentsService`, the
 * emitted decorator metadata does not read the other class while the two files are still loading.
 */
export type Circular<T> = T;
