/**
 * Every page element, for embedding in another portal without the shell:
 * `<script type="module" src="<console>/embed.js">` then `<svc-functions-page console="<console>">`.
 * The console's theme variables are added to the page when it has none.
 */
import themeCss from './theme.css?inline';
import './pages/svc-dashboard-page.js';
import './pages/svc-workers-page.js';
import './pages/svc-functions-page.js';
import './pages/svc-triggers-page.js';
import './pages/svc-states-page.js';
import './pages/svc-config-page.js';
import './pages/svc-streams-page.js';
import './pages/svc-queues-page.js';
import './pages/svc-flow-page.js';
import './pages/svc-traces-page.js';
import './pages/svc-logs-page.js';

if (getComputedStyle(document.documentElement).getPropertyValue('--fg') === '') {
  const style = document.createElement('style');
  style.textContent = themeCss.replace(/html,\s*body\s*\{[^}]*\}/, '');
  document.head.append(style);
  document.documentElement.dataset.theme ??= matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
}
