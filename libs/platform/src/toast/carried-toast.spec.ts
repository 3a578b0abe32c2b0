import { carryToastAcrossDocumentLoad, noteToast, takeCarriedToast } from './carried-toast';

describe('a toast carried across a document load', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => jest.useRealTimers());

  it('arrives once on the next document, for the time it had left', () => {
    noteToast({
      title: 'Registration successful',
      description: 'Welcome',
      variant: 'success',
      durationMs: 5_000,
    });
    jest.setSystemTime(1_000_100);
    carryToastAcrossDocumentLoad();

    expect(takeCarriedToast()).toEqual({
      title: 'Registration successful',
      description: 'Welcome',
      variant: 'success',
      durationMs: 4_900,
    });
    expect(takeCarriedToast()).toBeUndefined();
  });

  it('is not carried once it has run its time', () => {
    noteToast({ title: 'Login successful', durationMs: 5_000 });
    jest.setSystemTime(1_006_000);
    carryToastAcrossDocumentLoad();

    expect(takeCarriedToast()).toBeUndefined();
  });

  it('ignores what is not a toast in its storage place', () => {
    sessionStorage.setItem('gp.carried-toast', '{"title":3}');
    expect(takeCarriedToast()).toBeUndefined();
    sessionStorage.setItem('gp.carried-toast', 'not json');
    expect(takeCarriedToast()).toBeUndefined();
  });
});
