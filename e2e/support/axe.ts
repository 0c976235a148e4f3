import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// axe-core at a phone's width and a desktop's: no serious or critical violation.

const viewports = [
  { name: '360 px', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** Runs axe on the page as it is now, at both widths, and fails listing every serious issue. */
export async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  const problems: string[] = [];
  for (const viewport of viewports) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    // Let layout and transitions settle after the resize.
    await page.waitForTimeout(150);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    for (const violation of results.violations) {
      if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
      const targets = violation.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `      ${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
        )
        .join('\n');
      problems.push(
        `${screen} @ ${viewport.name}: [${violation.impact}] ${violation.id}: ${violation.help}\n${targets}`,
      );
    }
  }
  if (problems.length > 0) console.log(problems.join('\n'));
  expect(problems, problems.join('\n')).toEqual([]);
}
