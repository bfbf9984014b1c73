/**
 * The console window's locale. Chromium draws date boxes in it: en-GB makes them day-first (dd/mm/yyyy), as every
 * date the console writes is ("Tue 9 Mar 2027", the domain's style), where a US install would show mm/dd/yyyy and
 * 3/9 would read as 9 March in one place and 3 September in another. Its time boxes are 24-hour (18:00), which
 * nobody misreads beside "6:00pm".
 */
export const CONSOLE_LOCALE = 'en-GB';
