import { describe, expect, it } from 'vitest';
import { withRenderedPage } from './page-renderer.js';

const built = `<!doctype html>
<html lang="en">
  <head><title>app</title></head>
  <body>
    <div id="root">
      <!-- painted before the app runs -->
      <div class="app-shell"><svg></svg></div>
    </div>
  </body>
</html>`;

describe('a page rendered on the server, in the built page', () => {
  it('takes the place of the painted shell, in its language, with its first answers after it', () => {
    expect(
      withRenderedPage(
        built,
        {
          html: '<main>Preise</main>',
          state: '<script type="application/json">{}</script>',
          title: 'Preise · <Ghost> & co',
          status: 200,
        },
        'de',
      ),
    ).toBe(`<!doctype html>
<html lang="de">
  <head><title>Preise · &lt;Ghost&gt; &amp; co</title></head>
  <body>
    <div id="root"><main>Preise</main></div><script type="application/json">{}</script>
  </body>
</html>`);
  });

  it('keeps the page’s text as it is, even what a replacement pattern would read ($& and $1)', () => {
    const page = withRenderedPage(
      built,
      { html: '<p>$& costs $1</p>', state: '', title: null, status: 200 },
      'en',
    );
    expect(page).toContain('<div id="root"><p>$& costs $1</p></div>');
    expect(page).toContain('<title>app</title>');
  });
});
