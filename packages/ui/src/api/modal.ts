import { useCallback } from 'react';
import { closeModal, openModal, selectIsModalOpen, type OpenOptions } from '@latch/core';
import { useLatch, useLatchSelector } from '../context/LatchContext.js';

/** Opens the modal (on a view, with its data, where asked), closes it, and says whether it is open. */
export function useLatchModal(): { open(options?: OpenOptions): void; close(): void; isOpen: boolean } {
  const latch = useLatch();
  const isOpen = useLatchSelector(selectIsModalOpen);
  const open = useCallback((options?: OpenOptions) => void openModal(latch, options), [latch]);
  const close = useCallback(() => void closeModal(latch), [latch]);
  return { open, close, isOpen };
}
