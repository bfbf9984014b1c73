import { MAX_WRONG_CODES, RECOVERY_CODE_COUNT, SECOND_STEP_LOCK_MINUTES } from './two-step.rules';

/** What the API answers when a step of two-step sign-in, a session or My account cannot be done. */
export const ACCOUNT_ERRORS = {
  ticket: 'This sign-in took too long to finish. Please log in again with your email and password.',
  code: 'That code did not work. Please type the six digits your authenticator app shows now.',
  codeUsed: 'That code has already been used. Please wait for the next one in your authenticator app.',
  recoveryCode: 'That recovery code did not work. Each one can be used once; please check it or try another.',
  locked: (minutes: number) =>
    `Too many wrong codes were typed for this account, so for its safety the code step is paused. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  noSetup: 'Please start setting up two-step sign-in again: the code from the picture was not asked for yet.',
  alreadyOn: 'Two-step sign-in is already on for this account. Turn it off first to set it up on a new phone.',
  notOn: 'Two-step sign-in is not on for this account.',
  lastGod: "This is the school's only GOD account, so its two-step sign-in stays on. To move it to a new phone, reset it with a recovery code or set it up again.",
  required: 'The school asks every staff member to sign in in two steps, so it cannot be turned off. You can set it up again on a new phone.',
  godOnlyReset: "Only a GOD administrator can reset someone else's two-step sign-in.",
  godOnlyPolicy: 'Only a GOD administrator can change whether staff must sign in in two steps.',
  ownTwoStepFirst: 'Please set up two-step sign-in on your own account first, so you can still sign in once it is required.',
  sessionNotFound: 'We could not find that sign-in. It may have ended already.',
  wrongPassword: 'That password is not right. Please type your current password to confirm.',
  passwordNeeded: 'Please type your password to confirm.',
  consentLink: 'This link is not valid any more. Please ask your child to sign up again, or contact the school office.',
  consentWrongAccount: (email: string) => `This link was sent to ${email}. Please log in with the account for that email (or sign up with it) to agree.`,
  consentRequestNotFound: 'We could not find that request. It may have been answered already: please reload the page.',
  anotherParentNotYet: 'You can name another parent once the parent you named has answered.',
  notAParent: 'Only a parent account can add a child. Please ask the school office if your account type is wrong.',
  childOfChild: 'A child account cannot be the parent of another account.',
  childType: "Only the school office can change whether an account is a child's. Please ask them if it needs to change.",
} as const;

export const ACCOUNT_SUCCESS = {
  twoStepOn: 'Two-step sign-in is on. Keep your recovery codes somewhere safe.',
  twoStepOff: 'Two-step sign-in is off for this account.',
  twoStepReset: 'Two-step sign-in was reset. They set it up again when they next sign in.',
  newCodes: 'Here are your new recovery codes; the old ones no longer work.',
  sessionEnded: 'That sign-in has ended.',
  othersEnded: 'You are now signed out everywhere else.',
  detailsSaved: 'Your details are saved.',
  passwordChanged: 'Your password is changed, and every other sign-in has ended.',
  accountDeleted: 'Your account and everything in it have been deleted. Thank you for being part of Trailside.',
  childCreated: "Your child's account is ready. They can log in with the email and password you chose.",
  childDeleted: "Your child's account has been deleted.",
  consentGiven: 'Thank you. Your child can now take part: the school reads what they write before anyone else sees it.',
  consentDeclined: 'Thank you for letting us know. That account stays apart from yours, and nothing it writes is shown.',
  policySaved: 'Account settings saved.',
} as const;

/**
 * The consent mail a child's sign-up sends to the parent named, paragraph by paragraph. It carries nothing the child
 * typed, not even their name: the address has not confirmed it is a parent's (greetingNameFor). The name is on the
 * consent page the link opens.
 */
export const PARENT_CONSENT_MAIL = {
  subject: 'Please agree to your child’s Trailside Montessori account',
  greeting: 'Hello,',
  asked: "A child has made an account on the Trailside Montessori website and gave this email address as their parent's. You will see their name when you open the link below.",
  keep: 'If you agree, the school keeps their first and last name, email and anything they write (comments on the blog and testimonials). Others only ever see their first name, and a member of staff reads everything they write before it is shown.',
  until: 'Until you agree, nothing they write is shown to anyone or sent to the school.',
  openLink: 'To agree, open this link and log in (or sign up) with this email:',
  linkText: 'Agree to my child’s account',
  notYou: 'If you do not know this child, you can ignore this email; nothing they write will be shown.',
  signOff: ['Warmly,', 'Trailside Montessori K-8'],
} as const;

/** The mail an account's owner gets when wrong codes pause the code step of their sign-in (sent once a pause). */
export const SECOND_STEP_PAUSED_MAIL = {
  subject: 'Wrong codes were typed at your Trailside Montessori sign-in',
  what: `Someone typed your password correctly on our website, then ${MAX_WRONG_CODES} wrong codes from an authenticator app. For your account's safety, signing in is paused for ${SECOND_STEP_LOCK_MINUTES} minutes.`,
  ifYou: 'If that was you, wait a little, then sign in with the code your app shows at that moment, or with one of your recovery codes.',
  ifNot: 'If it was not you, someone knows your password, and your second step kept them out. Please choose a new password now on My account: it also signs out everyone else.',
  button: 'Choose a new password',
} as const;

/** What the parent's consent page, and My account's list of children waiting, tell before they agree. */
export const PARENT_CONSENT_TEXT = {
  keep: PARENT_CONSENT_MAIL.keep,
  manage: 'Once you agree, the account is linked to yours: you can see it, change it or delete it from My account at any time.',
  waitingHeading: 'Children waiting for your agreement',
  waitingIntro: 'These children gave your email address as their parent’s when they made an account on our website.',
  notMine: 'If a child is not yours, tell us so: we will not link them to you, and nothing they write is shown.',
} as const;

/**
 * What a child who signed up alone is told, on the sign-up's answer and on My account, while no parent has agreed:
 * one text for each ChildConsentStatus state.
 */
export const CHILD_CONSENT_TEXT = {
  mailed: (email: string) => `We have emailed your parent at ${email} to ask them to agree. Until they do, what you write waits and nobody else sees it.`,
  notMailed: (email: string) =>
    `We could not email your parent just now. Please ask them to sign in to the school website with ${email} (or sign up with it and confirm it) and open My account: they can agree there. Until they do, what you write waits and nobody else sees it.`,
  declined: (email: string) =>
    `The parent at ${email} told us you are not their child, so what you write still waits. If that was the wrong address, you can name another parent below.`,
} as const;

/** The texts the two-step screens show, shared by the site and the staff console. */
export const TWO_STEP_TEXT = {
  codeIntro: 'Open your authenticator app and type the six-digit code it shows for Trailside Montessori.',
  recoveryIntro: 'Type one of the recovery codes you saved when you set up two-step sign-in. Each one works once.',
  setupRequired: 'The school asks staff to sign in in two steps. Please set it up now: it takes a minute.',
  setupIntro:
    'Scan this picture with an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 1Password), then type the six-digit code it shows.',
  manualKey: 'Or type this key into the app by hand:',
  recoveryCodes: `Save these ${RECOVERY_CODE_COUNT} recovery codes somewhere safe (print them, or keep them in a password manager). If you lose your phone, each one lets you sign in once. They are shown only now.`,
  standingPrompt: 'Your account signs in with a password alone. Add two-step sign-in so a stolen password is not enough to change the school website.',
  lockRule: `After ${MAX_WRONG_CODES} wrong codes the code step pauses for ${SECOND_STEP_LOCK_MINUTES} minutes.`,
} as const;

/** The text of what "Delete my account" does, shown before the person confirms (and in the README). */
export const DELETE_ACCOUNT_TEXT = {
  what: 'Your account, your picture, your testimonials and your comments awaiting approval are deleted. Your approved comments stay in their conversations, signed "a former member", so replies to them still make sense. Your children\'s accounts stay, no longer linked to yours: delete them first if they should go too.',
} as const;

/** How an approved comment of a deleted account is signed from then on. */
export const FORMER_MEMBER = 'A former member';
