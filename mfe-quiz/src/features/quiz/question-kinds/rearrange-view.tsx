import { useEffect, useId, useRef } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  horizontalListSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { QUIZ_NAMESPACE } from '../../../i18n';
import type { QuestionViewProps } from './question-kind';
import { WordChip } from './parts/word-chip';
import {
  BANK_ZONE,
  collisionDetection,
  idOf,
  indexOf,
  SENTENCE_ZONE,
  WordZone,
  ZONES,
} from './parts/word-zone';

/**
 * Rearrange: words move between the word bank and the sentence by tap (or Enter), and are put in
 * order by dragging (pointer or touch) or by keyboard (Space, arrows, Space).
 */
export function RearrangeView({ question, answer, locked, onChange }: QuestionViewProps<'rearrange'>) {
  const { placed } = answer;
  const setPlaced = (next: number[]) => onChange({ ...answer, placed: next });
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const { words } = question;
  const bank = words.map((_, index) => index).filter((index) => !placed.includes(index));
  const draggedAt = useRef(0);
  // dnd-kit's own ids count renders per process: a server's would not be the browser's (the words'
  // aria-describedby), so the context is named by React, the same on both sides.
  const dndId = useId();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] },
    }),
  );

  const wordOf = (id: UniqueIdentifier | undefined) => (id === undefined ? '' : (words[indexOf(id)] ?? ''));
  const targetOf = (id: UniqueIdentifier) =>
    id === SENTENCE_ZONE ? t('rearrange.sentence') : id === BANK_ZONE ? t('rearrange.bank') : wordOf(id);
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('rearrange.pickedUp', { word: wordOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('rearrange.movedOver', { word: wordOf(active.id), target: targetOf(over.id) }) : undefined,
    onDragEnd: ({ active }) => t('rearrange.dropped', { word: wordOf(active.id) }),
    onDragCancel: ({ active }) => t('rearrange.cancelled', { word: wordOf(active.id) }),
  };

  // A word moved by keyboard leaves its zone, and with it the focus: focus goes on to the word that takes
  // its place (or the one before), or follows the word when its zone is left empty.
  const rootRef = useRef<HTMLDivElement>(null);
  const focusAfterMove = useRef<number | null>(null);
  useEffect(() => {
    if (focusAfterMove.current === null) return;
    rootRef.current?.querySelector<HTMLElement>(`[data-word-index="${focusAfterMove.current}"]`)?.focus();
    focusAfterMove.current = null;
  }, [placed]);

  const toggle = (index: number, byKeyboard: boolean) => {
    const wasPlaced = placed.includes(index);
    if (byKeyboard) {
      const zoneWords = wasPlaced ? placed : bank;
      const position = zoneWords.indexOf(index);
      const rest = zoneWords.filter((item) => item !== index);
      focusAfterMove.current = rest[Math.min(position, rest.length - 1)] ?? index;
    }
    setPlaced(wasPlaced ? placed.filter((item) => item !== index) : [...placed, index]);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    draggedAt.current = Date.now();
    if (!over || active.id === over.id) return;
    const moving = indexOf(active.id);
    if (over.id === BANK_ZONE || (!ZONES.includes(over.id) && !placed.includes(indexOf(over.id)))) {
      if (placed.includes(moving)) setPlaced(placed.filter((item) => item !== moving));
      return;
    }
    const target = over.id === SENTENCE_ZONE ? placed.length : placed.indexOf(indexOf(over.id));
    const from = placed.indexOf(moving);
    if (from >= 0) setPlaced(arrayMove(placed, from, Math.min(target, placed.length - 1)));
    else setPlaced([...placed.slice(0, target), moving, ...placed.slice(target)]);
  };

  const zone = (id: string, indexes: number[], label: string, empty: string) => (
    <SortableContext items={indexes.map(idOf)} strategy={horizontalListSortingStrategy}>
      <WordZone id={id} label={label} empty={empty}>
        {indexes.map((index) => (
          <WordChip
            key={idOf(index)}
            index={index}
            word={words[index] ?? ''}
            locked={locked}
            onToggle={toggle}
            wasDragged={() => Date.now() - draggedAt.current < 300}
          />
        ))}
      </WordZone>
    </SortableContext>
  );

  return (
    <Flex vertical gap={16} ref={rootRef}>
      <Typography.Text type="secondary" id={`rearrange-help-${question.id}`}>
        {t('rearrange.help')}
      </Typography.Text>
      <DndContext
        id={dndId}
        sensors={sensors}
        collisionDetection={collisionDetection}
        onDragStart={() => (draggedAt.current = Date.now())}
        onDragEnd={onDragEnd}
        onDragCancel={() => (draggedAt.current = Date.now())}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('rearrange.instructions') },
        }}
      >
        {zone(SENTENCE_ZONE, placed, t('rearrange.sentence'), t('rearrange.emptySentence'))}
        {zone(BANK_ZONE, bank, t('rearrange.bank'), t('rearrange.emptyBank'))}
      </DndContext>
    </Flex>
  );
}
