import { AGREEMENT_MESSAGES, AGREEMENT_PAGE } from '@trailside/domain/admissions/agreement.messages';
import type { PageHandle } from '@trailside/domain/site/site-pages';
import { errorMessageOf } from '@trailside/domain/api/errors';
import { agreementToSignQueryOptions, useAgreementToSign } from '@trailside/ui/admissions/api/get-agreement-to-sign';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { PageHead } from '../../components/page-head';
import { AgreementSigning } from '../../features/admissions/agreement/agreement-signing';
import { quietly, siteOf } from '../site-context';

export const handle: PageHandle = { title: AGREEMENT_PAGE.title, clientOnly: true, needs: 'a link' };

/** The agreement the link opens, in the cache before the page draws; only in the browser, so the link's token never reaches the server's renderer. */
export async function loader(args: LoaderFunctionArgs) {
  const { queryClient, api, onServer } = siteOf(args);
  const token = new URL(args.request.url).searchParams.get('token')?.trim();
  if (!onServer && token) await quietly(queryClient.ensureQueryData(agreementToSignQueryOptions(api, token)));
  return null;
}

/** The page each guardian's agreement mail links to. */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const agreement = useAgreementToSign(token);

  let body;
  if (!token || agreement.isError) body = <p role="alert">{agreement.isError ? errorMessageOf(agreement.error) : AGREEMENT_MESSAGES.token}</p>;
  else if (!agreement.data) body = <Spinner label="Loading the agreement" />;
  else body = <AgreementSigning token={token} agreement={agreement.data} />;

  return (
    <div className="page container">
      <PageHead description="Read and sign your family's enrolment agreement with Trailside Montessori K-8." noIndex />
      <div className="card">
        <h2>{AGREEMENT_PAGE.heading}</h2>
        {body}
      </div>
    </div>
  );
}
