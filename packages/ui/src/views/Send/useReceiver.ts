import { useEffect, useState } from 'react';
import { messageOf, resolveName, selectActiveNamespace, selectActiveNetwork, updateSend, type Message } from '@latch/core';
import { invalidReceiver, receiverKind, selectActiveNamespaceRules, selectSend } from '@latch/core/internal';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';
import { useMessages } from '../../i18n/useMessages.js';
import { sendMessages } from './messages.js';

/** Waits this long after the last keystroke before looking a name up. */
export const RESOLVE_DELAY_MS = 300;

export type Resolution = { name: string } & ({ status: 'resolving' } | { status: 'resolved'; address: string } | { status: 'failed'; message: Message });

export type ReceiverState =
  | { kind: 'empty' }
  | { kind: 'address' }
  | { kind: 'invalid'; message: Message }
  | Resolution;

/** A lookup as kept while the person types: a failure without a message is a name with no address here, told in the locale when shown. */
type Lookup = Resolution | { name: string; status: 'failed'; message?: undefined };

/**
 * The receiver field: what the person typed, kept here, and what core's send form holds. An
 * address goes to the form as it is; a registered name is resolved through core's names API and
 * its address goes to the form, with the name as the receiver's profile name.
 */
export function useReceiver() {
  const latch = useLatch();
  const t = useMessages(sendMessages);
  const send = useLatchSelector(selectSend);
  const namespace = useLatchSelector(selectActiveNamespace);
  const rules = useLatchSelector(selectActiveNamespaceRules);
  const networkName = useLatchSelector(selectActiveNetwork)?.name ?? namespace;
  const [text, setText] = useState(() => send.receiverProfileName ?? send.receiverAddress ?? '');
  const [resolution, setResolution] = useState<Lookup | undefined>(() =>
    send.receiverProfileName && send.receiverAddress ? { name: send.receiverProfileName, status: 'resolved', address: send.receiverAddress } : undefined,
  );
  const kind = receiverKind(text, namespace, rules);
  const name = text.trim();

  useEffect(() => {
    if (kind !== 'name' || (resolution?.name === name && resolution.status !== 'resolving')) return;
    let live = true;
    setResolution({ name, status: 'resolving' });
    const timer = setTimeout(() => {
      resolveName(latch, name).then(
        (address) => {
          if (!live) return;
          if (!address) return setResolution({ name, status: 'failed' });
          setResolution({ name, status: 'resolved', address });
          updateSend(latch, { receiverAddress: address, receiverProfileName: name });
        },
        (error: unknown) => live && setResolution({ name, status: 'failed', message: messageOf(error) }),
      );
    }, RESOLVE_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // Only a new name starts a lookup; the lookup's own progress must not restart it.
  }, [latch, kind, name, networkName]);

  const onChange = (value: string) => {
    setText(value);
    const trimmed = value.trim();
    if (resolution?.status === 'resolved' && resolution.name === trimmed) {
      updateSend(latch, { receiverAddress: resolution.address, receiverProfileName: resolution.name });
      return;
    }
    const address = receiverKind(trimmed, namespace, rules) === 'address' ? trimmed : undefined;
    updateSend(latch, { receiverAddress: address, receiverProfileName: undefined, receiverProfileImage: undefined });
  };

  let state: ReceiverState;
  if (kind === 'empty' || kind === 'address') state = { kind };
  else if (kind === 'invalid') state = { kind, message: invalidReceiver };
  else if (resolution?.name !== name) state = { name, status: 'resolving' };
  else state = resolution.status === 'failed' ? { ...resolution, message: resolution.message ?? { text: t('send.noAddressFor', { name, network: networkName }) } } : resolution;
  return { text, onChange, state };
}
