// axe-core for both front ends' browser suites (plain ES module JavaScript, like playwright.mjs).
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';

/**
 * axe-core finds nothing on the page as it stands (or inside `include`, a CSS selector); a failure lists each
 * rule with the elements it flagged. Only violations are gathered: axe otherwise also collects every passing
 * node of every rule and sends it all back to the test, work that changes no verdict. Legacy mode runs
 * `axe.run` in the page itself; the default opens a second, blank page for every check to merge the frames'
 * results there, which took two thirds of each check's time (about 0.7 s of 1 s on a quiet machine). What it
 * gives up is cross-origin frames, and the only one either app has, the YouTube player, is never reachable in
 * tests (nothing loads from another host).
 * @param {import('@playwright/test').Page} page
 * @param {{ include?: string }} [options]
 */
export async function expectNoAxeViolations(page, { include } = {}) {
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  expect(violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target) }))).toEqual([]);
}
