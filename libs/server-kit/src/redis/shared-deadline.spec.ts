import { COMMAND_TIMEOUT_MS, RedisTimeoutError, SharedDeadline } from './shared-deadline';

const never = () => new Promise<never>(() => undefined);

describe('SharedDeadline', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('passes an answer on, and a failure', async () => {
    const deadline = new SharedDeadline();
    await expect(deadline.within(Promise.resolve('OK'))).resolves.toBe('OK');
    await expect(deadline.within(Promise.reject(new Error('READONLY')))).rejects.toThrow('READONLY');
  });

  it('fails a command that gets no answer, between the timeout and a second more', async () => {
    const deadline = new SharedDeadline();
    let settled: unknown = null;
    deadline.within(never()).catch((error: unknown) => (settled = error));
    await jest.advanceTimersByTimeAsync(COMMAND_TIMEOUT_MS);
    expect(settled).toBeNull();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(settled).toBeInstanceOf(RedisTimeoutError);
  });

  it('gives a command sent a second later a deadline of its own', async () => {
    const deadline = new SharedDeadline();
    const failures: string[] = [];
    deadline.within(never()).catch(() => failures.push('first'));
    await jest.advanceTimersByTimeAsync(1_000);
    deadline.within(never()).catch(() => failures.push('second'));
    await jest.advanceTimersByTimeAsync(COMMAND_TIMEOUT_MS);
    expect(failures).toEqual(['first']);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(failures).toEqual(['first', 'second']);
  });

  it('leaves an answered command alone when the deadline passes', async () => {
    const deadline = new SharedDeadline();
    const answer = deadline.within(Promise.resolve(1));
    await expect(answer).resolves.toBe(1);
    await jest.advanceTimersByTimeAsync(COMMAND_TIMEOUT_MS + 1_000);
    await expect(answer).resolves.toBe(1);
  });
});
