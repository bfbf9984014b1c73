import { Body, Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type GetWaitingListResponse,
  type JoinWaitingListResponse,
  type MoveOnWaitingListResponse,
  OFFER_ROUTES,
  type SaveWaitingListSettingsResponse,
} from '@trailside/domain/admissions/offers.contract';
import {
  type JoinWaitingList,
  joinWaitingListSchema,
  type MoveOnWaitingList,
  moveOnWaitingListSchema,
  type WaitingListQuery,
  waitingListQuerySchema,
  type WaitingListSettings,
  waitingListSettingsSchema,
} from '@trailside/domain/admissions/offers.schema';
import { actorOf } from '../../audit/audit.service';
import { CurrentUser } from '../../common/access/current-user.decorator';
import { Endpoint } from '../../common/endpoint/endpoint.decorator';
import { queryParams } from '../../common/validation/query-params';
import type { UserAccount } from '../../identity/people/user-account.entity';
import { WAITING_LIST_AUDIT } from './waiting-list.audit';
import { WaitingListService } from './waiting-list.service';

/** The waiting lists, one per level and start term (staff only: student records are). */
@ApiTags('admissions')
@Controller()
export class WaitingListController {
  constructor(private readonly waitingList: WaitingListService) {}

  @Endpoint({
    method: 'GET', path: OFFER_ROUTES.getWaitingList, access: 'admin',
    query: queryParams(waitingListQuerySchema, { level: 'primary, secondary or middle', startTerm: 'The start term, "2027-09"' }),
    summary: 'One waiting list (staff)',
    description:
      'Response: { waitingList: { level, startTerm, places, siblingsFirst, taken, left, entries (in order: place, names, sibling, completedAt, moved), ' +
      'offers (newest first), proposal (the first family, after an offer was declined or lapsed while a place is free) } }.',
  })
  async list(@Query() query: WaitingListQuery): Promise<GetWaitingListResponse> {
    return { waitingList: await this.waitingList.list(query) };
  }

  @Endpoint({
    method: 'POST', path: OFFER_ROUTES.joinWaitingList, access: 'admin', body: joinWaitingListSchema, status: 200, audit: WAITING_LIST_AUDIT.join,
    summary: 'Put an applied student on the waiting list (staff)',
    description: 'Body { studentId }: a student at the Applied stage, with a level and start term, joins that list (stage Waiting list, audited as a stage change). 409 otherwise. Response: { waitingList }.',
  })
  async join(@Body() { studentId }: JoinWaitingList, @CurrentUser() actor: UserAccount): Promise<JoinWaitingListResponse> {
    return { waitingList: await this.waitingList.join(studentId, actorOf(actor)) };
  }

  @Endpoint({
    method: 'POST', path: OFFER_ROUTES.moveOnWaitingList, access: 'admin', body: moveOnWaitingListSchema, status: 200, audit: WAITING_LIST_AUDIT.move,
    summary: 'Move a family on a waiting list (staff)',
    description: 'Body { studentId, direction (up or down), reason (required) }: the student keeps the place they are moved to; the reason is kept and audited. Response: { waitingList }.',
  })
  async move(@Body() move: MoveOnWaitingList, @CurrentUser() actor: UserAccount): Promise<MoveOnWaitingListResponse> {
    return { waitingList: (await this.waitingList.move(move, actorOf(actor))).list };
  }

  @Endpoint({
    method: 'PUT', path: OFFER_ROUTES.saveWaitingListSettings, access: 'admin', body: waitingListSettingsSchema, audit: WAITING_LIST_AUDIT.settings,
    summary: "A waiting list's places and order (staff)",
    description: 'Body { level, startTerm, places (0-500), siblingsFirst }. Response: { waitingList }.',
  })
  async saveSettings(@Body() settings: WaitingListSettings): Promise<SaveWaitingListSettingsResponse> {
    return { waitingList: await this.waitingList.saveSettings(settings) };
  }
}
