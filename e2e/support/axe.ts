import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

export type AxeOptions = {
  /** Impacts that fail the check: every one unless a test says otherwise (issue 13: axe clean on every screen). */
  failOn?: Impact[];
  /** CSS selectors left out of the scan (e.g. a third-party widget, which this site must not have). */
  exclude?: string[];
  /** axe rule ids to skip, each with a reason in the calling test. */
  disableRules?: string[];
  /**
   * The page's context runs no JavaScript (the nojs projects): axe runs in the page itself (axe-core/playwright's
   * legacy mode; its usual finish needs a blank page of the context, which would run no script either), and its
   * timers, which such a page never fires, are answered as soon as the scan yields. Only axe's own code runs. The
   * style sheets are not fetched again for the scan (axe's preload, whose timeout would then fire at once): they only
   * serve the orientation-lock rule.
   */
  scriptsOff?: boolean;
};

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

/** One readable block per violation: rule, impact, help URL and the offending elements. */
export function formatViolations(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 10)
        .map(
          (n) => `    - ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`,
        )
        .join('\n');
      const more = v.nodes.length > 10 ? `\n    ... and ${v.nodes.length - 10} more` : '';
      return `[${v.impact}] ${v.id}: ${v.help}\n  ${v.helpUrl}\n${nodes}${more}`;
    })
    .join('\n\n');
}

/**
 * Runs axe (WCAG 2.x A/AA rules and axe's best practices) on the current page and fails on any violation, minor
 * ones included. All findings are attached to the test report as JSON.
 */
export async function expectNoA11yViolations(
  page: Page,
  testInfo: TestInfo,
  label: string,
  options: AxeOptions = {},
): Promise<AxeResults> {
  const failOn = options.failOn ?? ['minor', 'moderate', 'serious', 'critical'];
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  if (options.scriptsOff) {
    builder = builder.setLegacyMode(true).options({ preload: false });
    await page.evaluate(() => {
      const win = globalThis as unknown as { setTimeout: unknown; clearTimeout: unknown };
      win.setTimeout = (run: (...args: unknown[]) => void, _ms?: number, ...args: unknown[]) => {
        void Promise.resolve().then(() => run(...args));
        return 0;
      };
      win.clearTimeout = () => {};
    });
  }

  const results = await builder.analyze();
  await testInfo.attach(`axe-${label}.json`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });

  const failing = results.violations.filter((v) => v.impact && failOn.includes(v.impact as Impact));
  expect(
    failing.length,
    `${failing.length} accessibility violation(s) on ${label} (${page.url()}):\n\n${formatViolations(failing)}\n`,
  ).toBe(0);
  return results;
}
