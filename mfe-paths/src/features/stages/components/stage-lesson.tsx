import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import type { StageView } from '@grammarpath/contracts';
import { lessonHtmlWithLanguages, TeachingText, useShowInEnglish } from '@grammarpath/platform/ui';
import { sanitizeHtml } from '../../../shared/model/lesson-html';

/**
 * A stage's name and lesson, in the learner's language when translated (English fragments marked), with
 * "Show in English" for the original; `children` sit between the name and the lesson.
 */
export function StageLesson({ stage, children }: { stage: StageView; children?: ReactNode }) {
  const { showEnglish, toggle } = useShowInEnglish(stage.english !== undefined);
  const translatedLesson = stage.english?.description !== undefined && !showEnglish;
  const lesson = showEnglish ? (stage.english?.description ?? stage.description) : stage.description;
  return (
    <>
      <Typography.Title level={2} style={{ margin: 0 }}>
        <TeachingText text={stage.name} english={stage.english?.name} showEnglish={showEnglish} />
      </Typography.Title>
      {children}
      {toggle && <Flex justify="end">{toggle}</Flex>}
      <Typography>
        <div
          className="stage-lesson"
          lang={translatedLesson ? undefined : 'en'}
          dangerouslySetInnerHTML={{
            __html: sanitizeHtml(translatedLesson ? lessonHtmlWithLanguages(lesson) : lesson),
          }}
        />
      </Typography>
    </>
  );
}
