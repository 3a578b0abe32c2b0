import {
  ACHIEVEMENT_METRICS,
  ACHIEVEMENT_RARITIES,
  ACHIEVEMENT_TYPES,
  GRAMMAR_TOPICS,
  type AchievementMetric,
  type AchievementMetricParams,
  type AchievementRarity,
  type AchievementType,
  type AchievementView,
  type BadgeCriteria,
  type BadgeView,
  type CheckAchievementsResponse,
  type ContentTranslations,
  type GrammarTopic,
  type UserAchievementView,
  type UserBadgeView,
} from '@grammarpath/contracts';
import { ApiProperty } from '@nestjs/swagger';

/* OpenAPI descriptions of the achievements and badges answers; each class implements its contract. */

const TRANSLATIONS = {
  type: 'object',
  description: 'Name and description per interface language other than English',
  additionalProperties: {
    type: 'object',
    properties: { name: { type: 'string' }, description: { type: 'string' } },
  },
} as const;

export class AchievementViewDto implements AchievementView {
  @ApiProperty() id!: number;
  @ApiProperty() key!: string;
  @ApiProperty() name!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ enum: ACHIEVEMENT_TYPES }) type!: AchievementType;
  @ApiProperty({ enum: ACHIEVEMENT_RARITIES }) rarity!: AchievementRarity;
  @ApiProperty() threshold!: number;
  @ApiProperty() points!: number;
  @ApiProperty({ type: String, nullable: true, description: 'An @ant-design/icons name' }) icon!:
    string | null;
  @ApiProperty(TRANSLATIONS) translations!: ContentTranslations;
}

export class UserAchievementViewDto implements UserAchievementView {
  @ApiProperty() achievementId!: number;
  @ApiProperty({ description: 'Counted value, at most the threshold' }) progress!: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'null while in progress' })
  earnedDate!: string | null;
}

export class AchievementMetricParamsDto implements AchievementMetricParams {
  @ApiProperty({ required: false }) minPercent?: number;
  @ApiProperty({ required: false }) minQuestions?: number;
  @ApiProperty({ required: false }) minDays?: number;
  @ApiProperty({ enum: GRAMMAR_TOPICS, required: false }) topic?: GrammarTopic;
  @ApiProperty({ required: false }) maxSecondsPerQuestion?: number;
}

export class BadgeCriteriaDto implements BadgeCriteria {
  @ApiProperty({ enum: ACHIEVEMENT_METRICS }) metric!: AchievementMetric;
  @ApiProperty() threshold!: number;
  @ApiProperty({ type: AchievementMetricParamsDto, required: false })
  metricParams?: AchievementMetricParamsDto;
}

export class BadgeViewDto implements BadgeView {
  @ApiProperty() id!: number;
  @ApiProperty() key!: string;
  @ApiProperty() name!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ type: String, nullable: true, description: 'An @ant-design/icons name' }) icon!:
    string | null;
  @ApiProperty({ type: BadgeCriteriaDto, nullable: true }) criteria!: BadgeCriteriaDto | null;
  @ApiProperty(TRANSLATIONS) translations!: ContentTranslations;
}

export class UserBadgeViewDto implements UserBadgeView {
  @ApiProperty() badgeId!: number;
  @ApiProperty({ format: 'date-time' }) dateEarned!: string;
}

export class EarnedAchievementDto extends AchievementViewDto {
  @ApiProperty({ format: 'date-time' }) earnedDate!: string;
}

export class EarnedBadgeDto extends BadgeViewDto {
  @ApiProperty({ format: 'date-time' }) dateEarned!: string;
}

export class CheckAchievementsResponseDto implements CheckAchievementsResponse {
  @ApiProperty({
    type: [EarnedAchievementDto],
    description: 'Earned by this call (each returned once, ever)',
  })
  newAchievements!: EarnedAchievementDto[];
  @ApiProperty({ type: [EarnedBadgeDto], description: 'Earned by this call (each returned once, ever)' })
  newBadges!: EarnedBadgeDto[];
  @ApiProperty({ description: "The learner's points after this call" }) points!: number;
}
