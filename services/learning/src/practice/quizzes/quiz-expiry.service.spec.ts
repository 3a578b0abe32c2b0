import { type PreparedStatements } from '@grammarpath/server-kit';
import { Logger } from '@nestjs/common';
import { QuizzesRepository } from '../repositories/quizzes.repository';
import { QUIZ_EXPIRY, QuizExpiryService, UNFINISHED_QUIZ_DAYS } from './quiz-expiry.service';
import { RECENT_DAYS } from './quiz-serving.service';

const row = (
  scanned: number,
  deleted: number,
  last: [string, string] | null = ['2026-01-01 00:00:00+00', 'a'],
) => [{ scanned, deleted, lastStartedAt: last?.[0] ?? null, lastId: last?.[1] ?? null }];

describe('QuizExpiryService', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('keeps unfinished quizzes as long as "seen recently" reads them', () => {
    expect(UNFINISHED_QUIZ_DAYS).toBe(RECENT_DAYS);
  });

  it('runs batches until the walk is caught up, then passes the cursor on', async () => {
    const rows = jest
      .fn()
      .mockResolvedValueOnce(row(QUIZ_EXPIRY.batchSize, 10, ['2026-01-02 10:00:00.123456+00', 'b']))
      .mockResolvedValueOnce(row(3, 1, ['2026-01-03 10:00:00+00', 'c']))
      .mockResolvedValue(row(0, 0, null));
    const service = new QuizExpiryService(new QuizzesRepository({ rows } as unknown as PreparedStatements));
    expect(await service.run()).toBe(11);
    expect(rows).toHaveBeenCalledTimes(2);
    expect(rows.mock.calls[0][1]).toEqual([
      '-infinity',
      '00000000-0000-0000-0000-000000000000',
      UNFINISHED_QUIZ_DAYS,
      QUIZ_EXPIRY.batchSize,
    ]);
    expect(rows.mock.calls[1][1].slice(0, 2)).toEqual(['2026-01-02 10:00:00.123456+00', 'b']);
    // Nothing past the cutoff: the cursor stays where it was.
    await service.expireBatch();
    await service.expireBatch();
    expect(rows.mock.calls[3][1].slice(0, 2)).toEqual(['2026-01-03 10:00:00+00', 'c']);
  });

  it('stops a run at its batch limit', async () => {
    const rows = jest.fn().mockResolvedValue(row(QUIZ_EXPIRY.batchSize, 1));
    const service = new QuizExpiryService(new QuizzesRepository({ rows } as unknown as PreparedStatements));
    expect(await service.run()).toBe(QUIZ_EXPIRY.maxBatchesPerRun);
    expect(rows).toHaveBeenCalledTimes(QUIZ_EXPIRY.maxBatchesPerRun);
  });

  it('runs on an unref’d timer within the first interval and every interval after, a failure included', async () => {
    const rows = jest
      .fn()
      .mockRejectedValueOnce(new Error('database down'))
      .mockResolvedValue(row(0, 0, null));
    const service = new QuizExpiryService(new QuizzesRepository({ rows } as unknown as PreparedStatements));
    const unref = jest.spyOn(global, 'setTimeout');
    service.onApplicationBootstrap();
    const timer = unref.mock.results[0].value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    await jest.advanceTimersByTimeAsync(QUIZ_EXPIRY.intervalMs);
    expect(rows).toHaveBeenCalledTimes(1);
    expect(Logger.prototype.warn).toHaveBeenCalledWith(expect.stringContaining('database down'));
    await jest.advanceTimersByTimeAsync(QUIZ_EXPIRY.intervalMs);
    expect(rows).toHaveBeenCalledTimes(2);
    await service.onModuleDestroy();
    await jest.advanceTimersByTimeAsync(3 * QUIZ_EXPIRY.intervalMs);
    expect(rows).toHaveBeenCalledTimes(2);
  });
});
