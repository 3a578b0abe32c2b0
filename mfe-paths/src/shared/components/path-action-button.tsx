import { Button, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { translateAroundContent, useContentLabel, type TeachingName } from '@grammarpath/platform';
import { PATHS_NAMESPACE } from '../../i18n';

/**
 * A button showing an action on a path ("Start Path") and named by the action and the path's name
 * ("Start Path: Relative Clauses"), the name as grammar content (English, or translated).
 */
export function PathActionButton({
  action,
  pathName,
  ...props
}: Omit<ButtonProps, 'children' | 'aria-label' | 'aria-labelledby'> & {
  action: string;
  pathName: TeachingName;
}) {
  const { t } = useTranslation(PATHS_NAMESPACE);
  const label = useContentLabel(translateAroundContent(t, 'common.actionOn', { name: pathName }, { action }));
  return (
    <>
      <Button {...props} aria-labelledby={label.labelledBy}>
        {action}
      </Button>
      {label.element}
    </>
  );
}
