import { type Language, type QuizProgressView, ENDPOINTS } from '@grammarpath/contracts';
import {
  ApiContentLanguage,
  ContentLanguage,
  CurrentUserId,
  SessionAuthGuard,
  Route,
} from '@grammarpath/server-kit';
import { BadRequestException, Controller, Param, ParseUUIDPipe, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { QUIZ_ID_MESSAGE } from '../answers/dto/check-answer.dto';
import { QuizProgressViewDto } from './dto/quiz.responses';
import { QuizProgressService } from './quiz-progress.service';

@ApiTags('quiz')
@UseGuards(SessionAuthGuard)
@Controller()
export class QuizProgressController {
  constructor(private readonly quizProgress: QuizProgressService) {}

  @Route(ENDPOINTS.quiz.progress(':quizId'))
  @ApiOkResponse({ type: QuizProgressViewDto })
  @ApiContentLanguage()
  @ApiBadRequestResponse({ description: 'quizId is not a quiz id' })
  @ApiNotFoundResponse({ description: 'No quiz of this learner with that id' })
  @ApiOperation({
    summary: 'One of the learner’s quizzes with its recorded answers and their feedback, to resume it',
  })
  progress(
    @CurrentUserId() userId: number,
    // Not a quiz id: 400 naming the field.
    @Param('quizId', new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException(QUIZ_ID_MESSAGE) }))
    quizId: string,
    @ContentLanguage() language: Language,
  ): Promise<QuizProgressView> {
    return this.quizProgress.progress(userId, quizId, language);
  }
}
