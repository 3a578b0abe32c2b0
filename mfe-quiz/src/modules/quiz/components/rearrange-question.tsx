import {
  useEffect,
  useRef,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  horizontalListSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PublicQuestion } from '@grammarpath/contracts';
import { QUIZ_NAMESPACE } from '../../../i18n/quiz-translations';

const SENTENCE_ZONE = 'sentence-zone';
const BANK_ZONE = 'bank-zone';
const ZONES: UniqueIdentifier[] = [SENTENCE_ZONE, BANK_ZONE];

const idOf = (index: number) => `word-${index}`;
const indexOf = (id: UniqueIdentifier) => Number(String(id).replace('word-', ''));

/** Pointer: the word or zone under the pointer. Keyboard: the nearest word. */
const collisionDetection: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  if (hits.length > 0) return [hits.find((hit) => !ZONES.includes(hit.id)) ?? hits[0]];
  const words = args.droppableContainers.filter((container) => !ZONES.includes(container.id));
  return closestCenter({ ...args, droppableContainers: words.length > 0 ? words : args.droppableContainers });
};

interface WordChipProps {
  index: number;
  word: string;
  locked: boolean;
  onToggle: (index: number, byKeyboard: boolean) => void;
  wasDragged: () => boolean;
}

function WordChip({ index, word, locked, onToggle, wasDragged }: WordChipProps) {
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

function Zone({
  id,
  label,
  children,
  empty,
}: {
  id: string;
  label: string;
  children: ReactNode;
  empty: string;
}) {
  const { setNodeRef, isOver } = useDroppable({ id });
  const { token } = theme.useToken();
  const hasChildren = Array.isArray(children) ? children.length > 0 : !!children;
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong id={`${id}-label`}>
        {label}
      </Typography.Text>
      <Flex
        ref={setNodeRef}
        role="group"
        aria-labelledby={`${id}-label`}
        data-testid={id}
        wrap
        gap={8}
        align="center"
        style={{
          minHeight: 56,
          padding: 8,
          borderRadius: token.borderRadiusLG,
          border: `1px dashed ${isOver ? token.colorPrimary : token.colorBorder}`,
          background: isOver ? token.colorPrimaryBg : token.colorFillQuaternary,
        }}
      >
        {hasChildren ? children : <Typography.Text type="secondary">{empty}</Typography.Text>}
      </Flex>
    </Flex>
  );
}

interface RearrangeQuestionProps {
  question: PublicQuestion;
  placed: number[];
  locked: boolean;
  onChange: (placed: number[]) => void;
}

/**
 * Rearrange: words move between the word bank and the sentence by tap (or Enter), and are put in
 * order by dragging (pointer or touch) or by keyboard (Space, arrows, Space).
 */
export function RearrangeQuestion({ question, placed, locked, onChange }: RearrangeQuestionProps) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const words = question.words ?? [];
  const bank = words.map((_, index) => index).filter((index) => !placed.includes(index));
  const draggedAt = useRef(0);
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
    onChange(wasPlaced ? placed.filter((item) => item !== index) : [...placed, index]);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    draggedAt.current = Date.now();
    if (!over || active.id === over.id) return;
    const moving = indexOf(active.id);
    if (over.id === BANK_ZONE || (!ZONES.includes(over.id) && !placed.includes(indexOf(over.id)))) {
      if (placed.includes(moving)) onChange(placed.filter((item) => item !== moving));
      return;
    }
    const target = over.id === SENTENCE_ZONE ? placed.length : placed.indexOf(indexOf(over.id));
    const from = placed.indexOf(moving);
    if (from >= 0) onChange(arrayMove(placed, from, Math.min(target, placed.length - 1)));
    else onChange([...placed.slice(0, target), moving, ...placed.slice(target)]);
  };

  const zone = (id: string, indexes: number[], label: string, empty: string) => (
    <SortableContext items={indexes.map(idOf)} strategy={horizontalListSortingStrategy}>
      <Zone id={id} label={label} empty={empty}>
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
      </Zone>
    </SortableContext>
  );

  return (
    <Flex vertical gap={16} ref={rootRef}>
      <Typography.Text type="secondary" id={`rearrange-help-${question.id}`}>
        {t('rearrange.help')}
      </Typography.Text>
      <DndContext
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
