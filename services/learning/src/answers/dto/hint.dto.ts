import { type HintRequest } from '@grammarpath/contracts';
import { IsInt, IsUUID, Min } from 'class-validator';

export class HintDto implements HintRequest {
  @IsUUID('all', { message: 'quizId must be the quizId returned by POST /api/questions' })
  quizId!: string;

  @Min(1)
  @IsInt()
  questionId!: number;
}
