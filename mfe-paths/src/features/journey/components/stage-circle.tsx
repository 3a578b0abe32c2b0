import { Button, theme, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type TeachingName, translateAroundContent, useContentLabel } from '@grammarpath/platform';
import { LineClamp, TeachingText } from '@grammarpath/platform/ui';
import { PATHS_NAMESPACE } from '../../../i18n';
import type { StageState } from '../../../shared/model/path-progress';

/** A stage's circle is green when done, blue when open (the first, or its previous stage done), else grey. */
const CIRCLE_COLOUR = {
  completed: 'green',
  available: 'blue',
  locked: 'grey',
} as const satisfies Record<StageState, string>;

const STATE_KEY = {
  completed: 'status.completed',
  available: 'status.available',
  locked: 'status.locked',
} as const satisfies Record<StageState, string>;

/** The circle's colours from the theme; the stage number on each keeps at least 4.5:1. */
function useCircleStyle(state: StageState): { background: string; color: string } {
  const { token } = theme.useToken();
  if (state === 'completed') return { background: token.colorSuccess, color: token.colorTextLightSolid };
  if (state === 'available') return { background: token.colorInfo, color: token.colorTextLightSolid };
  return { background: token.colorFill, color: token.colorText };
}

/** A stage on the journey map: its numbered circle, named "Stage 1: {name} (Completed)", and its name. */
export function StageCircle({
  number,
  name,
  state,
  onOpen,
}: {
  number: number;
  name: TeachingName;
  state: StageState;
  onOpen: () => void;
}) {
  const { t } = useTranslation(PATHS_NAMESPACE);
  const style = useCircleStyle(state);
  const label = useContentLabel(
    translateAroundContent(t, 'journey.circle', { name }, { number, state: t(STATE_KEY[state]) }),
  );
  return (
    <li style={{ width: 120, textAlign: 'center' }}>
      <Tooltip title={<TeachingText text={name.text} english={name.english} />}>
        <Button
          shape="circle"
          size="large"
          data-colour={CIRCLE_COLOUR[state]}
          aria-labelledby={label.labelledBy}
          style={{ ...style, width: 56, height: 56, border: 'none', fontWeight: 600 }}
          onClick={onOpen}
        >
          {number}
        </Button>
      </Tooltip>
      {label.element}
      <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }}>
        <LineClamp rows={2}>
          <TeachingText text={name.text} english={name.english} />
        </LineClamp>
      </Typography.Paragraph>
    </li>
  );
}
