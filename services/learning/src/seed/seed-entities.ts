import { Achievement } from '../achievements/achievement.entity';
import { Badge } from '../achievements/badge.entity';
import { LearningPathStage } from '../learning-paths/learning-path-stage.entity';
import { LearningPath } from '../learning-paths/learning-path.entity';
import { Question } from '../practice/questions/question.entity';
import { LearningResource } from '../learning-paths/resources/learning-resource.entity';

/** The entities the seed writes: the content tables, for seed.ts's own data source. */
export const SEED_ENTITIES = [
  Question,
  LearningPath,
  LearningPathStage,
  LearningResource,
  Achievement,
  Badge,
];
