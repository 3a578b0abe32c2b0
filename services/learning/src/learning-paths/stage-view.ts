import { type Language, type StageResourceRef, type StageView } from '@grammarpath/contracts';
import { englishField, localizedTexts } from '../content/teaching-texts';
import { type LearningPathStage } from './learning-path-stage.entity';

/** resourceTitles: title by resource id (in `language`); ids without a resource are left out. */
export function toStageView(
  stage: LearningPathStage,
  resourceTitles: ReadonlyMap<number, string>,
  language: Language,
): StageView {
  const { texts, english } = localizedTexts(
    { name: stage.name, description: stage.description },
    stage.translations,
    language,
  );
  const resources: StageResourceRef[] = stage.resourceIds.flatMap((id) => {
    const title = resourceTitles.get(id);
    return title === undefined ? [] : [{ id, title }];
  });
  return {
    id: stage.id,
    pathId: stage.pathId,
    ...texts,
    orderIndex: stage.orderIndex,
    threshold: stage.threshold,
    questionCount: stage.questionSetIds.length,
    resources,
    ...englishField(english),
  };
}
