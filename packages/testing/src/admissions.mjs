import { newestLink } from './outbox.mjs';

/**
 * A family with one child at the Applied stage, made as the school office makes one for an application on paper:
 * through the staff's own routes (a family added by hand, each guardian, its child, the stage moved with a reason).
 * `api` is the API's address ('' when the request context's base is the site, which serves it); `headers` a staff
 * member's. Each guardian (first names) gets an address of their own for this call; `email` is the first one's.
 */
export async function appliedFamily(request, { api = '', headers, surname, firstName = 'Ada', level = 'primary', startTerm, guardians = ['Sam'] }) {
  const send = async (path, data) => {
    const response = await request.post(`${api}/api${path}`, { headers, data });
    if (!response.ok()) throw new Error(`POST /api${path} answered ${response.status()}: ${await response.text()}`);
    return (await response.json()).family;
  };
  const tag = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const people = guardians.map((first) => ({ name: `${first} ${surname}`, email: `${first}.${surname}.${tag}@families.example`.toLowerCase() }));
  const [firstGuardian, ...others] = people;
  const family = await send('/families', firstGuardian);
  for (const guardian of others) await send(`/families/${family.id}/guardians`, guardian);
  const withChild = await send(`/families/${family.id}/students`, { firstName, lastName: surname, level, startTerm });
  const studentId = withChild.students[0].id;
  await send(`/families/${family.id}/stage`, { studentId, stage: 'applied', reason: 'Applied on paper' });
  return { familyId: family.id, studentId, email: firstGuardian.email, guardians: people, name: `${firstName} ${surname}` };
}

/**
 * An applied family (as appliedFamily) put on its waiting list, with a place made for it when the list is full, and
 * offered that place by staff (`offer`: the class, start date and deposit, as the console sends them).
 */
export async function offeredFamily(request, { offer = {}, ...family }) {
  const { api = '', headers, level = 'primary', startTerm } = family;
  const applied = await appliedFamily(request, family);
  const listed = await request.get(`${api}/api/admissions/waiting-list?level=${level}&startTerm=${startTerm}`, { headers });
  const { places, taken, siblingsFirst } = (await listed.json()).waitingList;
  const steps = [
    ['PUT', '/admissions/waiting-list/settings', { level, startTerm, places: Math.max(places, taken + 1), siblingsFirst }],
    ['POST', '/admissions/waiting-list', { studentId: applied.studentId }],
    ['POST', '/admissions/offers', { studentId: applied.studentId, className: 'General Education', startDate: `${startTerm}-01`, ...offer }],
  ];
  for (const [method, path, data] of steps) {
    const response = await request.fetch(`${api}/api${path}`, { method, headers, data });
    if (!response.ok()) throw new Error(`${method} /api${path} answered ${response.status()}: ${await response.text()}`);
  }
  return applied;
}

/**
 * An offered family (as offeredFamily) that accepted the place from the link mailed to it, as the family does on the
 * site: its enrolment agreement is made and each guardian mailed their link to sign. The mail is read from the
 * outbox of the API in `dataDir` (the run's shared API's when not given).
 */
export async function familyAcceptsOffer(request, { dataDir, ...family }) {
  const offered = await offeredFamily(request, family);
  const token = new URL((await newestLink(offered.email, '/offers/respond', dataDir)).link).searchParams.get('token');
  const response = await request.post(`${family.api ?? ''}/api/admissions/offers/respond`, { data: { token, answer: 'accept' } });
  if (!response.ok()) throw new Error(`Accepting the offer answered ${response.status()}: ${await response.text()}`);
  return offered;
}

/** A surname of letters only, new at each call, so a test's families are its own. */
export const newSurname = (stem) => `${stem}${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
