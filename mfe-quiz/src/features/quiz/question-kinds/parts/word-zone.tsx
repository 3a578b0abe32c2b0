import type { ReactNode } from 'react';
import {
  closestCenter,
  pointerWithin,
  useDroppable,
  type CollisionDetection,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { Flex, Typography, theme } from 'antd';

export const SENTENCE_ZONE = 'sentence-zone';
export const BANK_ZONE = 'bank-zone';
export const ZONES: UniqueIdentifier[] = [SENTENCE_ZONE, BANK_ZONE];

export const idOf = (index: number) => `word-${index}`;
export const indexOf = (id: UniqueIdentifier) => Number(String(id).replace('word-', ''));

/** Pointer: the word or zone under the pointer. Keyboard: the nearest word. */
export const collisionDetection: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  if (hits.length > 0) return [hits.find((hit) => !ZONES.includes(hit.id)) ?? hits[0]];
  const words = args.droppableContainers.filter((container) => !ZONES.includes(container.id));
  return closestCenter({ ...args, droppableContainers: words.length > 0 ? words : args.droppableContainers });
};

/** A drop zone of words (the sentence or the word bank), with its label and its empty text. */
export function WordZone({
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
          minHeight: 64,
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
