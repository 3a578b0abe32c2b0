import { useParams } from 'react-router-dom';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PATHS_NAMESPACE } from '../../../i18n';
import { isNumericId } from '../../../shared/model/is-numeric-id';
import { AllPathsJourney } from './all-paths-journey';
import { JourneyNotFound } from './journey-not-found';
import { OnePathJourney } from './one-path-journey';

/** /learning-journey[/:id] and /learning-paths/:id: the journey map of every path, or of one. */
export function JourneyPage() {
  const { t } = useTranslation(PATHS_NAMESPACE);
  const { id } = useParams();
  let body;
  if (id === undefined) body = <AllPathsJourney />;
  else if (isNumericId(id)) body = <OnePathJourney pathId={Number(id)} />;
  else body = <JourneyNotFound />;
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('journey.title')}
      </Typography.Title>
      {body}
    </Flex>
  );
}
