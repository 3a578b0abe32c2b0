import { Component, Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { forgetFailedLoads, onDemand } from './on-demand';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

describe('onDemand', () => {
  it('loads the page once, whether preloaded or rendered', async () => {
    const load = jest.fn(async () => () => <h1>Quiz</h1>);
    const Quiz = onDemand(load);
    await Quiz.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Quiz />
      </Suspense>,
    );
    // Preloaded: the first render shows the page, not the fallback.
    expect(screen.getByRole('heading', { name: 'Quiz' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads a page on its first render; a failed load stays failed until it is forgotten', async () => {
    let fail = true;
    const load = jest.fn(async () => {
      if (fail) throw new Error('chunk failed');
      return () => <h1>Results</h1>;
    });
    // React reports the error the boundary catches.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Results = onDemand(load);
    const page = (
      <Boundary>
        <Suspense fallback={<p>loading</p>}>
          <Results />
        </Suspense>
      </Boundary>
    );
    let unmount = () => {};
    await act(async () => {
      ({ unmount } = render(page));
    });
    expect(screen.getByText('failed')).toBeInTheDocument();
    unmount();
    fail = false;
    await expect(Results.preload()).rejects.toThrow('chunk failed');
    expect(load).toHaveBeenCalledTimes(1);
    forgetFailedLoads();
    await act(async () => {
      render(page);
    });
    expect(await screen.findByRole('heading', { name: 'Results' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(reported).toHaveBeenCalled();
    reported.mockRestore();
  });
});
