import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { RENDERED_STATE_ID } from '@grammarpath/contracts';
import { useMediaQuery } from './viewport';

const QUERY = '(max-width: 767.98px)';

function Viewport() {
  const phone = useMediaQuery(QUERY);
  return <p>{phone === undefined ? 'unknown' : phone ? 'phone' : 'wide'}</p>;
}

/** A viewport that matches QUERY or not, and can be resized. */
function viewport(phone: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return phone;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = ((query: string) => (query === QUERY ? list : { ...list, matches: false })) as never;
  return (next: boolean) => {
    phone = next;
    listeners.forEach((listener) => listener());
  };
}

describe('useMediaQuery', () => {
  afterEach(() => document.getElementById(RENDERED_STATE_ID)?.remove());

  it('on a page the server drew: unknown in its markup, hydrated as it is, then known, and follows a resize', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="${RENDERED_STATE_ID}">{}</script>`,
    );
    const resize = viewport(true);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Viewport />);
    expect(container.textContent).toBe('unknown');
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Viewport />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('phone');
    await act(async () => resize(false));
    expect(container.textContent).toBe('wide');
  });

  it('on a page the browser renders: known at the first render', () => {
    viewport(true);
    const container = document.createElement('div');
    const rendered: string[] = [];
    function Recorded() {
      const phone = useMediaQuery(QUERY);
      rendered.push(String(phone));
      return null;
    }
    act(() => createRoot(container).render(<Recorded />));
    expect(rendered[0]).toBe('true');
  });
});
