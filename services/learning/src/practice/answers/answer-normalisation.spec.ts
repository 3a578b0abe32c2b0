import {
  answerForms,
  answerMatcher,
  comparableAnswer,
  normaliseAnswer,
  sameAnswer,
} from './answer-normalisation';

describe('normaliseAnswer', () => {
  it('ignores case, spacing, curly apostrophes and final punctuation', () => {
    expect(normaliseAnswer('  She   DOESN’T  know .  ')).toBe("she doesn't know");
    expect(normaliseAnswer('Really?!')).toBe('really');
  });
});

describe('sameAnswer: contracted and full forms are one answer', () => {
  it.each([
    ["They weren't at home.", 'They were not at home.'],
    ["I'm a student.", 'I am a student.'],
    ['I’m a student', 'i am a student.'],
    ["She can't swim.", 'She cannot swim.'],
    ["She can't swim.", 'She can not swim.'],
    ['She cannot swim.', 'She can not swim.'],
    ["We'll call you tomorrow.", 'We will call you tomorrow.'],
    ["He won't come.", 'He will not come.'],
    ["We shan't be late.", 'We shall not be late.'],
    ["They're leaving.", 'They are leaving.'],
    ["You've finished.", 'You have finished.'],
    ["She doesn't like coffee.", 'She does not like coffee.'],
    ["He hasn't got a car.", 'He has not got a car.'],
    ["I'd gone home before it rained.", 'I had gone home before it rained.'],
    ["I'd go if I had time.", 'I would go if I had time.'],
    ["She'd already left.", 'She had already left.'],
    ["You'd better hurry.", 'You had better hurry.'],
    ["I'd rather stay.", 'I would rather stay.'],
    ["I'd have helped.", 'I would have helped.'],
    ["I'd come earlier if I could.", 'I would come earlier if I could.'],
    ["I'd come here before.", 'I had come here before.'],
    ["It's raining.", 'It is raining.'],
    ["It's been a long day.", 'It has been a long day.'],
    ["He's got two sisters.", 'He has got two sisters.'],
    ["She's gone out.", 'She has gone out.'],
    ["There's a problem.", 'There is a problem.'],
    ["What's happened?", 'What has happened?'],
    ["Who's calling?", 'Who is calling?'],
    ["Everyone's here.", 'Everyone is here.'],
    ["He wasn't, and they weren't either.", 'He was not, and they were not either.'],
    ["You mustn't, and you needn't, and you daren't.", 'You must not, and you need not, and you dare not.'],
    ["They mightn't know, and she oughtn't ask.", 'They might not know, and she ought not ask.'],
    ['She DOESN’T know .', 'she does not know'],
  ])('%p = %p', (a, b) => {
    expect(sameAnswer(a, b)).toBe(true);
    expect(sameAnswer(b, a)).toBe(true);
  });

  it.each([
    ['Its colour is red.', "It's colour is red."],
    ['The dog wagged its tail.', 'The dog wagged it is tail.'],
    ['Where were you?', 'Where where you?'],
    ['We were late.', "We're late."],
    ['She goes to work.', 'She went to work.'],
    ['He has finished.', 'He had finished.'],
    ["I'd go if I had time.", 'I had go if I had time.'],
    ["I'd gone home.", 'I would gone home.'],
    ["It's been a long day.", 'It is been a long day.'],
    ["It's raining.", 'It has raining.'],
    ["John's book is here.", 'John is book is here.'],
    ["Someone's bag is on the bus.", 'Someone is bag is on the bus.'],
    ["Let's go.", 'Let us go.'],
    ["The students' essays are ready.", 'The students essays are ready.'],
    ["She can't swim.", 'She can swim.'],
    ["He won't come.", 'He will come.'],
    // Not a contraction English has: a distractor, never the right answer spelt another way.
    ["I won't be late.", "I willn't be late."],
    ["I'm not late.", "I amn't late."],
    ["You're welcome.", 'Your welcome.'],
    ['They are there.', 'They are their.'],
  ])('%p ≠ %p', (a, b) => {
    expect(sameAnswer(a, b)).toBe(false);
    expect(sameAnswer(b, a)).toBe(false);
  });

  it('keeps possessives, "let\'s" and "o\'clock" as they are', () => {
    expect(answerForms("John's book")).toEqual(["john's book"]);
    expect(answerForms("Let's meet at six o'clock.")).toEqual(["let's meet at six o'clock"]);
    expect(answerForms("The teacher's notes")).toEqual(["the teacher's notes"]);
  });

  it('gives both readings of an ambiguous contraction', () => {
    expect(answerForms("I'd come")).toEqual(['i had come', 'i would come']);
    expect(answerForms("It's finished")).toEqual(['it is finished', 'it has finished']);
    expect(comparableAnswer("It's finished")).toBe('it is finished');
  });

  it('expands contractions next to punctuation', () => {
    expect(comparableAnswer('“I’m tired,” she said.')).toBe('"i am tired," she said');
    expect(comparableAnswer("No, it isn't.")).toBe('no, it is not');
  });

  it('matches any of a set of right answers', () => {
    const matches = answerMatcher(["He's got two sisters.", 'He has two sisters.']);
    expect(matches('He has got two sisters')).toBe(true);
    expect(matches('he HAS two sisters!')).toBe(true);
    expect(matches('He have two sisters.')).toBe(false);
  });
});
