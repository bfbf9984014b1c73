import { ACCOUNT_MAIL_SWITCH_NAMES, type AccountMailSwitch, isMailTopic, MAIL_TOPIC_NAMES, type MailTopic, topicList, type UnsubscribeTarget } from './mail-topics';
import { MAIL_LINK_DAYS } from './mail-sending.rules';

/** What the API answers and the front ends show about subscriptions, verification and preferences. */
export const MAIL_TEXTS = {
  checkInbox:
    'Thank you! Please check your inbox: we have sent you a link to confirm. Nothing is sent until you follow it (and if the address already gets this, nothing changes).',
  subscribedAtOnce: (topics: readonly MailTopic[]) => `Done: you will get ${topicList(topics)} by e-mail.`,
  confirmed: (topics: readonly MailTopic[]) => `Thank you: you will get ${topicList(topics)} from now on.`,
  alreadyConfirmed: 'This subscription is already confirmed. Nothing else to do!',
  linkInvalid: 'This link is not one of ours, or a part of it is missing. Please open it again from your e-mail, the whole address.',
  confirmLinkExpired: `Links to confirm work for ${MAIL_LINK_DAYS} days, and this one has run out. Please subscribe again from the website.`,
  confirmLinkOld: 'This link is older than the one we sent last. Please use the newest e-mail we sent you, or subscribe again.',
  verified: 'Thank you: your e-mail address is verified.',
  verifyLinkExpired: `Links to verify an address work for ${MAIL_LINK_DAYS} days, and this one has run out. Sign in and ask for a new one.`,
  verifyLinkChanged: 'This link was for an address your account no longer uses. Please use the link we sent to your new address.',
  verifyLinkAccountGone: 'The account this link was for no longer exists.',
  alreadyVerified: 'Your e-mail address is already verified.',
  verificationSent: 'We have sent you a new link to verify your address. It works for 7 days.',
  notVerifiedYet: 'Your e-mail address is not verified yet. We have sent you a link: open it, then try again.',
  saved: 'Your choices are saved.',
  savedPendingConfirmation: 'Your choices are saved. Please check your inbox: new topics start once you follow the link we sent.',
  unsubscribed: (target: UnsubscribeTarget) =>
    target === 'all'
      ? 'You will get nothing more from this request. We are sorry to see you go.'
      : isMailTopic(target)
        ? `You will get no more ${MAIL_TOPIC_NAMES[target]} e-mails. You can come back any time from the website.`
        : `You will get no more e-mails about "${ACCOUNT_MAIL_SWITCH_NAMES[target as AccountMailSwitch].toLowerCase()}".`,
  staffOnly: 'Only staff may choose the mails about the school inbox.',
  preferencesMissing: 'Preferences response is undefined',
  previewMissing: 'Preview response is undefined',
  subscriberNotFound: 'We could not find that subscriber. They may have been removed already.',
  subscriberRemoved: 'Subscriber removed',
  testLetterSent: 'The next weekly letter is on its way to your address.',
} as const;

/** The words of each mail; the API lays them out with MJML (HTML) and as plain text. */
export const MAIL_COPY = {
  signOff: ['Warmly,', 'Trailside Montessori K-8'],
  footer: {
    why: {
      news: 'You get this because you subscribed to News from Trailside Montessori K-8.',
      weekly: 'You get this because you subscribed to This week, our weekly letter.',
      notices: 'You get this because you subscribed to Notices: closures, late starts and early dismissals.',
      replies: 'You get this because you have an account on our website and someone answered your comment.',
      approvals: 'You get this because you have an account on our website and wrote for it.',
      itemsWaiting: 'You get this because you asked to hear when items wait for approval.',
      newEnquiry: 'You get this because you asked to hear of each new enquiry.',
      all: 'You get this because someone asked to subscribe this address on our website.',
    } satisfies Record<UnsubscribeTarget, string>,
    preferences: 'Change what you get',
    unsubscribe: 'Unsubscribe',
    privacy: 'We never track whether you open our e-mails or which links you follow, and every picture comes from our own website.',
  },
  verifyEmail: {
    subject: 'Please verify your e-mail address for Trailside Montessori',
    // No name: the address has not confirmed yet that it is its owner's (greetingNameFor).
    greeting: 'Hello,',
    body: 'Thank you for your account on the Trailside Montessori website. Please confirm that this address is yours, so we can tell you when your comments are approved or answered.',
    button: 'Verify my address',
    expiry: `The link works for ${MAIL_LINK_DAYS} days. If you did not make an account with us, you can ignore this e-mail.`,
  },
  confirmSubscription: {
    subject: 'Please confirm your subscription to Trailside Montessori',
    body: (topics: readonly MailTopic[]) => `Someone (we hope you) asked us to send ${topicList(topics)} to this address. Please confirm, and they will start coming.`,
    button: 'Yes, send them to me',
    expiry: `The link works for ${MAIL_LINK_DAYS} days. If this was not you, ignore this e-mail and we will send nothing.`,
  },
  news: {
    subject: (title: string) => `New on the Trailside blog: ${title}`,
    intro: 'A new post is up on our blog.',
    readMore: 'Read the whole post',
  },
  notice: {
    subject: (levelLabel: string, message: string) => `${levelLabel}: ${message.length > 70 ? `${message.slice(0, 69)}…` : message}`,
    posted: (when: string) => `Posted ${when}.`,
    onWebsite: 'See it on the website',
  },
  weekly: {
    subject: (date: string) => `This week at Trailside: ${date}`,
    intro: 'Here is what is new at school, and what is coming in the next two weeks.',
    posts: 'New on the blog',
    noPosts: 'No new posts this week.',
    calendar: 'The next two weeks',
    noEvents: 'Nothing on the calendar for the next two weeks.',
    flyer: 'Coming up',
    readMore: 'Read more',
    wholeCalendar: 'See the whole calendar',
  },
  commentApproved: {
    subject: 'Your comment is on the Trailside blog',
    body: (title: string) => `Your comment on "${title}" has been approved and everyone can read it now.`,
    button: 'See it on the website',
  },
  commentReply: {
    subject: (name: string) => `${name} answered your comment`,
    body: (name: string, title: string) => `${name} answered your comment on "${title}":`,
    button: 'Read the conversation',
  },
  testimonialApproved: {
    subject: 'Your testimonial is on the Trailside website',
    body: 'Thank you for your kind words. Your testimonial has been approved and now shows on our home page.',
    button: 'See the home page',
  },
  itemsWaiting: {
    subject: (total: number) => `${total} ${total === 1 ? 'item waits' : 'items wait'} for approval`,
    body: (comments: number, testimonials: number) =>
      `Waiting for approval: ${comments} ${comments === 1 ? 'comment' : 'comments'} and ${testimonials} ${testimonials === 1 ? 'testimonial' : 'testimonials'}.`,
    how: 'Approve or reject them in the staff console (Inbox, Ctrl+1), or on the website where they were written.',
    newest: 'The newest:',
    hourly: 'We send this at most once an hour while anything waits.',
  },
  newEnquiry: {
    subject: (name: string) => `New enquiry from ${name}`,
    body: (name: string, source: string) => `${name} wrote through the ${source} form:`,
    how: 'The enquiry is in the staff console (Enquiries, Ctrl+5). Reply to this e-mail to answer them.',
  },
  testLetter: {
    banner: 'This is a test: the letter as families will get it at its next time. Nobody else got this copy.',
  },
} as const;
