import { isServer, MutationCache, QueryCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { errorMessageOf, isApiError, isServerUnreachable, saveErrorMessageOf } from '@trailside/domain/api/errors';
import { authorizationFailedMessage } from '@trailside/domain/auth/auth.messages';
import { MessageStatus } from '@trailside/domain/messages/message';
import { useState } from 'react';
import { useAuth } from '../auth/auth-provider';
import { type ShowMessage, useMessage } from '../message-banner/message-provider';

/**
 * A banner text computed from what one mutation returned and was sent (e.g. "updated" or "deleted"
 * depending on the change). Written as a method so each hook can name its own argument types.
 */
type SuccessText = { text(data: unknown, variables: unknown): string }['text'];

/** What a query's `meta` says about its failures. */
export type QueryMessages = {
  /**
   * Spec section 8: a failed fetch shows its message in the banner. `false` when the page shows the
   * failure itself; a test of the error to keep some quiet (a 404 the page explains).
   */
  errorBanner?: boolean | ((error: Error) => boolean);
};

/** What a mutation's `meta` says: the spec's texts are shown once, here, never by each form. */
export type MutationMessages = {
  /** The success text of spec section 8, e.g. "Successfully deleted Blog". */
  successMessage?: string | SuccessText;
  /**
   * `false` when the form shows the failure beside its fields (read `error` from the mutation); `'brief'` for the
   * one failure the spec times (the contact send failure, 3 seconds), where an error otherwise stays until dismissed.
   */
  errorBanner?: boolean | 'brief';
  /**
   * Spec section 8: a create refused as unauthorised (401 or 403) signs the user out and says
   * "Authorization failed: <reason>". The admin tools, and any modal they opened, go with the session.
   */
  signOutWhenRefused?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: QueryMessages;
    mutationMeta: MutationMessages;
  }
}

interface MessageTargets {
  showMessage: ShowMessage;
  signOut: () => void;
  /**
   * The app shows whether the server answers itself (the console's connection notice), so a read that got no answer
   * needs no banner of its own: one that stayed would still say so after the server is back.
   */
  showsConnection?: boolean;
}

/**
 * The app's query client: every query and mutation reports through the caches' callbacks, so the
 * banner texts live in each request's `meta` instead of in every component that calls it.
 */
export function createQueryClient({ showMessage, signOut, showsConnection = false }: MessageTargets, defaultOptions?: DefaultOptions): QueryClient {
  const showError = (error: unknown) => showMessage(MessageStatus.ERROR, errorMessageOf(error));
  return new QueryClient({
    defaultOptions,
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (showsConnection && isServerUnreachable(error)) return;
        const banner = query.meta?.errorBanner ?? true;
        if (typeof banner === 'function' ? banner(error) : banner) showError(error);
      },
    }),
    mutationCache: new MutationCache({
      // Once the mutation has settled, after its own onSuccess (which refetches the lists it changed): a form
      // in a modal dialog closes only then, and until it does the page behind it, banner included, is inert.
      // Shown earlier, a slow refetch used up the banner's three seconds where no screen reader could read it.
      onSettled: (data, error, variables, _result, mutation) => {
        const text = mutation.meta?.successMessage;
        if (error === null && text !== undefined) showMessage(MessageStatus.SUCCESS, typeof text === 'function' ? text(data, variables) : text);
      },
      onError: (error, _variables, _result, mutation) => {
        const { signOutWhenRefused = false, errorBanner = true } = mutation.meta ?? {};
        if (signOutWhenRefused && isApiError(error, 401, 403)) {
          signOut();
          showMessage(MessageStatus.ERROR, authorizationFailedMessage(errorMessageOf(error)));
        } else if (errorBanner) {
          // A write that never reached the server says it was not saved, and that what was typed is still there.
          showMessage(MessageStatus.ERROR, saveErrorMessageOf(error), { brief: errorBanner === 'brief' });
        }
      },
    }),
  });
}

/** One query client for the app's lifetime, reporting to the message banner. Must sit inside AuthProvider and MessageProvider. */
export function useMessagingQueryClient(defaultOptions?: DefaultOptions, { showsConnection = false } = {}): QueryClient {
  const { showMessage } = useMessage();
  const { signOut } = useAuth();
  const [queryClient] = useState(() => createQueryClient({ showMessage, signOut, showsConnection }, defaultOptions));
  return queryClient;
}

/**
 * For one entity by id: a 404 is an answer, not retried, and the page explains it instead of the banner. A
 * server rendering a page never waits to retry: the browser asks again itself.
 */
export const entityQueryDefaults = {
  retry: (failures: number, error: Error) => !isServer && !isApiError(error, 404) && failures < 2,
  meta: { errorBanner: (error: Error) => !isApiError(error, 404) } satisfies QueryMessages,
};
