import { Body, Controller, Param, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type BookVisitResponse,
  type CancelManagedBookingResponse,
  type CancelVisitTimeResponse,
  type CreateVisitTimesResponse,
  type GetManagedBookingResponse,
  type GetStaffVisitTimesResponse,
  type GetVisitBookingsResponse,
  type GetVisitTimesResponse,
  type MarkVisitBookingResponse,
  type MoveManagedBookingResponse,
  type UpdateVisitTimeResponse,
  VISIT_ROUTES,
} from '@trailside/domain/admissions/visits.contract';
import { VISIT_SUCCESS } from '@trailside/domain/admissions/visits.messages';
import {
  type BookVisit,
  bookVisitSchema,
  type CreateVisitTimes,
  createVisitTimesSchema,
  type MarkVisitBooking,
  markVisitBookingSchema,
  type MoveVisitBooking,
  moveVisitBookingSchema,
  staffVisitsQuerySchema,
  type UpdateVisitTime,
  updateVisitTimeSchema,
  type VisitBookingsExport,
  visitBookingsExportSchema,
  visitIdSchema,
  visitTokenSchema,
} from '@trailside/domain/admissions/visits.schema';
import { CONTACT_MESSAGES } from '@trailside/domain/contact/contact.schema';
import { subscribeNeedsCaptcha } from '@trailside/domain/mail/mail-sending.rules';
import type { Response } from 'express';
import { actorOf } from '../../audit/audit.service';
import { CurrentUser } from '../../common/access/current-user.decorator';
import { Endpoint } from '../../common/endpoint/endpoint.decorator';
import { problem } from '../../common/errors/problem';
import { queryParams } from '../../common/validation/query-params';
import { CaptchaService } from '../../contact/captcha.service';
import type { UserAccount } from '../../identity/people/user-account.entity';
import { VISITS_AUDIT } from './visits.audit';
import { VISITS_TAG, VisitsService } from './visits.service';

const LINK_404 = 'A wrong, guessed or incomplete token gets the same 404 as a booking that does not exist.';

@ApiTags('visits')
@Controller()
export class VisitsController {
  constructor(
    private readonly visits: VisitsService,
    private readonly captcha: CaptchaService,
  ) {}

  @Endpoint({
    method: 'GET', path: VISIT_ROUTES.getVisitTimes, access: 'public', cache: { tags: [VISITS_TAG], sharedWithSignedIn: true },
    summary: 'The coming visit times (anyone)',
    description:
      'Response: { visits }: every coming time that is not cancelled, soonest first, with { id, kind, start (on the school clock), startsAt, ' +
      'minutes, placesLeft, note }. A full time is listed with placesLeft 0. A kept copy never outlives the next start of a time.',
  })
  async coming(): Promise<GetVisitTimesResponse> {
    return { visits: await this.visits.coming() };
  }

  @Endpoint({
    method: 'GET', path: VISIT_ROUTES.getStaffVisitTimes, access: 'admin',
    query: queryParams(staffVisitsQuerySchema, { from: 'The first day, YYYY-MM-DD on the school clock (default: 30 days ago)' }),
    summary: 'Every visit time (staff)', description: 'Response: { visits }: from the day given, with places, booked and cancelledAt.',
  })
  async all(@Query() { from }: { from?: string }): Promise<GetStaffVisitTimesResponse> {
    return { visits: await this.visits.all(from) };
  }

  @Endpoint({
    method: 'POST', path: VISIT_ROUTES.createVisitTimes, access: 'admin', invalidates: [VISITS_TAG], audit: VISITS_AUDIT.create,
    body: createVisitTimesSchema,
    summary: 'Publish a visit time, or a weekly series (staff)',
    description:
      'Body { date (YYYY-MM-DD), time (HH:MM on the school clock), minutes, kind (tour, observation, open-house), places, note?, weeks? (1-26: ' +
      'the same time weekly) }. Response: { visits }.',
  })
  async create(@Body() input: CreateVisitTimes): Promise<CreateVisitTimesResponse> {
    return { visits: await this.visits.create(input) };
  }

  @Endpoint({
    method: 'PUT', path: VISIT_ROUTES.updateVisitTime, access: 'admin', invalidates: [VISITS_TAG], audit: VISITS_AUDIT.update,
    body: updateVisitTimeSchema,
    summary: 'Change a visit time (staff)',
    description:
      'Body { id, ...what changes }. 409 when places would be fewer than those booked, or the day or hour of a time families booked changes ' +
      '(cancel it instead). Response: { visit }.',
  })
  async update(@Body() change: UpdateVisitTime): Promise<UpdateVisitTimeResponse> {
    return { visit: await this.visits.update(change) };
  }

  @Endpoint({
    method: 'POST', path: VISIT_ROUTES.cancelVisitTime, access: 'admin', invalidates: [VISITS_TAG], audit: VISITS_AUDIT.cancel,
    body: visitIdSchema, status: 200,
    summary: 'Cancel a visit time (staff)',
    description: 'Body { id }. Every family booked on it is mailed with a link to choose another time. Response: { visit, mailed }.',
  })
  async cancel(@CurrentUser() staff: UserAccount, @Body() { id }: { id: string }): Promise<CancelVisitTimeResponse> {
    return this.visits.cancel(id, actorOf(staff));
  }

  @Endpoint({
    method: 'GET', path: VISIT_ROUTES.getVisitBookings, access: 'admin',
    query: queryParams(visitIdSchema, { id: 'The visit time' }),
    summary: "A visit time's bookings (staff)", description: 'Response: { bookings }, in the order they came.',
  })
  async bookings(@Query() { id }: { id: string }): Promise<GetVisitBookingsResponse> {
    return { bookings: await this.visits.bookingsOf(id) };
  }

  @Endpoint({
    method: 'POST', path: VISIT_ROUTES.markVisitBooking, access: 'admin', audit: VISITS_AUDIT.mark,
    body: markVisitBookingSchema, status: 200,
    summary: 'Mark a booking attended or no-show (staff)', description: 'Body { id, outcome: "attended" | "no-show" }: attended moves the family\'s children to Visited, with a line on its timeline. Response: { booking }.',
  })
  async mark(@CurrentUser() staff: UserAccount, @Body() { id, outcome }: MarkVisitBooking): Promise<MarkVisitBookingResponse> {
    return { booking: await this.visits.mark(id, outcome, actorOf(staff)) };
  }

  @Endpoint({
    method: 'GET', path: VISIT_ROUTES.exportVisitBookings, access: 'admin', produces: ['text/csv'],
    query: queryParams(visitBookingsExportSchema, { visitId: 'One visit time', from: 'Or the first day (YYYY-MM-DD)', to: 'and the last day (YYYY-MM-DD)' }),
    summary: 'Bookings as CSV (staff)',
    description: "One time's bookings, or those of the times from one day to another (at most a year). A cell a spreadsheet would read as a formula starts with an apostrophe.",
  })
  async exportCsv(@Query() query: VisitBookingsExport, @Res({ passthrough: true }) response: Response): Promise<string> {
    const csv = await this.visits.exportCsv(query);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="visit-bookings-${query.visitId ?? `${query.from}-to-${query.to}`}.csv"`);
    return csv;
  }

  @Endpoint({
    method: 'POST', path: VISIT_ROUTES.bookVisit, access: 'public', invalidates: [VISITS_TAG], body: bookVisitSchema, rateLimit: 'enquiries',
    summary: 'Book a visit (anyone)',
    description:
      'Body { visitId, name, email, phone, child (age or grade), note?, altcha? }; altcha (a solved captcha from GET /api/captcha) is required ' +
      'unless a signed-in family books for their own address. 409 VISIT_FULL when the last place went meanwhile, VISIT_CLOSED when the time ' +
      'was cancelled or has started. The confirmation mail carries an .ics invitation and the private link. Response: { success, message, visit }.',
  })
  async book(@CurrentUser() actor: UserAccount | null, @Body() { altcha, ...input }: BookVisit): Promise<BookVisitResponse> {
    if (subscribeNeedsCaptcha(actor?.email, input.email)) {
      if (!altcha) throw problem(400, 'CAPTCHA_REQUIRED', CONTACT_MESSAGES.captcha);
      await this.captcha.verify(altcha);
    }
    return { success: true, message: VISIT_SUCCESS.booked, visit: await this.visits.book(actor, input) };
  }

  @Endpoint({
    method: 'GET', path: VISIT_ROUTES.getManagedBooking, access: 'public', headers: { 'Cache-Control': 'no-store' },
    summary: 'The booking a private link opens (its holder)',
    description: `Response: { booking, visit }. ${LINK_404}`,
  })
  async managed(@Param() { token }: { token: string }): Promise<GetManagedBookingResponse> {
    return this.visits.managed(token);
  }

  @Endpoint({
    method: 'POST', path: VISIT_ROUTES.moveManagedBooking, access: 'public', invalidates: [VISITS_TAG], body: moveVisitBookingSchema, status: 200,
    summary: "Move the link's booking to another time (its holder)",
    description: `Body { token, visitId }: a new confirmation follows. 409 VISIT_FULL when that time filled meanwhile. ${LINK_404} Response: { booking, visit, message }.`,
  })
  async move(@Body() { token, visitId }: MoveVisitBooking): Promise<MoveManagedBookingResponse> {
    return { ...(await this.visits.move(token, visitId)), message: VISIT_SUCCESS.moved };
  }

  @Endpoint({
    method: 'POST', path: VISIT_ROUTES.cancelManagedBooking, access: 'public', invalidates: [VISITS_TAG], body: visitTokenSchema, status: 200,
    summary: "Cancel the link's booking (its holder)",
    description: `Body { token }: the place is free again at once. ${LINK_404} Response: { booking, visit, message }.`,
  })
  async cancelBooking(@Body() { token }: { token: string }): Promise<CancelManagedBookingResponse> {
    return { ...(await this.visits.cancelBooking(token)), message: VISIT_SUCCESS.bookingCancelled };
  }
}
