import { DEHYDRATED_ATTRIBUTE, hydrateOnIntent } from './hydrate-on-intent';

/** A prerendered page: a root with an island holding a button, a form and a link, and a link outside it. */
function page() {
  document.body.innerHTML = `
    <div id="root" ${DEHYDRATED_ATTRIBUTE}>
      <div data-island="auth-tabs">
        <form><input name="username" /><button type="submit">Log in</button></form>
        <a href="#inside">inside</a>
        <button type="button" aria-label="Open the main menu"><span><svg><path d="M0 0h1"></path></svg></span></button>
      </div>
      <a href="#outside">outside</a>
    </div>`;
  const root = document.getElementById('root') as HTMLElement;
  const button = root.querySelector('button') as HTMLButtonElement;
  return { root, button, form: root.querySelector('form') as HTMLFormElement };
}

/** A hydration the test finishes when it wants to, with what it was asked to do meanwhile. */
function controlledHydration() {
  let finish: (failure?: Error) => void = () => undefined;
  const hydrate = jest.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        finish = (failure) => (failure ? reject(failure) : resolve());
      }),
  );
  return { hydrate, finish: (failure?: Error) => finish(failure) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve));

describe('hydrateOnIntent', () => {
  test('does nothing while the page is only read, and hydrates once on the first intent', async () => {
    const { root } = page();
    const { hydrate, finish } = controlledHydration();
    hydrateOnIntent(root, hydrate);
    await settle();
    expect(hydrate).not.toHaveBeenCalled();

    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    document.body.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(hydrate).toHaveBeenCalledTimes(1);
    expect(root.hasAttribute(DEHYDRATED_ATTRIBUTE)).toBe(true);
    finish();
    await settle();
    expect(root.hasAttribute(DEHYDRATED_ATTRIBUTE)).toBe(false);
  });

  test('holds a click on an island until it has hydrated, then replays it on the same element', async () => {
    const { root, button, form } = page();
    const { hydrate, finish } = controlledHydration();
    hydrateOnIntent(root, hydrate);
    const submitted = jest.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);

    button.click();
    expect(hydrate).toHaveBeenCalledTimes(1);
    expect(submitted).not.toHaveBeenCalled();
    finish();
    await settle();
    expect(submitted).toHaveBeenCalledTimes(1);
    // Released: later clicks go straight through.
    button.click();
    expect(submitted).toHaveBeenCalledTimes(2);
  });

  test('replays a click on an icon on the HTML element around it', async () => {
    const { root } = page();
    const { hydrate, finish } = controlledHydration();
    hydrateOnIntent(root, hydrate);
    const menu = root.querySelector('button[aria-label="Open the main menu"]') as HTMLButtonElement;
    const opened = jest.fn();
    menu.addEventListener('click', opened);
    root.querySelector('path')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(opened).not.toHaveBeenCalled();
    finish();
    await settle();
    expect(opened).toHaveBeenCalledTimes(1);
  });

  test('never lets a form inside an island submit natively before it has hydrated', async () => {
    const { root, form } = page();
    hydrateOnIntent(root, controlledHydration().hydrate);
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  test('leaves links alone, inside islands and out', () => {
    const { root } = page();
    hydrateOnIntent(root, controlledHydration().hydrate);
    for (const link of root.querySelectorAll('a')) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      link.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
    }
  });

  test('releases the page when the code fails to load, so that it stays usable', async () => {
    const { root, button, form } = page();
    const { hydrate, finish } = controlledHydration();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    hydrateOnIntent(root, hydrate);
    const submitted = jest.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    button.click();
    finish(new Error('offline'));
    await settle();
    expect(root.hasAttribute(DEHYDRATED_ATTRIBUTE)).toBe(false);
    expect(logged).toHaveBeenCalledWith('Loading the page code failed', expect.any(Error));
    logged.mockRestore();
  });
});
