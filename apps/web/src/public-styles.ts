// The stylesheets of every public screen, in the entry's one stylesheet: a few kilobytes that a reporter's phone
// would otherwise fetch as five or six small files, one round trip after another, before the form can be drawn
// (bench/README.md, "the form's first render"). Imported after the app, so they come later than the layout's
// and win ties as they did when loaded with their screens. Admin screens keep their stylesheets to themselves.
import './components/icons.css';
import './components/content.css';
import './components/form-sections.css';
import './components/form/fields.css';
import './components/form/choices.css';
import './components/tabs.css';
import './components/dialog.css';
import './components/status-badge.css';
import './components/safety-panel.css';
import './components/step-indicator.css';
import './features/reporter/report-form/report-form.css';
import './features/reporter/reporting/reporting.css';
import './features/reporter/report-complete/report-complete.css';
import './features/reporter/report-lookup/report-lookup.css';
import './features/reporter/my-report/my-report.css';
import './features/site/report-guide/report-guide.css';

// The web font's @font-face rules: not in the stylesheet above, which holds up the first paint, and fetched only once
// the first text is painted (in the fallback font until the font arrives: font-display: swap). Fetched as the entry
// ran, the font's files raced the first paint for a slow phone's bandwidth: Lighthouse's home page figure was 80 or 98
// from one run to the next as they began before or after it (bench/README.md, finding 24).
let webFontRequested = false;
function loadWebFont(): void {
  if (webFontRequested) return;
  webFontRequested = true;
  void import('./components/web-font.css');
}
try {
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    loadWebFont();
  }).observe({ type: 'paint', buffered: true });
} catch {
  loadWebFont();
}
// A page that paints nothing yet (opened in a background tab) gets the font all the same.
setTimeout(loadWebFont, 3_000);
