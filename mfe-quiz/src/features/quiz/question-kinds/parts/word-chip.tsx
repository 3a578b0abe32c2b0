import type { CSSProperties, KeyboardEvent, MouseEvent } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button } from 'antd';
import { idOf } from './word-zone';

export const WORD_CHIP_MIN_HEIGHT = 44;

export interface WordChipProps {
  index: number;
  word: string;
  locked: boolean;
  onToggle: (index: number, byKeyboard: boolean) => void;
  wasDragged: () => boolean;
}

/** A word of a rearrange question: tapped (or Enter) to move between zones, dragged to reorder. */
export function WordChip({ index, word, locked, onToggle, wasDragged }: WordChipProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: idOf(index),
    disabled: locked,
  });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    zIndex: isDragging ? 2 : undefined,
    touchAction: 'none',
    fontSize: 16,
    // A comfortable target for a finger (at least 44 px, WCAG 2.5.5).
    minHeight: WORD_CHIP_MIN_HEIGHT,
    paddingInline: 14,
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (!locked) onToggle(index, true);
      return;
    }
    listeners?.onKeyDown?.(event);
  };
  // Keyboard activation comes through onKeyDown (Enter) and the drag sensor (Space), never through click.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.detail === 0 || wasDragged() || locked) return;
    onToggle(index, false);
  };
  return (
    <Button
      ref={setNodeRef}
      style={style}
      {...attributes}
      {...listeners}
      onKeyDown={onKeyDown}
      onClick={onClick}
      disabled={locked}
      data-word-index={index}
      lang="en"
    >
      {word}
    </Button>
  );
}
