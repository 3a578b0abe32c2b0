import { afterMainContent, MAX_WAIT_MS } from './main-content';

function renderMain(html: string): HTMLElement {
  document.body.innerHTML = `<main>${html}</main>`;
  return document.querySelector('main') as HTMLElement;
}

/** Lets the MutationObserver deliver its records. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('afterMainContent', () => {
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('calls back at once when the main content is already shown', () => {
    renderMain('<form><input /></form>');
    const callback = jest.fn();
    afterMainContent(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('waits while <main> is empty or shows a skeleton or a spinner, and calls back once they are gone', async () => {
    const main = renderMain('');
    const callback = jest.fn();
    afterMainContent(callback);
    main.innerHTML = '<div class="ant-skeleton"></div>';
    await flush();
    main.innerHTML = '<div class="ant-spin"></div><p>Almost</p>';
    await flush();
    expect(callback).not.toHaveBeenCalled();
    main.innerHTML = '<p>The page</p>';
    await flush();
    expect(callback).toHaveBeenCalledTimes(1);
    main.innerHTML = '<div class="ant-skeleton"></div>';
    await flush();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('does not wait for the placeholders of deferred slots', () => {
    renderMain('<section>First widget</section><div data-deferred><div class="ant-skeleton"></div></div>');
    const callback = jest.fn();
    afterMainContent(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('calls back after MAX_WAIT_MS on a page that keeps its spinner, and not at all once cancelled', () => {
    jest.useFakeTimers();
    renderMain('<div class="ant-spin"></div>');
    const callback = jest.fn();
    const cancelled = jest.fn();
    afterMainContent(callback);
    afterMainContent(cancelled)();
    jest.advanceTimersByTime(MAX_WAIT_MS - 1);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
