import { useSearchParams } from 'react-router-dom';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProtectedRoute } from '@grammarpath/platform';
import { QueryState } from '@grammarpath/platform/ui';
import { QUIZ_NAMESPACE } from '../../../i18n';
import type { PlayQuiz } from '../../../shared/play-quiz';
import { usePlacement } from '../api/get-placement';
import { usePlacementSource } from '../api/start-placement';
import { PlacementFinished } from './placement-finished';
import { PlacementIntro } from './placement-intro';
import { PlacementResultCard } from './placement-result-card';
import { SkipPlacementButton } from './skip-placement-button';

/** `?step=quiz` while the quiz is played, so that a reload resumes the quiz rather than the intro. */
const STEP = 'step';

function PlacementQuiz({ PlayQuiz }: { PlayQuiz: PlayQuiz }) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const source = usePlacementSource();
  return (
    <Flex vertical gap={12}>
      <Flex justify="end">
        <SkipPlacementButton />
      </Flex>
      <PlayQuiz source={source} title={t('placement.quizTitle')} Finished={PlacementFinished} />
    </Flex>
  );
}

function Placement({ PlayQuiz }: { PlayQuiz: PlayQuiz }) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const [params, setParams] = useSearchParams();
  const query = usePlacement();
  const play = () => setParams({ [STEP]: 'quiz' });
  if (params.get(STEP) === 'quiz') return <PlacementQuiz PlayQuiz={PlayQuiz} />;
  return (
    <QueryState query={query} loadingLabel={t('placement.loading')} errorTitle={t('placement.loadError')}>
      {(view) =>
        view.status === 'done' && view.result ? (
          <PlacementResultCard result={view.result} onRetake={play} />
        ) : (
          <PlacementIntro onStart={play} />
        )
      }
    </QueryState>
  );
}

/**
 * /placement: the offer (intro, Start, Skip for now), the placement quiz played by `PlayQuiz`, and the
 * suggested level and first path; a learner already placed sees their placement and may retake it.
 */
export function PlacementPage({ PlayQuiz }: { PlayQuiz: PlayQuiz }) {
  return (
    <ProtectedRoute>
      <Placement PlayQuiz={PlayQuiz} />
    </ProtectedRoute>
  );
}
