import { Body, Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type AnswerOfferResponse, type GetOfferForFamilyResponse, type MakeOfferResponse, OFFER_ROUTES } from '@trailside/domain/admissions/offers.contract';
import { OFFER_SUCCESS } from '@trailside/domain/admissions/offers.messages';
import { type AnswerOffer, answerOfferSchema, type MakeOffer, makeOfferSchema } from '@trailside/domain/admissions/offers.schema';
import { actorOf } from '../../audit/audit.service';
import { CurrentUser } from '../../common/access/current-user.decorator';
import { Endpoint } from '../../common/endpoint/endpoint.decorator';
import type { UserAccount } from '../../identity/people/user-account.entity';
import { OFFERS_AUDIT } from './offers.audit';
import { OffersService } from './offers.service';

/** Offers of a place: made by staff, answered by the family through the private link each guardian is mailed. */
@ApiTags('admissions')
@Controller()
export class OffersController {
  constructor(private readonly offers: OffersService) {}

  @Endpoint({
    method: 'POST', path: OFFER_ROUTES.makeOffer, access: 'admin', body: makeOfferSchema, audit: OFFERS_AUDIT.make,
    summary: 'Offer a place (staff)',
    description:
      "Body { studentId, className (a class with a monthly fee: the tuition), startDate, deposit?, daysToAnswer? (default 7) }: a student on a waiting list whose list has a place left " +
      '(409 otherwise) moves to Offered, and every guardian of the family is mailed a private link to accept or decline by the end of the last day. Response: { offer }.',
  })
  async make(@Body() input: MakeOffer, @CurrentUser() actor: UserAccount): Promise<MakeOfferResponse> {
    return { offer: await this.offers.make(input, actorOf(actor)) };
  }

  @Endpoint({
    method: 'GET', path: OFFER_ROUTES.getOfferForFamily, access: 'public',
    summary: "An offer, by the family's private link",
    description: "The child's first name, level, term, class, tuition, start date, deposit, deadline and state. A wrong, guessed or old link: 404, as for no offer at all.",
  })
  async forFamily(@Param('token') token: string): Promise<GetOfferForFamilyResponse> {
    return { offer: await this.offers.forFamily(token) };
  }

  @Endpoint({
    method: 'POST', path: OFFER_ROUTES.answerOffer, access: 'public', body: answerOfferSchema, status: 200,
    summary: "The family's answer to an offer",
    description: 'Body { token, answer (accept or decline) }. 404 for a wrong link; 409 once answered or lapsed. Response: { success, message, offer }.',
  })
  async answer(@Body() input: AnswerOffer): Promise<AnswerOfferResponse> {
    const offer = await this.offers.answer(input);
    return { success: true, message: input.answer === 'accept' ? OFFER_SUCCESS.accepted : OFFER_SUCCESS.declined, offer };
  }
}
