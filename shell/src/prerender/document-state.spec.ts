import { prerenderedState } from './prerendered-state';
import { renderedState } from './rendered-state';

function page(stateId: string, state: string, markup = '<main>page</main>'): Document {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = `<div id="root">${markup}</div><script type="application/json" id="${stateId}">${state}</script>`;
  return doc;
}

describe('the state a server-drawn document carries', () => {
  it('is read when the page has markup and the state names known values', () => {
    expect(
      prerenderedState(page('gp-prerendered', '{"page":"auth","language":"ja","theme":"calm"}')),
    ).toEqual({ page: 'auth', language: 'ja', theme: 'calm' });
    expect(renderedState(page('gp-rendered', '{"language":"vi","theme":"serene","queries":{}}'))).toEqual({
      language: 'vi',
      theme: 'serene',
      guideOpen: false,
      queries: {},
    });
    expect(
      renderedState(page('gp-rendered', '{"language":"en","theme":"calm","guideOpen":true,"queries":{}}'))
        ?.guideOpen,
    ).toBe(true);
  });

  it('is null for unknown values, broken JSON or a page without markup: the client renders', () => {
    expect(
      prerenderedState(page('gp-prerendered', '{"page":"auth","language":"fr","theme":"calm"}')),
    ).toBeNull();
    expect(renderedState(page('gp-rendered', '{"language":'))).toBeNull();
    expect(renderedState(page('gp-rendered', '{"language":"en","theme":"calm"}', ''))).toBeNull();
  });
});
