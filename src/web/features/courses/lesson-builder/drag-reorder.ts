import { useState, type DragEvent } from 'react';

/** What is dragged: a module among the course's, or a lesson among its module's. */
export interface DragItem {
  id: string;
  /** The list it belongs to: it is dropped only within it. */
  list: string;
}

/**
 * Reordering by pointer with the browser's own drag and drop: a handle starts the drag (the row
 * is what the pointer carries), a row of the same list takes the drop, and the dragged item goes
 * to that row's place. The keyboard reorders with the Move buttons instead.
 */
export function useDragReorder(onDrop: (item: DragItem, to: number) => void) {
  const [dragged, setDragged] = useState<DragItem | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const end = () => {
    setDragged(null);
    setOver(null);
  };
  const accepts = (item: DragItem) =>
    dragged !== null && dragged.list === item.list && dragged.id !== item.id;

  return {
    /** The handle's props: it starts the drag, carrying the row it sits in. */
    handle: (item: DragItem) => ({
      draggable: true,
      onDragStart: (event: DragEvent<HTMLElement>) => {
        event.stopPropagation();
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', item.id);
        const row = event.currentTarget.closest('[data-reorder-row]');
        if (row) event.dataTransfer.setDragImage(row, 16, 16);
        setDragged(item);
      },
      onDragEnd: end,
    }),
    /** A row's props: it takes a drop from its own list, and says when one hovers over it. */
    row: (item: DragItem, index: number) => ({
      'data-reorder-row': true,
      'data-drop-target': over === item.id ? true : undefined,
      onDragOver: (event: DragEvent<HTMLElement>) => {
        if (!accepts(item)) return;
        event.preventDefault();
        event.stopPropagation();
        setOver(item.id);
      },
      onDragLeave: () => setOver((current) => (current === item.id ? null : current)),
      onDrop: (event: DragEvent<HTMLElement>) => {
        if (!dragged || !accepts(item)) return;
        event.preventDefault();
        event.stopPropagation();
        onDrop(dragged, index);
        end();
      },
    }),
  };
}
