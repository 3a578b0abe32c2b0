import { type StageResourceRef, type StageView } from '@grammarpath/contracts';
import { type LearningPathStage } from './learning-path-stage.entity';

/** resourceTitles: title by resource id; ids without a resource are left out. */
export function toStageView(
  stage: LearningPathStage,
  resourceTitles: ReadonlyMap<number, string>,
): StageView {
  const resources: StageResourceRef[] = stage.resourceIds.flatMap((id) => {
    const title = resourceTitles.get(id);
    return title === undefined ? [] : [{ id, title }];
  });
  return {
    id: stage.id,
    pathId: stage.pathId,
    name: stage.name,
    description: stage.description,
    orderIndex: stage.orderIndex,
    threshold: stage.threshold,
    questionCount: stage.questionSetIds.length,
    resources,
  };
}
