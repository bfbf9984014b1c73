import { Body, Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ACCOUNT_ROUTES,
  type AgreeToConsentRequestResponse,
  type AskAnotherParentResponse,
  type CreateChildForResponse,
  type CreateChildResponse,
  type DeclineConsentRequestResponse,
  type GetConsentRequestResponse,
  type GetConsentRequestsForMeResponse,
  type GiveConsentResponse,
} from '@trailside/domain/account/account.contract';
import { ACCOUNT_SUCCESS } from '@trailside/domain/account/account.messages';
import {
  type AskAnotherParentInput,
  askAnotherParentSchema,
  type ConsentInput,
  consentSchema,
  type CreateChild,
  createChildSchema,
} from '@trailside/domain/account/account.schema';
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
    method: 'GET', path: ACCOUNT_ROUTES.getConsentRequestsForMe, access: 'signed-in',
    summary: "Children's sign-ups waiting for my agreement",
    description:
      "The children who named the signed-in account's e-mail address as their parent's and wait for an answer, oldest first: " +
      '{ requests: [{ id, childName (first name only), askedAt }] }. Empty until that address is verified (anyone can type any address at sign-up).',
  })
  async consentRequestsForMe(@CurrentUser() actor: SignedInAccount): Promise<GetConsentRequestsForMeResponse> {
    return { requests: await this.children.waitingFor(await this.users.find(actor.id)) };
  }

  @Endpoint({
    method: 'POST', path: ACCOUNT_ROUTES.agreeToConsentRequest, access: 'signed-in', status: 200,
    summary: "Agree to a child's account from My account",
    description:
      "As the mailed link does, for a request naming the signed-in account's verified address (404 for any other, as if it did not exist; " +
      '403 for an account that is not a parent\'s). The child is linked to them, and what the child wrote so far goes to the moderation queue. ' +
      'Response: { success, message, child }.',
  })
  async agreeToConsentRequest(@CurrentUser() actor: SignedInAccount, @Param('id') id: string): Promise<AgreeToConsentRequestResponse> {
    const child = await this.children.agree(await this.users.find(actor.id), id);
    return { success: true, message: ACCOUNT_SUCCESS.consentGiven, child };
  }

  @Endpoint({
    method: 'POST', path: ACCOUNT_ROUTES.declineConsentRequest, access: 'signed-in', status: 200,
    summary: 'Say a child is not mine',
    description:
      "For a request naming the signed-in account's verified address (404 for any other). The request is closed and its mailed link stops working; " +
      "the child's account and its held writing stay as they are, and the child may name another parent. Response: { success, message }.",
  })
  async declineConsentRequest(@CurrentUser() actor: SignedInAccount, @Param('id') id: string): Promise<DeclineConsentRequestResponse> {
    await this.children.decline(await this.users.find(actor.id), id);
    return { success: true, message: ACCOUNT_SUCCESS.consentDeclined };
  }

  @Endpoint({
    method: 'POST', path: ACCOUNT_ROUTES.askAnotherParent, access: 'signed-in', body: askAnotherParentSchema, status: 200,
    summary: 'Name another parent',
    description:
      'A child who signed up alone, once the parent they named declined (409 otherwise). Body { parentEmail }: asked as at sign-up, mailed unless the ' +
      "address has had its day's unasked mail. Response: { consentRequest: { parentEmail, state } }.",
  })
  async askAnotherParent(@CurrentUser() actor: SignedInAccount, @Body() { parentEmail }: AskAnotherParentInput): Promise<AskAnotherParentResponse> {
    return { consentRequest: await this.children.askAnotherParent(await this.users.find(actor.id), parentEmail) };
  }

  @Endpoint({
    method: 'POST', path: ACCOUNT_ROUTES.createChildFor, access: 'admin', audit: CHILDREN_AUDIT.create, body: createChildSchema,
    summary: "Make a child's account for a parent", description: 'Staff. The parent must be a parent account (409 otherwise). Body as POST /api/account/children. Response: { user }.',
  })
  async createChildFor(@Param('id') parentId: string, @Body() input: CreateChild): Promise<CreateChildForResponse> {
    return { user: this.users.view(await this.children.create(parentId, input)) };
  }
}
