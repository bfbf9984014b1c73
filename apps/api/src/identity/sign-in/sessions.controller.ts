import { Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ACCOUNT_ROUTES, type EndOtherSessionsResponse, type EndSessionResponse, type GetSessionsResponse } from '@trailside/domain/account/account.contract';
import { ACCOUNT_SUCCESS } from '@trailside/domain/account/account.messages';
import { CurrentUser } from '../../common/access/current-user.decorator';
import { Endpoint } from '../../common/endpoint/endpoint.decorator';
import type { SignedInAccount } from './account-cache.service';
import { SessionsService } from './sessions.service';

/** Where I am signed in (My account): each sign-in, and ending one or all the others. */
@ApiTags('account')
@Controller()
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Endpoint({
    method: 'GET', path: ACCOUNT_ROUTES.getSessions, access: 'signed-in',
    summary: 'Where I am signed in', description: 'Every sign-in of the account, last used first: { sessions: [{ id, device, createdAt, lastUsedAt, current }] }.',
  })
  async listSessions(@CurrentUser() actor: SignedInAccount): Promise<GetSessionsResponse> {
    return { sessions: await this.sessions.list(actor.id, actor.sessionId) };
  }

  @Endpoint({
    method: 'DELETE', path: ACCOUNT_ROUTES.endSession, access: 'signed-in',
    summary: 'End one of my sign-ins', description: 'Its token stops working on its next request. Another account\'s sign-in is 404. Response: { success, message }.',
  })
  async endSession(@CurrentUser() actor: SignedInAccount, @Param('id') id: string): Promise<EndSessionResponse> {
    await this.sessions.end(actor.id, id);
    return { success: true, message: ACCOUNT_SUCCESS.sessionEnded };
  }

  @Endpoint({
    method: 'POST', path: ACCOUNT_ROUTES.endOtherSessions, access: 'signed-in', status: 200,
    summary: 'Sign out everywhere else', description: 'Ends every sign-in of the account but this one. Response: { success, message, ended }.',
  })
  async endOthers(@CurrentUser() actor: SignedInAccount): Promise<EndOtherSessionsResponse> {
    return { success: true, message: ACCOUNT_SUCCESS.othersEnded, ended: await this.sessions.endOthers(actor.id, actor.sessionId) };
  }
}
