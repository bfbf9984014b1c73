import { textLimitOf } from '@trailside/domain/validation/text-limit';
import { errorMessageOf } from '@trailside/domain/api/errors';
import { MessageStatus } from '@trailside/domain/messages/message';
import { SHORT_URL_MESSAGES } from '@trailside/domain/short-urls/short-url.messages';
import { createShortUrlSchema } from '@trailside/domain/short-urls/short-url.schema';
import type { ShortUrl } from '@trailside/domain/short-urls/short-url.types';
import { Button } from '@trailside/ui/button/button';
import { FormActions } from '@trailside/ui/form-field/form-actions';
import { TextField } from '@trailside/ui/form-field/text-field';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import { useMessage } from '@trailside/ui/message-banner/message-provider';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { type FormEvent, useState } from 'react';
import { useCreateShortUrl } from '@trailside/ui/short-urls/api/create-short-url';
import { useShortUrls } from '@trailside/ui/short-urls/api/get-short-urls';
import './url-shortener.css';

/** The admin page's URL shortener (spec sections 2, 5 and 8): make a short link, see every link and its clicks. */
export function UrlShortener() {
  const { formRef, check, errorFor } = useFormValidation();
  const creation = useCreateShortUrl();
  const links = useShortUrls();
  const { showMessage } = useMessage();
  const [made, setMade] = useState<ShortUrl | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (creation.isPending) return;
    const url = String(new FormData(event.currentTarget).get('url') ?? '');
    // Spec section 5: an empty input is answered with an alert.
    if (!url.trim()) {
      window.alert(SHORT_URL_MESSAGES.emptyInput);
      return;
    }
    const payload = check(createShortUrlSchema, { url });
    if (!payload) return;
    creation.mutate(payload, { onSuccess: (link) => setMade(link) });
  };

  // Spec section 8: asking again is the one fetch whose outcome is announced either way.
  const refresh = async () => {
    const result = await links.refetch();
    if (result.isError) showMessage(MessageStatus.ERROR, errorMessageOf(result.error));
    else showMessage(MessageStatus.SUCCESS, SHORT_URL_MESSAGES.fetched);
  };

  return (
    <section className="url-shortener" aria-labelledby="url-shortener-title">
      <h2 id="url-shortener-title">URL Shortener</h2>
      <p>Turn a long web address into a short link for a newsletter, a flyer or a text to parents. Each visit is counted.</p>
      <form ref={formRef} className="url-shortener__form" onSubmit={submit} noValidate>
        <TextField label="Web address to shorten" name="url" type="url" inputMode="url" placeholder="https://" required limit={textLimitOf(createShortUrlSchema.shape.url)} error={errorFor('url')} />
        <FormActions submitLabel="Shorten" busy={creation.isPending} busyLabel="Making the short link" />
      </form>
      {made && (
        <p className="url-shortener__result" aria-live="polite">
          Short link for {made.origUrl}:{' '}
          <a href={made.shortUrl} target="_blank" rel="noreferrer">
            {made.shortUrl}
          </a>
        </p>
      )}

      <div className="url-shortener__list-head">
        <h3>All short links</h3>
        <Button variant="secondary" onClick={refresh} disabled={links.isFetching}>
          Refresh list
        </Button>
      </div>
      {links.isPending && <Spinner label="Loading the short links" />}
      {links.isError && <p role="alert">{errorMessageOf(links.error)}</p>}
      {links.data && links.data.length === 0 && <p>{SHORT_URL_MESSAGES.none}</p>}
      {links.data && links.data.length > 0 && (
        <div className="url-shortener__table-wrap" role="region" aria-label="Short links" tabIndex={0}>
          <table className="url-shortener__table">
            <thead>
              <tr>
                <th scope="col">Short link</th>
                <th scope="col">Leads to</th>
                <th scope="col">Clicks</th>
              </tr>
            </thead>
            <tbody>
              {links.data.map((link) => (
                <tr key={link.code}>
                  <td>
                    <a href={link.shortUrl} target="_blank" rel="noreferrer">
                      {link.shortUrl}
                    </a>
                  </td>
                  <td className="url-shortener__orig">{link.origUrl}</td>
                  <td>{link.clicks}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
