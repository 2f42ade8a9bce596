import type { ComponentType } from 'react';
import { type AccountTab } from '@latch/core';
import { ACCOUNT_TABS, selectAccountTab, selectActivityOn, setAccountTab } from '@latch/core/internal';
import { Tabs } from '../../components/Tabs/Tabs.js';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';
import { ActivityTab } from './ActivityTab.js';
import { NftsTab } from './NftsTab.js';
import { TokensTab } from './TokensTab.js';
import { useMessages } from '../../i18n/useMessages.js';
import { accountMessages } from './messages.js';

const PANELS: Record<AccountTab, ComponentType> = { Tokens: TokensTab, NFTs: NftsTab, Activity: ActivityTab };

/** Tokens, NFTs and Activity (SPEC 2); Activity only while the remote feature is on. */
export function AccountTabs() {
  const latch = useLatch();
  const activityOn = useLatchSelector(selectActivityOn);
  const current = useLatchSelector(selectAccountTab);
  const t = useMessages(accountMessages);
  const tabs = ACCOUNT_TABS.filter((tab) => tab !== 'Activity' || activityOn).map((tab) => ({ id: tab, label: t(`account.tab.${tab}`) }));
  const selected = tabs.some((tab) => tab.id === current) ? current : 'Tokens';
  const Panel = PANELS[selected];
  return (
    <Tabs label={t('account.portfolio')} tabs={tabs} selected={selected} onSelect={(tab) => setAccountTab(latch, tab)}>
      <Panel />
    </Tabs>
  );
}
