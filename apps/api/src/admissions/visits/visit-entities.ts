import { VisitBookingRecord } from './visit-booking.entity';
import { VisitLinkRecord } from './visit-link.entity';
import { VisitTimeRecord } from './visit-time.entity';

/** The visits' tables, for the ORM's list and the module's forFeature. */
export const visitEntities = [VisitTimeRecord, VisitBookingRecord, VisitLinkRecord];
