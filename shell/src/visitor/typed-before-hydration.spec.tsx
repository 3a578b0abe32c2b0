import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { handOverTypedValues } from './typed-before-hydration';

const seen: string[] = [];

/** A form whose fields are controlled, as antd's are: what React knows is the component's state. */
function Form() {
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [agreed, setAgreed] = useState(false);
  seen.push(`${name}|${note}|${agreed}`);
  return (
    <form>
      <input aria-label="name" value={name} onChange={(event) => setName(event.target.value)} />
      <textarea aria-label="note" value={note} onChange={(event) => setNote(event.target.value)} />
      <input
        type="checkbox"
        aria-label="agree"
        checked={agreed}
        onChange={(e) => setAgreed(e.target.checked)}
      />
    </form>
  );
}

test('hands what was typed before hydration to the components that own the fields', async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const island = document.createElement('div');
  island.innerHTML = renderToString(<Form />);
  document.body.append(island);
  const name = island.querySelector('input[aria-label="name"]') as HTMLInputElement;
  const note = island.querySelector('textarea') as HTMLTextAreaElement;
  // Typed (or autofilled) while the page was not hydrated yet.
  name.value = 'early_learner';
  note.value = 'hello';

  await act(async () => {
    hydrateRoot(island, <Form />);
  });
  // Hydration keeps the text on screen but not in the state.
  expect(name.value).toBe('early_learner');
  expect(seen.at(-1)).toBe('||false');

  await act(async () => handOverTypedValues(island));
  expect(seen.at(-1)).toBe('early_learner|hello|false');
  expect(name.value).toBe('early_learner');
  // Nothing left to hand over: a second call changes nothing.
  const renders = seen.length;
  await act(async () => handOverTypedValues(island));
  expect(seen.length).toBe(renders);
});
