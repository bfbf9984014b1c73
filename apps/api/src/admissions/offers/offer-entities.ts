import { WaitingEntryRecord } from '../waiting-list/waiting-entry.entity';
import { WaitingListRecord } from '../waiting-list/waiting-list.entity';
import { OfferLinkRecord } from './offer-link.entity';
import { OfferRecord } from './offer.entity';

/** The waiting lists' and offers' tables, for the ORM's list (orm-options.ts) and the module's repositories. */
export const offerEntities = [WaitingListRecord, WaitingEntryRecord, OfferRecord, OfferLinkRecord];
