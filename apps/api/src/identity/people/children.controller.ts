import { Body, Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ACCOUNT_ROUTES,
  type CreateChildForResponse,
  type CreateChildResponse,
  type GetConsentRequestResponse,
  type GiveConsentResponse,
} from '@trailside/domain/account/account.contract';
import { ACCOUNT_SUCCESS } from '@trailside/domain/account/account.messages';
import { type ConsentInput, consentSchema, type CreateChild, createChildSchema } from '@trailside/domain/account/account.schema';
import { CHILDREN_AUDIT } from './children.audit';
import { CurrentUser } from '../../common/access/current-user.decorator';
import { Endpoint } from '../../common/endpoint/endpoint.decorator';
import type { SignedInAccount } from '../sign-in/account-cache.service';
import { ChildrenService, childView } from './children.service';
import { UsersService } from './users.service';

/** Children's accounts: a parent's own, a parent's consent to a child's sign-up, and staff's for a parent. */
@ApiTags('account')
@Controller()
export class ChildrenController {
  constructor(
    private readonly children: ChildrenService,
    private readonly users: UsersService,
  ) {}

  @Endpoint({
    method: 'POST', path: ACCOUNT_ROUTES.createChild, access: 'signed-in', body: createChildSchema,
    summary: "Make my child's account",
    description: 'A parent account only (403 otherwise). Body { email, password, fname, lname }: the child signs in with these; others see only the first name. Linked to the parent at once. Response: { child }.',
  })
  async createChild(@CurrentUser() actor: SignedInAccount, @Body() input: CreateChild): Promise<CreateChildResponse> {
    const child = await this.children.create(actor.id, input);
    return { child: childView(child, this.users.view(child).imageUrl) };
  }

  @Endpoint({
    method: 'GET', path: ACCOUNT_ROUTES.getConsentRequest, access: 'public',
    summary: "A child's consent request", description: 'What the consent link is about: { childName (first name), parentEmail, given }. 404 for an unknown link.',
  })
  consentRequest(@Param('token') token: string): Promise<GetConsentRequestResponse> {
    return this.children.describe(token);
  }

  @Endpoint({
    method: 'POST', path: ACCOUNT_ROUTES.giveConsent, access: 'signed-in', body: consentSchema, status: 200,
    summary: "Agree to a child's account",
    description:
      'Body { token } from the mailed link; the parent must be signed in with the e-mail the link went to (403 otherwise). The child is linked to them, ' +
      'and what the child wrote so far goes to the moderation queue. Response: { success, message, child }.',
  })
  async giveConsent(@CurrentUser() actor: SignedInAccount, @Body() input: ConsentInput): Promise<GiveConsentResponse> {
    const child = await this.children.give(await this.users.find(actor.id), input);
    return { success: true, message: ACCOUNT_SUCCESS.consentGiven, child };
  }

  @Endpoint({
    method: 'POST', path: ACCOUNT_ROUTES.createChildFor, access: 'admin', audit: CHILDREN_AUDIT.create, body: createChildSchema,
    summary: "Make a child's account for a parent", description: 'Staff. The parent must be a parent account (409 otherwise). Body as POST /api/account/children. Response: { user }.',
  })
  async createChildFor(@Param('id') parentId: string, @Body() input: CreateChild): Promise<CreateChildForResponse> {
    return { user: this.users.view(await this.children.create(parentId, input)) };
  }
}
