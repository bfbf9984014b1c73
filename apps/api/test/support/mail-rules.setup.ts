import { mailRuleViolations } from './mail-rules';

// Set up for every test file (jest.config.js): no mail the file made the API send may break the school's promises.
afterAll(() => {
  const found = mailRuleViolations.splice(0);
  expect(found).toEqual([]);
});
