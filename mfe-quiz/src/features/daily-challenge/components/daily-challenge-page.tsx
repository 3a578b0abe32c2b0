import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { DailyChallengeView } from '@grammarpath/contracts';
import { PLATFORM_NAMESPACE, ProtectedRoute } from '@grammarpath/platform';
import { QueryState } from '@grammarpath/platform/ui';
import { QUIZ_NAMESPACE } from '../../../i18n';
import type { PlayQuiz } from '../../../shared/play-quiz';
import { REVIEW_PARAM } from '../../../shared/review-param';
import { useDailyChallenge } from '../../../shared/api/get-daily-challenge';
import { useDailyChallengeSource } from '../api/start-daily-challenge';
import { ChallengeCard } from './challenge-card';

function DailyChallenge({ challenge, PlayQuiz }: { challenge: DailyChallengeView; PlayQuiz: PlayQuiz }) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const source = useDailyChallengeSource();
  // A finished challenge named in the address (a reload of its results) shows its results again.
  const [searchParams] = useSearchParams();
  const [started, setStarted] = useState(() => searchParams.has(REVIEW_PARAM));
  const topic = challenge.topic ? t(`topic.${challenge.topic}`, { ns: PLATFORM_NAMESPACE }) : undefined;
  const title = topic ? t('daily.topicTitle', { topic }) : undefined;
  if (started) return <PlayQuiz source={source} title={title ?? challenge.title} />;
  return <ChallengeCard challenge={challenge} title={title} topic={topic} onStart={() => setStarted(true)} />;
}

/** Today's challenge once loaded (inside ProtectedRoute: it is read only with a session). */
function TodaysChallenge({ PlayQuiz }: { PlayQuiz: PlayQuiz }) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const query = useDailyChallenge();
  return (
    <QueryState
      query={query}
      loadingLabel={t('daily.loading')}
      errorTitle={t('daily.title')}
      errorDescription={t('daily.loadError')}
    >
      {(challenge) => <DailyChallenge challenge={challenge} PlayQuiz={PlayQuiz} />}
    </QueryState>
  );
}

/** /daily-challenge: today's challenge, then its quiz played by `PlayQuiz`. */
export function DailyChallengePage({ PlayQuiz }: { PlayQuiz: PlayQuiz }) {
  return (
    <ProtectedRoute>
      <TodaysChallenge PlayQuiz={PlayQuiz} />
    </ProtectedRoute>
  );
}
