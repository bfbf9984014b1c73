import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ACCOUNT_ROUTES, type GetMyAccountResponse } from '@trailside/domain/account/account.contract';
import type { MyData } from '@trailside/domain/account/account.types';
import { CurrentUser } from '../../common/access/current-user.decorator';
import { Endpoint } from '../../common/endpoint/endpoint.decorator';
import type { SignedInAccount } from '../sign-in/account-cache.service';
import { MyAccountService } from './my-account.service';

/** My account: what the school keeps about the signed-in person, on the page and as a file to take away. */
@ApiTags('account')
@Controller()
export class MyAccountController {
  constructor(private readonly myAccount: MyAccountService) {}

  @Endpoint({
    method: 'GET', path: ACCOUNT_ROUTES.getMyAccount, access: 'signed-in',
    summary: 'My account', description: 'The signed-in person: { user, twoStep: { enabled, recoveryCodesLeft, required }, children, parent }.',
  })
  overview(@CurrentUser() actor: SignedInAccount): Promise<GetMyAccountResponse> {
    return this.myAccount.overview(actor);
  }

  @Endpoint({
    method: 'GET', path: ACCOUNT_ROUTES.downloadMyData, access: 'signed-in',
    headers: { 'Content-Disposition': 'attachment; filename="my-trailside-data.json"', 'Cache-Control': 'no-store' },
    summary: 'Download my data',
    description: 'One JSON file of everything the school keeps about the signed-in person: the account, sign-ins, testimonials, comments, enquiries sent from its e-mail, and children linked to it. Nothing of anyone else\'s.',
  })
  download(@CurrentUser() actor: SignedInAccount): Promise<MyData> {
    return this.myAccount.export(actor);
  }
}
