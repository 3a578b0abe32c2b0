import { useNavigate } from 'react-router-dom';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@grammarpath/contracts';
import { useToast } from '@grammarpath/platform';
import { QUIZ_NAMESPACE } from '../../../i18n';
import { useSkipPlacement } from '../api/skip-placement';

/** "Skip for now": the offer is answered (not made again) and the learner goes home. */
export function SkipPlacementButton() {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const navigate = useNavigate();
  const { toast } = useToast();
  const skip = useSkipPlacement();
  return (
    <Button
      loading={skip.isPending}
      onClick={() =>
        skip.mutate(undefined, {
          onSuccess: () => navigate(ROUTES.home.href()),
          onError: () => toast({ title: t('placement.skipFailed'), variant: 'warning' }),
        })
      }
    >
      {t('placement.skip')}
    </Button>
  );
}
