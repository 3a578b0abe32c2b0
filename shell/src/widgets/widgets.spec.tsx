import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GrammarTips } from '@grammarpath/contracts';
import { saveAudioClip } from '@grammarpath/platform';
import { renderWithProviders, TEST_USER } from '../testing/render-with-providers';
import { FrameWidgets } from './frame-widgets';
import { HomeFeedbackCard } from './feedback/home-feedback-card';
import { feedbackSourceOf } from './feedback/feedback-source';
import { tipsInOrder } from './mascot/use-grammar-tips';
import { GrammarGuideCard } from './mascot/grammar-guide';
import {
  collapseGuide,
  GUIDE_SEEN_KEY,
  resetGuideStateForTests,
  seenCookieOf,
  useGuideState,
} from './mascot/guide-state';

/** The open guide where the frame puts it (GuideSlot, without its wait for the first screen), and the buttons. */
function GuideAndWidgets() {
  const state = useGuideState('/');
  return (
    <>
      {state === 'expanded' && <GrammarGuideCard onCollapse={collapseGuide} />}
      <FrameWidgets compact={false} />
    </>
  );
}

const tip = (en: string) => ({ en, ja: `ja ${en}`, vi: `vi ${en}`, zh: `zh ${en}` });
const TIPS: GrammarTips = {
  topics: { articles: [tip('Use a before consonant sounds.')] },
  questionTypes: { rearrange: [tip('Find the subject first.')] },
  general: [1, 2, 3, 4, 5].map((number) => ({
    number,
    ...tip(number === 1 ? '15 minutes a day beats occasional long sessions.' : `General tip ${number}.`),
  })),
};

jest.setTimeout(120_000);

const fetchMock = jest.fn();

function respond(body: unknown, status = 200) {
  return Promise.resolve({
    ok: status < 400,
    status,
    statusText: 'Error',
    text: async () => JSON.stringify(body),
    json: async () => body,
  });
}

/** Forgets the Grammar Guide's seen cookie, which jsdom keeps from test to test like a browser. */
function clearSeenCookie() {
  document.cookie = `${GUIDE_SEEN_KEY}=; path=/; max-age=0`;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearSeenCookie();
  fetchMock.mockReset();
  fetchMock.mockImplementation((url: string) =>
    url === '/api/grammar-tips' ? respond(TIPS) : respond({ feedbackSaved: true }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
});

function feedbackCalls() {
  return fetchMock.mock.calls.filter(([url]) => url === '/api/feedback');
}

describe('feedback form', () => {
  it('shows the SPEC messages, and the Missing information toast for a blank message', async () => {
    renderWithProviders(<HomeFeedbackCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Missing information')).toBeInTheDocument();
    expect(screen.getByText('Please provide your feedback message before submitting.')).toBeInTheDocument();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Message'), 'Hey');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(await screen.findByText('Message must be at least 5 characters')).toBeInTheDocument();
    expect(feedbackCalls()).toHaveLength(0);
  });

  it('sends the feedback with source homepage, prefilled for a learner, and says it was saved', async () => {
    renderWithProviders(<HomeFeedbackCard />, { user: TEST_USER });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Ana Lima'));
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    await userEvent.type(screen.getByLabelText('Message'), '<b>Great</b> quizzes!');
    await userEvent.click(screen.getAllByRole('radio')[3]);
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Feedback saved!')).toBeInTheDocument();
    const [, init] = feedbackCalls()[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Ana Lima',
      email: 'ana@example.com',
      message: '<b>Great</b> quizzes!',
      rating: 4,
      category: 'general',
      source: 'homepage',
    });
  });

  it('says Feedback received when the server could not store it, and shows the error otherwise', async () => {
    fetchMock.mockImplementation(() => respond({ feedbackSaved: false }));
    renderWithProviders(<HomeFeedbackCard />, { user: TEST_USER });
    await userEvent.type(screen.getByLabelText('Message'), 'Works well.');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Feedback received')).toBeInTheDocument();

    fetchMock.mockImplementation(() => respond({ statusCode: 429, message: 'Too much feedback' }, 429));
    await userEvent.type(screen.getByLabelText('Message'), 'Again please.');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Error sending feedback')).toBeInTheDocument();
    expect(screen.getByText('Too much feedback')).toBeInTheDocument();
  });

  it('picks the source from the route', () => {
    expect(feedbackSourceOf('/')).toBe('homepage');
    expect(feedbackSourceOf('/quiz')).toBe('quiz');
    expect(feedbackSourceOf('/learning-paths/3/stages/4')).toBe('learning-path');
    expect(feedbackSourceOf('/progress')).toBe('other');
    expect(feedbackSourceOf('/mistakes-review')).toBe('quiz');
    expect(feedbackSourceOf('/learning-paths')).toBe('learning-path');
    expect(feedbackSourceOf('/learning-journey/2')).toBe('learning-path');
    expect(feedbackSourceOf('/settings')).toBe('other');
  });
});

describe('frame widgets', () => {
  it('opens Share Your Feedback from Give Feedback', async () => {
    renderWithProviders(<FrameWidgets compact={false} />, { path: '/quiz' });
    await userEvent.click(screen.getByRole('button', { name: 'Give Feedback' }));
    expect(await screen.findByRole('dialog', { name: 'Share Your Feedback' })).toBeInTheDocument();
  });

  it('lists saved clips with a count and removes them', async () => {
    saveAudioClip({ text: 'She walks to school.', label: 'Present simple' });
    renderWithProviders(<FrameWidgets compact />);
    await userEvent.click(screen.getByRole('button', { name: 'Saved Audio, clips: 1' }));
    const drawer = await screen.findByRole('dialog', { name: 'Saved Audio' });
    expect(within(drawer).getByText('Present simple')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Play "Present simple"' })).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Remove "Present simple"' }));
    expect(await within(drawer).findByText(/No saved clips yet/)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('saved_audios') ?? '')).toEqual([]);
  });

  it('shows the daily-practice tip first, another on request, collapses after 10 s and opens again', async () => {
    localStorage.removeItem(GUIDE_SEEN_KEY);
    resetGuideStateForTests();
    jest.useFakeTimers({ advanceTimers: true });
    try {
      renderWithProviders(<GuideAndWidgets />);
      expect(await screen.findByText('15 minutes a day beats occasional long sessions.')).toBeInTheDocument();
      // Shown open once: the next visit starts collapsed (and the server, which reads the cookie, draws it so).
      expect(localStorage.getItem(GUIDE_SEEN_KEY)).toBe('true');
      expect(seenCookieOf(document.cookie)).toBe('true');
      expect(screen.queryByRole('button', { name: 'Show the Grammar Guide' })).not.toBeInTheDocument();
      await act(async () => {
        screen.getByRole('button', { name: 'Show me another tip' }).click();
      });
      expect(screen.queryByText('15 minutes a day beats occasional long sessions.')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(10_000));
      expect(screen.queryByTestId('grammar-guide')).not.toBeInTheDocument();
      await act(async () => {
        screen.getByRole('button', { name: 'Show the Grammar Guide' }).click();
      });
      expect(screen.getByTestId('grammar-guide')).toBeInTheDocument();
      await act(async () => {
        screen.getByRole('button', { name: 'Close the Grammar Guide' }).click();
      });
      expect(screen.queryByTestId('grammar-guide')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Show the Grammar Guide' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('starts collapsed once the guide has been seen, and offers no guide on the quiz pages', () => {
    localStorage.setItem(GUIDE_SEEN_KEY, 'true');
    resetGuideStateForTests();
    renderWithProviders(<GuideAndWidgets />);
    expect(screen.queryByTestId('grammar-guide')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show the Grammar Guide' })).toBeInTheDocument();
    // Seen before the cookie existed: the cookie records it now, for the server's next page.
    expect(seenCookieOf(document.cookie)).toBe('true');
  });

  it('starts collapsed when only the cookie says the guide was seen', () => {
    document.cookie = `${GUIDE_SEEN_KEY}=true; path=/`;
    resetGuideStateForTests();
    renderWithProviders(<GuideAndWidgets />);
    expect(screen.queryByTestId('grammar-guide')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show the Grammar Guide' })).toBeInTheDocument();
  });

  it('has no Grammar Guide button on the quiz, which shows its own tip box', () => {
    resetGuideStateForTests();
    renderWithProviders(<FrameWidgets compact />, { path: '/quiz' });
    expect(screen.queryByRole('button', { name: 'Show the Grammar Guide' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Give Feedback' })).toBeInTheDocument();
  });

  it('orders tips reproducibly with general tip 1 first and every tip once', () => {
    const order = tipsInOrder(TIPS, 42);
    expect(order[0].id).toBe('general-1');
    expect(order).toHaveLength(7);
    expect(new Set(order.map((item) => item.id)).size).toBe(7);
    expect(tipsInOrder(TIPS, 42)).toEqual(order);
  });
});
