import type { Timestamp } from '../api/timestamp';

/** An event flyer with its launch and event dates (spec section 3). */
export interface SocialEvent {
  id: string;
  /** What the event is, e.g. "Spring Open House": the flyer's alt text and the countdown's heading. */
  title: string | null;
  imageUrl: string | null;
  imagePath: string | null;
  eventDate: Timestamp;
  launchDate: Timestamp;
  /** The event date has passed (as of now, or of the afterDate asked for). */
  expired: boolean;
}

/** GET /api/socialEvents: every flyer earliest first, plus the spec's rules already applied for the same moment. */
export interface SocialEventsResponse {
  socialEvents: SocialEvent[];
  /** The earliest coming event, when its flyer is launched; else null (spec section 4). */
  currentEvent: SocialEvent | null;
  /** Whether the earliest coming event's ad is launched. */
  launched: boolean;
}
