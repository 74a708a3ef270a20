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

// The web font's @font-face rules: not in the stylesheet above, which holds up the first paint, but fetched as the
// entry runs. Text is drawn in the fallback font until the font arrives either way (font-display: swap).
void import('./components/web-font.css');
