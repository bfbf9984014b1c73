import type { Timestamp } from '../api/timestamp';

/** An event flyer with its launch and event dates (spec section 3). */
export interface SocialEvent {
  id: string;
  imageUrl: string | null;
  imagePath: string | null;
  eventDate: Timestamp;
  launchDate: Timestamp;
  expired: boolean;
}
