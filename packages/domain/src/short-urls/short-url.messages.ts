/** Texts of the admin page's URL shortener (spec sections 5 and 8), spelled as the spec has them. */
export const SHORT_URL_MESSAGES = {
  emptyInput: 'please enter something',
  fetched: 'Successfully fetched Urls',
  retrieved: 'Successfully retrieved short Url',
  none: 'Sorry, no urls exist',
  undefinedResponse: 'Short Url response is undefined',
  notHttp: 'Please enter a web address starting with http:// or https://',
  tooLong: 'This address is too long; please shorten it',
  notFound: 'This short link does not exist.',
} as const;
