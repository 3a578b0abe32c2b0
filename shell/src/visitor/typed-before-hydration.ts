type TextField = HTMLInputElement | HTMLTextAreaElement;

const UNTYPED = new Set(['checkbox', 'radio', 'submit', 'button', 'reset', 'hidden', 'file']);

/**
 * Hands the text typed (or autofilled) into an island's fields before it hydrated to the components that own
 * them: hydration keeps what the element holds but renders the component's own, empty state, so a form would
 * otherwise find those fields empty. Call it once the island has hydrated.
 */
export function handOverTypedValues(island: HTMLElement): void {
  // All read first: a component re-rendered by one field's change sets the others back to its state.
  const typed = [...island.querySelectorAll<TextField>('input, textarea')]
    .filter((field) => !UNTYPED.has(field.type) && field.value !== field.defaultValue)
    .map((field) => ({ field, text: field.value }));
  for (const { field, text } of typed) {
    // React notices a change by comparing the element's value with the last one it saw, which it records
    // through a setter on the element itself: set back through it, then to the typed text past it (the
    // prototype's setter), the text is a change, and the input event reports it to the field's onChange.
    field.value = field.defaultValue;
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    setValue?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
